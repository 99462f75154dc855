import { mix } from "../color.ts";
import { arc, lancet, type Pen } from "../pen.ts";
import type { Point } from "../shapes.ts";
import type { Ink } from "./ink.ts";

/** A Big Ben-like clock tower beside a long Gothic parliament. */
export function clockTower(p: Pen, ink: Ink): void {
  p.rect(-180, 0, 155, 56, ink.detail);
  for (let x = -180; x < -26; x += 12) p.rect(x, 56, 6, 7, ink.detail);
  for (const x of [-176, -128, -80])
    p.poly(
      [
        [x, 56],
        [x + 10, 56],
        [x + 5, 84],
      ],
      ink.detail,
    );
  for (let x = -170; x < -36; x += 15) p.poly(lancet(x, 12, 6, 28), ink.shadow, 0.6);
  p.rect(-20, 0, 40, 150, ink.body);
  p.rect(6, 0, 14, 150, ink.shadow, 0.35);
  for (let y = 20; y < 140; y += 30) p.poly(lancet(-12, y, 7, 20), ink.light, 0.35);
  p.rect(-24, 150, 48, 50, ink.body);
  p.circle(0, 175, 17, ink.light);
  p.line(
    [
      [0, 175],
      [0, 187],
    ],
    2.6,
    ink.body,
  );
  p.line(
    [
      [0, 175],
      [10, 169],
    ],
    2.2,
    ink.body,
  );
  p.rect(-18, 200, 36, 24, ink.body);
  p.poly(lancet(-13, 204, 8, 16), ink.light, 0.5);
  p.poly(lancet(5, 204, 8, 16), ink.light, 0.5);
  p.poly(
    [
      [-22, 224],
      [22, 224],
      [0, 294],
    ],
    ink.body,
  );
  p.poly(
    [
      [-27, 198],
      [-19, 198],
      [-23, 236],
    ],
    ink.body,
  );
  p.poly(
    [
      [19, 198],
      [27, 198],
      [23, 236],
    ],
    ink.body,
  );
  p.rect(-1, 294, 2, 12, ink.body);
}

/** An Eiffel-like lattice tower: splayed legs under a great arch, two platforms, a needle. */
export function latticeTower(p: Pen, ink: Ink): void {
  const legs: Point[] = [
    [-78, 0],
    [-34, 78],
    [34, 78],
    [78, 0],
    [48, 0],
    ...arc(0, 0, 48, 46, 0, Math.PI, 14).slice(1, -1),
    [-48, 0],
  ];
  p.poly(legs, ink.body);
  p.poly(
    [
      [20, 0],
      [48, 0],
      [78, 0],
      [34, 78],
      [14, 78],
    ],
    ink.shadow,
    0.3,
  );
  p.rect(-42, 76, 84, 9, ink.body);
  p.poly(
    [
      [-30, 85],
      [30, 85],
      [15, 170],
      [-15, 170],
    ],
    ink.body,
  );
  p.poly(
    [
      [0, 85],
      [30, 85],
      [15, 170],
      [0, 170],
    ],
    ink.shadow,
    0.3,
  );
  for (let y = 95; y < 165; y += 14)
    p.line(
      [
        [-26 + (y - 85) * 0.17, y],
        [26 - (y - 85) * 0.17, y + 10],
      ],
      1.2,
      ink.detail,
      0.5,
    );
  p.rect(-20, 168, 40, 7, ink.body);
  p.poly(
    [
      [-13, 175],
      [13, 175],
      [3.5, 262],
      [-3.5, 262],
    ],
    ink.body,
  );
  p.rect(-6, 260, 12, 7, ink.body);
  p.rect(-1.2, 267, 2.4, 26, ink.body);
}

/** A television tower: a slim shaft, a ball with a ring of windows, an antenna. */
export function tvTower(p: Pen, ink: Ink): void {
  p.poly(
    [
      [-13, 0],
      [13, 0],
      [5, 178],
      [-5, 178],
    ],
    ink.body,
  );
  p.poly(
    [
      [0, 0],
      [13, 0],
      [5, 178],
      [0, 178],
    ],
    ink.shadow,
    0.3,
  );
  p.circle(0, 196, 25, ink.body);
  p.rect(-25, 194, 50, 4, ink.light, 0.7);
  p.rect(-5, 218, 10, 20, ink.body);
  p.rect(-2, 238, 4, 52, ink.body);
  p.rect(-28, 0, 56, 10, ink.detail);
}

/** A stepped supertall needle (Burj Khalifa-like) among lower towers. */
export function needle(p: Pen, ink: Ink, rnd: () => number): void {
  towerRow(p, ink, rnd, -190, -60, 70, 150);
  towerRow(p, ink, rnd, 60, 190, 60, 130);
  p.poly(
    [
      [-44, 0],
      [-44, 70],
      [-34, 70],
      [-34, 140],
      [-24, 140],
      [-24, 205],
      [-15, 205],
      [-15, 255],
      [-8, 255],
      [-4, 300],
      [0, 345],
      [4, 300],
      [8, 272],
      [16, 272],
      [16, 232],
      [26, 232],
      [26, 166],
      [36, 166],
      [36, 96],
      [44, 96],
      [44, 0],
    ],
    ink.body,
  );
  p.poly(
    [
      [0, 0],
      [44, 0],
      [44, 96],
      [36, 96],
      [36, 166],
      [26, 166],
      [26, 232],
      [16, 232],
      [16, 272],
      [8, 272],
      [4, 300],
      [0, 345],
    ],
    ink.shadow,
    0.25,
  );
}

/** A row of simple towers between x0 and x1, heights between lo and hi. */
function towerRow(p: Pen, ink: Ink, rnd: () => number, x0: number, x1: number, lo: number, hi: number): void {
  for (let x = x0; x < x1; ) {
    const w = 22 + rnd() * 18;
    const h = lo + rnd() * (hi - lo);
    p.rect(x, 0, w, h, mix(ink.body, ink.detail, 0.5));
    x += w + 2;
  }
}

/** A downtown skyline: towers of many heights with lit windows, a spire or two. */
export function skyline(p: Pen, ink: Ink, rnd: () => number): void {
  const towers: { x: number; w: number; h: number }[] = [];
  for (let x = -215; x < 215; ) {
    const w = 26 + rnd() * 22;
    const centre = 1 - Math.abs(x + w / 2) / 230;
    towers.push({ x, w, h: 70 + centre * 150 + rnd() * 70 });
    x += w + 3;
  }
  towers.forEach((t, i) => {
    const fill = i % 2 ? ink.body : mix(ink.body, ink.detail, 0.45);
    p.rect(t.x, 0, t.w, t.h, fill);
    const top = rnd();
    if (top < 0.25) p.rect(t.x + t.w / 2 - 1.5, t.h, 3, 30, fill);
    else if (top < 0.45)
      p.poly(
        [
          [t.x, t.h],
          [t.x + t.w, t.h],
          [t.x + t.w / 2, t.h + 28],
        ],
        fill,
      );
    else if (top < 0.6) p.rect(t.x + 5, t.h, t.w - 10, 14, fill);
    if (i % 3 === 1) {
      for (let y = 12; y < t.h - 12; y += 16) {
        for (let x = t.x + 5; x < t.x + t.w - 7; x += 9) p.rect(x, y, 4, 7, ink.light, 0.55);
      }
    }
  });
}
