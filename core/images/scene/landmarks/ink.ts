import type { Rgb } from "../color.ts";
import type { Palette } from "../palette.ts";
import type { Pen } from "../pen.ts";

/** What a landmark is drawn with: the scene's palette and the country's flag colours. */
export interface Ink extends Palette {
  accent: readonly Rgb[];
}

/** Draws one landmark at the pen's origin (its centre on the ground), using `rnd` for its free choices. */
export type DrawLandmark = (p: Pen, ink: Ink, rnd: () => number) => void;

export interface LandmarkDrawing {
  draw: DrawLandmark;
  /** Half its width at scale 1, for placing it and the flag beside it. */
  halfWidth: number;
  /** Drawn behind the town (a volcano, a mountain): the houses stand in front of it. */
  backdrop?: boolean;
  /** Nature or a single object: no town around it. */
  alone?: boolean;
  /** Stands in water (boats, a harbour): the ground in front is a quay and water. */
  afloat?: boolean;
}
