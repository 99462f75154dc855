import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { landscapeOf, socialPreviewImage } from "./landscape.ts";
import { encodePng } from "./png.ts";
import { hslToRgb, rasterizeLandscape } from "./raster.ts";

/** Reads back what encodePng wrote: chunk types, the header's size, and the rows without their filter byte. */
function decode(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    chunks.push({
      type: new TextDecoder().decode(png.subarray(at + 4, at + 8)),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  const header = chunks[0]?.data as Uint8Array;
  const width = new DataView(header.buffer, header.byteOffset).getUint32(0);
  const height = new DataView(header.buffer, header.byteOffset).getUint32(4);
  const raw = inflateSync(chunks.find((c) => c.type === "IDAT")?.data as Uint8Array);
  return { chunks: chunks.map((c) => c.type), width, height, raw };
}

describe("PNG encoding", () => {
  it("writes the signature, a header, the pixels row by row and the standard end chunk", () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 128]);
    const png = encodePng(2, 2, pixels);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const decoded = decode(png);
    expect(decoded).toMatchObject({ chunks: ["IHDR", "IDAT", "IEND"], width: 2, height: 2 });
    expect([...decoded.raw]).toEqual([0, ...pixels.subarray(0, 8), 0, ...pixels.subarray(8)]);
    // IEND's CRC is the same in every PNG: a wrong checksum table would show here
    expect([...png.subarray(-12)]).toEqual([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
    expect(() => encodePng(3, 2, pixels)).toThrow(/does not match/);
  });
});

describe("the landscape in pixels", () => {
  it("converts HSL as CSS does", () => {
    expect(hslToRgb([0, 100, 50])).toEqual([255, 0, 0]);
    expect(hslToRgb([120, 100, 25])).toEqual([0, 128, 0]);
    expect(hslToRgb([240, 100, 50])).toEqual([0, 0, 255]);
    expect(hslToRgb([0, 0, 100])).toEqual([255, 255, 255]);
  });

  it("paints the sun where the SVG puts it, sky above the hills and hills at the bottom", () => {
    const scene = landscapeOf("LON");
    const [width, height] = [800, 450];
    const pixels = rasterizeLandscape(scene, width, height);
    const at = (x: number, y: number) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 3)];
    const sun = hslToRgb([(scene.hue + 60) % 360, 90, 88]);
    expect(at(scene.sunX, 110)).toEqual(sun);
    const sky = hslToRgb([scene.hue, 70, 62]);
    expect(at(scene.sunX > 400 ? 20 : 780, 0).map((v, i) => Math.abs(v - (sky[i] as number)))).toSatisfy(
      (d: number[]) => d.every((x) => x <= 2),
    );
    expect(at(400, 449)).not.toEqual(at(400, 0));
    expect(pixels[3]).toBe(255);
  });

  it("gives our generated pictures a PNG twin for previews and leaves photos alone", () => {
    expect(socialPreviewImage("https://x.bg/images/destinations/LON.svg")).toEqual({
      url: "https://x.bg/images/destinations/LON.png",
      generated: true,
    });
    expect(socialPreviewImage("https://images.example/london.jpg")).toEqual({
      url: "https://images.example/london.jpg",
      generated: false,
    });
  });
});
