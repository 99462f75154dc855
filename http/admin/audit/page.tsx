import type { AuditEntry } from "../../../core/audit/audit.ts";
import type { NewerPage } from "../../../core/audit/event-log.ts";
import { StatusBadge, Time } from "../shell/components.tsx";
import { eventHref, FilterSelect, Shortened, streamHref, TimeRangeAndSubmit } from "../shell/event-views.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { LogScreen, type LogScreenProps } from "../shell/log-screen.tsx";

export const AUDIT_PATH = "/nimda/audit";

export interface AuditPage {
  entries: AuditEntry[];
  hasOlder: boolean;
  newer: NewerPage | null;
}

export type AuditPageProps = LogScreenProps<{ actors: string[]; actions: string[]; streamTypes: string[] }, AuditPage>;

function AuditFilters({ facets, query, from, to, issues }: Omit<AuditPageProps, "chrome" | "page">) {
  return (
    <form className="filters" method="get" action={AUDIT_PATH} aria-label="Filter the audit log">
      <FilterSelect id="actor" label="Actor" options={facets.actors} value={query.actor} issues={issues} />
      <FilterSelect id="action" label="Action" options={facets.actions} value={query.action} issues={issues} />
      <FilterSelect
        id="streamType"
        label="Stream type"
        options={facets.streamTypes}
        value={query.streamType}
        issues={issues}
      />
      <TimeRangeAndSubmit query={query} from={from} to={to} issues={issues} clearHref={AUDIT_PATH} />
    </form>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable
      columns={["When", "Actor", "Action", "Event type", "Stream", "IP", "User agent"]}
      rows={entries}
      empty="No admin actions match."
      label="Admin actions"
    >
      {(entry) => (
        <tr key={entry.globalPosition}>
          <td>
            <a href={eventHref(entry.globalPosition)} title={`Event ${entry.globalPosition}`}>
              <Time value={entry.at} />
            </a>
          </td>
          <td>
            <Shortened value={entry.actor} />
          </td>
          <td>
            <StatusBadge status={entry.action} />
          </td>
          <td>
            <code>{entry.eventType}</code>
          </td>
          <td>
            <a href={streamHref(entry.streamId, { version: entry.streamPosition })}>{entry.streamId}</a>
          </td>
          <td>{entry.ip ?? <span className="muted">—</span>}</td>
          <td>
            <Shortened value={entry.userAgent} max={32} />
          </td>
        </tr>
      )}
    </DataTable>
  );
}

/** Every admin command, newest first: who did what, to which stream, from where. */
export function AuditLogPage(props: AuditPageProps) {
  const { page } = props;
  return (
    <LogScreen
      {...props}
      path={AUDIT_PATH}
      note="Read from the metadata of the events admin commands stored. Times are UTC."
      filters={<AuditFilters {...props} />}
      oldest={page?.entries.at(-1)?.globalPosition}
    >
      {page ? <AuditTable entries={page.entries} /> : null}
    </LogScreen>
  );
}
