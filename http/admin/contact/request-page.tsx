import type { ReactNode } from "react";
import type { ContactFormType } from "../../../core/contact/categories.ts";
import { CONTACT_STATUSES, type ContactStatus } from "../../../core/contact/events.ts";
import { formsBg } from "../../../ui/i18n/sections/forms.ts";
import { CsrfField, ErrorSummary, Facts, StatusBadge, TextView, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { CONTACT_PATH, FORM_LABELS } from "./list-page.tsx";

/** The attachment's facts; `downloadUrl` only for a clean or not-scanned file whose bytes are kept. */
export interface ContactAttachmentDetail {
  attachmentId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  scanner: string;
  scanStatus: "clean" | "infected" | "not_scanned" | "error";
  signature: string | null;
  scanMessage: string | null;
  scannedAt: Date;
  downloadable: boolean;
  downloadUrl: string | null;
}

/** One request as its stream tells it, with the personal data while it is kept. */
export interface ContactRequestDetail {
  requestId: string;
  formType: ContactFormType;
  category: string;
  categoryLabel: string;
  language: "bg" | "en";
  status: ContactStatus;
  submittedAt: string;
  retentionUntil: string;
  captchaKind: "local" | "turnstile";
  piiErasedAt: string | null;
  /** Null once erased. */
  pii: {
    name: string;
    email: string;
    company: string | null;
    website: string | null;
    message: string;
    ipAddress: string | null;
  } | null;
  /** Null when none was sent, or once erased with the personal data. */
  attachment: ContactAttachmentDetail | null;
  history: { position: number; type: string; at: Date; actor: string | null; note: string | null }[];
}

const STATUS_ACTIONS: Record<ContactStatus, string> = {
  pending: "Reopen (pending)",
  answered: "Mark answered",
  closed: "Mark closed",
};

/** The reply's subject in the sender's language, naming the topic they chose. */
function replySubject(request: ContactRequestDetail): string {
  if (request.language === "en") return `Re: your message to flydealsbg (${request.categoryLabel})`;
  const labels: Record<string, string> =
    request.formType === "customer" ? formsBg.contact.customerCategories : formsBg.contact.partnerCategories;
  return `Относно вашето съобщение до flydealsbg (${labels[request.category] ?? request.category})`;
}

export function mailtoHref(email: string, subject: string): string {
  // the address stays readable for mail clients; only what would break the URL is encoded
  const address = email.replace(/[^\w.!$'*+\-=^`|~@]/g, (ch) => encodeURIComponent(ch));
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

function StatusForm({ request, csrfToken }: { request: ContactRequestDetail; csrfToken: string }) {
  return (
    <form method="post" action={`${CONTACT_PATH}/${request.requestId}/status`} className="actions">
      <CsrfField token={csrfToken} />
      {CONTACT_STATUSES.filter((status) => status !== request.status).map((status) => (
        <button key={status} type="submit" name="to" value={status} className="secondary">
          {STATUS_ACTIONS[status]}
        </button>
      ))}
    </form>
  );
}

const SCAN_LABELS: Record<ContactAttachmentDetail["scanStatus"], string> = {
  clean: "clean",
  not_scanned: "not scanned (built-in check of type and size only)",
  infected: "infected: quarantined, the file was not kept",
  error: "could not be scanned: quarantined",
};

function kilobytes(size: number): string {
  return size < 1024 * 1024 ? `${Math.ceil(size / 1024)} KB` : `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** The file's facts, and a download (never shown inline) only for a file that may be opened. */
function Attachment({ attachment }: { attachment: ContactAttachmentDetail }) {
  const scan = [
    SCAN_LABELS[attachment.scanStatus],
    attachment.signature ? ` (${attachment.signature})` : "",
    attachment.scanMessage ? ` (${attachment.scanMessage})` : "",
  ].join("");
  return (
    <section className="card" aria-label="Attachment">
      <h2>Attachment</h2>
      <Facts
        rows={[
          ["File name", attachment.fileName],
          ["Type", attachment.contentType],
          ["Size", kilobytes(attachment.sizeBytes)],
          ["Virus scan", `${scan} · ${attachment.scanner}`],
          ["Scanned", <Time key="t" value={attachment.scannedAt} />],
        ]}
      />
      {attachment.downloadUrl ? (
        <div className="actions">
          <a href={attachment.downloadUrl} download={attachment.fileName} rel="noopener">
            Download the attachment
          </a>
        </div>
      ) : (
        <p className="muted">No download: the file is quarantined.</p>
      )}
    </section>
  );
}

function PersonalData({ request, csrfToken }: { request: ContactRequestDetail; csrfToken: string }) {
  const { pii } = request;
  if (!pii) {
    return (
      <section className="card" aria-label="Personal data">
        <p className="muted">
          The personal data (name, e-mail, company, website, IP, message and any attachment) has been erased
          {request.piiErasedAt ? (
            <>
              {" on "}
              <Time value={request.piiErasedAt} />
            </>
          ) : null}
          .
        </p>
      </section>
    );
  }
  return (
    <>
      <section className="card" aria-label="Sender">
        <Facts
          rows={[
            [request.formType === "partner" ? "Contact person" : "Name", pii.name],
            ["E-mail", pii.email],
            ...(request.formType === "partner"
              ? ([
                  ["Company", pii.company],
                  ["Website", pii.website],
                ] as [string, ReactNode][])
              : []),
            ["IP address", pii.ipAddress],
          ]}
        />
        <div className="actions">
          <a href={mailtoHref(pii.email, replySubject(request))}>Reply by e-mail</a>
        </div>
      </section>
      <h2>Message</h2>
      <TextView text={pii.message} label="The message" />
      {request.attachment ? <Attachment attachment={request.attachment} /> : null}
      <form method="post" action={`${CONTACT_PATH}/${request.requestId}/erase`} className="actions">
        <CsrfField token={csrfToken} />
        <button type="submit" className="danger">
          Erase personal data now
        </button>
      </form>
    </>
  );
}

export function ContactRequestPage({
  chrome,
  request,
  message,
}: {
  chrome: AdminChrome;
  request: ContactRequestDetail;
  message?: string | null;
}) {
  const csrfToken = chrome.session?.csrfToken ?? "";
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={CONTACT_PATH}>← All contact requests</a>
      </p>
      <ErrorSummary message={message} />
      <section className="card" aria-label="Request">
        <Facts
          rows={[
            ["Status", <StatusBadge key="s" status={request.status} />],
            ["Form", FORM_LABELS[request.formType]],
            ["Category", request.categoryLabel],
            ["Language", request.language],
            ["Received", <Time key="r" value={request.submittedAt} />],
            ["Personal data kept until", <Time key="k" value={request.retentionUntil} />],
            ["Captcha", request.captchaKind],
          ]}
        />
        <StatusForm request={request} csrfToken={csrfToken} />
      </section>
      <PersonalData request={request} csrfToken={csrfToken} />
      <h2>History</h2>
      <ol>
        {request.history.map((entry) => (
          <li key={entry.position}>
            <Time value={entry.at} /> {entry.type}
            {entry.note ? ` (${entry.note})` : null}
            {entry.actor ? <span className="muted"> · {entry.actor}</span> : null}
          </li>
        ))}
      </ol>
      <p>
        <a href={`/nimda/streams/contact-${request.requestId}`}>Every event of this request in the event explorer</a>
      </p>
    </AdminLayout>
  );
}
