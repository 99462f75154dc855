import { type Kysely, sql } from "kysely";

/**
 * Projections write into a schema per generation (proj_<name>_g<n>) and readers use views in
 * public that point at the active generation, so a replay builds the next generation beside
 * the live one and swaps the views in one transaction (docs/decisions/0003-blue-green-replay.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE projection_registry (
      name                  text PRIMARY KEY,
      definition_version    integer NOT NULL,
      active_generation     integer NOT NULL,
      rebuilding_generation integer,
      rebuild_started_at    timestamptz,
      rebuild_processed     bigint,
      rebuild_target        bigint,
      last_rebuilt_at       timestamptz,
      updated_at            timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE projection_registry`.execute(db);
}
