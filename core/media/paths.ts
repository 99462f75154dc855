import { MEDIA_VARIANT_WIDTHS, type MediaContentType, type MediaVariantWidth } from "./events.ts";

/**
 * Public URLs of an uploaded picture (served by http/media/media.ts) and the storage keys behind them.
 * The CMS picture block and the SEO sharing picture build their <img> from these.
 */
export type MediaPathWidth = MediaVariantWidth | "original";

/** The public path of one variant, or of the original (metadata stripped, in its own format). */
export function mediaPath(mediaId: string, width: MediaPathWidth): string {
  const id = encodeURIComponent(mediaId.toLowerCase());
  return width === "original" ? `/media/${id}/original` : `/media/${id}/${width}.webp`;
}

/**
 * A srcset of the WebP variants a picture has (its read model's `variants` widths): a picture
 * narrower than 480 pixels has none, and its <img src> is then mediaPath(id, "original").
 */
export function mediaSrcSet(mediaId: string, widths: readonly number[]): string {
  return MEDIA_VARIANT_WIDTHS.filter((width) => widths.includes(width))
    .map((width) => `${mediaPath(mediaId, width)} ${width}w`)
    .join(", ");
}

/** The best single src: the widest variant up to `wanted` pixels, the narrowest one, or the original. */
export function mediaSrc(mediaId: string, widths: readonly number[], wanted = 960): string {
  const available = MEDIA_VARIANT_WIDTHS.filter((width) => widths.includes(width));
  const fit = available.filter((width) => width <= wanted).at(-1) ?? available[0];
  return mediaPath(mediaId, fit ?? "original");
}

const EXTENSIONS: Record<MediaContentType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/** Storage keys: one folder per picture, so a delete removes what the events list. */
export const mediaStorageKeys = {
  original: (mediaId: string, contentType: MediaContentType) =>
    `${mediaId.toLowerCase()}/original.${EXTENSIONS[contentType]}`,
  variant: (mediaId: string, width: MediaVariantWidth) => `${mediaId.toLowerCase()}/${width}.webp`,
};
