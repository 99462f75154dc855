import { CsrfField, ErrorSummary, Facts, StatusBadge, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { PURGES_PATH } from "./input.ts";
import { purgePath, reasonLabel } from "./list-page.tsx";
import type { PurgeDetail } from "./queries.ts";

export function PurgeDetailPage({
  chrome,
  purge,
  message,
}: {
  chrome: AdminChrome;
  purge: PurgeDetail;
  message?: string | null;
}) {
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={PURGES_PATH}>All purges</a>
      </p>
      <ErrorSummary message={message} />
      <Facts
        rows={[
          ["Status", <StatusBadge key="status" status={purge.status} />],
          ["Page", purge.pageKey ?? "none (the sitemap)"],
          ["Reason", reasonLabel(purge.reason)],
          ["Queued", <Time key="queued" value={purge.queuedAt} />],
          ["Queued by", purge.queuedBy],
          ["Attempts", `${purge.attempts.length} of ${purge.maxAttempts}`],
          ["Next try", purge.retryAt ? <Time key="retry" value={purge.retryAt} /> : null],
          ["Skipped because", purge.skippedBecause],
        ]}
      />
      <h2>URLs</h2>
      {purge.urls.length === 0 ? (
        <p className="muted">None: the page has no path to purge.</p>
      ) : (
        <ul>
          {purge.urls.map((url) => (
            <li key={url}>
              <code>{url}</code>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">The CDN is given each path after the site's address (PUBLIC_URL).</p>
      <h2>Attempts</h2>
      <DataTable
        columns={["Attempt", "Started", "Finished", "Outcome", "Detail"]}
        rows={purge.attempts}
        empty="None yet."
      >
        {(attempt) => (
          <tr key={attempt.attempt}>
            <td>{attempt.attempt}</td>
            <td>
              <Time value={attempt.startedAt} />
            </td>
            <td>
              <Time value={attempt.finishedAt} />
            </td>
            <td>
              <StatusBadge status={attempt.outcome} />
            </td>
            <td>{attempt.detail ?? "—"}</td>
          </tr>
        )}
      </DataTable>
      {purge.canRetry ? (
        <form method="post" action={`${purgePath(purge.purgeId)}/retry`}>
          <CsrfField token={chrome.session?.csrfToken ?? ""} />
          <div className="actions">
            <button type="submit">Retry now</button>
          </div>
        </form>
      ) : purge.status === "failed" ? (
        <p className="muted">
          {`This purge has had its ${purge.maxAttempts} attempts. Purge the page again from the list for a new one.`}
        </p>
      ) : null}
    </AdminLayout>
  );
}
