import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DESTINATIONS, SIGHTS } from "../catalog/data/index.ts";
import { DESTINATION_SCENES } from "./destination-scenes.ts";
import { FLAGS, flagOf } from "./flags.ts";
import { destinationScene, type PlaceFacts, sightScene } from "./place-scenes.ts";
import { encodePng } from "./png.ts";
import { rasterizeScene } from "./raster.ts";
import { LANDMARK_KINDS } from "./scene/landmarks/index.ts";
import type { Scene } from "./scene/shapes.ts";
import { sceneSvg } from "./scene/svg.ts";
import { SIGHT_SCENES, sceneHintsFor, sightHintsFor } from "./scene-hints.ts";

const place = (iataCode: string): PlaceFacts => {
  const seed = DESTINATIONS.find((d) => d.iataCode === iataCode);
  if (!seed) throw new Error(`no destination ${iataCode}`);
  return { iataCode, countryCode: seed.countryCode, latitude: 45, longitude: 10 };
};
const sightId = (s: (typeof SIGHTS)[number]) => `${s.destinationIata}-${s.slug.en}`;
const pngHash = (scene: Scene) =>
  createHash("sha256")
    .update(encodePng(1200, 630, rasterizeScene(scene, 1200, 630)))
    .digest("hex");

describe("scene hints", () => {
  it("cover every destination and every sight of the catalog, and every destination country has its flag", () => {
    expect(DESTINATIONS.filter((d) => !DESTINATION_SCENES[d.iataCode]).map((d) => d.iataCode)).toEqual([]);
    expect(SIGHTS.map(sightId).filter((id) => !SIGHT_SCENES[id])).toEqual([]);
    expect(Object.keys(DESTINATION_SCENES).filter((code) => !DESTINATIONS.some((d) => d.iataCode === code))).toEqual(
      [],
    );
    expect([...new Set(DESTINATIONS.map((d) => d.countryCode))].filter((code) => !FLAGS[code])).toEqual([]);
  });

  it("use many landmarks, and every landmark the hints name can be drawn", () => {
    const used = new Set([
      ...Object.values(DESTINATION_SCENES).map((h) => h[0]),
      ...Object.values(SIGHT_SCENES).map((h) => h[0]),
    ]);
    expect(used.size).toBeGreaterThanOrEqual(40);
    for (const kind of used) expect(LANDMARK_KINDS).toContain(kind);
  });

  it("fall back on latitude, longitude and country for a destination discovered later", () => {
    expect(sceneHintsFor({ iataCode: "TOS", countryCode: "NO", latitude: 69.7, longitude: 18.9 })).toMatchObject({
      climate: "nordic",
      landmark: "townhouses",
    });
    expect(sceneHintsFor({ iataCode: "JED", countryCode: "SA", latitude: 21.7, longitude: 39.2 })).toMatchObject({
      climate: "desert",
      landmark: "mosque",
    });
    expect(sceneHintsFor({ iataCode: "PUQ", countryCode: "CL", latitude: -53, longitude: -70.9 }).climate).toBe(
      "temperate",
    );
    expect(sceneHintsFor({ iataCode: "CUR", countryCode: "CW", latitude: 12.2, longitude: -68.9 }).climate).toBe(
      "tropical",
    );
    expect(sceneHintsFor({ iataCode: "SPC", countryCode: "ES", latitude: 28.6, longitude: -17.8 }).landmark).toBe(
      "cathedral",
    );
    // a new sight's name says what it is
    expect(sightHintsFor({ id: "LON-kew", nameEn: "Kew Gardens" }, place("LON")).landmark).toBe("park");
    expect(sightHintsFor({ id: "LON-x", nameEn: "Something else" }, place("LON")).landmark).toBe("clock-tower");
  });
});

describe("the built-in pictures", () => {
  it("tell five destinations apart: five landmarks, five climates or lands, five different PNGs", () => {
    const codes = ["LON", "PAR", "ROM", "DXB", "MLE"];
    const hints = codes.map((code) => sceneHintsFor(place(code)));
    expect(hints.map((h) => h.landmark)).toEqual(["clock-tower", "lattice-tower", "colosseum", "needle", "palm-beach"]);
    expect(new Set(hints.map((h) => `${h.terrain}/${h.climate}`)).size).toBeGreaterThanOrEqual(4);
    const hashes = codes.map((code) => pngHash(destinationScene(place(code))));
    expect(new Set(hashes).size).toBe(5);
  });

  it("draw a sight differently from its city, and the same place the same way every time", () => {
    const bigBen = SIGHTS.find((s) => s.slug.en === "big-ben-and-the-houses-of-parliament");
    if (!bigBen) throw new Error("Big Ben is missing from the sights");
    const sight = sightScene({ id: sightId(bigBen), nameEn: bigBen.name.en }, place("LON"));
    const city = destinationScene(place("LON"));
    // the same landmark as the city's, yet another picture: close up, alone, its own sky
    expect(pngHash(sight)).not.toBe(pngHash(city));
    expect(sceneSvg(sight, "x")).not.toBe(sceneSvg(city, "x"));
    expect(sceneSvg(destinationScene(place("LON")), "London")).toBe(sceneSvg(city, "London"));
  });

  it("draws every destination and sight, the SVG with one element per shape", () => {
    for (const d of DESTINATIONS) {
      const scene = destinationScene(place(d.iataCode));
      const svg = sceneSvg(scene, d.cityEn);
      expect(svg.match(/<(rect|circle|path) /g)?.length).toBe(scene.shapes.length);
      expect(svg).toContain(`aria-label="${d.cityEn}"`);
      expect(svg.length).toBeLessThan(40_000);
      for (const shape of scene.shapes) {
        const numbers =
          shape.kind === "path" ? shape.rings.flat(2) : Object.values(shape).filter((v) => typeof v === "number");
        expect(numbers.every(Number.isFinite)).toBe(true);
      }
    }
    for (const s of SIGHTS) {
      const scene = sightScene({ id: sightId(s), nameEn: s.name.en }, place(s.destinationIata));
      expect(scene.shapes.length).toBeGreaterThan(10);
    }
  });
});

describe("the rasterizer", () => {
  const at = (pixels: Uint8Array, width: number, x: number, y: number) => [
    ...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 3),
  ];

  it("fills rectangles, circles and even-odd paths with holes, blending partial cover and opacity", () => {
    const scene: Scene = {
      width: 100,
      height: 50,
      shapes: [
        { kind: "rect", x: 0, y: 0, w: 100, h: 50, fill: [0, 0, 0] },
        { kind: "circle", cx: 20, cy: 25, r: 10, fill: [255, 0, 0] },
        {
          kind: "path",
          rings: [
            [
              [50, 5],
              [90, 5],
              [90, 45],
              [50, 45],
            ],
            [
              [60, 15],
              [80, 15],
              [80, 35],
              [60, 35],
            ],
          ],
          fill: [0, 255, 0],
        },
        { kind: "rect", x: 0, y: 40, w: 40, h: 10, fill: [0, 0, 255], opacity: 0.5 },
        { kind: "rect", x: 95.5, y: 0, w: 10, h: 50, fill: [255, 255, 255] },
      ],
    };
    const pixels = rasterizeScene(scene, 100, 50);
    expect(at(pixels, 100, 20, 25)).toEqual([255, 0, 0]);
    expect(at(pixels, 100, 55, 25)).toEqual([0, 255, 0]);
    expect(at(pixels, 100, 70, 25)).toEqual([0, 0, 0]); // the hole
    expect(at(pixels, 100, 5, 45)).toEqual([0, 0, 128]);
    expect(at(pixels, 100, 95, 10)).toEqual([128, 128, 128]); // half the pixel covered
    expect(at(pixels, 100, 98, 10)).toEqual([255, 255, 255]);
  });

  it("covers a wider frame without stretching: scaled to fill, centred, the rest cut off", () => {
    const scene: Scene = {
      width: 100,
      height: 100,
      shapes: [{ kind: "circle", cx: 50, cy: 50, r: 50, fill: [255, 255, 255] }],
    };
    const pixels = rasterizeScene(scene, 200, 100);
    // scaled by 2 to fill the width: the circle's middle band, 200 wide, fills every row's centre
    expect(at(pixels, 200, 100, 0)).toEqual([255, 255, 255]);
    expect(at(pixels, 200, 100, 99)).toEqual([255, 255, 255]);
    expect(at(pixels, 200, 2, 0)).toEqual([0, 0, 0]);
  });
});

describe("flags", () => {
  it("draw a country we have no flag for in colours from its code", () => {
    expect(flagOf("BG")).toEqual(["h", "#ffffff", "#00966e", "#d62612"]);
    const unknown = flagOf("ZZ");
    expect(unknown[0]).toBe("h");
    expect(unknown.slice(1).every((c) => /^#[0-9a-f]{6}$/.test(c as string))).toBe(true);
    expect(flagOf("ZZ")).toEqual(unknown);
  });
});
