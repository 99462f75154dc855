import type { EventPage } from "../../../core/audit/event-log.ts";
import type { StateAt, VersionComparison } from "../../../core/audit/state-at.ts";
import { Field, formatTime, JsonView, Pager } from "../shell/components.tsx";
import { EventTable, localInputValue, streamHref } from "../shell/event-views.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { ComparisonView } from "./stream-diff.tsx";

export interface StreamPageProps {
  chrome: AdminChrome;
  /** The state shown: at the version or time asked for, or at the compared `to` version. */
  view: StateAt;
  asOf?: Date;
  comparison: VersionComparison | null;
  /** This stream's events, newest first, a page at a time. */
  events: EventPage;
  /** The address's query, kept in the paging links and the forms. */
  query: Record<string, string | undefined>;
}

function StreamFacts({ view }: { view: StateAt }) {
  return (
    <dl className="facts card">
      <dt>Stream</dt>
      <dd>
        <code>{view.streamId}</code>
      </dd>
      <dt>Stream type</dt>
      <dd>{view.streamType}</dd>
      <dt>Aggregate</dt>
      <dd>
        {view.kind ? (
          <>
            <strong>{view.kind.label}</strong> — {view.kind.describe}
          </>
        ) : (
          <span className="muted">No aggregate registered: the events are listed, there is no state to fold.</span>
        )}
      </dd>
      <dt>Current version</dt>
      <dd>{view.currentVersion}</dd>
    </dl>
  );
}

function TimeTravelForms({ view, query, asOf }: { view: StateAt; query: StreamPageProps["query"]; asOf?: Date }) {
  const action = streamHref(view.streamId);
  const [compareFrom, compareTo] = query.compare?.split("..") ?? [query.from, query.to];
  return (
    <div className="side-by-side">
      <form className="filters card" method="get" action={action} aria-label="Time travel">
        <Field id="version" label="Version" hint={`0 to ${view.currentVersion}`}>
          <input
            id="version"
            name="version"
            type="number"
            min={0}
            max={view.currentVersion}
            defaultValue={query.version ?? ""}
            aria-describedby="version-hint"
          />
        </Field>
        <Field id="asOf" label="As of (UTC)" hint="With a version too, the earlier wins">
          <input
            id="asOf"
            name="asOf"
            type="datetime-local"
            step="any"
            defaultValue={localInputValue(query.asOf, asOf)}
            aria-describedby="asOf-hint"
          />
        </Field>
        <div className="field">
          <button type="submit">Show state</button>
        </div>
      </form>
      <form className="filters card" method="get" action={action} aria-label="Compare versions">
        <Field id="from" label="From version">
          <input id="from" name="from" type="number" min={0} defaultValue={compareFrom ?? ""} required />
        </Field>
        <Field id="to" label="To version">
          <input id="to" name="to" type="number" min={0} defaultValue={compareTo ?? ""} required />
        </Field>
        <div className="field">
          <button type="submit">Compare</button>
        </div>
      </form>
    </div>
  );
}

/** Without an aggregate there is no state: the event that made the version is the next best thing. */
function UnfoldedVersion({ view }: { view: StateAt }) {
  const event = view.events.at(-1);
  return (
    <>
      <p className="muted">
        No aggregate is registered for stream type {view.streamType}
        {event ? `: the data of the event at version ${view.version}.` : "."}
      </p>
      {event ? <JsonView value={event.data} label={`Data of the event at version ${view.version}`} /> : null}
    </>
  );
}

function StateView({ view, asOf }: { view: StateAt; asOf?: Date }) {
  const { streamId, version, currentVersion } = view;
  return (
    <section aria-labelledby="state-heading">
      <h2 id="state-heading">
        State at version {version} of {currentVersion}
        {asOf ? `, as of ${formatTime(asOf)}` : ""}
      </h2>
      <nav className="actions" aria-label="Versions">
        {version > 0 ? <a href={streamHref(streamId, { version: version - 1 })}>← Previous version</a> : null}
        {version < currentVersion ? <a href={streamHref(streamId, { version: version + 1 })}>Next version →</a> : null}
        {version > 0 ? (
          <a href={streamHref(streamId, { compare: `${version - 1}..${version}` })}>What this version changed</a>
        ) : null}
        {version < currentVersion ? <a href={streamHref(streamId)}>Current state</a> : null}
      </nav>
      {view.kind ? (
        <JsonView value={view.state} label={`State at version ${version}`} />
      ) : (
        <UnfoldedVersion view={view} />
      )}
    </section>
  );
}

/** One stream: its aggregate's state at any version or time, diffs between versions, its events. */
export function StreamPage({ chrome, view, asOf, comparison, events, query }: StreamPageProps) {
  const oldest = events.events.at(-1)?.position;
  const pageLink = (before: number | null) => streamHref(view.streamId, { ...query, before });
  return (
    <AdminLayout chrome={chrome}>
      <StreamFacts view={view} />
      <TimeTravelForms view={view} query={query} asOf={asOf} />
      {comparison ? <ComparisonView comparison={comparison} /> : <StateView view={view} asOf={asOf} />}
      <h2>Events of this stream</h2>
      <EventTable events={events.events} label="Events of this stream" />
      <Pager
        newer={events.newer ? pageLink(events.newer.before) : null}
        older={events.hasOlder && oldest ? pageLink(oldest) : null}
      />
    </AdminLayout>
  );
}
