import type { Scene, Shape } from "./scene/shapes.ts";

/**
 * "DEMO" in the top-left corner of a link-preview picture while the fares are simulated
 * (docs/decisions/0087): a preview travels without the page's notice, so it carries its own.
 * The scene format has no text, so the four letters are drawn from a 5×7 grid, square by square.
 */
const LETTERS: Readonly<Record<string, readonly string[]>> = {
  D: ["XXXX.", "X...X", "X...X", "X...X", "X...X", "X...X", "XXXX."],
  E: ["XXXXX", "X....", "X....", "XXXX.", "X....", "X....", "XXXXX"],
  M: ["X...X", "XX.XX", "X.X.X", "X.X.X", "X...X", "X...X", "X...X"],
  O: [".XXX.", "X...X", "X...X", "X...X", "X...X", "X...X", ".XXX."],
};

const CELL = 8;
const OVERLAP = 0.5;
const GAP = 8;
const PADDING = 16;
const MARGIN = 24;

export function withDemoBadge(scene: Scene, word = "DEMO"): Scene {
  const letters = [...word].map((letter) => {
    const rows = LETTERS[letter];
    if (!rows) throw new Error(`No drawing for the letter ${letter}`);
    return rows;
  });
  const letterWidth = 5 * CELL;
  const width = letters.length * letterWidth + (letters.length - 1) * GAP + 2 * PADDING;
  const height = 7 * CELL + 2 * PADDING;
  const shapes: Shape[] = [
    { kind: "rect", x: MARGIN, y: MARGIN, w: width, h: height, fill: [17, 24, 39], opacity: 0.88 },
  ];
  letters.forEach((rows, index) => {
    const left = MARGIN + PADDING + index * (letterWidth + GAP);
    rows.forEach((row, y) => {
      [...row].forEach((cell, x) => {
        if (cell === "X") {
          shapes.push({
            kind: "rect",
            x: left + x * CELL,
            y: MARGIN + PADDING + y * CELL,
            // a little wider and taller than the grid, so neighbouring squares leave no seam
            w: CELL + OVERLAP,
            h: CELL + OVERLAP,
            fill: [255, 255, 255],
          });
        }
      });
    });
  });
  return { ...scene, shapes: [...scene.shapes, ...shapes] };
}
