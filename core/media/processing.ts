import type sharp from "sharp";
import { MEDIA_VARIANT_WIDTHS, type MediaContentType, type MediaVariantWidth } from "./events.ts";
import { dimensionsProblem, MEDIA_LIMITS, MEDIA_MESSAGES } from "./limits.ts";

/** An upload refused for what it is: the HTTP layer answers its status and message, nothing stored. */
export class MediaRejection extends Error {
  override name = "MediaRejection";
  constructor(
    readonly status: 413 | 415 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ProcessedPicture {
  /** Told by the bytes, never by the file's name or the client's Content-Type. */
  contentType: MediaContentType;
  /** Upright (EXIF orientation applied) pixels. */
  width: number;
  height: number;
  /** The original re-encoded in its own format without metadata (EXIF, GPS, ICC comments). */
  original: Uint8Array;
  variants: { width: MediaVariantWidth; height: number; bytes: Uint8Array }[];
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The picture format the first bytes announce, or null for anything else (text, PDF, SVG, TIFF, HEIC...). */
export function sniffContentType(bytes: Uint8Array): MediaContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

const SHARP_FORMAT: Record<MediaContentType, keyof sharp.FormatEnum> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/**
 * sharp is a native module: loaded on the first upload, not when the admin is mounted, so a
 * runtime without its binary (the Deno web tier) still starts and serves everything else.
 */
let sharpModule: Promise<typeof sharp> | null = null;
function loadSharp(): Promise<typeof sharp> {
  sharpModule ??= import("sharp").then((module) => module.default);
  return sharpModule;
}

const unreadable = () => new MediaRejection(422, "unreadable_picture", MEDIA_MESSAGES.unreadable);

/** Width and height as shown: EXIF orientations 5-8 turn the stored pixels a quarter. */
function uprightSize(metadata: sharp.Metadata): { width: number; height: number } {
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** Re-encodes the original: sharp drops metadata unless asked to keep it. */
function encodeOriginal(image: sharp.Sharp, contentType: MediaContentType): sharp.Sharp {
  switch (contentType) {
    case "image/jpeg":
      return image.jpeg({ quality: 90 });
    case "image/png":
      return image.png();
    case "image/webp":
      return image.webp({ quality: 90 });
    case "image/gif":
      return image.gif();
  }
}

/**
 * Checks an upload (size, type by content, dimensions) and makes what is stored: the original
 * without metadata, and WebP variants 480, 960 and 1600 pixels wide, each only when the picture
 * is at least that wide. Throws MediaRejection for anything that is not a picture we take.
 */
export async function processPicture(bytes: Uint8Array): Promise<ProcessedPicture> {
  const sharp = await loadSharp();
  if (bytes.length === 0) throw new MediaRejection(422, "empty_file", MEDIA_MESSAGES.empty);
  if (bytes.length > MEDIA_LIMITS.maxBytes) throw new MediaRejection(413, "file_too_large", MEDIA_MESSAGES.tooLarge);
  const contentType = sniffContentType(bytes);
  if (!contentType) throw new MediaRejection(415, "not_a_picture", MEDIA_MESSAGES.notAPicture);
  const animated = contentType === "image/gif";
  const input = () => sharp(bytes, { animated, failOn: "error", limitInputPixels: MEDIA_LIMITS.maxPixels });
  let metadata: sharp.Metadata;
  try {
    // the header alone: the size is judged (dimensionsProblem) before any pixel is decoded
    metadata = await sharp(bytes, { animated, failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== SHARP_FORMAT[contentType])
    throw new MediaRejection(415, "not_a_picture", MEDIA_MESSAGES.notAPicture);
  // an animation's height is its frames' together; one frame is what is shown
  const frameHeight = animated && metadata.pageHeight ? metadata.pageHeight : undefined;
  const { width, height } = uprightSize(frameHeight ? { ...metadata, height: frameHeight } : metadata);
  const problem = dimensionsProblem(width, height);
  if (problem) throw new MediaRejection(422, "invalid_dimensions", problem);
  try {
    const original = await encodeOriginal(animated ? input() : input().rotate(), contentType).toBuffer();
    const variants: ProcessedPicture["variants"] = [];
    for (const variantWidth of MEDIA_VARIANT_WIDTHS) {
      if (variantWidth > width) break;
      // the first frame of an animation: variants are still pictures
      const { data, info } = await sharp(bytes, { failOn: "error", limitInputPixels: MEDIA_LIMITS.maxPixels })
        .rotate()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: variantWidth, height: info.height, bytes: new Uint8Array(data) });
    }
    return { contentType, width, height, original: new Uint8Array(original), variants };
  } catch (error) {
    if (error instanceof MediaRejection) throw error;
    throw unreadable();
  }
}
