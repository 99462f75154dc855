import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MEDIA_MESSAGES } from "./limits.ts";
import { MediaRejection, processPicture, sniffContentType } from "./processing.ts";
import { testPicture } from "./test-pictures.ts";

async function rejection(bytes: Uint8Array): Promise<MediaRejection> {
  const error = await processPicture(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaRejection);
  return error as MediaRejection;
}

describe("processing an uploaded picture", () => {
  it("keeps a JPEG as JPEG and makes WebP variants at 480, 960 and 1600 only up to its width", async () => {
    const picture = await processPicture(await testPicture(1000, 600));
    expect(picture).toMatchObject({ contentType: "image/jpeg", width: 1000, height: 600 });
    expect(picture.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 288],
      [960, 576],
    ]);
    for (const variant of picture.variants) {
      expect(await sharp(variant.bytes).metadata()).toMatchObject({ format: "webp", width: variant.width });
    }
    expect((await sharp(picture.original).metadata()).format).toBe("jpeg");
  });

  it("takes PNG, WebP and GIF, told by their bytes; a narrow picture has no variant", async () => {
    for (const [format, type] of [
      ["png", "image/png"],
      ["webp", "image/webp"],
      ["gif", "image/gif"],
    ] as const) {
      const picture = await processPicture(await testPicture(300, 240, format));
      expect(picture).toMatchObject({ contentType: type, width: 300, height: 240, variants: [] });
    }
    const wide = await processPicture(await testPicture(2000, 1000, "png"));
    expect(wide.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
  });

  it("strips EXIF and stands the picture upright", async () => {
    const bytes = await testPicture(400, 300, "jpeg", true);
    const before = await sharp(bytes).metadata();
    expect(before.exif).toBeDefined();
    const picture = await processPicture(bytes);
    // orientation 6 turns it a quarter: 300 wide, 400 high
    expect(picture).toMatchObject({ width: 300, height: 400 });
    const after = await sharp(picture.original).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([300, 400]);
    expect(Buffer.from(picture.original).includes("Secret Camera Owner")).toBe(false);
  });

  it("refuses a text file named .png, a PDF sent as a JPEG, and an SVG, as not pictures (415)", async () => {
    const text = new TextEncoder().encode("Hello, this is not a picture at all.\n".repeat(20));
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"></svg>');
    for (const bytes of [text, pdf, svg]) {
      expect(sniffContentType(bytes)).toBeNull();
      expect(await rejection(bytes)).toMatchObject({ status: 415, message: MEDIA_MESSAGES.notAPicture });
    }
    const tiff = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#fff" } })
      .tiff()
      .toBuffer();
    expect((await rejection(new Uint8Array(tiff))).status).toBe(415);
  });

  it("refuses a picture cut short or with garbage after a JPEG header (422)", async () => {
    const jpeg = await testPicture(800, 600);
    expect(await rejection(jpeg.slice(0, 400))).toMatchObject({ status: 422, message: MEDIA_MESSAGES.unreadable });
    const garbage = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(200).fill(7)]);
    expect((await rejection(garbage)).status).toBe(422);
  });

  it("refuses an empty file, more than 10 MB, and dimensions out of bounds", async () => {
    expect(await rejection(new Uint8Array())).toMatchObject({ status: 422, message: MEDIA_MESSAGES.empty });
    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(await testPicture(300, 300));
    expect(await rejection(large)).toMatchObject({ status: 413, message: MEDIA_MESSAGES.tooLarge });
    expect(await rejection(await testPicture(199, 800))).toMatchObject({
      status: 422,
      message: MEDIA_MESSAGES.tooSmall,
    });
    // a PNG header claiming 12001 pixels: its size is read before anything is decoded
    const huge = await testPicture(12_001, 200, "png");
    expect(await rejection(huge)).toMatchObject({ status: 422, message: MEDIA_MESSAGES.tooBig });
    // each side allowed, the whole over 40 megapixels: refused from the header, never decoded
    const wide = await testPicture(6_400, 6_400, "png");
    expect(await rejection(wide)).toMatchObject({ status: 422, message: MEDIA_MESSAGES.tooManyPixels });
  });
});
