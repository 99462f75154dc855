import { lighten, mix, type Rgb } from "../color.ts";
import { arc, bezier, dome, type Pen } from "../pen.ts";
import type { Point } from "../shapes.ts";
import type { Ink } from "./ink.ts";

/** A palm: a curved trunk and drooping fronds. */
export function palm(p: Pen, x: number, h: number, lean: number, fill: Rgb): void {
  const trunk = bezier([x, 0], [x + lean * 0.15, h * 0.6], [x + lean, h], 10);
  p.line(trunk, 7, fill);
  const [cx, cy] = trunk[trunk.length - 1] as Point;
  for (const deg of [172, 145, 112, 80, 48, 15, -8]) {
    const a = (deg * Math.PI) / 180;
    const length = h * 0.42;
    const tip: Point = [
      cx + Math.cos(a) * length,
      cy + Math.sin(a) * length * 0.5 - length * 0.45 * Math.abs(Math.cos(a)),
    ];
    const mid: Point = [(cx + tip[0]) / 2, (cy + tip[1]) / 2 + length * 0.22];
    const nx = -(tip[1] - cy) / length;
    const ny = (tip[0] - cx) / length;
    p.poly([[cx, cy], [mid[0] + nx * 7, mid[1] + ny * 7], tip, [mid[0] - nx * 5, mid[1] - ny * 5]], fill);
  }
  p.circle(cx, cy, 4, fill);
}

/** A round deciduous tree. */
export function tree(p: Pen, x: number, h: number, fill: Rgb, trunk: Rgb): void {
  p.rect(x - 2.5, 0, 5, h * 0.45, trunk);
  p.circle(x, h * 0.62, h * 0.3, fill);
  p.circle(x - h * 0.18, h * 0.5, h * 0.2, fill);
  p.circle(x + h * 0.18, h * 0.52, h * 0.22, fill);
}

/** A Mediterranean cypress. */
export function cypress(p: Pen, x: number, h: number, fill: Rgb): void {
  p.poly(
    [
      ...bezier([x - 2, 0], [x - h * 0.2, h * 0.45], [x, h], 8),
      ...bezier([x, h], [x + h * 0.2, h * 0.45], [x + 2, 0], 8).slice(1),
    ],
    fill,
  );
}

/** A snowy fir. */
export function fir(p: Pen, x: number, h: number, fill: Rgb, snow: Rgb): void {
  p.rect(x - 2, 0, 4, h * 0.2, fill);
  for (let i = 0; i < 3; i++) {
    const y = h * (0.15 + i * 0.25);
    const w = h * (0.34 - i * 0.08);
    p.poly(
      [
        [x - w, y],
        [x + w, y],
        [x, y + h * 0.42],
      ],
      fill,
    );
    p.poly(
      [
        [x - w * 0.35, y + h * 0.27],
        [x + w * 0.35, y + h * 0.27],
        [x, y + h * 0.42],
      ],
      snow,
      0.9,
    );
  }
}

/** Palms on a beach with a sunshade and a lounger. */
export function palmBeach(p: Pen, ink: Ink): void {
  const leaves = mix(ink.foliage, ink.body, 0.35);
  palm(p, -150, 190, 46, leaves);
  palm(p, -92, 140, -28, leaves);
  palm(p, 170, 165, -40, leaves);
  const shade = ink.accent[0] ?? ink.light;
  p.line(
    [
      [40, 0],
      [48, 72],
    ],
    3,
    ink.body,
  );
  p.poly(dome(48, 70, 44, 20), shade);
  p.poly(
    dome(48, 70, 44, 20)
      .filter(([x]) => x > 34 && x < 62)
      .concat([[48, 70]]),
    lighten(shade, 0.5),
  );
  p.poly(
    [
      [70, 8],
      [120, 8],
      [128, 20],
      [74, 14],
    ],
    ink.stone,
  );
  p.rect(76, 0, 3, 9, ink.body);
  p.rect(114, 0, 3, 9, ink.body);
}

/** A volcano with a smoking crater. */
export function volcano(p: Pen, ink: Ink): void {
  const rock = mix(ink.far, ink.body, 0.55);
  p.poly(
    [
      [-300, 0],
      [-46, 196],
      [-22, 186],
      [0, 192],
      [24, 184],
      [46, 198],
      [300, 0],
    ],
    rock,
  );
  p.poly(
    [
      [0, 192],
      [24, 184],
      [46, 198],
      [300, 0],
      [40, 0],
    ],
    ink.shadow,
    0.3,
  );
  p.poly(
    [
      [-46, 196],
      [-22, 186],
      [0, 192],
      [24, 184],
      [46, 198],
      [62, 180],
      [30, 170],
      [0, 176],
      [-34, 168],
      [-64, 180],
    ],
    lighten(rock, 0.35),
  );
  const smoke = mix(ink.cloud, ink.body, 0.25);
  for (const [x, y, r] of [
    [6, 210, 16],
    [24, 232, 22],
    [52, 258, 28],
    [92, 282, 32],
  ] as const)
    p.circle(x, y, r, smoke, 0.75);
}

/** A mountain peak with a snow cap (the Alps, Table Mountain's neighbours). */
export function mountain(p: Pen, ink: Ink): void {
  const rock = mix(ink.far, ink.body, 0.5);
  p.poly(
    [
      [-290, 0],
      [-120, 118],
      [-66, 150],
      [-30, 210],
      [0, 262],
      [26, 222],
      [58, 190],
      [120, 128],
      [290, 0],
    ],
    rock,
  );
  p.poly(
    [
      [0, 262],
      [26, 222],
      [58, 190],
      [120, 128],
      [290, 0],
      [20, 0],
    ],
    ink.shadow,
    0.28,
  );
  p.poly(
    [
      [-66, 150],
      [-30, 210],
      [0, 262],
      [26, 222],
      [58, 190],
      [34, 182],
      [14, 200],
      [-8, 176],
      [-36, 164],
    ],
    lighten(ink.stone, 0.5),
  );
}

/** A park: round trees, a pond, a path and a bench. */
export function park(p: Pen, ink: Ink, rnd: () => number): void {
  const leaves = mix(ink.foliage, ink.ground, 0.25);
  for (let x = -230; x < 240; x += 42 + rnd() * 20)
    tree(p, x, 80 + rnd() * 80, rnd() < 0.5 ? leaves : lighten(leaves, 0.15), ink.body);
  p.poly(arc(-40, 8, 110, 8, 0, Math.PI * 2, 24), ink.waterTop);
  p.rect(170, 8, 36, 5, ink.body);
  p.rect(172, 0, 3, 8, ink.body);
  p.rect(201, 0, 3, 8, ink.body);
}

/** A waterfall over a rocky ledge, mist at its foot. */
export function waterfall(p: Pen, ink: Ink): void {
  const rock = mix(ink.body, ink.foliage, 0.3);
  p.poly(
    [
      [-260, 0],
      [-260, 150],
      [-80, 170],
      [-40, 140],
      [60, 150],
      [120, 172],
      [260, 140],
      [260, 0],
    ],
    rock,
  );
  p.rect(-40, 0, 100, 148, lighten(ink.waterTop, 0.2));
  for (let x = -34; x < 56; x += 12) p.rect(x, 0, 3, 146, [255, 255, 255], 0.35);
  for (const [x, r] of [
    [-30, 20],
    [0, 26],
    [40, 22],
  ] as const)
    p.circle(x, 6, r, [255, 255, 255], 0.6);
  const leaves = mix(ink.foliage, ink.body, 0.2);
  for (const [x, y, r] of [
    [-200, 160, 30],
    [-150, 172, 24],
    [170, 176, 28],
    [220, 160, 24],
  ] as const)
    p.circle(x, y, r, leaves);
}
