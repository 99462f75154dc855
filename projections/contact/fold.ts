import { sql } from "kysely";
import type { ContactFormType } from "../../core/contact/categories.ts";
import { CONTACT_EVENT_TYPES, type ContactEvent } from "../../core/contact/events.ts";
import type { Db } from "../../core/db/database.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

/**
 * contact_requests: every request with its form, category, language, status and whether its
 * personal data is gone. The message, name, e-mail, company, website and IP are in contact_pii,
 * joined by the query below (docs/decisions/0020).
 */
export const contactProjection: Projection<ContactEvent> = {
  name: "contact",
  version: 1,
  eventTypes: CONTACT_EVENT_TYPES,
  tables: ["contact_requests"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.contact_requests (
        request_id         uuid PRIMARY KEY,
        form_type          text NOT NULL,
        category           text NOT NULL,
        language           text NOT NULL,
        status             text NOT NULL DEFAULT 'pending',
        pii_deleted        boolean NOT NULL DEFAULT false,
        pii_deleted_at     timestamptz,
        turnstile_verified boolean NOT NULL DEFAULT false,
        retention_until    timestamptz NOT NULL,
        created_at         timestamptz NOT NULL,
        updated_at         timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.contact_requests (status, created_at);
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    switch (event.type) {
      case "ContactRequestSubmitted": {
        const d = event.data;
        await tx.unsafe(
          `INSERT INTO ${s}.contact_requests (request_id, form_type, category, language, turnstile_verified,
             retention_until, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
           ON CONFLICT (request_id) DO NOTHING`,
          [
            d.requestId,
            d.formType,
            d.category,
            d.language,
            d.turnstileVerified,
            d.retentionUntil,
            d.submittedAt,
          ] as never[],
        );
        break;
      }
      case "ContactRequestPiiErased":
        await tx.unsafe(
          `UPDATE ${s}.contact_requests SET pii_deleted = true, pii_deleted_at = $2, updated_at = $2 WHERE request_id = $1`,
          [event.data.requestId, event.data.erasedAt] as never[],
        );
        break;
      case "ContactRequestStatusChanged":
        await tx.unsafe(`UPDATE ${s}.contact_requests SET status = $2, updated_at = $3 WHERE request_id = $1`, [
          event.data.requestId,
          event.data.to,
          event.data.at,
        ] as never[]);
        break;
    }
  }),
};

/** The spec's contact_requests entity with its contact_pii row (nulls once erased). */
export interface ContactRequest {
  id: string;
  formType: ContactFormType;
  category: string;
  message: string | null;
  language: "bg" | "en";
  status: string;
  piiDeleted: boolean;
  name: string | null;
  email: string | null;
  company: string | null;
  website: string | null;
  ipAddress: string | null;
  retentionUntil: Date;
  createdAt: Date;
}

export async function contactRequestById(db: Db, id: string): Promise<ContactRequest | null> {
  const { rows } = await sql<ContactRequest>`
    SELECT r.request_id AS id, r.form_type, r.category, p.message, r.language, r.status, r.pii_deleted, p.name,
           p.email, p.company, p.website, p.ip_address, r.retention_until, r.created_at
      FROM contact_requests r LEFT JOIN contact_pii p USING (request_id)
     WHERE r.request_id = ${id}`.execute(db);
  return rows[0] ?? null;
}
