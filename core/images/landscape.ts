/**
 * The wordless landscape that stands in for a destination's or sight's photo: one scene, drawn
 * as SVG for pages and as pixels for social previews (networks do not show SVG og:images).
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

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] as string,
  );

const hsl = ([h, s, l]: readonly number[]) => `hsl(${h} ${s}% ${l}%)`;

export function landscapeSvg(seed: string, label: string): string {
  const scene = landscapeOf(seed);
  const colors = palette(scene);
  const hills = scene.hills
    .map((ridge, layer) => {
      const points = ridge.map((y, i) => `${i * 100},${y}`).join(" ");
      return `<polygon points="0,450 ${points} 800,450" fill="${hsl(colors.hills[layer] as number[])}" opacity="${HILL_OPACITY}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(colors.sky)}"/><stop offset="1" stop-color="${hsl(colors.dusk)}"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/><circle cx="${scene.sunX}" cy="${SCENE.sunY}" r="${SCENE.sunRadius}" fill="${hsl(colors.sun)}"/>${hills}</svg>`;
}

export function monogramSvg(code: string, name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
<rect width="96" height="96" rx="20" fill="${escapeXml(color)}"/>
<text x="48" y="60" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="700" fill="#fff">${escapeXml(code)}</text></svg>`;
}
