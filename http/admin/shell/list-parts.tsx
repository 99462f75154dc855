import type { ReactNode } from "react";
import { FilterActions, SortHeader } from "./components.tsx";

type Query = Record<string, string | undefined>;

/** A list's filter form: a GET to the list's own address, its fields, then the sort kept and the button. */
export function FilterForm({ action, query, children }: { action: string; query: Query; children: ReactNode }) {
  return (
    <form method="get" action={action} className="filters">
      {children}
      <FilterActions query={query} />
    </form>
  );
}

/** A list filter's free-text box, filled with what the query asked for. */
export function TextFilter({
  id,
  name,
  label,
  value,
  placeholder,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  placeholder?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} defaultValue={value ?? ""} placeholder={placeholder} />
    </div>
  );
}

/**
 * A column: a plain header, or one the server sorts by (`sort` names the field). `label` names the column;
 * `content`, when given, is what its header cell shows instead (an abbreviation with its meaning, say).
 */
export type Column = string | { label: string; sort?: string; className?: string; content?: ReactNode };

/**
 * The admin's table of records: its empty-state sentence when there are none, otherwise the
 * headers (sortable ones link to the sorted list) and one row per record, scrolling sideways
 * inside its own box on a phone.
 */
export function DataTable<Row>({
  columns,
  rows,
  empty,
  emptyRow,
  label,
  caption,
  region,
  sorting,
  children,
}: {
  columns: readonly Column[];
  rows: readonly Row[];
  empty?: string;
  /** With no rows, this sentence in a row of its own: the table, its caption and headers stay in their place. */
  emptyRow?: string;
  label?: string;
  /** A line above the headers saying what the table holds. */
  caption?: ReactNode;
  /**
   * Names the scrolling box and lets the keyboard focus it: for a table with no link or button in it,
   * whose box could not be reached to scroll it on a phone otherwise.
   */
  region?: string;
  /** The list's address and query, for the sortable headers. */
  sorting?: { path: string; query: Query };
  /** One `<tr>` a record. */
  children: (row: Row, index: number) => ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <p className="muted">{empty}</p>;
  const table = (
    <table className="data" aria-label={label}>
      {caption === undefined ? null : <caption className="muted">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => {
            const { label: text, sort, className, content } = typeof column === "string" ? { label: column } : column;
            if (sort && sorting)
              return <SortHeader key={text} label={text} field={sort} path={sorting.path} query={sorting.query} />;
            return (
              <th key={text} scope="col" className={className}>
                {content ?? text}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && emptyRow !== undefined ? (
          <tr>
            <td colSpan={columns.length} className="muted">
              {emptyRow}
            </td>
          </tr>
        ) : (
          rows.map(children)
        )}
      </tbody>
    </table>
  );
  if (region === undefined) return <div className="table-wrap">{table}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-wrap" aria-label={region} tabIndex={0}>
      {table}
    </section>
  );
}
