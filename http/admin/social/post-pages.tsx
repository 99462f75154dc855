import type { AttemptStatus, PostQueuedData, PostSubmission, SkipReason } from "../../../core/social/events.ts";
import {
  CsrfField,
  ErrorSummary,
  Facts,
  fieldError,
  type Issue,
  StatusBadge,
  TextView,
  Time,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { networkLabel, SelectControl, SocialLinks, TextAreaControl, TextControl } from "./parts.tsx";
import { type AccountOption, POSTS_PATH, PostActions, PostReason } from "./posts-page.tsx";

/** One post attempt folded from its stream, so the page is current right after a retry or a cancel. */
export interface PostAttemptDetail {
  attemptId: string;
  queued: PostQueuedData;
  accountName: string | null;
  status: AttemptStatus;
  queuedAt: Date;
  startedAt: Date | null;
  postedAt: Date | null;
  externalId: string | null;
  externalUrl: string | null;
  skipReason: SkipReason | null;
  skipDetail: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  retryable: boolean;
  retryCount: number;
  history: { position: number; type: string; at: Date; actor: string | null }[];
}

const SUBMISSION_LABELS: Record<keyof PostSubmission, string> = {
  flightId: "Flight id",
  fromAirport: "From airport",
  toAirport: "To airport",
  price: "Price",
  currency: "Currency",
  departureAt: "Departure",
  airlineCode: "Airline code",
  dealUrl: "Deal URL",
  dealType: "Deal type",
  savingsPercent: "Savings %",
};
const SUBMISSION_KEYS = Object.keys(SUBMISSION_LABELS) as (keyof PostSubmission)[];

export function PostDetailPage({
  chrome,
  post,
  message,
}: {
  chrome: AdminChrome;
  post: PostAttemptDetail;
  message?: string | null;
}) {
  const q = post.queued;
  return (
    <AdminLayout chrome={chrome}>
      <SocialLinks />
      <ErrorSummary message={message} />
      <section className="card" aria-label="State">
        <Facts
          rows={[
            ["Status", <StatusBadge key="s" status={post.status} />],
            ["Account", `${post.accountName ?? q.accountId} (${networkLabel(q.network)})`],
            ["Origin", q.origin === "manual" ? "Written by an admin" : "Automatic, from a deal"],
            ["Queued", <Time key="q" value={post.queuedAt} />],
            ["Not before", <Time key="n" value={q.notBefore} />],
            ["Started", <Time key="st" value={post.startedAt} />],
            ["Posted", <Time key="p" value={post.postedAt} />],
            [
              "External post",
              post.externalUrl ? (
                <a key="x" href={post.externalUrl}>
                  {post.externalId}
                </a>
              ) : (
                (post.externalId ?? "—")
              ),
            ],
            ["Reason", <PostReason key="r" row={post} />],
            ["Tries", `${post.retryCount}${post.status === "failed" && !post.retryable ? " (not retryable)" : ""}`],
            ["Deal", q.dealId ? <code key="d">{q.dealId}</code> : "—"],
            [
              "Template",
              q.templateId ? (
                <a key="t" href={`/nimda/social/templates/${q.templateId}`}>
                  {q.templateId}
                </a>
              ) : (
                "—"
              ),
            ],
          ]}
        />
        <PostActions attemptId={post.attemptId} status={post.status} csrfToken={chrome.session?.csrfToken ?? ""} />
      </section>
      <h2>Text</h2>
      <TextView text={q.text} label="The post's text" />
      <h2>Submission</h2>
      <section className="card" aria-label="Submission">
        <Facts rows={SUBMISSION_KEYS.map((key) => [SUBMISSION_LABELS[key], String(q.submission[key])])} />
      </section>
      <h2>History</h2>
      <ol>
        {post.history.map((entry) => (
          <li key={entry.position}>
            <Time value={entry.at} /> {entry.type}
            {entry.actor ? <span className="muted"> · {entry.actor}</span> : null}
          </li>
        ))}
      </ol>
      <p>
        <a href={`/nimda/streams/postattempt-${post.attemptId}`}>Every event of this post in the event explorer</a>
      </p>
    </AdminLayout>
  );
}

export const MANUAL_POST_KEYS = ["accountId", "text", ...SUBMISSION_KEYS] as const;
export type ManualPostValues = Record<(typeof MANUAL_POST_KEYS)[number], string>;

const DEAL_TYPES = [
  { value: "deal", label: "Deal" },
  { value: "hot_deal", label: "Hot deal" },
  { value: "great_deal", label: "Great deal" },
];

const HINTS: Partial<Record<keyof ManualPostValues, string>> = {
  fromAirport: "3 letters, e.g. SOF",
  toAirport: "3 letters, e.g. LTN",
  currency: "3 letters, e.g. BGN",
  departureAt: "ISO date-time, e.g. 2027-03-12T06:30",
  airlineCode: "2 letters or digits, e.g. W6",
  dealUrl: "The absolute link the post points to",
  savingsPercent: "0 to 100",
};

export function ManualPostPage({
  chrome,
  accounts,
  values,
  issues,
}: {
  chrome: AdminChrome;
  accounts: AccountOption[];
  values: ManualPostValues;
  issues?: Issue[];
}) {
  const error = (path: string) => fieldError(issues, path);
  return (
    <AdminLayout chrome={chrome}>
      <SocialLinks />
      <ErrorSummary issues={issues} />
      <p>
        The post is queued now and published by the worker. The kill switch and a disabled account still stop it; the
        other posting rules do not apply to a post written here.
      </p>
      <form method="post" action={`${POSTS_PATH}/new`} className="card">
        <CsrfField token={chrome.session?.csrfToken ?? ""} />
        <SelectControl
          id="post-accountId"
          name="accountId"
          label="Account"
          value={values.accountId}
          error={error("accountId")}
          options={[
            { value: "", label: "Choose…" },
            ...accounts.map((a) => ({ value: a.accountId, label: `${a.name} (${networkLabel(a.network)})` })),
          ]}
        />
        <TextAreaControl
          id="post-text"
          name="text"
          label="Text"
          hint="Exactly as it will be posted, with the link; up to 2000 characters"
          value={values.text}
          error={error("text")}
        />
        <div className="side-by-side">
          {SUBMISSION_KEYS.map((key) =>
            key === "dealType" ? (
              <SelectControl
                key={key}
                id={`post-${key}`}
                name={key}
                label={SUBMISSION_LABELS[key]}
                value={values[key]}
                error={error(key)}
                options={DEAL_TYPES}
              />
            ) : (
              <TextControl
                key={key}
                id={`post-${key}`}
                name={key}
                label={SUBMISSION_LABELS[key]}
                hint={HINTS[key]}
                inputMode={key === "price" || key === "savingsPercent" ? "decimal" : undefined}
                value={values[key]}
                error={error(key)}
              />
            ),
          )}
        </div>
        <div className="actions">
          <button type="submit">Queue post</button>
        </div>
      </form>
    </AdminLayout>
  );
}
