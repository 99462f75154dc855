import type { Db } from "../../../core/db/database.ts";
import type { EventStore } from "../../../core/eventstore/types.ts";
import { type MediaEvent, mediaStreamId } from "../../../core/media/events.ts";
import { mediaPath, mediaSrc, mediaSrcSet } from "../../../core/media/paths.ts";
import { listMediaAssets, type MediaAsset } from "../../../projections/media/queries.ts";
import { MEDIA_PAGE_SIZE } from "./input.ts";

/** A picture as the admin and its JSON twin show it: what is stored and the public URLs. */
export interface MediaView {
  mediaId: string;
  fileName: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
  altBg: string;
  altEn: string;
  uploadedBy: string;
  uploadedAt: string;
  variants: { width: number; height: number; bytes: number; url: string }[];
  urls: { original: string; thumbnail: string; srcset: string };
}

type Stored = Omit<MediaAsset, "uploadedAt" | "updatedAt"> & { uploadedAt: Date | string };

export function mediaView(asset: Stored): MediaView {
  const widths = asset.variants.map((variant) => variant.width);
  return {
    mediaId: asset.mediaId,
    fileName: asset.fileName,
    contentType: asset.contentType,
    bytes: asset.bytes,
    width: asset.width,
    height: asset.height,
    altBg: asset.altBg,
    altEn: asset.altEn,
    uploadedBy: asset.uploadedBy,
    uploadedAt: new Date(asset.uploadedAt).toISOString(),
    variants: asset.variants.map((variant) => ({
      width: variant.width,
      height: variant.height,
      bytes: variant.bytes,
      url: mediaPath(asset.mediaId, variant.width),
    })),
    urls: {
      original: mediaPath(asset.mediaId, "original"),
      thumbnail: mediaSrc(asset.mediaId, widths, 480),
      srcset: mediaSrcSet(asset.mediaId, widths),
    },
  };
}

export interface MediaListData {
  rows: MediaView[];
  total: number;
  page: number;
  pageSize: number;
}

/** The list, newest first, from the read model. */
export async function listData(db: Db, page: number): Promise<MediaListData> {
  const { rows, total } = await listMediaAssets(db, { limit: MEDIA_PAGE_SIZE, offset: (page - 1) * MEDIA_PAGE_SIZE });
  return { rows: rows.map(mediaView), total, page, pageSize: MEDIA_PAGE_SIZE };
}

/**
 * One picture folded from its stream, as the other areas load what they change: right after an
 * upload it is there, before the read model has caught up. Null when unknown or deleted.
 */
export async function loadMedia(store: EventStore, mediaId: string): Promise<MediaView | null> {
  const { events } = await store.readStream<MediaEvent>(mediaStreamId(mediaId.toLowerCase()));
  let asset = null as Stored | null;
  for (const event of events) {
    switch (event.type) {
      case "MediaAssetUploaded": {
        const { by, at, ...data } = event.data;
        asset = { ...data, uploadedBy: by, uploadedAt: at };
        break;
      }
      case "MediaAltTextChanged":
        if (asset) asset = { ...asset, altBg: event.data.altBg, altEn: event.data.altEn };
        break;
      case "MediaAssetDeleted":
        asset = null;
        break;
    }
  }
  return asset ? mediaView(asset) : null;
}
