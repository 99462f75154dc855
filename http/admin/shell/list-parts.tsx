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

/** A column: a plain header, or one the server sorts by (`sort` names the field). */
export type Column = string | { label: string; sort?: string; className?: string };

/**
 * The admin's table of records: its empty-state sentence when there are none, otherwise the
 * headers (sortable ones link to the sorted list) and one row per record, scrolling sideways
 * inside its own box on a phone.
 */
export function DataTable<Row>({
  columns,
  rows,
  empty,
  label,
  sorting,
  children,
}: {
  columns: readonly Column[];
  rows: readonly Row[];
  empty?: string;
  label?: string;
  /** The list's address and query, for the sortable headers. */
  sorting?: { path: string; query: Query };
  /** One `<tr>` a record. */
  children: (row: Row, index: number) => ReactNode;
}) {
  if (rows.length === 0 && empty !== undefined) return <p className="muted">{empty}</p>;
  return (
    <div className="table-wrap">
      <table className="data" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label: text, sort, className } = typeof column === "string" ? { label: column } : column;
              if (sort && sorting)
                return <SortHeader key={text} label={text} field={sort} path={sorting.path} query={sorting.query} />;
              return (
                <th key={text} scope="col" className={className}>
                  {text}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{rows.map(children)}</tbody>
      </table>
    </div>
  );
}
