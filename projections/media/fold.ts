import { MEDIA_EVENT_TYPES, type MediaEvent } from "../../core/media/events.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

/** media_assets: the pictures that can be shown (a deleted one leaves), for the admin and /media. */
export const mediaProjection: Projection<MediaEvent> = {
  name: "media",
  version: 1,
  eventTypes: MEDIA_EVENT_TYPES,
  tables: ["media_assets"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.media_assets (
        media_id uuid PRIMARY KEY, file_name text NOT NULL, content_type text NOT NULL, bytes integer NOT NULL,
        width integer NOT NULL, height integer NOT NULL, original_key text NOT NULL, variants jsonb NOT NULL,
        alt_bg text NOT NULL, alt_en text NOT NULL, uploaded_by text NOT NULL, uploaded_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.media_assets (uploaded_at DESC, media_id);
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    switch (event.type) {
      case "MediaAssetUploaded": {
        const d = event.data;
        await tx.unsafe(
          `INSERT INTO ${s}.media_assets VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $12)
           ON CONFLICT (media_id) DO NOTHING`,
          [
            d.mediaId,
            d.fileName,
            d.contentType,
            d.bytes,
            d.width,
            d.height,
            d.originalKey,
            JSON.stringify(d.variants),
            d.altBg,
            d.altEn,
            d.by,
            d.at,
          ] as never[],
        );
        break;
      }
      case "MediaAltTextChanged":
        await tx.unsafe(`UPDATE ${s}.media_assets SET alt_bg = $2, alt_en = $3, updated_at = $4 WHERE media_id = $1`, [
          event.data.mediaId,
          event.data.altBg,
          event.data.altEn,
          event.data.at,
        ] as never[]);
        break;
      case "MediaAssetDeleted":
        await tx.unsafe(`DELETE FROM ${s}.media_assets WHERE media_id = $1`, [event.data.mediaId] as never[]);
        break;
    }
  }),
};
