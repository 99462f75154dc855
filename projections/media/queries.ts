import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import { isMediaId, type MediaAssetUploadedData } from "../../core/media/events.ts";

/** A picture as the media_assets read model keeps it: the upload's record, by whom and when. */
export interface MediaAsset extends Omit<MediaAssetUploadedData, "by" | "at"> {
  uploadedBy: string;
  uploadedAt: Date;
  updatedAt: Date;
}

const COLUMNS = sql`media_id::text AS media_id, file_name, content_type, bytes, width, height, original_key, variants,
  alt_bg, alt_en, uploaded_by, uploaded_at, updated_at`;

/** Pictures newest first, a page at a time, with how many there are. */
export async function listMediaAssets(
  db: Db,
  options: { limit: number; offset: number },
): Promise<{ rows: MediaAsset[]; total: number }> {
  const [rows, count] = await Promise.all([
    sql<MediaAsset>`SELECT ${COLUMNS} FROM media_assets ORDER BY uploaded_at DESC, media_id
      LIMIT ${options.limit} OFFSET ${options.offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM media_assets`.execute(db),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/** One picture that can be shown, or null (unknown, deleted, or not a UUID). */
export async function mediaAssetById(db: Db, mediaId: string): Promise<MediaAsset | null> {
  if (!isMediaId(mediaId)) return null;
  const result =
    await sql<MediaAsset>`SELECT ${COLUMNS} FROM media_assets WHERE media_id = ${mediaId.toLowerCase()}::uuid`.execute(
      db,
    );
  return result.rows[0] ?? null;
}
