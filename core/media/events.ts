import { UUID_PATTERN } from "../ids.ts";
/** Picture formats an upload may be, told by its bytes (processing.ts), never by its name or header. */
export const MEDIA_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/** Widths of the WebP variants made of every upload wide enough for them (never upscaled). */
export const MEDIA_VARIANT_WIDTHS = [480, 960, 1600] as const;
export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number];

export interface MediaVariant {
  width: MediaVariantWidth;
  height: number;
  /** The storage key of its bytes (storage.ts). */
  key: string;
  bytes: number;
}

/*
 * A picture an admin uploaded, stream `media-<mediaId>` (issue 17, docs/decisions/0077). The bytes
 * live in the media storage; the events say what was stored where, and the alt texts in both
 * languages that every use of the picture shows.
 */

/** What an upload records: the picture as stored, its variants and its alt texts. */
export interface MediaAssetUploadedData {
  mediaId: string;
  fileName: string;
  contentType: MediaContentType;
  /** Size of the stored original (metadata stripped). */
  bytes: number;
  width: number;
  height: number;
  originalKey: string;
  variants: MediaVariant[];
  altBg: string;
  altEn: string;
  by: string;
  at: string;
}

export type MediaEvent =
  | { type: "MediaAssetUploaded"; data: MediaAssetUploadedData }
  | { type: "MediaAltTextChanged"; data: { mediaId: string; altBg: string; altEn: string; by: string; at: string } }
  | { type: "MediaAssetDeleted"; data: { mediaId: string; by: string; at: string } };

export const MEDIA_EVENT_TYPES = ["MediaAssetUploaded", "MediaAltTextChanged", "MediaAssetDeleted"] as const;

export function mediaStreamId(mediaId: string): string {
  return `media-${mediaId}`;
}

/** A media id is a UUID (any case; kept lower-case): it names a stream, storage keys and public URLs. */
export function isMediaId(value: string): boolean {
  return UUID_PATTERN.test(value);
}
