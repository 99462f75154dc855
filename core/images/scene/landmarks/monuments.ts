/** Single monuments: twin towers, a stepped pyramid, the Redeemer, an obelisk, a lighthouse, a statue. */
import { lighten, mix } from "../color.ts";
import { archway, type Pen } from "../pen.ts";
import type { Ink } from "./ink.ts";

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

/** A striped lighthouse on rocks, its beam across the sky. */
export function lighthouse(p: Pen, ink: Ink): void {
  p.poly(
    [
      [-70, 0],
      [-40, 24],
      [-10, 16],
      [30, 28],
      [70, 0],
    ],
    ink.shadow,
  );
  const half = (y: number) => 19 - (y / 160) * 8;
  p.poly(
    [
      [-half(0), 14],
      [half(0), 14],
      [half(160), 160],
      [-half(160), 160],
    ],
    ink.stone,
  );
  const stripe = ink.accent.find((c) => c[0] + c[1] + c[2] < 600) ?? ink.body;
  for (const [a, b] of [
    [40, 66],
    [92, 118],
    [140, 160],
  ] as const) {
    p.poly(
      [
        [-half(a), a],
        [half(a), a],
        [half(b), b],
        [-half(b), b],
      ],
      stripe,
    );
  }
  p.rect(-16, 160, 32, 5, ink.body);
  p.rect(-9, 165, 18, 18, ink.light);
  p.poly(
    [
      [-12, 183],
      [12, 183],
      [0, 200],
    ],
    ink.body,
  );
  p.poly(
    [
      [-9, 178],
      [-330, 215],
      [-330, 150],
      [-9, 170],
    ],
    ink.light,
    0.22,
  );
  p.poly(archway(-5, 14, 10, 22), ink.shadow);
}

/** A crowned statue with a raised torch on a tall pedestal (Liberty-like). */
export function statue(p: Pen, ink: Ink): void {
  const bronze = mix(ink.body, [70, 140, 120], 0.35);
  p.poly(
    [
      [-80, 0],
      [80, 0],
      [70, 16],
      [-70, 16],
    ],
    ink.detail,
  );
  p.poly(
    [
      [-34, 16],
      [34, 16],
      [27, 86],
      [-27, 86],
    ],
    ink.detail,
  );
  p.rect(-32, 86, 64, 8, ink.detail);
  for (let x = -20; x < 20; x += 13) p.poly(archway(x, 40, 7, 18), ink.shadow, 0.6);
  p.poly(
    [
      [-15, 94],
      [15, 94],
      [10, 158],
      [-10, 158],
    ],
    bronze,
  );
  p.poly(
    [
      [-15, 94],
      [-4, 94],
      [-7, 130],
    ],
    lighten(bronze, 0.15),
  );
  p.circle(0, 166, 7.5, bronze);
  for (const a of [-70, -35, 0, 35, 70]) {
    const r = (a * Math.PI) / 180;
    p.poly(
      [
        [Math.sin(r - 0.25) * 6, 166 + Math.cos(r - 0.25) * 6],
        [Math.sin(r) * 15, 166 + Math.cos(r) * 15],
        [Math.sin(r + 0.25) * 6, 166 + Math.cos(r + 0.25) * 6],
      ],
      bronze,
    );
  }
  p.line(
    [
      [8, 150],
      [15, 206],
    ],
    6,
    bronze,
  );
  p.poly(
    [
      [10, 206],
      [21, 206],
      [15.5, 214],
    ],
    bronze,
  );
  p.circle(15.5, 219, 5.5, ink.light);
  p.poly(
    [
      [-17, 120],
      [-8, 118],
      [-6, 138],
      [-15, 140],
    ],
    bronze,
  );
}
