import type { EventSummary } from "../../../core/audit/event-log.ts";
import { describedBy, ErrorSummary, Field, fieldError, type Issue, Time } from "./components.tsx";
import { queryHref } from "./href.ts";
import { type AdminChrome, AdminLayout } from "./layout.tsx";
import { DataTable } from "./list-parts.tsx";

/** Stream ids may hold any character ('-', '/', '?', '#'): always encoded as one path segment. */
export function streamHref(streamId: string, query: Record<string, string | number | null | undefined> = {}): string {
  return queryHref(`/nimda/streams/${encodeURIComponent(streamId)}`, {}, query);
}

export function eventHref(position: number): string {
  return `/nimda/events/${position}`;
}

/** Long values (user agents, ids) cut short in a cell, whole in the tooltip. */
export function Shortened({ value, max = 40 }: { value: string | null | undefined; max?: number }) {
  if (!value) return <span className="muted">—</span>;
  if (value.length <= max) return <span>{value}</span>;
  return <span title={value}>{`${value.slice(0, max - 1)}…`}</span>;
}

/** Events newest first: each links to the event, to its stream, and to the state after it. */
export function EventTable({ events, label }: { events: EventSummary[]; label: string }) {
  return (
    <DataTable
      columns={["Position", "When", "Stream", "Version", "Type", "Actor"]}
      rows={events}
      empty="No events."
      label={label}
    >
      {(event) => (
        <tr key={event.position}>
          <td className="num">
            <a href={eventHref(event.position)}>{event.position}</a>
          </td>
          <td>
            <Time value={event.at} />
          </td>
          <td>
            <a href={streamHref(event.streamId)}>{event.streamId}</a>
          </td>
          <td className="num">
            <a
              href={streamHref(event.streamId, { version: event.streamPosition })}
              title={`State of ${event.streamId} after this event`}
            >
              {event.streamPosition}
            </a>
          </td>
          <td>
            <code>{event.type}</code>
          </td>
          <td>
            <Shortened value={event.actor} />
          </td>
        </tr>
      )}
    </DataTable>
  );
}

/** A page that could not be shown: bad input (400) or nothing there (404). */
export function ProblemPage({
  chrome,
  message,
  back,
}: {
  chrome: AdminChrome;
  message: string;
  back: { href: string; label: string };
}) {
  return (
    <AdminLayout chrome={chrome}>
      <ErrorSummary message={message} />
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
    </AdminLayout>
  );
}

/**
 * The value for a datetime-local input: what the admin typed if it was one, else the instant in
 * UTC (the inputs are labelled UTC), so that a bookmarked ISO time still fills the form.
 */
export function localInputValue(raw: string | undefined, parsed: Date | undefined): string {
  if (raw && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(raw)) return raw;
  if (parsed) return parsed.toISOString().slice(0, 23);
  return raw ?? "";
}

/** A filter's list of values; one not among them (gone from the log, a bookmark) stays selected. */
export function FilterSelect({
  id,
  label,
  options,
  value,
  issues,
}: {
  id: string;
  label: string;
  options: string[];
  value: string | undefined;
  issues?: Issue[];
}) {
  const error = fieldError(issues, id);
  const listed = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} name={id} defaultValue={value ?? ""} aria-describedby={describedBy(id, undefined, error)}>
        <option value="">All</option>
        {listed.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A text or UTC datetime-local filter; times take seconds and milliseconds too. */
export function FilterInput({
  id,
  label,
  value,
  issues,
  type = "text",
}: {
  id: string;
  label: string;
  value: string;
  issues?: Issue[];
  type?: "text" | "datetime-local";
}) {
  const error = fieldError(issues, id);
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name={id}
        type={type}
        step={type === "datetime-local" ? "any" : undefined}
        defaultValue={value}
        aria-describedby={describedBy(id, undefined, error)}
        aria-invalid={error ? true : undefined}
      />
    </Field>
  );
}

/** The end of the log's filter forms: the time window (UTC), the page size kept, submit and clear. */
export function TimeRangeAndSubmit({
  query,
  from,
  to,
  issues,
  clearHref,
}: {
  query: Record<string, string | undefined>;
  from?: Date;
  to?: Date;
  issues?: Issue[];
  clearHref: string;
}) {
  return (
    <>
      <FilterInput
        id="from"
        label="From (UTC)"
        type="datetime-local"
        value={localInputValue(query.from, from)}
        issues={issues}
      />
      <FilterInput
        id="to"
        label="To (UTC)"
        type="datetime-local"
        value={localInputValue(query.to, to)}
        issues={issues}
      />
      {query.limit ? <input type="hidden" name="limit" value={query.limit} /> : null}
      <div className="field actions">
        <button type="submit">Filter</button>
        <a href={clearHref}>Clear</a>
      </div>
    </>
  );
}
