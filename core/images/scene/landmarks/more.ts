import { hsl, lighten, mix } from "../color.ts";
import { arc, archway, bezier, box, dome, type Pen, rotate } from "../pen.ts";
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

/** Twin towers joined by a skybridge (Petronas-like). */
export function twinTowers(p: Pen, ink: Ink): void {
  for (const x of [-70, 70]) {
    const steps: [number, number][] = [
      [0, 34],
      [150, 28],
      [200, 22],
      [235, 16],
      [262, 10],
    ];
    steps.forEach(([y, half], i) => {
      const next = steps[i + 1]?.[0] ?? 290;
      p.rect(x - half, y, half * 2, next - y, i % 2 ? ink.body : mix(ink.body, ink.detail, 0.35));
    });
    p.poly(
      [
        [x - 3, 290],
        [x + 3, 290],
        [x, 345],
      ],
      ink.body,
    );
    for (let y = 12; y < 145; y += 14) p.rect(x - 30, y, 60, 3, ink.light, 0.35);
  }
  p.rect(-40, 150, 80, 9, ink.body);
  p.line(
    [
      [-40, 130],
      [-20, 150],
    ],
    3,
    ink.body,
  );
  p.line(
    [
      [40, 130],
      [20, 150],
    ],
    3,
    ink.body,
  );
}

/** A stepped Mesoamerican pyramid with a stair and a temple on top. */
export function steppedPyramid(p: Pen, ink: Ink): void {
  const stone = mix(ink.sand, ink.body, 0.3);
  for (let i = 0; i < 6; i++) {
    const half = 180 - i * 26;
    p.poly(
      [
        [-half, i * 26],
        [half, i * 26],
        [half - 10, i * 26 + 26],
        [-half + 10, i * 26 + 26],
      ],
      i % 2 ? stone : lighten(stone, 0.08),
    );
  }
  p.poly(
    [
      [-22, 0],
      [22, 0],
      [16, 156],
      [-16, 156],
    ],
    mix(stone, ink.body, 0.4),
  );
  for (let y = 4; y < 154; y += 8) p.rect(-20 + y * 0.03, y, 40 - y * 0.06, 2, ink.shadow, 0.35);
  p.rect(-34, 156, 68, 38, stone);
  p.rect(-38, 194, 76, 8, mix(stone, ink.body, 0.4));
  p.poly(archway(-10, 156, 20, 28), ink.shadow);
}

/** A statue with open arms on a steep peak (Christ the Redeemer). */
export function redeemer(p: Pen, ink: Ink): void {
  const rock = mix(ink.foliage, ink.far, 0.35);
  p.poly(
    [
      [-300, 0],
      [-110, 90],
      [-40, 190],
      [-14, 226],
      [14, 226],
      [50, 180],
      [140, 80],
      [300, 0],
    ],
    rock,
  );
  p.poly(
    [
      [14, 226],
      [50, 180],
      [140, 80],
      [300, 0],
      [30, 0],
    ],
    ink.shadow,
    0.25,
  );
  const white = lighten(ink.stone, 0.3);
  p.rect(-8, 226, 16, 14, white);
  p.poly(
    [
      [-7, 240],
      [7, 240],
      [5, 290],
      [-5, 290],
    ],
    white,
  );
  p.rect(-44, 280, 88, 7, white);
  p.circle(0, 295, 5.5, white);
}

/** A tall obelisk on a plaza (Buenos Aires, Washington). */
export function obelisk(p: Pen, ink: Ink): void {
  p.rect(-60, 0, 120, 8, ink.detail);
  p.poly(
    [
      [-15, 8],
      [15, 8],
      [10, 240],
      [-10, 240],
    ],
    ink.stone,
  );
  p.poly(
    [
      [4, 8],
      [15, 8],
      [10, 240],
      [3, 240],
    ],
    ink.shadow,
    0.25,
  );
  p.poly(
    [
      [-10, 240],
      [10, 240],
      [0, 262],
    ],
    ink.stone,
  );
  p.rect(-3, 180, 6, 10, ink.shadow, 0.6);
}
