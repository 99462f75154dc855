import { EMAIL_MAX_LENGTH } from "../../../core/constants.ts";
import { MAIL_STATES } from "../../../core/mail/mail.ts";
import { RETENTION_DAYS } from "../../../core/privacy/retention.ts";
import {
  ChoiceFilter,
  ErrorSummary,
  Facts,
  type Issue,
  PageNumbers,
  StatusBadge,
  TextView,
  Time,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { MailFrame } from "../shell/mail-frame.tsx";
import type { MailDetail, MailListData } from "./queries.ts";

export const MAIL_PATH = "/nimda/mail";

type Query = { address?: string; kind?: string; state?: string };

/** How the mails leave (MAIL): said on both screens, since "recorded" means "not sent" without SMTP. */
export type MailDelivery = "outbox" | "smtp";

const STATE_HELP: Record<MailDelivery, string> = {
  outbox:
    "MAIL=outbox: mails are recorded here and not sent; their links work from this screen. Set MAIL=smtp and SMTP_URL to send them.",
  smtp: "MAIL=smtp: each mail is recorded here, then sent over SMTP; a failed one is tried again for 72 hours.",
};

const stateLabel = (state: string, delivery: MailDelivery) =>
  state === "recorded" && delivery === "outbox" ? "recorded (not sent)" : state;

function Filters({ query, kinds }: { query: Query; kinds: string[] }) {
  return (
    <form method="get" action={MAIL_PATH} className="filters">
      <div className="field">
        <label htmlFor="mail-address">Address</label>
        <input
          id="mail-address"
          name="address"
          type="search"
          defaultValue={query.address ?? ""}
          maxLength={EMAIL_MAX_LENGTH}
        />
      </div>
      <ChoiceFilter id="mail-kind" name="kind" label="Kind" value={query.kind} options={kinds} />
      <ChoiceFilter id="mail-state" name="state" label="State" value={query.state} options={MAIL_STATES} />
      <div className="field">
        <button type="submit">Filter</button>
      </div>
    </form>
  );
}

/** /nimda/mail: every recorded mail, newest first (docs/decisions/0097). */
export function MailListPage({
  chrome,
  data,
  query,
  delivery,
  issues,
}: {
  chrome: AdminChrome;
  data: MailListData;
  query: Query;
  delivery: MailDelivery;
  issues?: Issue[];
}) {
  return (
    <AdminLayout chrome={chrome}>
      <p className="muted">
        {STATE_HELP[delivery]} Mails are kept {RETENTION_DAYS.mails} days, then deleted (/privacy); opening one is
        recorded in the audit log.
      </p>
      <ErrorSummary issues={issues} />
      <Filters query={query} kinds={data.kinds} />
      <DataTable
        columns={["Recorded", "Kind", "Recipient", "Language", "Subject", "State"]}
        rows={data.rows}
        empty="No mails match."
      >
        {(row) => (
          <tr key={row.id}>
            <td>
              <a href={`${MAIL_PATH}/${row.id}`}>
                <Time value={row.recordedAt} />
              </a>
            </td>
            <td>{row.kind}</td>
            <td style={{ overflowWrap: "anywhere" }}>{row.to}</td>
            <td>{row.language ?? "—"}</td>
            <td>{row.subject}</td>
            <td>
              <StatusBadge status={stateLabel(row.state, delivery)} />
            </td>
          </tr>
        )}
      </DataTable>
      <PageNumbers path={MAIL_PATH} query={query} page={data.page} pageSize={data.pageSize} total={data.total} />
    </AdminLayout>
  );
}

/** One mail as its recipient sees it: the HTML in a sandboxed frame, and the text part. */
export function MailPage({
  chrome,
  mail,
  delivery,
}: {
  chrome: AdminChrome;
  mail: MailDetail;
  delivery: MailDelivery;
}) {
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={MAIL_PATH}>All mails</a> ·{" "}
        <a href={`${MAIL_PATH}?address=${encodeURIComponent(mail.to)}`}>Mails to this address</a>
      </p>
      <Facts
        rows={[
          ["Subject", mail.subject],
          ["To", mail.to],
          ["Kind", mail.kind],
          ["Language", mail.language],
          ["State", <StatusBadge key="state" status={stateLabel(mail.state, delivery)} />],
          ["Recorded", <Time key="recorded" value={mail.recordedAt} />],
          ["Sent", mail.sentAt ? <Time key="sent" value={mail.sentAt} /> : null],
          ["Refusals", mail.refusals > 0 ? String(mail.refusals) : null],
          ["Belongs to", mail.relatedId],
          ["Headers", Object.keys(mail.headers).length > 0 ? Object.keys(mail.headers).join(", ") : null],
        ]}
      />
      {mail.html ? (
        <section aria-labelledby="mail-html">
          <h2 id="mail-html">As a mail client shows it</h2>
          <MailFrame html={mail.html} title={`The mail: ${mail.subject}`} />
        </section>
      ) : null}
      <section aria-labelledby="mail-text">
        <h2 id="mail-text">Text part</h2>
        <TextView text={mail.text} label="The mail's text" />
      </section>
    </AdminLayout>
  );
}
