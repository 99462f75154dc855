import { type Kysely, sql } from "kysely";

/**
 * Contact attachments (docs/decisions/0080): the one file a visitor may send with a contact
 * request, kept like contact_pii, outside the event log, so that erasing it is a DELETE. The
 * row goes with its request's personal data (the erasure deletes both; the foreign key makes
 * sure), at the same retention date. An infected file keeps its facts but not its bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_attachments (
      attachment_id  uuid PRIMARY KEY,
      request_id     uuid NOT NULL UNIQUE REFERENCES contact_pii (request_id) ON DELETE CASCADE,
      file_name      text NOT NULL,
      content_type   text NOT NULL
                     CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
      size_bytes     integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5242880),
      sha256         text NOT NULL,
      bytes          bytea,
      scanner        text NOT NULL,
      scan_status    text NOT NULL CHECK (scan_status IN ('clean', 'infected', 'not_scanned', 'error')),
      scan_signature text,
      scan_message   text,
      scanned_at     timestamptz NOT NULL,
      expires_at     timestamptz NOT NULL,
      created_at     timestamptz NOT NULL DEFAULT now(),
      CHECK ((scan_status = 'infected') = (bytes IS NULL))
    );
    CREATE INDEX contact_attachments_expires_idx ON contact_attachments (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contact_attachments`.execute(db);
}
