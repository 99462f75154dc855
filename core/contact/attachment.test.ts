import { describe, expect, it } from "vitest";
import { ATTACHMENT_SAMPLES, sampleBytes } from "../testing/attachment-samples.ts";
import { ATTACHMENT_MAX_BYTES, checkAttachment, cleanFileName, sniffAttachmentType } from "./attachment.ts";
import { CONTACT_MESSAGES as M } from "./messages.ts";

const bytes = sampleBytes;
const SAMPLES = ATTACHMENT_SAMPLES;

describe("what a file is, by its first bytes", () => {
  it("knows PNG, JPEG, WebP and PDF", () => {
    expect(sniffAttachmentType(SAMPLES.png)).toBe("image/png");
    expect(sniffAttachmentType(SAMPLES.jpeg)).toBe("image/jpeg");
    expect(sniffAttachmentType(SAMPLES.webp)).toBe("image/webp");
    expect(sniffAttachmentType(SAMPLES.pdf)).toBe("application/pdf");
  });

  it("knows nothing else, however it is named: text, HTML, SVG, GIF, a RIFF that is not WebP, a cut-off PNG", () => {
    for (const other of [
      bytes("hello, this is text"),
      bytes("<!doctype html><script>alert(1)</script>"),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes("GIF89a"),
      bytes("RIFF", [36, 0, 0, 0], "WAVEfmt "),
      bytes([0x89, 0x50, 0x4e, 0x47]),
      bytes("MZ"),
      new Uint8Array(0),
    ]) {
      expect(sniffAttachmentType(other)).toBeNull();
    }
  });
});

describe("checking an upload", () => {
  it("takes the type from the bytes and fixes the name's extension to match", () => {
    expect(checkAttachment({ fileName: "screenshot.png", bytes: SAMPLES.png })).toEqual({
      ok: true,
      contentType: "image/png",
      fileName: "screenshot.png",
      sizeBytes: SAMPLES.png.length,
    });
    expect(checkAttachment({ fileName: "invoice.png", bytes: SAMPLES.pdf })).toMatchObject({
      contentType: "application/pdf",
      fileName: "invoice.png.pdf",
    });
  });

  it("refuses a lie about the type, and anything over 5 MB, with the field's message", () => {
    expect(checkAttachment({ fileName: "photo.png", bytes: bytes("just text") })).toEqual({
      ok: false,
      message: M.attachmentType,
    });
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    big.set(SAMPLES.png);
    expect(checkAttachment({ fileName: "big.png", bytes: big })).toEqual({ ok: false, message: M.attachmentTooLarge });
    const exactly = new Uint8Array(ATTACHMENT_MAX_BYTES);
    exactly.set(SAMPLES.png);
    expect(checkAttachment({ fileName: "max.png", bytes: exactly }).ok).toBe(true);
  });

  it("keeps a harmless name: no path, no control characters or quotes, not too long", () => {
    expect(cleanFileName("C:\\Users\\ivan\\Desktop\\грешка.png", "image/png")).toBe("грешка.png");
    expect(cleanFileName('../../etc/"pass\u0000wd"\r\n.jpg', "image/jpeg")).toBe("passwd.jpg");
    expect(cleanFileName("", "application/pdf")).toBe("attachment.pdf");
    const long = cleanFileName(`${"a".repeat(300)}.webp`, "image/webp");
    expect(long).toHaveLength(120);
    expect(long.endsWith(".webp")).toBe(true);
  });
});
