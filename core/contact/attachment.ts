import { CONTACT_MESSAGES as M } from "./messages.ts";

/**
 * A contact request's one attachment (docs/decisions/0080): a screenshot or a PDF, at most 5 MB.
 * What a file is comes from its first bytes, never from its name or the browser's claim.
 */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export const ATTACHMENT_TYPES = ["image/png", "image/jpeg", "image/webp", "application/pdf"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** What a download is called: the visitor's own name, with the extension of what the file really is. */
const EXTENSIONS: Record<AttachmentType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/** A file as the form hands it over. */
export interface AttachmentUpload {
  fileName: string;
  bytes: Uint8Array;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The type the bytes announce (magic numbers), or null for anything else. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // SOI and the first marker's FF; what follows varies (JFIF, Exif, raw)
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // RIFF <size> WEBP
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

export type AttachmentCheck =
  | { ok: true; contentType: AttachmentType; fileName: string; sizeBytes: number }
  | { ok: false; message: string };

/**
 * Whether an upload may be kept: not over 5 MB and one of the four types by its bytes. The
 * size is checked first: a 6 MB PNG is refused for its size, which the visitor can fix.
 */
export function checkAttachment(upload: AttachmentUpload): AttachmentCheck {
  if (upload.bytes.length > ATTACHMENT_MAX_BYTES) return { ok: false, message: M.attachmentTooLarge };
  const contentType = sniffAttachmentType(upload.bytes);
  if (!contentType) return { ok: false, message: M.attachmentType };
  return {
    ok: true,
    contentType,
    fileName: cleanFileName(upload.fileName, contentType),
    sizeBytes: upload.bytes.length,
  };
}

/**
 * The name to keep and to offer on download: the last path segment (old browsers sent
 * C:\Users\…), without control characters, at most 120 characters, ending in the extension
 * of the real type ("invoice.png" that is a PDF becomes "invoice.png.pdf").
 */
export function cleanFileName(name: string, contentType: AttachmentType): string {
  const base =
    (name.split(/[\\/]/).pop() ?? "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f"]/g, "")
      .trim() || "attachment";
  const extension = EXTENSIONS[contentType];
  const named = base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
  if (named.length <= 120) return named;
  return `${base.slice(0, 120 - extension.length - 1)}.${extension}`;
}
