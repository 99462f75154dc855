import { type Kysely, sql } from "kysely";

/**
 * Per-address limits shared by every web instance (docs/decisions/0083): one row per rule and
 * address, the address only as a keyed hash, holding the times (ms since the epoch, oldest
 * first) of the takes still in the rule's window. A row may be deleted from `expires_at` on,
 * when its latest take has left the window; takes and a minutely job delete them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rate_limit_takes (
      rule       text NOT NULL,
      key_hash   bytea NOT NULL,
      takes      bigint[] NOT NULL,
      last_ok    boolean NOT NULL,
      expires_at bigint NOT NULL,
      PRIMARY KEY (rule, key_hash)
    );
    CREATE INDEX rate_limit_takes_expires ON rate_limit_takes (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_takes`.execute(db);
}
