import type { Sql } from "../../../core/db/database.ts";
import type { MailState } from "../../../core/mail/mail.ts";
import { MAIL_PAGE_SIZE, type MailListQuery } from "./input.ts";

export interface MailRow {
  id: string;
  kind: string;
  to: string;
  language: "bg" | "en" | null;
  subject: string;
  state: MailState;
  recordedAt: Date;
  sentAt: Date | null;
}

export interface MailDetail extends MailRow {
  text: string;
  html: string | null;
  headers: Record<string, string>;
  relatedId: string | null;
  refusals: number;
}

export interface MailListData {
  rows: MailRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Every kind recorded, for the filter. */
  kinds: string[];
}

type Row = {
  id: string;
  kind: string;
  to_address: string;
  language: "bg" | "en" | null;
  subject: string;
  status: MailState;
  created_at: Date;
  sent_at: Date | null;
};

const rowOf = (r: Row): MailRow => ({
  id: r.id,
  kind: r.kind,
  to: r.to_address,
  language: r.language,
  subject: r.subject,
  state: r.status,
  recordedAt: r.created_at,
  sentAt: r.sent_at,
});

/** `%` and `_` in what the admin typed are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The newest mails first, filtered by part of the address, kind and state. */
export async function mailListData(sql: Sql, query: MailListQuery): Promise<MailListData> {
  const address = query.address ? likePattern(query.address.toLowerCase()) : null;
  const kind = query.kind ?? null;
  const state = query.state ?? null;
  const where = () => sql`
    (${address}::text IS NULL OR lower(to_address) LIKE ${address})
    AND (${kind}::text IS NULL OR kind = ${kind})
    AND (${state}::text IS NULL OR status = ${state})`;
  const [rows, [count], kinds] = await Promise.all([
    sql<Row[]>`
      SELECT id, kind, to_address, language, subject, status, created_at, sent_at FROM mail_outbox
       WHERE ${where()}
       ORDER BY created_at DESC, id
       LIMIT ${MAIL_PAGE_SIZE} OFFSET ${(query.page - 1) * MAIL_PAGE_SIZE}`,
    sql<{ total: number }[]>`SELECT count(*)::int AS total FROM mail_outbox WHERE ${where()}`,
    sql<{ kind: string }[]>`SELECT DISTINCT kind FROM mail_outbox ORDER BY kind`,
  ]);
  return {
    rows: rows.map(rowOf),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: MAIL_PAGE_SIZE,
    kinds: kinds.map((k) => k.kind),
  };
}

/** One mail as it was recorded; null when there is none (sent long ago and purged, or erased). */
export async function mailDetail(sql: Sql, id: string): Promise<MailDetail | null> {
  const [row] = await sql<
    (Row & {
      text_body: string;
      html_body: string | null;
      headers: Record<string, string>;
      related_id: string | null;
      refusals: number;
    })[]
  >`
    SELECT id, kind, to_address, language, subject, status, created_at, sent_at,
           text_body, html_body, headers, related_id, refusals
      FROM mail_outbox WHERE id = ${id}`;
  if (!row) return null;
  return {
    ...rowOf(row),
    text: row.text_body,
    html: row.html_body,
    headers: row.headers,
    relatedId: row.related_id,
    refusals: row.refusals,
  };
}
