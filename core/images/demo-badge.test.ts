import { describe, expect, it } from "vitest";
import { withDemoBadge } from "./demo-badge.ts";
import { rasterizeScene } from "./raster.ts";
import { SCENE_SIZE, type Scene } from "./scene/shapes.ts";

const sky: Scene = {
  ...SCENE_SIZE,
  shapes: [{ kind: "rect", x: 0, y: 0, w: SCENE_SIZE.width, h: SCENE_SIZE.height, fill: [120, 180, 240] }],
};

/** A pixel's colour in the rasterizer's RGBA output. */
function pixel(rgba: Uint8Array, x: number, y: number): number[] {
  const at = (y * SCENE_SIZE.width + x) * 4;
  return [rgba[at] ?? -1, rgba[at + 1] ?? -1, rgba[at + 2] ?? -1];
}

describe("the demo badge of a link preview", () => {
  it("writes DEMO in white on a dark box in the top-left corner and leaves the rest of the picture", () => {
    const rgba = rasterizeScene(withDemoBadge(sky), SCENE_SIZE.width, SCENE_SIZE.height);
    // the D's upright, its first square at (40, 40)
    expect(pixel(rgba, 44, 44)).toEqual([255, 255, 255]);
    // inside the D, the dark box over the sky
    const inside = pixel(rgba, 52, 60);
    expect(inside).toEqual([29, 43, 63]);
    // beyond the box, the sky
    expect(pixel(rgba, 600, 300)).toEqual([120, 180, 240]);
  });

  it("only knows the letters it draws", () => {
    expect(() => withDemoBadge(sky, "DEMO X")).toThrow("No drawing for the letter  ");
    expect(withDemoBadge(sky).shapes.length).toBeGreaterThan(sky.shapes.length + 40);
  });
});
