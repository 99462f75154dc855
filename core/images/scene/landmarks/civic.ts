import { hsl, lighten, mix, type Rgb } from "../color.ts";
import { archway, bezier, box, dome, type Pen, rotate } from "../pen.ts";
import type { Point } from "../shapes.ts";
import type { Ink } from "./ink.ts";

const battlements = (p: Pen, x0: number, x1: number, y: number, fill: Rgb) => {
  for (let x = x0; x < x1 - 4; x += 14) p.rect(x, y, 8, 9, fill);
};

/** A castle: curtain wall with battlements, round towers with conical roofs, a tall keep. */
export function castle(p: Pen, ink: Ink): void {
  p.rect(-140, 0, 280, 72, ink.body);
  battlements(p, -140, 140, 72, ink.body);
  for (const x of [-150, 106]) {
    p.rect(x, 0, 44, 118, ink.body);
    p.poly(
      [
        [x - 6, 118],
        [x + 50, 118],
        [x + 22, 168],
      ],
      ink.body,
    );
    p.rect(x + 18, 70, 7, 14, ink.light, 0.5);
  }
  p.rect(-38, 0, 76, 150, ink.body);
  battlements(p, -38, 38, 150, ink.body);
  p.rect(14, 0, 24, 150, ink.shadow, 0.25);
  for (const x of [-24, 10]) p.poly(archway(x, 100, 9, 18), ink.light, 0.5);
  p.poly(archway(-15, 0, 30, 44), ink.shadow);
  for (let x = -120; x < 100; x += 34) if (Math.abs(x) > 45) p.rect(x, 40, 5, 14, ink.shadow, 0.6);
}

/** A stone bridge on arches (Charles Bridge-like) with statues and a gate tower. */
export function stoneBridge(p: Pen, ink: Ink): void {
  const arches: Point[][] = [];
  for (let x = -400; x < 420; x += 112) arches.push(archway(x, 0, 82, 52));
  p.path([box(-430, 0, 860, 70), ...arches], ink.body);
  p.rect(-430, 70, 860, 6, ink.body);
  for (let x = -390; x < 420; x += 66) {
    p.rect(x, 76, 5, 16, ink.body);
    p.circle(x + 2.5, 96, 4, ink.body);
  }
  p.rect(-312, 0, 58, 168, ink.body);
  p.poly(
    [
      [-318, 168],
      [-248, 168],
      [-283, 230],
    ],
    ink.body,
  );
  p.poly(
    [
      [-322, 160],
      [-312, 160],
      [-317, 186],
    ],
    ink.body,
  );
  p.poly(
    [
      [-254, 160],
      [-244, 160],
      [-249, 186],
    ],
    ink.body,
  );
  p.poly(archway(-298, 76, 30, 50), ink.shadow);
  p.rect(-290, 140, 14, 12, ink.light, 0.5);
}

/** A suspension bridge: two tall towers, the deck, the main cable and its hangers. */
export function suspensionBridge(p: Pen, ink: Ink): void {
  const steel = mix(ink.body, hsl(10, 75, 42), 0.55);
  const cable: Point[] = [
    ...bezier([-440, 120], [-300, 150], [-165, 225], 10),
    ...bezier([-165, 225], [0, 10], [165, 225], 20).slice(1),
    ...bezier([165, 225], [300, 150], [440, 120], 10).slice(1),
  ];
  for (let i = 2; i < cable.length - 2; i++) {
    const [x, y] = cable[i] as Point;
    if (Math.abs(Math.abs(x) - 165) > 8) p.rect(x - 0.6, 48, 1.2, y - 48, steel, 0.8);
  }
  p.line(cable, 3.2, steel);
  for (const x of [-174, 156]) {
    p.rect(x, 0, 7, 236, steel);
    p.rect(x + 11, 0, 7, 236, steel);
    for (const y of [90, 150, 200, 232]) p.rect(x, y, 18, 6, steel);
  }
  p.rect(-440, 40, 880, 9, steel);
  p.rect(-440, 36, 880, 4, mix(steel, ink.shadow, 0.5));
}

/** A windmill: a tapering tower, a round cap and four lattice sails. */
export function windmill(p: Pen, ink: Ink, rnd: () => number): void {
  p.poly(
    [
      [-34, 0],
      [34, 0],
      [21, 122],
      [-21, 122],
    ],
    ink.body,
  );
  p.poly(
    [
      [8, 0],
      [34, 0],
      [21, 122],
      [6, 122],
    ],
    ink.shadow,
    0.25,
  );
  p.poly(archway(-9, 0, 18, 28), ink.shadow);
  p.rect(-5, 70, 10, 13, ink.light, 0.55);
  p.poly(dome(0, 122, 25, 24), ink.body);
  const hub: Point = [0, 130];
  const turn = rnd() * (Math.PI / 2);
  for (let k = 0; k < 4; k++) {
    const angle = turn + (k * Math.PI) / 2;
    const frame = rotate(box(9, -9, 104, 18), 0, 0, angle).map(([x, y]) => [x + hub[0], y + hub[1]] as Point);
    const inner = rotate(box(15, -6, 92, 12), 0, 0, angle).map(([x, y]) => [x + hub[0], y + hub[1]] as Point);
    p.path([frame, inner], ink.body);
    const bar = rotate(
      [
        [9, 0],
        [113, 0],
      ],
      0,
      0,
      angle,
    ).map(([x, y]) => [x + hub[0], y + hub[1]] as Point);
    p.line(bar, 2.5, ink.body);
  }
  p.circle(hub[0], hub[1], 6, ink.body);
}

const HOUSE_COLOURS: readonly Rgb[] = [
  hsl(12, 48, 38),
  hsl(24, 55, 52),
  hsl(40, 55, 66),
  hsl(205, 22, 42),
  hsl(350, 38, 44),
  hsl(160, 20, 40),
  hsl(30, 30, 28),
];

/** A row of narrow gabled townhouses (canal houses, an old market square). */
export function townhouses(p: Pen, ink: Ink, rnd: () => number): void {
  for (let x = -230; x < 230; ) {
    const w = 36 + Math.floor(rnd() * 16);
    const h = 86 + Math.floor(rnd() * 58);
    const fill = mix(HOUSE_COLOURS[Math.floor(rnd() * HOUSE_COLOURS.length)] as Rgb, ink.body, 0.25);
    p.rect(x, 0, w, h, fill);
    const gable = rnd();
    if (gable < 0.4) {
      // stepped gable
      const steps = 3;
      for (let s = 0; s < steps; s++) {
        const inset = (s + 1) * (w / (2 * steps + 2));
        p.rect(x + inset, h + s * 10, w - 2 * inset, 10, fill);
      }
    } else if (gable < 0.75) {
      p.poly(
        [
          [x, h],
          [x + w, h],
          [x + w / 2, h + w * 0.55],
        ],
        fill,
      );
    } else {
      p.poly(
        [
          ...bezier([x + 4, h], [x + 2, h + 26], [x + w / 2, h + 32], 6),
          ...bezier([x + w / 2, h + 32], [x + w - 2, h + 26], [x + w - 4, h], 6).slice(1),
        ],
        fill,
      );
    }
    const window = lighten(ink.light, 0.3);
    for (let y = 16; y < h - 22; y += 28) {
      p.rect(x + w * 0.18, y, w * 0.22, 15, window, 0.8);
      p.rect(x + w * 0.6, y, w * 0.22, 15, window, 0.8);
    }
    p.rect(x + w / 2 - 5, 0, 10, 16, ink.shadow, 0.8);
    x += w + 1;
  }
}

/** A Cycladic village on a cliff: white cubes, blue domes, a bell tower. */
export function cycladic(p: Pen, ink: Ink, rnd: () => number): void {
  const rock = mix(ink.body, hsl(20, 30, 38), 0.55);
  const top = (x: number) => 96 - ((x + 280) / 560) * 50;
  p.poly(
    [
      [-280, 0],
      [280, 0],
      [280, top(280)],
      [-280, top(-280)],
    ],
    rock,
  );
  const white = lighten(ink.stone, 0.4);
  const blue = hsl(214, 78, 40);
  const cubes: { x: number; y: number; w: number; h: number }[] = [];
  for (let x = -262; x < 250; x += 30 + rnd() * 10) {
    const w = 26 + rnd() * 12;
    const h = 16 + rnd() * 16;
    cubes.push({ x, y: top(x + w) - 6, w, h });
    if (rnd() < 0.6) cubes.push({ x: x + 6, y: top(x + w) - 6 + h, w: w - 10, h: 12 + rnd() * 10 });
  }
  for (const c of cubes) {
    p.rect(c.x, c.y, c.w, c.h, white);
    p.rect(c.x + c.w - 6, c.y, 6, c.h, mix(white, ink.body, 0.12));
    p.rect(c.x + 5, c.y + 3, 5, 8, ink.shadow, 0.7);
  }
  for (const i of [2, 7, 12]) {
    const c = cubes[i % cubes.length] as (typeof cubes)[number];
    p.rect(c.x + 2, c.y + c.h, 22, 10, white);
    p.poly(dome(c.x + 13, c.y + c.h + 10, 13, 13), blue);
    p.rect(c.x + 12, c.y + c.h + 23, 2, 8, white);
  }
  const bx = 130;
  const by = top(bx + 24);
  p.rect(bx, by, 24, 54, white);
  p.poly(archway(bx + 6, by + 30, 12, 18), ink.shadow);
  p.poly(dome(bx + 12, by + 54, 12, 12), blue);
}
