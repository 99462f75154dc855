import { type Kysely, sql } from "kysely";

/**
 * Personal data of click-outs (IP address, user agent) stays out of the event log: the
 * ClickOutRecorded event carries the click id, this table the rest, and erasure deletes rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE clickout_pii (
      click_id   uuid PRIMARY KEY,
      ip_address text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX clickout_pii_created_at_idx ON clickout_pii (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE clickout_pii`.execute(db);
}
