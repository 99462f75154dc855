import { type Kysely, sql } from "kysely";

/**
 * Leases that keep two workers from crawling the same binding at once. A lease expires by
 * itself, so a worker that dies mid-crawl blocks its binding for minutes, not forever.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE crawler_locks (
      binding_id  text PRIMARY KEY,
      owner       text NOT NULL,
      acquired_at timestamptz NOT NULL DEFAULT now(),
      expires_at  timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE crawler_locks`.execute(db);
}
