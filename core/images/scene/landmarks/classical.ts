import { mix } from "../color.ts";
import { archway, dome, type Pen } from "../pen.ts";
import type { Ink } from "./ink.ts";

/** A Greek temple (Parthenon-like): steps, a row of columns, an entablature, a pediment. */
export function temple(p: Pen, ink: Ink): void {
  p.rect(-134, 0, 268, 8, ink.body);
  p.rect(-127, 8, 254, 8, ink.body);
  for (let i = 0; i < 8; i++) {
    const x = -116 + i * 31.5;
    p.rect(x, 16, 13, 82, ink.body);
    p.rect(x - 2, 96, 17, 4, ink.body);
  }
  p.rect(-128, 100, 256, 17, ink.body);
  for (let x = -124; x < 124; x += 10) p.rect(x, 104, 4, 9, ink.detail, 0.45);
  p.poly(
    [
      [-130, 117],
      [130, 117],
      [0, 146],
    ],
    ink.body,
  );
  p.poly(
    [
      [-110, 121],
      [110, 121],
      [0, 141],
    ],
    ink.detail,
    0.35,
  );
}

/** Colosseum-like arena: three tiers of arches, one side fallen lower. */
export function colosseum(p: Pen, ink: Ink): void {
  p.poly(
    [
      [-165, 0],
      [165, 0],
      [165, 76],
      [138, 80],
      [120, 100],
      [84, 106],
      [62, 124],
      [30, 128],
      [-165, 134],
    ],
    ink.body,
  );
  const limits = [160, 116, 58];
  for (let tier = 0; tier < 3; tier++) {
    const y = 6 + tier * 40;
    p.rect(-165, y + 32, Math.min(330, (limits[tier] as number) + 165), 3, ink.detail, 0.5);
    for (let x = -158; x + 15 < (limits[tier] as number); x += 22) p.poly(archway(x, y, 15, 28), ink.shadow);
  }
  for (let x = -156; x < 22; x += 22) p.rect(x + 4, 124, 7, 5, ink.shadow, 0.8);
}

/** A domed basilica (St Peter's, the Duomo): a columned front, a drum, a great dome, a lantern. */
export function domeChurch(p: Pen, ink: Ink): void {
  p.rect(-124, 0, 248, 62, ink.body);
  for (let x = -116; x < 116; x += 19) p.rect(x, 6, 5, 52, ink.detail, 0.45);
  p.rect(-128, 62, 256, 8, ink.body);
  for (let x = -120; x < 124; x += 20) p.rect(x, 70, 3, 10, ink.body);
  p.poly(
    [
      [-42, 70],
      [42, 70],
      [0, 92],
    ],
    ink.body,
  );
  p.poly(dome(-90, 70, 18, 22), ink.body);
  p.poly(dome(90, 70, 18, 22), ink.body);
  p.rect(-50, 70, 100, 44, ink.body);
  for (let x = -42; x < 42; x += 14) p.poly(archway(x, 80, 7, 22), ink.shadow, 0.6);
  p.poly(dome(0, 114, 54, 68), ink.body);
  for (const x of [-30, -12, 12, 30]) {
    p.line(
      [
        [x * 1.6, 118],
        [x * 0.28, 178],
      ],
      1.5,
      ink.detail,
      0.35,
    );
  }
  p.rect(-8, 180, 16, 18, ink.body);
  p.poly(dome(0, 198, 10, 9), ink.body);
  p.rect(-1.2, 207, 2.4, 14, ink.body);
  p.rect(-4.5, 215, 9, 2.4, ink.body);
  p.poly(archway(-14, 0, 28, 44), ink.shadow);
}

/** Ruins: broken columns of different heights, a piece of entablature, blocks on the ground. */
export function ruins(p: Pen, ink: Ink, rnd: () => number): void {
  p.rect(-160, 0, 320, 10, ink.detail);
  const heights = [118, 80, 118, 44, 100, 118, 60, 118, 30, 92];
  heights.forEach((h, i) => {
    const x = -150 + i * 32;
    const broken = h < 118;
    p.rect(x, 10, 13, h, ink.body);
    if (broken)
      p.poly(
        [
          [x, 10 + h],
          [x + 13, 10 + h],
          [x + 13, 10 + h + 6 + rnd() * 6],
        ],
        ink.body,
      );
    else p.rect(x - 2, 10 + h, 17, 5, ink.body);
  });
  p.rect(-153, 133, 84, 14, ink.body);
  p.rect(5, 133, 60, 14, ink.body);
  for (const [x, w] of [
    [-190, 26],
    [120, 20],
    [170, 30],
  ] as const)
    p.rect(x, 0, w, 12 + rnd() * 8, mix(ink.body, ink.detail, 0.4));
}

/** A neoclassical city gate (Brandenburg-like): six columns, an attic, a quadriga on top. */
export function gate(p: Pen, ink: Ink): void {
  p.rect(-170, 0, 50, 62, ink.body);
  p.rect(120, 0, 50, 62, ink.body);
  p.rect(-130, 0, 260, 7, ink.body);
  for (let i = 0; i < 6; i++) p.rect(-124 + i * 46, 7, 18, 90, ink.body);
  p.rect(-132, 97, 264, 28, ink.body);
  for (let x = -128; x < 128; x += 9) p.rect(x, 101, 4, 6, ink.detail, 0.45);
  p.rect(-52, 125, 104, 12, ink.body);
  p.poly(
    [
      [-30, 137],
      [30, 137],
      [26, 152],
      [-26, 152],
    ],
    ink.body,
  );
  for (const x of [-26, -12, 4, 18])
    p.poly(
      [
        [x, 150],
        [x + 8, 150],
        [x + 10, 166],
        [x + 3, 160],
      ],
      ink.body,
    );
  p.rect(-2.5, 152, 5, 26, ink.body);
  p.circle(0, 182, 5, ink.body);
}

/** A baroque palace: a long front with rows of windows, pavilions and a pediment. */
export function palace(p: Pen, ink: Ink): void {
  p.rect(-190, 0, 380, 72, ink.body);
  p.poly(
    [
      [-194, 72],
      [194, 72],
      [184, 84],
      [-184, 84],
    ],
    ink.body,
  );
  p.rect(-200, 0, 46, 86, ink.body);
  p.rect(154, 0, 46, 86, ink.body);
  p.rect(-48, 0, 96, 96, ink.body);
  p.poly(
    [
      [-52, 96],
      [52, 96],
      [0, 122],
    ],
    ink.body,
  );
  p.poly(dome(0, 122, 14, 14), ink.body);
  for (let x = -184; x < 184; x += 19) {
    if (Math.abs(x + 3) < 22) continue;
    p.rect(x, 14, 7, 16, ink.light, 0.5);
    p.rect(x, 44, 7, 16, ink.light, 0.5);
  }
  p.poly(archway(-12, 0, 24, 36), ink.shadow);
}

/** A baroque fountain: a palace front with a niche and statues, a wide basin of water, jets. */
export function fountain(p: Pen, ink: Ink): void {
  p.rect(-160, 18, 320, 118, ink.body);
  p.rect(-166, 136, 332, 12, ink.body);
  for (let x = -150; x < 150; x += 30) p.rect(x, 30, 8, 100, ink.detail, 0.35);
  p.poly(archway(-26, 40, 52, 78), ink.shadow);
  p.poly(
    [
      [-8, 40],
      [8, 40],
      [6, 82],
      [0, 92],
      [-6, 82],
    ],
    ink.stone,
    0.85,
  );
  p.poly(
    [
      [-180, 0],
      [180, 0],
      [168, 24],
      [-168, 24],
    ],
    ink.detail,
  );
  p.rect(-166, 8, 332, 12, ink.waterTop, 0.9);
  for (const x of [-90, -40, 40, 90])
    p.line(
      [
        [x, 24],
        [x * 0.85, 44],
        [x * 0.7, 22],
      ],
      2.5,
      ink.waterTop,
      0.7,
    );
}
