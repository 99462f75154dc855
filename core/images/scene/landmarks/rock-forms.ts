/** Landscapes shaped in rock: fairy chimneys, a table mountain, karst peaks. */
import { hsl, mix } from "../color.ts";
import { arc, archway, bezier, dome, type Pen } from "../pen.ts";
import type { Ink } from "./ink.ts";

/** Fairy chimneys under hot-air balloons (Cappadocia). */
export function fairyChimneys(p: Pen, ink: Ink, rnd: () => number): void {
  const rock = mix(ink.sand, hsl(20, 40, 60), 0.4);
  for (const [x, h, w] of [
    [-180, 120, 40],
    [-110, 170, 46],
    [-40, 110, 38],
    [40, 150, 44],
    [120, 100, 36],
    [185, 135, 40],
  ] as const) {
    p.poly(
      [
        ...bezier([x - w / 2, 0], [x - w * 0.3, h * 0.7], [x - 6, h], 8),
        ...bezier([x + 6, h], [x + w * 0.3, h * 0.7], [x + w / 2, 0], 8),
      ],
      rock,
    );
    p.poly(dome(x, h - 4, 13, 14), mix(rock, ink.body, 0.45));
    p.poly(archway(x - 5, h * 0.35, 10, 14), ink.shadow, 0.7);
  }
  for (let i = 0; i < 5; i++) {
    const x = -200 + i * 95 + rnd() * 30;
    const y = 190 + rnd() * 70;
    const r = 15 + rnd() * 9;
    const colour = ink.accent[i % ink.accent.length] ?? ink.light;
    p.circle(x, y, r, colour);
    p.poly(
      [
        [x - r * 0.8, y - r * 0.5],
        [x + r * 0.8, y - r * 0.5],
        [x + 4, y - r * 1.3],
        [x - 4, y - r * 1.3],
      ],
      colour,
    );
    p.rect(x - 4, y - r * 1.3 - 7, 8, 6, ink.body);
  }
}

/** A flat-topped mountain over the town (Table Mountain). */
export function tableMountain(p: Pen, ink: Ink): void {
  const rock = mix(ink.far, ink.body, 0.5);
  p.poly(
    [
      [-320, 0],
      [-250, 120],
      [-200, 196],
      [150, 200],
      [190, 160],
      [260, 110],
      [320, 0],
    ],
    rock,
  );
  p.poly(
    [
      [150, 200],
      [190, 160],
      [260, 110],
      [320, 0],
      [120, 0],
    ],
    ink.shadow,
    0.25,
  );
  // the "tablecloth": a cloud lying on the flat top and spilling over its edge
  p.poly(
    [
      [-200, 196],
      [150, 200],
      [150, 210],
      [-60, 214],
      [-200, 206],
    ],
    ink.cloud,
    0.85,
  );
  p.poly(
    [
      [120, 200],
      [150, 200],
      [170, 170],
      [160, 150],
      [138, 182],
    ],
    ink.cloud,
    0.6,
  );
  p.poly(
    [
      [-330, 0],
      [-300, 150],
      [-270, 170],
      [-250, 120],
      [-230, 0],
    ],
    mix(rock, ink.body, 0.3),
  );
}

/** Limestone karst towers rising from the water (Krabi, Ha Long). */
export function karst(p: Pen, ink: Ink, rnd: () => number): void {
  const rock = mix(ink.foliage, ink.far, 0.45);
  for (const [x, w, h] of [
    [-230, 90, 150],
    [-120, 70, 220],
    [-20, 60, 130],
    [90, 100, 190],
    [210, 80, 140],
  ] as const) {
    const height = h + rnd() * 30;
    const top = arc(x, height - w * 0.3, w * 0.45, w * 0.3, 0, Math.PI, 10);
    p.poly([[x + w / 2, 0], [x + w * 0.48, height * 0.6], ...top, [x - w * 0.5, height * 0.55], [x - w / 2, 0]], rock);
    p.poly([[x + w / 2, 0], [x + w * 0.48, height * 0.6], ...top.slice(0, 4), [x + 6, 0]], ink.shadow, 0.2);
  }
  p.poly(
    [
      [-60, -2],
      [20, -2],
      [28, 8],
      [-66, 8],
    ],
    ink.body,
  );
  p.poly(
    [
      [-30, 8],
      [-30, 56],
      [0, 10],
    ],
    mix(hsl(15, 70, 50), ink.body, 0.2),
  );
}
