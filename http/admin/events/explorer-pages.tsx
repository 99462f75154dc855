import type { EventPage } from "../../../core/audit/event-log.ts";
import type { RecordedEvent } from "../../../core/eventstore/types.ts";
import { JsonView, Time } from "../shell/components.tsx";
import {
  EventTable,
  FilterInput,
  FilterSelect,
  Shortened,
  streamHref,
  TimeRangeAndSubmit,
} from "../shell/event-views.tsx";
import { queryHref } from "../shell/href.ts";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { LogScreen, type LogScreenProps } from "../shell/log-screen.tsx";

export const EVENTS_PATH = "/nimda/events";

export type EventsPageProps = LogScreenProps<{ streamTypes: string[]; eventTypes: string[] }, EventPage>;

function EventFilters({ facets, query, from, to, issues }: Omit<EventsPageProps, "chrome" | "page">) {
  return (
    <form className="filters" method="get" action={EVENTS_PATH} aria-label="Filter events">
      <FilterSelect
        id="streamType"
        label="Stream type"
        options={facets.streamTypes}
        value={query.streamType}
        issues={issues}
      />
      <FilterSelect
        id="eventType"
        label="Event type"
        options={facets.eventTypes}
        value={query.eventType}
        issues={issues}
      />
      <FilterInput id="actor" label="Actor" value={query.actor ?? ""} issues={issues} />
      <FilterInput id="streamId" label="Stream id" value={query.streamId ?? ""} issues={issues} />
      <TimeRangeAndSubmit query={query} from={from} to={to} issues={issues} clearHref={EVENTS_PATH} />
    </form>
  );
}

/** The whole log ($all), newest first, paged by position. */
export function EventsPage(props: EventsPageProps) {
  const { page } = props;
  return (
    <LogScreen
      {...props}
      path={EVENTS_PATH}
      note="Every event in the store, newest first. Times are UTC."
      filters={<EventFilters {...props} />}
      oldest={page?.events.at(-1)?.position}
    >
      {page ? <EventTable events={page.events} label="Events" /> : null}
    </LogScreen>
  );
}

function MetadataText({ value }: { value: unknown }) {
  return typeof value === "string" ? <Shortened value={value} max={80} /> : <span className="muted">—</span>;
}

/** One event: its facts, data and metadata, and the ways into its stream's history. */
export function EventDetailPage({ chrome, event }: { chrome: AdminChrome; event: RecordedEvent }) {
  const version = Number(event.streamPosition);
  const { metadata } = event;
  return (
    <AdminLayout chrome={chrome}>
      <nav className="actions" aria-label="This event in its stream">
        <a href={streamHref(event.streamId, { version })}>State after this event</a>
        {version > 1 ? (
          <a href={streamHref(event.streamId, { compare: `${version - 1}..${version}` })}>
            Diff with the previous version
          </a>
        ) : (
          <a href={streamHref(event.streamId, { compare: `0..${version}` })}>Diff with the empty stream</a>
        )}
        <a href={streamHref(event.streamId)}>The whole stream</a>
        <a href={queryHref(EVENTS_PATH, {}, { eventType: event.type })}>Events of this type</a>
      </nav>
      <h2>Facts</h2>
      <dl className="facts card">
        <dt>Position</dt>
        <dd>{event.globalPosition}</dd>
        <dt>When</dt>
        <dd>
          <Time value={event.createdAt} />
        </dd>
        <dt>Type</dt>
        <dd>
          <code>{event.type}</code> (schema v{event.schemaVersion})
        </dd>
        <dt>Stream</dt>
        <dd>
          <a href={streamHref(event.streamId)}>{event.streamId}</a> ({event.streamType})
        </dd>
        <dt>Version</dt>
        <dd>{version}</dd>
        <dt>Actor</dt>
        <dd>
          <MetadataText value={metadata.actor} />
        </dd>
        <dt>Action</dt>
        <dd>
          <MetadataText value={metadata.action} />
        </dd>
        <dt>IP</dt>
        <dd>
          <MetadataText value={metadata.ip} />
        </dd>
        <dt>User agent</dt>
        <dd>
          <MetadataText value={metadata.userAgent} />
        </dd>
        <dt>Event id</dt>
        <dd>
          <code>{event.eventId}</code>
        </dd>
      </dl>
      <div className="side-by-side">
        <div>
          <h2>Data</h2>
          <JsonView value={event.data} label="Event data" />
        </div>
        <div>
          <h2>Metadata</h2>
          <JsonView value={metadata} label="Event metadata" />
        </div>
      </div>
      <p>
        <a href={queryHref(EVENTS_PATH, {}, { before: Number(event.globalPosition) + 1 })}>
          The log from this event back
        </a>
      </p>
    </AdminLayout>
  );
}
