import { lighten, mix } from "../color.ts";
import { archway, box, dome, type Pen, rotate } from "../pen.ts";
import type { Point } from "../shapes.ts";
import type { Ink } from "./ink.ts";

/** Medieval towers of a walled old town (Tallinn, Bologna, San Gimignano). */
export function medievalTowers(p: Pen, ink: Ink, rnd: () => number): void {
  p.rect(-190, 0, 380, 60, ink.detail);
  for (let x = -190; x < 186; x += 14) p.rect(x, 60, 8, 8, ink.detail);
  const towers = [
    [-150, 26, 130, true],
    [-70, 22, 200, false],
    [-20, 30, 160, true],
    [60, 20, 225, false],
    [130, 28, 140, true],
  ] as const;
  for (const [x, w, h, conical] of towers) {
    const height = h + rnd() * 20;
    p.rect(x, 0, w, height, ink.body);
    if (conical)
      p.poly(
        [
          [x - 4, height],
          [x + w + 4, height],
          [x + w / 2, height + w * 1.5],
        ],
        ink.body,
      );
    else for (let bx = x; bx < x + w - 3; bx += 8) p.rect(bx, height, 5, 7, ink.body);
    for (let y = 40; y < height - 20; y += 36) p.rect(x + w / 2 - 2.5, y, 5, 11, ink.light, 0.45);
  }
  p.poly(archway(-16, 0, 32, 44), ink.shadow);
}

/** A leaning round tower of stacked arcades (Pisa-like). */
export function leaningTower(p: Pen, ink: Ink): void {
  const tilt = -0.075;
  const turn = (points: Point[]) => rotate(points, 0, 0, tilt);
  const marble = ink.stone;
  p.path([turn(box(-28, 0, 56, 196))], marble);
  p.path([turn(box(-20, 196, 40, 26))], marble);
  for (let tier = 0; tier < 7; tier++) {
    const y = 26 + tier * 24;
    p.path([turn(box(-30, y - 2, 60, 3))], mix(marble, ink.body, 0.35));
    for (let x = -24; x < 22; x += 10) p.path([turn(archway(x, y + 3, 6, 17))], mix(marble, ink.body, 0.55));
  }
  p.path([turn(box(8, 0, 20, 196))], ink.shadow, 0.15);
  p.path([turn(dome(0, 222, 20, 5))], mix(marble, ink.body, 0.35));
  church(p, ink);
}

/** The cathedral beside it, low and long, for scale. */
function church(p: Pen, ink: Ink): void {
  p.rect(60, 0, 150, 58, ink.stone);
  p.poly(
    [
      [56, 58],
      [214, 58],
      [200, 74],
      [70, 74],
    ],
    mix(ink.stone, ink.body, 0.3),
  );
  p.poly(dome(150, 74, 22, 24), mix(ink.stone, ink.body, 0.3));
  for (let x = 70; x < 200; x += 16) p.poly(archway(x, 12, 8, 26), mix(ink.stone, ink.body, 0.5));
}

/** A fountain jet rising from a lake (Geneva's Jet d'Eau). */
export function waterJet(p: Pen, ink: Ink): void {
  const spray = lighten(ink.waterTop, 0.7);
  p.poly(
    [
      [-5, 0],
      [5, 0],
      [2, 250],
      [0, 262],
      [-2, 250],
    ],
    spray,
    0.95,
  );
  p.poly(
    [
      [0, 262],
      [4, 250],
      [22, 150],
      [30, 60],
      [8, 0],
    ],
    spray,
    0.45,
  );
  for (const [x, y, r] of [
    [10, 240, 10],
    [18, 210, 12],
    [24, 170, 14],
    [28, 120, 16],
    [30, 70, 18],
  ] as const) {
    p.circle(x, y, r, spray, 0.35);
  }
  p.rect(-60, -2, 120, 6, ink.detail);
  p.rect(-64, 0, 4, 18, ink.body);
}
