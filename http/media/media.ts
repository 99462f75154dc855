import { Hono } from "hono";
import type { Db } from "../../core/db/database.ts";
import type { Logger } from "../../core/log/logger.ts";
import { isMediaId } from "../../core/media/events.ts";
import type { MediaStorage } from "../../core/media/storage.ts";
import { mediaAssetById } from "../../projections/media/queries.ts";
import { ApiError } from "../errors.ts";

/** A picture's URL never changes its bytes (a new upload is a new id): caches keep it a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const VARIANT = /^(480|960|1600)\.webp$/;

/**
 * Uploaded pictures (core/media, docs/decisions/0077): GET /media/<mediaId>/<480|960|1600>.webp
 * or /media/<mediaId>/original, read from the media storage, whichever it is. Paths are built by
 * core/media/paths.ts (mediaPath, mediaSrcSet). A deleted or unknown picture is a 404.
 */
export function mediaRoutes(deps: { db: Db; storage: MediaStorage; logger: Logger }) {
  return new Hono().get("/:mediaId/:variant", async (c) => {
    const mediaId = c.req.param("mediaId");
    if (!isMediaId(mediaId)) throw new ApiError(400, "invalid_media_id", "The media id must be a UUID");
    const variant = c.req.param("variant");
    const width = VARIANT.exec(variant)?.[1];
    if (variant !== "original" && !width)
      throw new ApiError(404, "not_found", "No such variant: use 480.webp, 960.webp, 1600.webp or original");
    const asset = await mediaAssetById(deps.db, mediaId);
    if (!asset) throw new ApiError(404, "not_found", "No such picture");
    const key = variant === "original" ? asset.originalKey : asset.variants.find((v) => v.width === Number(width))?.key;
    if (!key) throw new ApiError(404, "not_found", `This picture has no ${variant} variant`);
    let object: Awaited<ReturnType<MediaStorage["get"]>>;
    try {
      object = await deps.storage.get(key);
    } catch (error) {
      deps.logger.error("media storage read failed", { key, storage: deps.storage.kind, error });
      throw new ApiError(503, "storage_unavailable", "The picture cannot be read right now");
    }
    if (!object) {
      deps.logger.warn("media object missing from storage", { key, storage: deps.storage.kind });
      throw new ApiError(404, "not_found", "No such picture");
    }
    return new Response(object.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": variant === "original" ? asset.contentType : "image/webp",
        "content-length": String(object.bytes.length),
        "cache-control": IMMUTABLE,
        // shown in mails, feed readers and link previews on other origins
        "cross-origin-resource-policy": "cross-origin",
      },
    });
  });
}
