import { fromHex } from "./color.ts";
import type { Shape } from "./shapes.ts";

/**
 * A flag simplified to what reads at 50 pixels: stripes, a cross, a disc. Colours are #rrggbb.
 * - h / v: equal horizontal or vertical stripes
 * - nordic: field, cross (and an inner cross) set towards the hoist
 * - cross: field, a centred cross (with a border, the Union flag's way)
 * - plus: field, a short centred cross (Switzerland)
 * - disc: field, a disc in the middle; crescent: field, a crescent
 * - canton: stripes with a plain canton; triangle: stripes with a hoist triangle; hoist: a hoist bar then stripes
 * - diamond: field, a rhombus, a disc; corner: field, a small disc in the upper hoist
 */
export type FlagSpec =
  | readonly ["h" | "v", ...string[]]
  | readonly ["nordic", string, string, string?]
  | readonly ["cross", string, string, string?]
  | readonly ["plus" | "disc" | "crescent" | "corner", string, string]
  | readonly ["canton" | "triangle" | "hoist", string, ...string[]]
  | readonly ["diamond", string, string, string];

/** The flag's shapes, w×h with its top-left corner at (x, y). */
export function flagShapes(spec: FlagSpec, x: number, y: number, w: number, h: number): Shape[] {
  const shapes: Shape[] = [];
  const rect = (rx: number, ry: number, rw: number, rh: number, color: string) =>
    shapes.push({ kind: "rect", x: x + rx * w, y: y + ry * h, w: rw * w, h: rh * h, fill: fromHex(color) });
  const circle = (cx: number, cy: number, r: number, color: string) =>
    shapes.push({ kind: "circle", cx: x + cx * w, cy: y + cy * h, r: r * h, fill: fromHex(color) });
  const stripes = (colors: readonly string[], from = 0) => {
    for (const [i, c] of colors.entries()) rect(from, i / colors.length, 1 - from, 1 / colors.length, c);
  };
  const [pattern, ...colors] = spec as readonly [string, ...string[]];
  const [a = "#ffffff", b = "#000000", c] = colors;
  switch (pattern) {
    case "h":
      stripes(colors);
      break;
    case "v":
      for (const [i, color] of colors.entries()) rect(i / colors.length, 0, 1 / colors.length, 1, color);
      break;
    case "nordic":
      rect(0, 0, 1, 1, a);
      rect(0.28, 0, 0.16, 1, b);
      rect(0, 0.4, 1, 0.2, b);
      if (c) {
        rect(0.32, 0, 0.08, 1, c);
        rect(0, 0.45, 1, 0.1, c);
      }
      break;
    case "cross":
      rect(0, 0, 1, 1, a);
      if (c) {
        shapes.push(
          {
            kind: "path",
            rings: [
              [
                [x, y],
                [x + 0.1 * w, y],
                [x + w, y + 0.85 * h],
                [x + w, y + h],
                [x + 0.9 * w, y + h],
                [x, y + 0.15 * h],
              ],
            ],
            fill: fromHex(c),
          },
          {
            kind: "path",
            rings: [
              [
                [x + w, y],
                [x + w, y + 0.15 * h],
                [x + 0.1 * w, y + h],
                [x, y + h],
                [x, y + 0.85 * h],
                [x + 0.9 * w, y],
              ],
            ],
            fill: fromHex(c),
          },
        );
        rect(0.4, 0, 0.2, 1, c);
        rect(0, 0.33, 1, 0.34, c);
      }
      rect(0.44, 0, 0.12, 1, b);
      rect(0, 0.4, 1, 0.2, b);
      break;
    case "plus":
      rect(0, 0, 1, 1, a);
      rect(0.43, 0.2, 0.14, 0.6, b);
      rect(0.3, 0.4, 0.4, 0.2, b);
      break;
    case "disc":
      rect(0, 0, 1, 1, a);
      circle(0.5, 0.5, 0.3, b);
      break;
    case "crescent":
      rect(0, 0, 1, 1, a);
      circle(0.44, 0.5, 0.3, b);
      circle(0.5, 0.5, 0.24, a);
      circle(0.66, 0.5, 0.09, b);
      break;
    case "corner":
      rect(0, 0, 1, 1, a);
      circle(0.2, 0.28, 0.15, b);
      break;
    case "canton":
      stripes(colors.slice(1));
      rect(0, 0, 0.42, 0.54, a);
      break;
    case "triangle":
      stripes(colors.slice(1));
      shapes.push({
        kind: "path",
        rings: [
          [
            [x, y],
            [x + 0.45 * w, y + h / 2],
            [x, y + h],
          ],
        ],
        fill: fromHex(a),
      });
      break;
    case "hoist":
      stripes(colors.slice(1), 0.25);
      rect(0, 0, 0.25, 1, a);
      break;
    case "diamond":
      rect(0, 0, 1, 1, a);
      shapes.push({
        kind: "path",
        rings: [
          [
            [x + 0.08 * w, y + h / 2],
            [x + w / 2, y + 0.1 * h],
            [x + 0.92 * w, y + h / 2],
            [x + w / 2, y + 0.9 * h],
          ],
        ],
        fill: fromHex(b),
      });
      circle(0.5, 0.5, 0.22, c ?? "#002776");
      break;
  }
  return shapes;
}
