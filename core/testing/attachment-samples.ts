/**
 * The first bytes of each file type a contact attachment may be, and the EICAR test file:
 * enough for the magic-number checks, the scanners and the form's tests.
 */
/** The EICAR anti-virus test file's 68 characters, in two halves so this file is not flagged itself. */
export const EICAR_TEST_STRING = `X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-` + `ANTIVIRUS-TEST-FILE!$H+H*`;

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((ch) => ch.charCodeAt(0)) : part)));

export const ATTACHMENT_SAMPLES = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR"),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF"),
  webp: bytes("RIFF", [36, 0, 0, 0], "WEBPVP8 "),
  pdf: bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"),
};

/** A file of `size` bytes that starts like `sample`. */
export function sampleOfSize(sample: Uint8Array, size: number): Uint8Array {
  const file = new Uint8Array(size).fill(0x20);
  file.set(sample.subarray(0, Math.min(sample.length, size)));
  return file;
}

export { bytes as sampleBytes };
