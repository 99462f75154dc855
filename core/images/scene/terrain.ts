import { darken, lighten, mix, type Rgb } from "./color.ts";
import type { Palette } from "./palette.ts";
import { gradient, type Paint, type Point, type Shape } from "./shapes.ts";

/** The land a place sits in: what is behind its landmark and what is in front of it. */
export type Terrain = "coast" | "island" | "mountains" | "lake" | "hills" | "plains" | "river" | "canals" | "desert";

export const TERRAINS: readonly Terrain[] = [
  "coast",
  "island",
  "mountains",
  "lake",
  "hills",
  "plains",
  "river",
  "canals",
  "desert",
];

/** Where landmarks stand (y from the top of the 450-high scene). */
export const GROUND_Y: Record<Terrain, number> = {
  coast: 352,
  island: 352,
  mountains: 358,
  lake: 354,
  hills: 358,
  plains: 362,
  river: 350,
  canals: 356,
  desert: 360,
};

const W = 800;
const H = 450;
const HORIZON = 292;

const rect = (x: number, y: number, w: number, h: number, fill: Paint, opacity?: number): Shape => ({
  kind: "rect",
  x,
  y,
  w,
  h,
  fill,
  ...(opacity === undefined ? {} : { opacity }),
});
const poly = (points: Point[], fill: Paint, opacity?: number): Shape => ({
  kind: "path",
  rings: [points],
  fill,
  ...(opacity === undefined ? {} : { opacity }),
});

/** Land below a line: the points along the top, then down to the bottom corners. */
const landBelow = (ridge: Point[], fill: Paint): Shape => poly([...ridge, [W + 10, H], [-10, H]], fill);

/** A mountain ridge: peaks and saddles at random, points left to right. */
function jagged(base: number, height: number, rnd: () => number): Point[] {
  const points: Point[] = [[-10, base]];
  for (let x = -10; x < W + 10; ) {
    x += 50 + rnd() * 70;
    points.push([x - 20 - rnd() * 10, base - height * (0.55 + rnd() * 0.45)]);
    points.push([x, base - height * rnd() * 0.35]);
  }
  return points;
}

/** A smooth rolling line: two waves of random phase. */
function rolling(base: number, amplitude: number, rnd: () => number, step = 20): Point[] {
  const a = rnd() * Math.PI * 2;
  const b = rnd() * Math.PI * 2;
  const f = 0.006 + rnd() * 0.006;
  const points: Point[] = [];
  const at = (x: number): Point => [
    x,
    base - amplitude * (0.6 * Math.sin(x * f + a) + 0.4 * Math.sin(x * f * 2.3 + b)),
  ];
  for (let x = -10; x < W + 10; x += step) points.push(at(x));
  points.push(at(W + 10));
  return points;
}

/** Snow on the peaks of a ridge that rise above `line`. */
function snowCaps(ridge: Point[], line: number, fill: Rgb): Shape[] {
  const caps: Shape[] = [];
  for (let i = 1; i < ridge.length - 1; i++) {
    const [px, py] = ridge[i] as Point;
    if (py > line) continue;
    const [lx, ly] = ridge[i - 1] as Point;
    const [rx, ry] = ridge[i + 1] as Point;
    const t = Math.min(0.45, 26 / Math.max(1, Math.min(ly - py, ry - py)));
    caps.push(
      poly(
        [
          [px + (lx - px) * t, py + (ly - py) * t],
          [px, py],
          [px + (rx - px) * t, py + (ry - py) * t],
          [px + (rx - px) * t * 0.4, py + (ry - py) * t * 0.7],
          [px, py + (Math.min(ly, ry) - py) * t * 0.5],
          [px + (lx - px) * t * 0.4, py + (ly - py) * t * 0.7],
        ],
        fill,
      ),
    );
  }
  return caps;
}

function sea(pal: Palette, sunX: number, top = HORIZON): Shape[] {
  const shapes: Shape[] = [rect(0, top, W, H - top, gradient(pal.waterTop, pal.waterBottom, top, H))];
  for (let i = 0; i < 6; i++) {
    const w = 60 - i * 8;
    shapes.push(rect(sunX - w / 2, top + 6 + i * 9, w, 2.5, pal.sun, 0.45));
  }
  return shapes;
}

/** What lies behind the landmark: far mountains, hills or dunes, the sea, the river. */
export function terrainBehind(terrain: Terrain, pal: Palette, rnd: () => number, sunX: number): Shape[] {
  const far = pal.far;
  const nearer = mix(far, pal.body, 0.3);
  const snow = lighten(pal.stone, 0.6);
  switch (terrain) {
    case "mountains": {
      const back = jagged(250, 110, rnd);
      const front = jagged(300, 70, rnd);
      return [
        landBelow(back, far),
        ...snowCaps(back, 200, snow),
        landBelow(front, nearer),
        ...snowCaps(front, 250, snow),
      ];
    }
    case "lake": {
      const back = jagged(HORIZON, 120, rnd);
      return [landBelow(back, far), ...snowCaps(back, 235, snow), ...sea(pal, sunX)];
    }
    case "hills":
      return [landBelow(rolling(290, 28, rnd), far), landBelow(rolling(322, 18, rnd), mix(far, pal.ground, 0.45))];
    case "plains": {
      const shapes: Shape[] = [landBelow(rolling(330, 8, rnd), far)];
      const trees = mix(far, pal.foliage, 0.35);
      for (let x = 0; x < W; x += 14 + rnd() * 18) {
        shapes.push({ kind: "circle", cx: x, cy: 338 - rnd() * 6, r: 8 + rnd() * 8, fill: trees });
      }
      return shapes;
    }
    case "coast": {
      const side = rnd() < 0.5 ? -10 : W + 10;
      const cape: Point[] = [
        [side, HORIZON - 34],
        [side + (side < 0 ? 120 : -120), HORIZON - 8],
        [side + (side < 0 ? 200 : -200), HORIZON + 1],
        [side, HORIZON + 1],
      ];
      return [poly(cape, far), ...sea(pal, sunX)];
    }
    case "island": {
      const shapes: Shape[] = [];
      for (let i = 0; i < 2; i++) {
        const x = 60 + rnd() * 680;
        const w = 90 + rnd() * 140;
        shapes.push(
          poly(
            [
              [x - w / 2, HORIZON + 1],
              [x - w / 4, HORIZON - 18 - rnd() * 16],
              [x + w / 6, HORIZON - 26 - rnd() * 20],
              [x + w / 2, HORIZON + 1],
            ],
            mix(far, pal.skyBottom, 0.2 * i),
          ),
        );
      }
      return [...shapes, ...sea(pal, sunX)];
    }
    case "river":
      return [
        landBelow(rolling(300, 16, rnd), far),
        rect(0, 318, W, H - 318, gradient(pal.waterTop, pal.waterBottom, 318, H)),
      ];
    case "canals":
      return [landBelow(rolling(325, 6, rnd), far)];
    case "desert":
      return [
        landBelow(rolling(292, 30, rnd, 16), mix(far, pal.sand, 0.4)),
        landBelow(rolling(322, 22, rnd, 16), mix(pal.sand, far, 0.2)),
      ];
  }
}

/** Water in front of a quay: the canal, the harbour. */
function quayAndWater(pal: Palette, ground: number, rnd: () => number, quay: Rgb): Shape[] {
  const water = ground + 12;
  const shapes: Shape[] = [
    rect(0, ground - 2, W, 14, quay),
    rect(0, water, W, H - water, gradient(pal.waterTop, pal.waterBottom, water, H)),
  ];
  for (let i = 0; i < 14; i++) {
    shapes.push(rect(rnd() * W, water + 8 + rnd() * (H - water - 12), 20 + rnd() * 50, 2, pal.light, 0.35));
  }
  return shapes;
}

/** The ground in front: the beach, the meadow, the quay and canal, the sand. Returns where water starts, if any. */
export function terrainInFront(
  terrain: Terrain,
  pal: Palette,
  rnd: () => number,
  afloat: boolean,
): { shapes: Shape[]; waterline: number | null } {
  const ground = GROUND_Y[terrain];
  const edge = rolling(ground - 2, 1.5, rnd, 40).map(([x, y]) => [x, Math.min(y, ground - 1)] as Point);
  if (terrain === "canals" || afloat) {
    const quay = terrain === "canals" ? mix(pal.body, brick(pal), 0.5) : mix(pal.stone, pal.body, 0.35);
    return { shapes: quayAndWater(pal, ground, rnd, quay), waterline: ground + 12 };
  }
  switch (terrain) {
    case "coast":
    case "island": {
      const sand = terrain === "coast" ? pal.sand : mix(pal.sand, pal.ground, 0.25);
      const foam: Point[] = [...edge, ...edge.map(([x, y]) => [x, y + 4] as Point).reverse()];
      return {
        shapes: [landBelow(edge, gradient(sand, darken(sand, 0.18), ground, H)), poly(foam, [255, 255, 255], 0.55)],
        waterline: null,
      };
    }
    case "river": {
      const bank = rolling(428, 4, rnd, 40);
      return {
        shapes: [rect(0, ground - 2, W, 12, mix(pal.stone, pal.body, 0.4)), landBelow(bank, darken(pal.ground, 0.15))],
        waterline: null,
      };
    }
    case "desert": {
      const dune = rolling(408, 16, rnd, 16);
      return {
        shapes: [landBelow(edge, pal.sand), landBelow(dune, gradient(lighten(pal.sand, 0.12), pal.sand, 390, H))],
        waterline: null,
      };
    }
    default:
      return { shapes: [landBelow(edge, gradient(pal.ground, darken(pal.ground, 0.28), ground, H))], waterline: null };
  }
}

/** Brick for canal quays. */
const brick = (pal: Palette): Rgb => mix(pal.sand, [140, 70, 50], 0.5);
