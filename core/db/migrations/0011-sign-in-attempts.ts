import { type Kysely, sql } from "kysely";

/**
 * Sign-in attempts, judged and recorded in one locked step (decision 0049). They hold client
 * addresses, so they live here, where they can be deleted after a day, and not in the event log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE admin_sign_in_attempts (
      seq         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      id          uuid NOT NULL UNIQUE,
      ip          text NOT NULL,
      account_key text NOT NULL,
      device      text,
      started_at  bigint NOT NULL,
      not_before  bigint NOT NULL,
      outcome     text NOT NULL CHECK (outcome IN ('pending', 'failed', 'succeeded'))
    );
    CREATE INDEX admin_sign_in_attempts_started ON admin_sign_in_attempts (started_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE admin_sign_in_attempts`.execute(db);
}
