import { HILL_OPACITY, type Landscape, palette, SCENE } from "./landscape.ts";

type Rgb = [number, number, number];

export function hslToRgb([h, s, l]: readonly number[]): Rgb {
  const sat = (s ?? 0) / 100;
  const light = (l ?? 0) / 100;
  const k = (n: number) => (n + (h ?? 0) / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** The ridge's height at x, between its points a hundred apart. */
function ridgeAt(ridge: readonly number[], x: number): number {
  const i = Math.min(ridge.length - 2, Math.max(0, Math.floor(x / 100)));
  const t = x / 100 - i;
  return (ridge[i] as number) * (1 - t) + (ridge[i + 1] as number) * t;
}

/**
 * Draws the scene into RGBA pixels of any size (stretched to fill it), as the SVG does: the sky's
 * gradient, the sun, then the hills at 90 % opacity. Two samples a pixel soften the edges.
 */
export function rasterizeLandscape(scene: Landscape, width: number, height: number): Uint8Array {
  const colors = palette(scene);
  const sky = hslToRgb(colors.sky);
  const dusk = hslToRgb(colors.dusk);
  const sun = hslToRgb(colors.sun);
  const hills = colors.hills.map(hslToRgb);
  const pixels = new Uint8Array(width * height * 4);
  const sx = SCENE.width / width;
  const sy = SCENE.height / height;
  const sample = (x: number, y: number, out: number[]) => {
    const t = y / SCENE.height;
    let r = sky[0] + (dusk[0] - sky[0]) * t;
    let g = sky[1] + (dusk[1] - sky[1]) * t;
    let b = sky[2] + (dusk[2] - sky[2]) * t;
    if ((x - scene.sunX) ** 2 + (y - SCENE.sunY) ** 2 <= SCENE.sunRadius ** 2) [r, g, b] = sun;
    scene.hills.forEach((ridge, layer) => {
      if (y < ridgeAt(ridge, x)) return;
      const hill = hills[layer] as Rgb;
      r = r * (1 - HILL_OPACITY) + hill[0] * HILL_OPACITY;
      g = g * (1 - HILL_OPACITY) + hill[1] * HILL_OPACITY;
      b = b * (1 - HILL_OPACITY) + hill[2] * HILL_OPACITY;
    });
    out[0] = (out[0] ?? 0) + r;
    out[1] = (out[1] ?? 0) + g;
    out[2] = (out[2] ?? 0) + b;
  };
  const acc = [0, 0, 0];
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      acc[0] = 0;
      acc[1] = 0;
      acc[2] = 0;
      sample((px + 0.25) * sx, (py + 0.25) * sy, acc);
      sample((px + 0.75) * sx, (py + 0.75) * sy, acc);
      const o = (py * width + px) * 4;
      pixels[o] = Math.round((acc[0] as number) / 2);
      pixels[o + 1] = Math.round((acc[1] as number) / 2);
      pixels[o + 2] = Math.round((acc[2] as number) / 2);
      pixels[o + 3] = 255;
    }
  }
  return pixels;
}
