import type { DiffEntry } from "../../../core/audit/json-diff.ts";
import { StatusBadge } from "./components.tsx";
import { DataTable } from "./list-parts.tsx";

function JsonCell({ value, present }: { value: unknown; present: boolean }) {
  if (!present) return <span className="muted">—</span>;
  return <code>{JSON.stringify(value) ?? String(value)}</code>;
}

/** What changed between two JSON values, path by path: a stream's states, a page's snapshots. */
export function DiffTable({ diff }: { diff: DiffEntry[] }) {
  if (diff.length === 0) return <p>No differences in the state.</p>;
  return (
    <DataTable columns={["Path", "Change", "Before", "After"]} rows={diff} label="Differences">
      {(entry) => (
        <tr key={`${entry.path}:${entry.kind}`}>
          <td>{entry.path ? <code>{entry.path}</code> : <span className="muted">(the whole state)</span>}</td>
          <td>
            <StatusBadge status={entry.kind} />
          </td>
          <td>
            <JsonCell value={entry.before} present={entry.kind !== "added"} />
          </td>
          <td>
            <JsonCell value={entry.after} present={entry.kind !== "removed"} />
          </td>
        </tr>
      )}
    </DataTable>
  );
}
