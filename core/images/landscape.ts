/**
 * The first generated picture (sky, sun, three hills in one hue), which scripts still use for
 * mail previews, and what the pages need to know of generated pictures: the link-preview size
 * and the PNG twin of our SVGs. The places' own pictures are drawn in scene/ (docs/decisions/0044).
 * Kept light: the browser bundle imports this module.
 */

export interface Landscape {
  hue: number;
  sunX: number;
  /** Each hill's ridge: nine points across the 800-wide picture, y from the top of 450. */
  hills: number[][];
}

/** The size social networks show large (1.91:1); they ignore SVG, so previews get a PNG of the scene. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** Our generated SVG picture's PNG twin for social previews; any other picture stays as it is. */
export function socialPreviewImage(url: string): { url: string; generated: boolean } {
  const png = url.replace(/(\/images\/(?:destinations|sights)\/[A-Za-z0-9-]+)\.svg$/, "$1.png");
  return { url: png, generated: png !== url };
}

export const SCENE = { width: 800, height: 450, sunY: 110, sunRadius: 46 } as const;
const HILL_BASE = 250;
const HILL_STEP = 45;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function landscapeOf(seed: string): Landscape {
  const h = hash(seed);
  return {
    hue: h % 360,
    sunX: 120 + (h % 560),
    hills: Array.from({ length: 3 }, (_, layer) =>
      Array.from({ length: 9 }, (_, i) => HILL_BASE + layer * HILL_STEP - ((h >> ((i + layer * 3) % 24)) % 60)),
    ),
  };
}

/** The scene's colours as HSL triples (hue in degrees, saturation and lightness in percent). */
export function palette(scene: Landscape) {
  return {
    sky: [scene.hue, 70, 62],
    dusk: [(scene.hue + 40) % 360, 75, 78],
    sun: [(scene.hue + 60) % 360, 90, 88],
    hills: scene.hills.map((_, layer) => [(scene.hue + 180 + layer * 12) % 360, 35, 30 + layer * 10]),
  } as const;
}

export const HILL_OPACITY = 0.9;
