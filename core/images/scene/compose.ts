import { fromHex, lighten, mix, type Rgb } from "./color.ts";
import { type FlagSpec, flagShapes } from "./flag.ts";
import { type LandmarkKind, landmarkDrawing } from "./landmarks/index.ts";
import type { Ink } from "./landmarks/ink.ts";
import { cypress, fir, palm, tree } from "./landmarks/nature.ts";
import { sailboat } from "./landmarks/venues.ts";
import { type Climate, type Palette, paletteOf } from "./palette.ts";
import { hash, Pen, random } from "./pen.ts";
import { gradient, type Point, SCENE_SIZE, type Scene, type Shape } from "./shapes.ts";
import { GROUND_Y, type Terrain, terrainBehind, terrainInFront } from "./terrain.ts";

/** What a picture is drawn from: the place's landmark, its land and its climate. */
export interface SceneHints {
  landmark: LandmarkKind;
  terrain: Terrain;
  climate: Climate;
}

export interface PlaceToDraw {
  /** Makes the free choices (sun, clouds, houses) differ between places: the IATA code or sight id. */
  seed: string;
  hints: SceneHints;
  flag: FlagSpec;
  /** A sight: its landmark large and centred, no town around it. A city: the landmark among houses. */
  closeUp: boolean;
}

const { width: W, height: H } = SCENE_SIZE;

function cloud(x: number, y: number, s: number, fill: Rgb): Shape[] {
  const base: Shape = { kind: "rect", x: x - 30 * s, y: y - 8 * s, w: 64 * s, h: 14 * s, fill };
  return [
    base,
    ...(
      [
        [-26, -4, 12],
        [-8, -14, 18],
        [14, -10, 15],
        [30, -2, 10],
      ] as const
    ).map(([dx, dy, r]): Shape => ({ kind: "circle", cx: x + dx * s, cy: y + dy * s, r: r * s, fill })),
  ];
}

const CLOUDS: Record<Climate, number> = { tropical: 2, mediterranean: 1, temperate: 3, nordic: 2, desert: 0 };

function sky(pal: Palette, climate: Climate, rnd: () => number, sunX: number): Shape[] {
  const shapes: Shape[] = [
    { kind: "rect", x: 0, y: 0, w: W, h: H, fill: gradient(pal.skyTop, pal.skyBottom, 0, H * 0.72) },
    { kind: "circle", cx: sunX, cy: pal.sunY, r: pal.sunRadius * 1.9, fill: pal.sun, opacity: 0.18 },
    { kind: "circle", cx: sunX, cy: pal.sunY, r: pal.sunRadius, fill: pal.sun },
  ];
  for (let i = 0; i < CLOUDS[climate]; i++) {
    shapes.push(...cloud(60 + rnd() * 680, 50 + rnd() * 130, 0.8 + rnd() * 0.9, pal.cloud));
  }
  return shapes;
}

/** Low houses along the ground around the landmark, hazy with distance. */
function town(pen: Pen, pal: Palette, climate: Climate, rnd: () => number, skip: [number, number]): void {
  const haze = mix(pal.body, pal.skyBottom, 0.42);
  const pitched = climate === "temperate" || climate === "nordic";
  for (let x = -10; x < W + 10; ) {
    const w = 24 + rnd() * 26;
    const h = 22 + rnd() * 52;
    if (x + w < skip[0] || x > skip[1]) {
      pen.rect(x, 0, w, h, haze);
      if (pitched && rnd() < 0.7)
        pen.poly(
          [
            [x - 2, h],
            [x + w + 2, h],
            [x + w / 2, h + w * 0.45],
          ],
          haze,
        );
      else if (climate === "desert" && rnd() < 0.25) pen.circle(x + w / 2, h, w * 0.32, haze);
      if (rnd() < 0.5) pen.rect(x + w * 0.3, h * 0.45, 4, 6, pal.light, 0.5);
    }
    x += w + rnd() * 6;
  }
}

/** Palms, cypresses, trees or firs at the sides, as the climate has them. */
function vegetation(pen: Pen, pal: Palette, climate: Climate, rnd: () => number, skip: [number, number]): void {
  const spots = [28 + rnd() * 40, W - 28 - rnd() * 40, 110 + rnd() * 40].filter(
    (x) => x < skip[0] - 20 || x > skip[1] + 20,
  );
  const leaves = mix(pal.foliage, pal.body, 0.3);
  for (const [i, x] of spots.entries()) {
    switch (climate) {
      case "tropical":
        palm(pen, x, 150 + rnd() * 50, (x < W / 2 ? 1 : -1) * (20 + rnd() * 25), leaves);
        break;
      case "desert":
        if (i === 0) palm(pen, x, 100 + rnd() * 30, 18, leaves);
        break;
      case "mediterranean":
        cypress(pen, x, 70 + rnd() * 50, leaves);
        cypress(pen, x + 16, 50 + rnd() * 40, leaves);
        break;
      case "temperate":
        tree(pen, x, 70 + rnd() * 40, leaves, pal.body);
        break;
      case "nordic":
        fir(pen, x, 70 + rnd() * 50, leaves, lighten(pal.stone, 0.5));
        break;
    }
  }
}

/** The shapes, mirrored below the waterline and faded: a reflection in the canal. */
function reflection(shapes: readonly Shape[], waterline: number): Shape[] {
  const flip = (y: number) => 2 * waterline - y;
  const mirrored = (shape: Shape): Shape => {
    const opacity = (shape.opacity ?? 1) * 0.22;
    switch (shape.kind) {
      case "rect":
        return { ...shape, y: flip(shape.y + shape.h), opacity };
      case "circle":
        return { ...shape, cy: flip(shape.cy), opacity };
      case "path":
        return { ...shape, rings: shape.rings.map((ring) => ring.map(([x, y]) => [x, flip(y)] as Point)), opacity };
    }
  };
  return shapes.map(mirrored);
}

/** A flag on its pole beside the landmark: the country's colours in every picture. */
function flagpole(spec: FlagSpec, x: number, ground: number, height: number, pole: Rgb): Shape[] {
  const top = ground - height;
  const w = height * 0.42;
  return [
    { kind: "rect", x: x - 1.5, y: top, w: 3, h: height, fill: pole },
    { kind: "circle", cx: x, cy: top - 2, r: 3, fill: pole },
    ...flagShapes(spec, x + 1.5, top + 2, w, w * 0.66),
  ];
}

/**
 * The built-in picture of a place: sky in the climate's colours, the terrain behind, the landmark
 * (among low houses for a city), the ground or water in front, plants, and the country's flag.
 */
export function drawPlace(place: PlaceToDraw): Scene {
  const seed = hash(place.seed);
  const rnd = random(seed);
  const { landmark, terrain, climate } = place.hints;
  const drawing = landmarkDrawing(landmark);
  const pal = paletteOf(climate, seed);
  const accent = flagColours(place.flag);
  const ink: Ink = { ...pal, accent };
  const ground = GROUND_Y[terrain];
  // the landmark draws from its own random stream: measured once at scale 1, then drawn to fit
  const landmarkSeed = (seed ^ 0x5bd1e995) >>> 0;
  const probe = new Pen(0, 0, 1);
  drawing.draw(probe, ink, random(landmarkSeed));
  const fitHeight = (ground - (place.closeUp ? 26 : 40)) / heightOf(probe.shapes);
  const scale = Math.min(place.closeUp ? 1.35 : 1, (place.closeUp ? 360 : 340) / drawing.halfWidth, fitHeight);
  const x = place.closeUp ? W / 2 : W / 2 + (rnd() - 0.5) * 120;
  const half = drawing.halfWidth * scale;
  const sunX = rnd() < 0.5 ? 90 + rnd() * 200 : W - 90 - rnd() * 200;

  const shapes: Shape[] = [...sky(pal, climate, rnd, sunX), ...terrainBehind(terrain, pal, rnd, sunX)];
  if (terrain === "coast" || terrain === "island") {
    const boat = new Pen(rnd() < 0.5 ? 70 + rnd() * 120 : W - 70 - rnd() * 120, 300 + rnd() * 20, 1);
    sailboat(boat, 0, 0, 0.35, accent[0] ?? pal.stone, ink);
    shapes.push(...boat.shapes);
  }
  const withTown = !place.closeUp && !drawing.alone;
  const houses = new Pen(0, ground, 1);
  if (withTown) town(houses, pal, climate, rnd, drawing.backdrop ? [W, W] : [x - half * 0.8, x + half * 0.8]);
  const building = new Pen(x, ground, scale);
  drawing.draw(building, ink, random(landmarkSeed));
  if (drawing.backdrop) shapes.push(...building.shapes, ...houses.shapes);
  else shapes.push(...houses.shapes, ...building.shapes);

  const front = terrainInFront(terrain, pal, rnd, drawing.afloat ?? false);
  shapes.push(...front.shapes);
  if (front.waterline !== null) shapes.push(...reflection([...houses.shapes, ...building.shapes], front.waterline));

  const plants = new Pen(0, ground + 2, 1);
  if (!drawing.afloat && terrain !== "canals") {
    vegetation(plants, pal, climate, rnd, [x - half, x + half]);
  }
  shapes.push(...plants.shapes);

  const poleHeight = place.closeUp ? 96 : 118;
  const side = x + half + 40 < W - 40 ? 1 : -1;
  let poleX = side > 0 ? x + half + 34 : x - half - 60;
  if (poleX < 24 || poleX > W - 70) poleX = sunX < W / 2 ? W - 90 : 40;
  shapes.push(...flagpole(place.flag, poleX, ground + 4, poleHeight, pal.shadow));
  return { width: W, height: H, shapes };
}

/** How far shapes drawn from y = 0 rise above it. */
function heightOf(shapes: readonly Shape[]): number {
  let top = 0;
  for (const shape of shapes) {
    if (shape.kind === "rect") top = Math.min(top, shape.y);
    else if (shape.kind === "circle") top = Math.min(top, shape.cy - shape.r);
    else for (const ring of shape.rings) for (const [, y] of ring) top = Math.min(top, y);
  }
  return Math.max(1, -top);
}

/** The flag's colours, for accents (sails, stripes, sunshades). */
function flagColours(spec: FlagSpec): Rgb[] {
  return spec
    .slice(1)
    .filter((c): c is string => typeof c === "string" && c.startsWith("#"))
    .map(fromHex);
}
