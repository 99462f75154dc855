import { MAX_PURGE_ATTEMPTS, PURGE_STATUSES } from "../../../core/edge-purge/events.ts";
import {
  ChoiceFilter,
  CsrfField,
  describedBy,
  ErrorSummary,
  Field,
  fieldError,
  type Issue,
  PageNumbers,
  StatusBadge,
  Time,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { PURGES_PATH } from "./input.ts";
import type { PurgeLogData } from "./queries.ts";

export const purgePath = (purgeId: string) => `${PURGES_PATH}/${purgeId}`;

const REASON_LABELS: Record<string, string> = {
  published: "Page published",
  archived: "Page withdrawn",
  moved: "Slug moved",
  content_published: "Content published",
  manual: "By an admin",
};
export const reasonLabel = (reason: string) => REASON_LABELS[reason] ?? reason;

function Counts({ counts }: { counts: PurgeLogData["counts"] }) {
  const shown = PURGE_STATUSES.filter((status) => counts[status]);
  if (shown.length === 0) return <span className="muted">No purges yet.</span>;
  return <>{shown.map((status) => `${counts[status]} ${status}`).join(" · ")}</>;
}

/** The two purges an admin starts: one page's paths, or the sitemap files. */
function PurgeForms({ token, pageKey, issues }: { token: string; pageKey: string; issues?: Issue[] }) {
  const error = fieldError(issues, "pageKey");
  const hint = "The page's paths in both languages are purged; paths with a :parameter are left out.";
  return (
    <div className="card">
      <form method="post" action={`${PURGES_PATH}/page`}>
        <CsrfField token={token} />
        <Field id="purge-pageKey" label="Purge a page (page key)" hint={hint} error={error}>
          <input
            id="purge-pageKey"
            name="pageKey"
            defaultValue={pageKey}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("purge-pageKey", hint, error)}
          />
        </Field>
        <div className="actions">
          <button type="submit">Purge the page</button>
        </div>
      </form>
      <form method="post" action={`${PURGES_PATH}/sitemap`}>
        <CsrfField token={token} />
        <div className="actions">
          <button type="submit">Purge the sitemap</button>
        </div>
      </form>
    </div>
  );
}

export function PurgeLogPage({
  chrome,
  data,
  query,
  issues,
  message,
  pageKey = "",
}: {
  chrome: AdminChrome;
  data: PurgeLogData;
  query: { status?: string };
  issues?: Issue[];
  message?: string | null;
  pageKey?: string;
}) {
  return (
    <AdminLayout chrome={chrome}>
      <ErrorSummary issues={issues} message={issues?.length ? null : message} />
      <p className="muted">
        Publishing, withdrawing or moving a CMS page, or publishing its content, asks the CDN in front of the site to
        forget the page's URLs (both languages and the sitemap). A failed purge is tried again with growing pauses, up
        to {MAX_PURGE_ATTEMPTS} attempts.
      </p>
      <p>
        <Counts counts={data.counts} />
      </p>
      <PurgeForms token={chrome.session?.csrfToken ?? ""} pageKey={pageKey} issues={issues} />
      <form className="filters" method="get" action={PURGES_PATH}>
        <ChoiceFilter id="purge-status" name="status" label="Status" value={query.status} options={PURGE_STATUSES} />
        <div className="field">
          <button type="submit">Filter</button>
        </div>
      </form>
      <DataTable
        columns={["Queued", "Page", "Reason", "URLs", "Status", "Attempts", "Last error"]}
        rows={data.rows}
        empty="No purges match."
      >
        {(row) => (
          <tr key={row.purgeId}>
            <td>
              <a href={purgePath(row.purgeId)}>
                <Time value={row.queuedAt} />
              </a>
            </td>
            <td>{row.pageKey ?? <span className="muted">sitemap</span>}</td>
            <td>{reasonLabel(row.reason)}</td>
            <td>
              {row.urls.slice(0, 3).map((url) => (
                <code key={url}>{url} </code>
              ))}
              {row.urls.length > 3 ? <span className="muted">+{row.urls.length - 3} more</span> : null}
            </td>
            <td>
              <StatusBadge status={row.status} />
            </td>
            <td>{row.attempts}</td>
            <td>{row.lastError ?? row.skippedBecause ?? "—"}</td>
          </tr>
        )}
      </DataTable>
      <PageNumbers path={PURGES_PATH} query={query} page={data.page} pageSize={data.pageSize} total={data.total} />
    </AdminLayout>
  );
}
