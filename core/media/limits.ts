/** What an upload may be (issue 17): the processing, the decider and the admin's form all say the same. */
export const MEDIA_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  minSide: 200,
  maxSide: 12_000,
  /**
   * 40 megapixels: a 36 MP camera's photo and a phone's 24 MP one fit. Decoding costs memory by
   * the pixel (a 410 KB PNG of 12000 x 12000 took 164 MB and 2 s), so the count is checked from
   * the header, before anything is decoded.
   */
  maxPixels: 40_000_000,
  altTextMax: 300,
  fileNameMax: 200,
} as const;

export const MEDIA_MESSAGES = {
  tooLarge: "The picture is larger than 10 MB; upload a smaller file.",
  empty: "Choose a picture file to upload.",
  notAPicture:
    "The file is not a JPEG, PNG, WebP or GIF picture: its content says otherwise, whatever its name or declared type.",
  unreadable: "The file looks like a picture but could not be read; it may be damaged or cut short.",
  tooSmall: "The picture must be at least 200 x 200 pixels.",
  tooBig: "The picture may be at most 12000 pixels on a side.",
  tooManyPixels: "The picture may have at most 40 megapixels (for example 7300 x 5400); resize it and upload again.",
  altBg: "The Bulgarian alt text must be 1-300 characters.",
  altEn: "The English alt text must be 1-300 characters.",
} as const;

/** Why an alt text is refused, or null: trimmed, 1-300 characters, no control characters. */
export function altTextProblem(text: string, message: string): string | null {
  const trimmed = text.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (trimmed.length === 0 || trimmed.length > MEDIA_LIMITS.altTextMax || /[\u0000-\u001f\u007f]/.test(trimmed))
    return message;
  return null;
}

/** Why a picture's size in pixels is refused, or null. */
export function dimensionsProblem(width: number, height: number): string | null {
  if (!Number.isInteger(width) || !Number.isInteger(height)) return MEDIA_MESSAGES.unreadable;
  if (width < MEDIA_LIMITS.minSide || height < MEDIA_LIMITS.minSide) return MEDIA_MESSAGES.tooSmall;
  if (width > MEDIA_LIMITS.maxSide || height > MEDIA_LIMITS.maxSide) return MEDIA_MESSAGES.tooBig;
  if (width * height > MEDIA_LIMITS.maxPixels) return MEDIA_MESSAGES.tooManyPixels;
  return null;
}

/** The name an upload is listed under: the last path segment, without control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).at(-1) ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "picture").slice(0, MEDIA_LIMITS.fileNameMax);
}
