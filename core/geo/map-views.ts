/**
 * The map of where a budget takes you (issue 34): its three views, its drawing size and where its
 * labels go. Plain data and arithmetic, for the page's script too; the projection and the land
 * (d3-geo, world-atlas) are in ./map-projection.ts, which only the server loads.
 */
export const MAP_VIEWS = ["europe", "wide", "world"] as const;
export type MapView = (typeof MAP_VIEWS)[number];

/** The map's drawing size: the SVG viewBox. */
export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 620;

/** How far inside the drawing's edge the anchors of a view are fitted. */
export const MAP_MARGIN = 24;

/** A label's box on the drawing, for placing labels that do not cover each other. */
export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: LabelBox, b: LabelBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Which places get a label: in the order given (the cheapest first), each whose label fits to
 * the right of its dot without covering a label placed before it or leaving the drawing, up to
 * `most`. Text width is estimated from its length: the drawing is SVG, measured nowhere.
 */
export function labelledPlaces(
  places: ReadonlyArray<{ x: number; y: number; label: string }>,
  most: number,
  size: { charWidth: number; lineHeight: number },
): Set<number> {
  const { charWidth, lineHeight } = size;
  const placed: LabelBox[] = [];
  const chosen = new Set<number>();
  places.forEach((place, index) => {
    if (chosen.size >= most) return;
    const box = {
      x: place.x + 6,
      y: place.y - lineHeight / 2 - 2,
      width: place.label.length * charWidth + 8,
      height: lineHeight + 4,
    };
    if (box.x + box.width > MAP_WIDTH || box.y < 0 || box.y + box.height > MAP_HEIGHT) return;
    if (placed.some((other) => overlaps(box, other))) return;
    placed.push(box);
    chosen.add(index);
  });
  return chosen;
}
