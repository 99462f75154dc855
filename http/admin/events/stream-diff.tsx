import { summarize } from "../../../core/audit/event-log.ts";
import type { VersionComparison } from "../../../core/audit/state-at.ts";
import { JsonView } from "../shell/components.tsx";
import { DiffTable } from "../shell/diff-table.tsx";
import { EventTable, streamHref } from "../shell/event-views.tsx";

/** The events between two versions can be thousands on a route: the table shows the first ones. */
export const MAX_LISTED_CHANGES = 200;

/** Two versions of a stream: what changed in the state, the events that changed it, both states. */
export function ComparisonView({ comparison }: { comparison: VersionComparison }) {
  const { from, to, diff, events } = comparison;
  const listed = events.slice(0, MAX_LISTED_CHANGES).reverse().map(summarize);
  return (
    <section aria-labelledby="comparison-heading">
      <h2 id="comparison-heading">
        Changes from version {from.version} to version {to.version}
      </h2>
      <p>
        <a href={streamHref(to.streamId, { version: to.version })}>State at version {to.version}</a>
      </p>
      {to.kind ? (
        <DiffTable diff={diff} />
      ) : (
        <p className="muted">No aggregate is registered for this stream type: only the events can be compared.</p>
      )}
      <h3>
        {events.length === 1 ? "The event" : `The ${events.length} events`} between them
        {events.length > MAX_LISTED_CHANGES
          ? ` (the first ${MAX_LISTED_CHANGES} after version ${from.version} shown)`
          : ""}
      </h3>
      <EventTable events={listed} label="Events between the versions" />
      {to.kind ? (
        <div className="side-by-side">
          <div>
            <h3>Version {from.version}</h3>
            <JsonView value={from.state} label={`State at version ${from.version}`} />
          </div>
          <div>
            <h3>Version {to.version}</h3>
            <JsonView value={to.state} label={`State at version ${to.version}`} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
