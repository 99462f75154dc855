import type { ProjectionStatus } from "../../../projections/runner.ts";
import { CsrfField, ErrorSummary, StatusBadge, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";

export interface ProjectionRow extends ProjectionStatus {
  /** A rebuild started by this process is still running. */
  runningHere: boolean;
  eventTypes: readonly string[];
}

export function ProjectionsPage({
  chrome,
  rows,
  error,
}: {
  chrome: AdminChrome;
  rows: ProjectionRow[];
  error?: string | null;
}) {
  const token = chrome.session?.csrfToken ?? "";
  return (
    <AdminLayout chrome={chrome}>
      <p className="muted">
        Each read model folds the events it needs into its own tables. A rebuild replays every event into fresh tables
        beside the live ones and swaps them in at the end: the site keeps serving the old tables meanwhile.
        {rows.some((row) => row.rebuild) ? " This page refreshes every 2 seconds while a rebuild runs." : ""}
      </p>
      <ErrorSummary message={error} />
      <DataTable
        columns={["Projection", "Position", "Lag", "Processed", "Generation", "Last error", "Rebuild"]}
        rows={rows}
      >
        {(row) => (
          <tr key={row.name}>
            <th scope="row">
              {row.name}
              <br />
              <small className="muted">{row.eventTypes.length} event types</small>
            </th>
            <td className="num">{row.position}</td>
            <td className="num">{row.lag === 0 ? <StatusBadge status="current" /> : row.lag}</td>
            <td className="num">{row.processedEvents}</td>
            <td className="num">
              {`g${row.activeGeneration} · v${row.definitionVersion}`}
              {row.lastRebuiltAt ? (
                <>
                  <br />
                  <small>
                    rebuilt <Time value={row.lastRebuiltAt} />
                  </small>
                </>
              ) : null}
            </td>
            <td>
              {row.lastError ? (
                <>
                  <StatusBadge status="error" /> <Time value={row.lastErrorAt} />
                  <br />
                  <code>{row.lastError}</code>
                </>
              ) : (
                "—"
              )}
            </td>
            <td>
              {row.rebuild ? (
                <div>
                  <label htmlFor={`progress-${row.name}`}>
                    {`g${row.rebuild.generation}: ${row.rebuild.processed} of ${row.rebuild.target} events`}
                  </label>
                  <progress
                    id={`progress-${row.name}`}
                    max={Math.max(row.rebuild.target, 1)}
                    value={Math.min(row.rebuild.processed, Math.max(row.rebuild.target, 1))}
                  />
                  <small>
                    started <Time value={row.rebuild.startedAt} />
                    {row.runningHere ? "" : " (not running in this process)"}
                  </small>
                </div>
              ) : null}
              {row.runningHere ? null : (
                <form method="post" action={`/nimda/projections/${encodeURIComponent(row.name)}/rebuild`}>
                  <CsrfField token={token} />
                  <button type="submit" className="secondary" aria-label={`Rebuild ${row.name}`}>
                    Rebuild
                  </button>
                </form>
              )}
            </td>
          </tr>
        )}
      </DataTable>
    </AdminLayout>
  );
}
