import { hsl, lighten, mix } from "../color.ts";
import { archway, bezier, dome, lancet, type Pen } from "../pen.ts";
import type { Point } from "../shapes.ts";
import type { Ink } from "./ink.ts";

const cross = (p: Pen, x: number, y: number, fill: Ink["body"]) => {
  p.rect(x - 1.2, y, 2.4, 14, fill);
  p.rect(x - 4.5, y + 8, 9, 2.4, fill);
};

/** A Gothic cathedral: twin spired towers, a rose window, a pointed portal. */
export function cathedral(p: Pen, ink: Ink): void {
  p.poly(
    [
      [-96, 0],
      [96, 0],
      [96, 96],
      [0, 130],
      [-96, 96],
    ],
    ink.body,
  );
  for (const x of [-82, 42]) {
    p.rect(x, 0, 40, 168, ink.body);
    p.poly(
      [
        [x - 2, 168],
        [x + 42, 168],
        [x + 20, 262],
      ],
      ink.body,
    );
    p.poly(
      [
        [x - 5, 160],
        [x + 3, 160],
        [x - 1, 188],
      ],
      ink.body,
    );
    p.poly(
      [
        [x + 37, 160],
        [x + 45, 160],
        [x + 41, 188],
      ],
      ink.body,
    );
    p.poly(lancet(x + 13, 104, 14, 40), ink.light, 0.4);
    p.poly(lancet(x + 13, 40, 14, 40), ink.shadow, 0.5);
  }
  p.rect(62, 0, 20, 168, ink.shadow, 0.3);
  p.circle(0, 94, 18, ink.light, 0.55);
  p.circle(0, 94, 7, ink.body);
  p.poly(lancet(-15, 0, 30, 54), ink.shadow);
  for (let x = -38; x < 38; x += 20) if (Math.abs(x) > 15) p.poly(lancet(x, 60, 8, 22), ink.shadow, 0.5);
}

/** A parish church: a nave with a pitched roof and a bell tower with a spire. */
export function church(p: Pen, ink: Ink): void {
  p.rect(-110, 0, 140, 64, ink.detail);
  p.poly(
    [
      [-116, 64],
      [36, 64],
      [26, 92],
      [-106, 92],
    ],
    ink.body,
  );
  for (let x = -96; x < 20; x += 24) p.poly(archway(x, 18, 9, 26), ink.light, 0.35);
  p.rect(30, 0, 40, 156, ink.body);
  p.rect(56, 0, 14, 156, ink.shadow, 0.3);
  p.circle(50, 120, 10, ink.light);
  p.line(
    [
      [50, 120],
      [50, 127],
    ],
    1.8,
    ink.body,
  );
  p.line(
    [
      [50, 120],
      [55, 118],
    ],
    1.8,
    ink.body,
  );
  p.poly(archway(42, 136, 7, 14), ink.shadow);
  p.poly(archway(52, 136, 7, 14), ink.shadow);
  p.poly(
    [
      [26, 156],
      [74, 156],
      [50, 240],
    ],
    ink.body,
  );
  cross(p, 50, 240, ink.body);
  p.poly(archway(40, 0, 20, 34), ink.shadow);
}

/** A mosque: a great dome on half domes, and slender minarets with balconies. */
export function mosque(p: Pen, ink: Ink): void {
  for (const x of [-150, 150]) minaret(p, ink, x, 210);
  for (const x of [-110, 110]) minaret(p, ink, x, 180);
  p.rect(-120, 0, 240, 62, ink.body);
  p.poly(dome(-68, 62, 34, 28), ink.body);
  p.poly(dome(68, 62, 34, 28), ink.body);
  p.rect(-50, 62, 100, 18, ink.body);
  p.poly(dome(0, 80, 62, 60), ink.body);
  p.poly(dome(18, 80, 44, 58).concat([[0, 80]]), ink.shadow, 0.25);
  p.rect(-1.5, 140, 3, 14, ink.body);
  p.circle(0, 160, 5, ink.light);
  p.circle(2.5, 161.5, 4, ink.body);
  for (let x = -108; x < 108; x += 20) p.poly(archway(x, 10, 10, 30), ink.shadow, 0.55);
  for (let x = -40; x <= 30; x += 14) p.poly(archway(x, 66, 6, 11), ink.light, 0.4);
}

function minaret(p: Pen, ink: Ink, x: number, h: number): void {
  p.rect(x - 5.5, 0, 11, h, ink.body);
  p.rect(x - 9, h * 0.62, 18, 5, ink.body);
  p.rect(x - 8, h * 0.85, 16, 4, ink.body);
  p.poly(
    [
      [x - 6, h],
      [x + 6, h],
      [x, h + 40],
    ],
    ink.body,
  );
}

/** An Orthodox church: white walls, onion domes in gold, crosses on top. */
export function onionChurch(p: Pen, ink: Ink): void {
  const gold = hsl(44, 78, 52);
  const wall = ink.stone;
  p.rect(-70, 0, 140, 86, wall);
  p.rect(30, 0, 40, 86, ink.shadow, 0.15);
  p.poly(
    [
      [-74, 86],
      [74, 86],
      [58, 102],
      [-58, 102],
    ],
    ink.detail,
  );
  for (const [x, w, h, y, r] of [
    [-46, 22, 26, 102, 15],
    [46, 22, 26, 102, 15],
    [0, 36, 40, 102, 25],
  ] as const) {
    p.rect(x - w / 2, y, w, h, wall);
    p.poly(archway(x - 4, y + 6, 8, 14), ink.shadow, 0.6);
    onion(p, x, y + h, r, gold);
    cross(p, x, y + h + r * 2.1, ink.body);
  }
  for (let x = -56; x < 56; x += 26) p.poly(archway(x, 26, 12, 32), ink.shadow, 0.65);
  p.poly(archway(-12, 0, 24, 42), ink.shadow);
}

function onion(p: Pen, x: number, y: number, r: number, fill: Ink["body"]): void {
  const left = bezier([x - r * 0.7, y], [x - r * 1.7, y + r * 1.3], [x, y + r * 2.1], 12);
  const right = bezier([x, y + r * 2.1], [x + r * 1.7, y + r * 1.3], [x + r * 0.7, y], 12);
  p.poly([...left, ...right.slice(1)], fill);
  p.poly([[x, y], ...right.slice(1)] as Point[], mix(fill, [0, 0, 0], 0.2), 0.5);
}

/** A five-tiered pagoda with upturned eaves and a finial. */
export function pagoda(p: Pen, ink: Ink): void {
  p.rect(-80, 0, 160, 12, ink.detail);
  let y = 12;
  let w = 104;
  for (let tier = 0; tier < 5; tier++) {
    const h = tier === 0 ? 30 : 20;
    p.rect(-w / 2, y, w, h, ink.detail);
    for (let x = -w / 2 + 6; x < w / 2 - 8; x += 14) p.rect(x, y + 5, 6, h - 10, ink.shadow, 0.5);
    const yb = y + h;
    const r = w / 2 + 22;
    p.poly(
      [
        [-r, yb + 10],
        [-r + 12, yb],
        [r - 12, yb],
        [r, yb + 10],
        [r - 22, yb + 18],
        [-r + 22, yb + 18],
      ],
      ink.body,
    );
    y = yb + 18;
    w *= 0.8;
  }
  p.rect(-2, y, 4, 50, ink.body);
  for (let i = 0; i < 5; i++) p.circle(0, y + 10 + i * 8, 4.5 - i * 0.5, ink.body);
}

/** A bell-shaped stupa on terraces, with its square harmika and ringed spire. */
export function stupa(p: Pen, ink: Ink): void {
  p.rect(-120, 0, 240, 14, ink.detail);
  p.rect(-98, 14, 196, 14, ink.detail);
  p.poly(dome(0, 28, 80, 74), ink.stone);
  p.poly(
    dome(0, 28, 80, 74)
      .filter(([x]) => x >= 10)
      .concat([[10, 28]]),
    ink.shadow,
    0.18,
  );
  p.rect(-17, 100, 34, 18, ink.body);
  p.poly(
    [
      [-13, 118],
      [13, 118],
      [0, 218],
    ],
    mix(ink.body, hsl(44, 78, 52), 0.5),
  );
  for (let y = 126; y < 200; y += 12) {
    const half = 13 - ((y - 118) / 100) * 13;
    p.rect(-half, y, half * 2, 2.5, ink.light, 0.5);
  }
  p.circle(0, 222, 4, ink.light);
}

/** Three pyramids in the sand, each with a lit and a shaded face. */
export function pyramids(p: Pen, ink: Ink): void {
  const lit = lighten(ink.sand, 0.1);
  const shade = mix(ink.sand, ink.body, 0.45);
  const pyramid = (x: number, w: number, h: number) => {
    p.poly(
      [
        [x - w / 2, 0],
        [x - w * 0.06, h],
        [x + w * 0.12, 0],
      ],
      lit,
    );
    p.poly(
      [
        [x + w * 0.12, 0],
        [x - w * 0.06, h],
        [x + w / 2, 0],
      ],
      shade,
    );
  };
  pyramid(-170, 200, 128);
  pyramid(40, 300, 185);
  pyramid(215, 130, 76);
  p.poly(
    [
      [-40, 0],
      [-20, 12],
      [0, 0],
    ],
    shade,
    0.6,
  );
}
