import { type Kysely, sql } from "kysely";

/**
 * Snapshots are a cache of a folded stream at a version: command handling reads the snapshot
 * and only the events after it. Deleting every row is always safe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE snapshots (
      stream_id        text PRIMARY KEY,
      version          bigint NOT NULL,
      decider          text NOT NULL,
      decider_version  integer NOT NULL,
      state            jsonb NOT NULL,
      updated_at       timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE snapshots`.execute(db);
}
