import { ATTEMPT_STATUSES, type AttemptStatus } from "../../../core/social/events.ts";
import type { PostAttemptRow } from "../../../projections/social/queries.ts";
import {
  ChoiceFilter,
  CsrfField,
  ErrorSummary,
  type Issue,
  PageNumbers,
  StatusBadge,
  Time,
} from "../shell/components.tsx";
import { queryHref } from "../shell/href.ts";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { networkLabel, SOCIAL_PATH, SocialLinks } from "./parts.tsx";

export const POSTS_PATH = `${SOCIAL_PATH}/posts`;

export interface AccountOption {
  accountId: string;
  name: string;
  network: string;
}

export interface PostListData {
  rows: PostAttemptRow[];
  total: number;
  page: number;
  pageSize: number;
  accounts: AccountOption[];
}

type Query = { status?: string; account?: string };

export const canRetry = (status: AttemptStatus) => status === "failed";
export const canCancel = (status: AttemptStatus) => status === "pending" || status === "failed";

/** Retry and Cancel as small forms; `returnTo` brings the admin back to the list they acted from. */
export function PostActions({
  attemptId,
  status,
  csrfToken,
  returnTo,
}: {
  attemptId: string;
  status: AttemptStatus;
  csrfToken: string;
  returnTo?: string;
}) {
  if (!canRetry(status) && !canCancel(status)) return null;
  const action = (name: string, label: string, className: string) => (
    <form method="post" action={`${POSTS_PATH}/${attemptId}/${name}`} className="inline">
      <CsrfField token={csrfToken} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <button type="submit" className={className} aria-label={`${label} post ${attemptId.slice(0, 8)}`}>
        {label}
      </button>
    </form>
  );
  return (
    <div className="actions">
      {canRetry(status) ? action("retry", "Retry", "secondary") : null}
      {canCancel(status) ? action("cancel", "Cancel", "danger") : null}
    </div>
  );
}

export function PostReason({
  row,
}: {
  row: Pick<PostAttemptRow, "skipReason" | "skipDetail" | "errorCode" | "errorMessage" | "retryCount">;
}) {
  if (row.skipReason) {
    return (
      <>
        <code>{row.skipReason}</code>
        {row.skipDetail ? `: ${row.skipDetail}` : null}
      </>
    );
  }
  if (row.errorCode) {
    return (
      <>
        <code>{row.errorCode}</code>
        {`: ${row.errorMessage} `}
        <span className="muted">{`(tries: ${row.retryCount})`}</span>
      </>
    );
  }
  return <span className="muted">—</span>;
}

function Filters({ query, accounts }: { query: Query; accounts: AccountOption[] }) {
  return (
    <form method="get" action={POSTS_PATH} className="filters">
      <ChoiceFilter id="posts-status" name="status" label="Status" value={query.status} options={ATTEMPT_STATUSES} />
      <ChoiceFilter
        id="posts-account"
        name="account"
        label="Account"
        value={query.account}
        options={accounts.map((a) => ({ value: a.accountId, label: `${a.name} (${networkLabel(a.network)})` }))}
      />
      <div className="field">
        <button type="submit">Filter</button>
      </div>
    </form>
  );
}

export function PostListPage({
  chrome,
  data,
  query,
  issues,
}: {
  chrome: AdminChrome;
  data: PostListData;
  query: Query;
  issues?: Issue[];
}) {
  const csrfToken = chrome.session?.csrfToken ?? "";
  const here = queryHref(POSTS_PATH, query, { page: data.page > 1 ? data.page : null });
  return (
    <AdminLayout chrome={chrome}>
      <SocialLinks />
      <ErrorSummary issues={issues} />
      <Filters query={query} accounts={data.accounts} />
      <DataTable
        columns={["Queued", "Account", "Route", "Price", "Status", "Not before", "Posted", "Reason", "Actions"]}
        rows={data.rows}
        empty="No posts match."
      >
        {(row) => (
          <tr key={row.attemptId}>
            <td>
              <a href={`${POSTS_PATH}/${row.attemptId}`}>
                <Time value={row.queuedAt} />
              </a>
              {row.origin === "manual" ? <div className="muted">manual</div> : null}
            </td>
            <td>
              {row.accountName ?? <code>{row.accountId.slice(0, 8)}</code>}
              <div className="muted">{networkLabel(row.network)}</div>
            </td>
            <td>{`${row.fromAirport} → ${row.toAirport}`}</td>
            <td className="num">{`${row.price.toFixed(2)} ${row.currency}`}</td>
            <td>
              <StatusBadge status={row.status} />
            </td>
            <td>
              <Time value={row.notBefore} />
            </td>
            <td>
              {row.externalUrl ? (
                <a href={row.externalUrl}>{row.externalId}</a>
              ) : (
                (row.externalId ?? <span className="muted">—</span>)
              )}
              {row.postedAt ? (
                <div className="muted">
                  <Time value={row.postedAt} />
                </div>
              ) : null}
            </td>
            <td>
              <PostReason row={row} />
            </td>
            <td>
              <PostActions attemptId={row.attemptId} status={row.status} csrfToken={csrfToken} returnTo={here} />
            </td>
          </tr>
        )}
      </DataTable>
      <PageNumbers path={POSTS_PATH} query={query} page={data.page} pageSize={data.pageSize} total={data.total} />
    </AdminLayout>
  );
}
