import type { ContactEvent, ContactStatus } from "../../../core/contact/events.ts";
import { contactStreamId } from "../../../core/contact/events.ts";
import type { Sql } from "../../../core/db/database.ts";
import type { EventStore, RecordedEvent } from "../../../core/eventstore/types.ts";
import { CONTACT_PAGE_SIZE, type ContactListQuery, isContactId } from "./input.ts";
import { type ContactListData, type ContactListRow, categoryLabel } from "./list-page.tsx";
import type { ContactAttachmentDetail, ContactRequestDetail } from "./request-page.tsx";

const EXCERPT_LENGTH = 80;

/** The start of a message on one line: a table cell shows a glimpse, the request page the whole. */
function excerptOf(message: string | null): string | null {
  if (message === null) return null;
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH).trimEnd()}…` : flat;
}

/** The inbox page: the read model with each request's personal data, if it has not been erased. */
export async function contactListData(sql: Sql, query: ContactListQuery): Promise<ContactListData> {
  const status = query.status ?? null;
  const form = query.form ?? null;
  const category = query.category ?? null;
  // a fresh fragment for each query that embeds it
  const where = () => sql`
    (${status}::text IS NULL OR r.status = ${status})
    AND (${form}::text IS NULL OR r.form_type = ${form})
    AND (${category}::text IS NULL OR r.category = ${category})`;
  const [rows, [count]] = await Promise.all([
    sql<
      {
        request_id: string;
        form_type: "customer" | "partner";
        category: string;
        language: "bg" | "en";
        status: ContactStatus;
        pii_deleted: boolean;
        name: string | null;
        email: string | null;
        message_head: string | null;
        created_at: Date;
      }[]
    >`
      SELECT r.request_id, r.form_type, r.category, r.language, r.status, r.pii_deleted, r.created_at,
             p.name, p.email, left(p.message, ${EXCERPT_LENGTH * 2}) AS message_head
        FROM contact_requests r LEFT JOIN contact_pii p USING (request_id)
       WHERE ${where()}
       ORDER BY r.created_at DESC, r.request_id DESC
       LIMIT ${CONTACT_PAGE_SIZE} OFFSET ${(query.page - 1) * CONTACT_PAGE_SIZE}`,
    sql<{ n: number }[]>`SELECT count(*)::int AS n FROM contact_requests r WHERE ${where()}`,
  ]);
  return {
    rows: rows.map(
      (row): ContactListRow => ({
        requestId: row.request_id,
        formType: row.form_type,
        category: row.category,
        categoryLabel: categoryLabel(row.form_type, row.category),
        language: row.language,
        status: row.status,
        // a row can outlive its erasure event for a moment (the projection lags): no personal data is enough
        piiDeleted: row.pii_deleted || row.email === null,
        name: row.name,
        email: row.email,
        excerpt: excerptOf(row.message_head),
        receivedAt: row.created_at,
      }),
    ),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: CONTACT_PAGE_SIZE,
  };
}

type Recorded = RecordedEvent & ContactEvent;

/**
 * One request folded from its stream (current right after a status change or an erasure, while
 * the read model may lag) with its contact_pii row. Null for an unknown or malformed id.
 */
export async function loadContactRequest(
  deps: { store: EventStore; sql: Sql },
  requestId: unknown,
): Promise<ContactRequestDetail | null> {
  if (!isContactId(requestId)) return null;
  const { events } = await deps.store.readStream(contactStreamId(requestId));
  const first = events[0] as Recorded | undefined;
  if (first?.type !== "ContactRequestSubmitted") return null;
  const submitted = first.data;
  const detail: ContactRequestDetail = {
    requestId: submitted.requestId,
    formType: submitted.formType,
    category: submitted.category,
    categoryLabel: categoryLabel(submitted.formType, submitted.category),
    language: submitted.language,
    status: "pending",
    submittedAt: submitted.submittedAt,
    retentionUntil: submitted.retentionUntil,
    captchaKind: submitted.captchaKind,
    piiErasedAt: null,
    pii: null,
    attachment: null,
    history: [],
  };
  for (const event of events as Recorded[]) {
    const actor = typeof event.metadata.actor === "string" ? event.metadata.actor : null;
    let note: string | null = null;
    if (event.type === "ContactRequestStatusChanged") {
      detail.status = event.data.to;
      note = `${event.data.from} → ${event.data.to}`;
    } else if (event.type === "ContactAttachmentReceived") {
      note = `${event.data.contentType}, ${event.data.scanStatus.replace("_", " ")}`;
    } else if (event.type === "ContactRequestPiiErased") {
      detail.piiErasedAt = event.data.erasedAt;
      note = event.data.reason === "retention" ? "retention ended" : "on request";
    }
    detail.history.push({ position: event.streamPosition, type: event.type, at: event.createdAt, actor, note });
  }
  const [pii] = await deps.sql<
    {
      name: string;
      email: string;
      company: string | null;
      website: string | null;
      message: string;
      ip_address: string | null;
    }[]
  >`SELECT name, email, company, website, message, ip_address FROM contact_pii WHERE request_id = ${requestId}`;
  if (pii) {
    const { ip_address: ipAddress, ...rest } = pii;
    detail.pii = { ...rest, ipAddress };
  }
  detail.attachment = await contactAttachment(deps.sql, requestId);
  return detail;
}

/** Clean or not scanned (the built-in scanner): an admin may open it; infected or unchecked: never. */
const DOWNLOADABLE = new Set(["clean", "not_scanned"]);

export const attachmentDownloadPath = (requestId: string) => `/nimda/contact/${requestId}/attachment`;

/** A request's attachment as the inbox shows it, without its bytes; null when none was sent or it was erased. */
export async function contactAttachment(sql: Sql, requestId: string): Promise<ContactAttachmentDetail | null> {
  if (!isContactId(requestId)) return null;
  const [row] = await sql<
    {
      attachment_id: string;
      file_name: string;
      content_type: string;
      size_bytes: number;
      scanner: string;
      scan_status: ContactAttachmentDetail["scanStatus"];
      scan_signature: string | null;
      scan_message: string | null;
      scanned_at: Date;
      kept: boolean;
    }[]
  >`
    SELECT attachment_id, file_name, content_type, size_bytes, scanner, scan_status, scan_signature, scan_message,
           scanned_at, bytes IS NOT NULL AS kept
      FROM contact_attachments WHERE request_id = ${requestId}`;
  if (!row) return null;
  const downloadable = row.kept && DOWNLOADABLE.has(row.scan_status);
  return {
    attachmentId: row.attachment_id,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    scanner: row.scanner,
    scanStatus: row.scan_status,
    signature: row.scan_signature,
    scanMessage: row.scan_message,
    scannedAt: row.scanned_at,
    downloadable,
    downloadUrl: downloadable ? attachmentDownloadPath(requestId) : null,
  };
}

/** The bytes to hand over, only for a file an admin may open. */
export async function downloadableAttachment(
  sql: Sql,
  requestId: string,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array } | null> {
  if (!isContactId(requestId)) return null;
  const [row] = await sql<{ file_name: string; content_type: string; bytes: Uint8Array }[]>`
    SELECT file_name, content_type, bytes FROM contact_attachments
     WHERE request_id = ${requestId} AND bytes IS NOT NULL AND scan_status IN ('clean', 'not_scanned')`;
  return row ? { fileName: row.file_name, contentType: row.content_type, bytes: row.bytes } : null;
}
