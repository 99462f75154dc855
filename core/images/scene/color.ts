/** Colours of the generated pictures: RGB triples, built from HSL as CSS does. */

export type Rgb = readonly [number, number, number];

export function hslToRgb([h, s, l]: readonly number[]): [number, number, number] {
  const sat = (s ?? 0) / 100;
  const light = (l ?? 0) / 100;
  const k = (n: number) => (n + (h ?? 0) / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

export const hsl = (h: number, s: number, l: number): Rgb => hslToRgb([((h % 360) + 360) % 360, s, l]);

export function fromHex(hex: string): Rgb {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** a at t = 0, b at t = 1. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
export const lighten = (c: Rgb, t: number) => mix(c, WHITE, t);
export const darken = (c: Rgb, t: number) => mix(c, BLACK, t);
