import type { ContactEvent, ContactStatus } from "../../../core/contact/events.ts";
import { contactStreamId } from "../../../core/contact/events.ts";
import type { Sql } from "../../../core/db/database.ts";
import type { EventStore, RecordedEvent } from "../../../core/eventstore/types.ts";
import { CONTACT_PAGE_SIZE, type ContactListQuery, isContactId } from "./input.ts";
import { type ContactListData, type ContactListRow, categoryLabel } from "./list-page.tsx";
import type { ContactRequestDetail } from "./request-page.tsx";

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
    history: [],
  };
  for (const event of events as Recorded[]) {
    const actor = typeof event.metadata.actor === "string" ? event.metadata.actor : null;
    let note: string | null = null;
    if (event.type === "ContactRequestStatusChanged") {
      detail.status = event.data.to;
      note = `${event.data.from} → ${event.data.to}`;
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
  return detail;
}
