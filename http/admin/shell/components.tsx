import { Fragment, type ReactNode } from "react";
import { queryHref } from "./href.ts";

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}

/** UTC, to the second: admins compare times across time zones and log lines. */
export function formatTime(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

export function Time({ value }: { value: Date | string | null | undefined }) {
  if (!value) return <span>—</span>;
  const iso = typeof value === "string" ? value : value.toISOString();
  return <time dateTime={iso}>{formatTime(value)}</time>;
}

export function Notice({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="notice" role="status">
      {text}
    </p>
  );
}

export interface Issue {
  path: string;
  message: string;
}

/** Form errors as a list at the top (announced), each also beside its field. */
export function ErrorSummary({ issues, message }: { issues?: Issue[]; message?: string | null }) {
  if ((!issues || issues.length === 0) && !message) return null;
  return (
    <div className="error-summary" role="alert">
      <p>{message ?? "Please correct the following:"}</p>
      {issues && issues.length > 0 ? (
        <ul>
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path ? <code>{issue.path}</code> : null} {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function fieldError(issues: Issue[] | undefined, path: string): string | undefined {
  return issues?.find((issue) => issue.path === path)?.message;
}

/** A labelled control with its hint and error, tied together for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={error ? "field has-error" : "field"}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control inside <Field>. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A column header that sorts the table on the server; a second click reverses the order. */
export function SortHeader({
  label,
  field,
  path,
  query,
}: {
  label: string;
  field: string;
  path: string;
  query: Record<string, string | undefined>;
}) {
  const active = query.sort === field;
  const dir = active && query.dir !== "desc" ? "desc" : "asc";
  return (
    <th scope="col" aria-sort={active ? (query.dir === "desc" ? "descending" : "ascending") : undefined}>
      <a href={queryHref(path, query, { sort: field, dir, page: null })}>
        {label}
        {active ? (query.dir === "desc" ? " ▼" : " ▲") : ""}
      </a>
    </th>
  );
}

export function Pager({ newer, older, summary }: { newer?: string | null; older?: string | null; summary?: string }) {
  return (
    <nav className="pager" aria-label="Pages">
      {newer ? <a href={newer}>← Newer</a> : <span aria-hidden="true" />}
      {summary ? <span>{summary}</span> : null}
      {older ? <a href={older}>Older →</a> : <span aria-hidden="true" />}
    </nav>
  );
}

export function PageNumbers({
  path,
  query,
  page,
  pageSize,
  total,
}: {
  path: string;
  query: Record<string, string | undefined>;
  page: number;
  pageSize: number;
  total: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Pager
      newer={page > 1 ? queryHref(path, query, { page: page - 1 }) : null}
      older={page < pages ? queryHref(path, query, { page: page + 1 }) : null}
      summary={`Page ${page} of ${pages} · ${total} total`}
    />
  );
}

/**
 * Text as it is (a message, a post, JSON): line breaks and spaces kept, markup shown as text.
 * Long text scrolls inside its box, so the box takes focus: keyboard users can scroll it too.
 */
export function TextView({ text, label }: { text: string; label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="json" aria-label={label} tabIndex={0}>
      <pre>{text}</pre>
    </section>
  );
}

export function JsonView({ value, label }: { value: unknown; label: string }) {
  return <TextView text={JSON.stringify(value, null, 2)} label={label} />;
}

/** Label and value pairs; a missing value shows as a dash, long values wrap. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd style={{ overflowWrap: "anywhere" }}>{value ?? "—"}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-${status.replace(/[^a-z_]/gi, "")}`}>{status}</span>;
}

/** The end of a list's filter form: the current sort order carried along, and the submit button. */
export function FilterActions({ query }: { query: { sort?: string; dir?: string } }) {
  return (
    <>
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <div className="field">
        <button type="submit">Filter</button>
      </div>
    </>
  );
}

/** A filter option: a value shown as it is, or a value with its label. */
export type ChoiceOption = string | { value: string; label: string };

/** A list filter's select: "Any" (no filter) first, then the choices, the query's one selected. */
export function ChoiceFilter({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  options: readonly ChoiceOption[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">Any</option>
        {options.map((option) => {
          const { value: v, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={v} value={v}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}
