import { type Kysely, sql } from "kysely";

/**
 * Pictures the site draws itself (destination and sight scenes, their link-preview PNGs), kept
 * once rendered so no visitor waits for a drawing twice, on any instance, after a restart. A
 * derived cache, not state: deleting every row loses nothing (the next request draws again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rendered_images (
      key          text PRIMARY KEY,
      content_type text NOT NULL,
      body         bytea NOT NULL,
      rendered_at  timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rendered_images`.execute(db);
}
