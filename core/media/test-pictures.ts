import sharp from "sharp";

/** A real picture made with sharp itself, in the format asked: for the media tests (and the CMS's). */
export async function testPicture(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "gif" = "jpeg",
  withExif = false,
): Promise<Uint8Array> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).toFormat(format);
  if (withExif) image = image.withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Secret Camera Owner" } } });
  return new Uint8Array(await image.toBuffer());
}
