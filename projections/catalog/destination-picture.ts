import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";

/** Who took a destination's chosen photo, to credit them beside it; null for the built-in drawing. */
export async function destinationPhotoCredit(
  db: Db,
  iataCode: string,
): Promise<{ photographerName: string; photographerUsername: string } | null> {
  const result = await sql<{ photographerName: string | null; photographerUsername: string | null }>`
    SELECT photographer_name, photographer_username FROM destinations
     WHERE iata_code = ${iataCode} AND unsplash_image_id IS NOT NULL`.execute(db);
  const row = result.rows[0];
  return row?.photographerName && row.photographerUsername
    ? { photographerName: row.photographerName, photographerUsername: row.photographerUsername }
    : null;
}
