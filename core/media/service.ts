import { randomUUID } from "node:crypto";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import type { Logger } from "../log/logger.ts";
import type { Clock } from "../time/clock.ts";
import type { MediaEvent, MediaVariant } from "./events.ts";
import { cleanFileName } from "./limits.ts";
import { mediaStorageKeys } from "./paths.ts";
import { processPicture } from "./processing.ts";
import { runMediaCommand } from "./runner.ts";
import type { MediaStorage } from "./storage.ts";

export interface MediaServiceDeps {
  store: EventStore;
  storage: MediaStorage;
  clock: Clock;
  logger: Logger;
}

export interface MediaUpload {
  fileName: string;
  bytes: Uint8Array;
  altBg: string;
  altEn: string;
  /** A fresh UUID when left out. */
  mediaId?: string;
}

export type UploadedMedia = Extract<MediaEvent, { type: "MediaAssetUploaded" }>["data"];

/** Removes stored objects, logging what could not be removed: a leftover file is litter, not a fault. */
async function removeObjects(deps: MediaServiceDeps, keys: readonly string[]) {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      deps.logger.warn("media object not removed", { key, storage: deps.storage.kind, error });
    });
  }
}

/**
 * An upload: the bytes checked and processed (processing.ts, MediaRejection when refused), the
 * original and its variants stored, then the MediaAssetUploaded event. When storing or the
 * decider fails, what was stored is removed again: nothing stored, nothing recorded.
 */
export async function uploadMedia(
  deps: MediaServiceDeps,
  upload: MediaUpload,
  by: string,
  metadata: EventMetadata,
): Promise<UploadedMedia> {
  const processed = await processPicture(upload.bytes);
  const mediaId = (upload.mediaId ?? randomUUID()).toLowerCase();
  const originalKey = mediaStorageKeys.original(mediaId, processed.contentType);
  const stored: string[] = [];
  try {
    await deps.storage.put(originalKey, processed.original, processed.contentType);
    stored.push(originalKey);
    const variants: MediaVariant[] = [];
    for (const variant of processed.variants) {
      const key = mediaStorageKeys.variant(mediaId, variant.width);
      await deps.storage.put(key, variant.bytes, "image/webp");
      stored.push(key);
      variants.push({ width: variant.width, height: variant.height, key, bytes: variant.bytes.length });
    }
    const result = await runMediaCommand(
      deps.store,
      {
        type: "UploadMediaAsset",
        mediaId,
        fileName: cleanFileName(upload.fileName),
        contentType: processed.contentType,
        bytes: processed.original.length,
        width: processed.width,
        height: processed.height,
        originalKey,
        variants,
        altBg: upload.altBg,
        altEn: upload.altEn,
        by,
        at: deps.clock().toISOString(),
      },
      metadata,
    );
    const uploaded = result.events.find((event) => event.type === "MediaAssetUploaded");
    if (!uploaded) throw new Error(`the upload of ${mediaId} recorded nothing`);
    return uploaded.data;
  } catch (error) {
    await removeObjects(deps, stored);
    throw error;
  }
}

/** Deletes a picture: the event first (it stops being served at once), then its stored objects. */
export async function deleteMedia(
  deps: MediaServiceDeps,
  mediaId: string,
  by: string,
  metadata: EventMetadata,
): Promise<{ deleted: boolean }> {
  const result = await runMediaCommand(
    deps.store,
    { type: "DeleteMediaAsset", mediaId, by, at: deps.clock().toISOString() },
    metadata,
  );
  if (result.events.length === 0) return { deleted: false };
  await removeObjects(deps, result.state.keys);
  return { deleted: true };
}

/** Changes both alt texts at once; false when they were already these. */
export async function changeMediaAltText(
  deps: Pick<MediaServiceDeps, "store" | "clock">,
  change: { mediaId: string; altBg: string; altEn: string },
  by: string,
  metadata: EventMetadata,
): Promise<{ changed: boolean }> {
  const result = await runMediaCommand(
    deps.store,
    { type: "ChangeMediaAltText", ...change, by, at: deps.clock().toISOString() },
    metadata,
  );
  return { changed: result.events.length > 0 };
}
