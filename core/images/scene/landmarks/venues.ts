/** Buildings people visit: an opera house, a museum, a stadium, a marina, the Atomium. */
import { lighten, mix, type Rgb } from "../color.ts";
import { bezier, type Pen } from "../pen.ts";
import type { Point } from "../shapes.ts";
import type { Ink } from "./ink.ts";

/** An opera house of white shells on a podium (Sydney-like). */
export function opera(p: Pen, ink: Ink): void {
  const shell = lighten(ink.stone, 0.35);
  p.rect(-190, 0, 380, 24, ink.detail);
  const sails: [number, number, number, number][] = [
    [-170, -80, -150, 96],
    [-110, -5, -88, 148],
    [-40, 70, -16, 178],
    [60, 140, 76, 118],
    [120, 180, 132, 82],
  ];
  for (const [x0, x1, ax, h] of sails) {
    const back = bezier([x1, 24], [x1 - 6, h * 0.9], [ax, h], 12);
    const front = bezier([ax, h], [x0 + (ax - x0) * 0.15, h * 0.45], [x0, 24], 10);
    p.poly([...back, ...front.slice(1)], shell);
    p.line(bezier([(x0 + x1) / 2, 24], [(x1 + ax) / 2, h * 0.7], [ax, h], 8), 1.6, mix(shell, ink.body, 0.35));
    p.poly(
      [
        [x0, 24],
        [x1, 24],
        [x0 + (x1 - x0) * 0.55, 40],
      ],
      ink.shadow,
      0.35,
    );
  }
}

/** A modern museum or opera: a sloping roof over walls of glass. */
export function museum(p: Pen, ink: Ink): void {
  p.poly(
    [
      [-180, 0],
      [180, 0],
      [180, 58],
      [-180, 104],
    ],
    ink.stone,
  );
  p.poly(
    [
      [-180, 104],
      [180, 58],
      [180, 66],
      [-180, 112],
    ],
    ink.body,
  );
  for (let x = -166; x < 170; x += 22) {
    const roof = 104 - ((x + 180) / 360) * 46;
    p.rect(x, 10, 14, Math.max(10, roof - 24), ink.light, 0.3);
  }
  p.rect(-30, 0, 60, 26, ink.shadow, 0.8);
  p.poly(
    [
      [150, 0],
      [162, 0],
      [170, 40],
      [146, 52],
    ],
    ink.body,
  );
}

/** A football stadium: a curved stand under its roof, four floodlight masts. */
export function stadium(p: Pen, ink: Ink): void {
  for (const x of [-200, -120, 110, 190]) {
    p.rect(x, 0, 5, 150, ink.body);
    p.rect(x - 10, 150, 25, 14, ink.light);
  }
  p.poly(
    [
      [-190, 0],
      [190, 0],
      [180, 60],
      [-180, 60],
    ],
    ink.body,
  );
  p.poly(
    [
      [-200, 60],
      [200, 60],
      [184, 78],
      [-184, 78],
    ],
    ink.detail,
  );
  for (let y = 10; y < 56; y += 9) p.rect(-176, y, 352, 2, ink.light, 0.25);
  const stripe = ink.accent[0] ?? ink.light;
  p.rect(-190, 50, 380, 6, stripe, 0.9);
}

/** A harbour: a quay, moored sailing boats, a harbour light. */
export function marina(p: Pen, ink: Ink, rnd: () => number): void {
  p.rect(-260, -4, 520, 8, ink.detail);
  for (let x = -220; x < 230; x += 62 + rnd() * 12) {
    sailboat(
      p,
      x,
      -4,
      0.8 + rnd() * 0.4,
      rnd() < 0.5 ? ink.stone : (ink.accent[Math.floor(rnd() * ink.accent.length)] ?? ink.stone),
      ink,
    );
  }
  p.rect(236, 4, 16, 70, ink.stone);
  p.rect(236, 24, 16, 10, ink.accent[0] ?? ink.body);
  p.rect(232, 74, 24, 12, ink.light);
}

export function sailboat(p: Pen, x: number, y: number, s: number, sail: Rgb, ink: Ink): void {
  p.poly(
    [
      [x - 24 * s, y + 10 * s],
      [x + 26 * s, y + 10 * s],
      [x + 18 * s, y],
      [x - 18 * s, y],
    ],
    ink.body,
  );
  p.rect(x - 1, y + 10 * s, 2, 70 * s, ink.body);
  p.poly(
    [
      [x + 3, y + 16 * s],
      [x + 3, y + 76 * s],
      [x + 28 * s, y + 16 * s],
    ],
    sail,
  );
  p.poly(
    [
      [x - 3, y + 22 * s],
      [x - 3, y + 64 * s],
      [x - 20 * s, y + 22 * s],
    ],
    lighten(sail, 0.25),
  );
}

/** An atom of nine spheres on a tripod (Atomium-like). */
export function atomium(p: Pen, ink: Ink): void {
  const steel = lighten(ink.body, 0.35);
  const c: Point = [0, 135];
  const ring: Point[] = [
    [-78, 182],
    [78, 182],
    [-78, 88],
    [78, 88],
    [-30, 160],
    [30, 110],
  ];
  const top: Point = [0, 235];
  const bottom: Point = [0, 40];
  p.line([[0, 0], bottom], 5, ink.body);
  p.line(
    [
      [-70, 0],
      [-78, 88],
    ],
    4,
    ink.body,
  );
  p.line(
    [
      [70, 0],
      [78, 88],
    ],
    4,
    ink.body,
  );
  for (const q of [...ring, top, bottom]) p.line([c, q], 6, steel);
  for (const [a, b] of [
    [top, ring[0]],
    [top, ring[1]],
    [bottom, ring[2]],
    [bottom, ring[3]],
    [ring[0], ring[2]],
    [ring[1], ring[3]],
  ] as const) {
    p.line([a as Point, b as Point], 6, steel);
  }
  for (const [x, y] of [c, ...ring, top, bottom]) {
    p.circle(x, y, 19, steel);
    p.circle(x - 6, y + 6, 6, ink.light, 0.5);
  }
}
