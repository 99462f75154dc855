import { sql } from "kysely";
import type { Db } from "../db/database.ts";

/**
 * Bump when a drawing changes (scenes, badge, logos): every stored picture is then drawn again
 * on its next request, under keys of the new version.
 */
export const IMAGE_RENDER_VERSION = 1;

export interface RenderedImage {
  contentType: string;
  body: Uint8Array;
}

/** A picture drawn before, by its key; undefined when none is kept. */
export async function storedImage(db: Db, key: string): Promise<RenderedImage | undefined> {
  const { rows } = await sql<RenderedImage>`
    SELECT content_type, body FROM rendered_images WHERE key = ${key}`.execute(db);
  const row = rows[0];
  return row ? { contentType: row.contentType, body: new Uint8Array(row.body) } : undefined;
}

/** Keeps a drawn picture; the first of two instances drawing the same one wins. */
export async function storeImage(db: Db, key: string, image: RenderedImage): Promise<void> {
  await sql`
    INSERT INTO rendered_images (key, content_type, body) VALUES (${key}, ${image.contentType}, ${image.body})
    ON CONFLICT (key) DO NOTHING`.execute(db);
}
