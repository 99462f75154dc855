import { fromHex, mix, toHex } from "./scene/color.ts";
import { escapeXml } from "./scene/svg.ts";

/** Relative luminance (sRGB), to pick text that reads on the brand colour. */
function luminance(hex: string): number {
  const [r, g, b] = fromHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * An airline's generated logo: its tail fin in the brand colour, swept back over a strip of
 * fuselage, with a lighter cheat line and the two-letter code on it. Not the airline's own mark.
 */
export function tailFinSvg(code: string, name: string, brandColor: string): string {
  const color = /^#[0-9a-f]{6}$/i.test(brandColor) ? brandColor.toLowerCase() : "#0b5cad";
  const stripe = toHex(mix(fromHex(color), [255, 255, 255], 0.35));
  const ink = luminance(color) > 0.45 ? "#17202a" : "#ffffff";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
<rect width="96" height="96" rx="20" fill="#e9eef4"/>
<path d="M0 78 H96 V96 H0 Z" fill="#c9d3de"/>
<path d="M10 80 L38 14 Q40 9 46 9 L70 9 Q75 9 74 14 L66 80 Z" fill="${color}"/>
<path d="M27 41 L71 33 L69 45 L22 53 Z" fill="${stripe}" opacity="0.55"/>
<text x="46" y="70" text-anchor="middle" font-family="system-ui, sans-serif" font-size="25" font-weight="800" fill="${ink}">${escapeXml(code)}</text></svg>`;
}
