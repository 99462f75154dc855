import { HILL_OPACITY, type Landscape, palette, SCENE } from "./landscape.ts";
import { hslToRgb, type Rgb } from "./scene/color.ts";
import { type Paint, paintAt, type Scene, type Shape } from "./scene/shapes.ts";

export { hslToRgb };

/** Sub-rows per pixel row; across a row, coverage is computed exactly. Edges come out smooth. */
const SUB_ROWS = 4;

/** Spans found on one line: [from, to) pairs, flat, reused for every line. */
class Spans {
  xs = new Float64Array(64);
  length = 0;
  push(a: number, b: number): void {
    if (this.length + 2 > this.xs.length) {
      const grown = new Float64Array(this.xs.length * 2);
      grown.set(this.xs);
      this.xs = grown;
    }
    this.xs[this.length++] = a;
    this.xs[this.length++] = b;
  }
}

/** Where a shape covers the horizontal line at y (pixel coordinates). */
type Spanner = (y: number, out: Spans) => void;

interface Prepared {
  top: number;
  bottom: number;
  spans: Spanner;
}

/** The shape in pixel coordinates: its vertical extent and how to cut it into spans. */
function prepare(shape: Shape, scale: number, ox: number, oy: number): Prepared {
  switch (shape.kind) {
    case "rect": {
      const x0 = ox + shape.x * scale;
      const x1 = x0 + shape.w * scale;
      const y0 = oy + shape.y * scale;
      const y1 = y0 + shape.h * scale;
      return {
        top: y0,
        bottom: y1,
        spans: (y, out) => {
          if (y >= y0 && y < y1) out.push(x0, x1);
        },
      };
    }
    case "circle": {
      const cx = ox + shape.cx * scale;
      const cy = oy + shape.cy * scale;
      const r = shape.r * scale;
      return {
        top: cy - r,
        bottom: cy + r,
        spans: (y, out) => {
          const dy = y - cy;
          if (dy * dy >= r * r) return;
          const half = Math.sqrt(r * r - dy * dy);
          out.push(cx - half, cx + half);
        },
      };
    }
    case "path": {
      const list: number[] = [];
      let top = Number.POSITIVE_INFINITY;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const ring of shape.rings) {
        for (let i = 0; i < ring.length; i++) {
          const [ax, ay] = ring[i] as readonly [number, number];
          const [bx, by] = ring[(i + 1) % ring.length] as readonly [number, number];
          const y0 = oy + ay * scale;
          const y1 = oy + by * scale;
          top = Math.min(top, y0);
          bottom = Math.max(bottom, y0);
          // each edge top to bottom: [yTop, yBottom, x at yTop, dx per y]
          if (y0 !== y1) {
            const [ta, tb, xa] = y0 < y1 ? [y0, y1, ox + ax * scale] : [y1, y0, ox + bx * scale];
            list.push(ta, tb, xa, ((bx - ax) * scale) / (y1 - y0));
          }
        }
      }
      const edges = Float64Array.from(list);
      const crossings = new Float64Array(edges.length / 4 + 1);
      return {
        top,
        bottom,
        // even-odd: sorted crossings pair up into inside spans
        spans: (y, out) => {
          let n = 0;
          for (let e = 0; e < edges.length; e += 4) {
            const ya = edges[e] as number;
            if (y >= ya && y < (edges[e + 1] as number))
              crossings[n++] = (edges[e + 2] as number) + (y - ya) * (edges[e + 3] as number);
          }
          if (n < 2) return;
          const sorted = crossings.subarray(0, n).sort();
          for (let i = 0; i + 1 < n; i += 2) out.push(sorted[i] as number, sorted[i + 1] as number);
        },
      };
    }
  }
}

/**
 * Paints the scene into RGBA pixels of any size as the SVG shows it with
 * preserveAspectRatio "xMidYMid slice": scaled to cover, centred, the overflow cut off.
 * Shapes are painted in order, each blended by how much of a pixel it covers.
 */
export function rasterizeScene(scene: Scene, width: number, height: number): Uint8Array {
  const scale = Math.max(width / scene.width, height / scene.height);
  const ox = (width - scene.width * scale) / 2;
  const oy = (height - scene.height * scale) / 2;
  const rgb = new Float32Array(width * height * 3);
  const coverage = new Float32Array(width + 1);
  const spans = new Spans();
  const weight = 1 / SUB_ROWS;
  for (const shape of scene.shapes) {
    const prepared = prepare(shape, scale, ox, oy);
    const opacity = shape.opacity ?? 1;
    const rowFrom = Math.max(0, Math.floor(prepared.top));
    const rowTo = Math.min(height - 1, Math.ceil(prepared.bottom));
    const fill: Paint = shape.fill;
    for (let py = rowFrom; py <= rowTo; py++) {
      let first = width;
      let last = -1;
      for (let s = 0; s < SUB_ROWS; s++) {
        spans.length = 0;
        prepared.spans(py + (s + 0.5) / SUB_ROWS, spans);
        for (let k = 0; k < spans.length; k += 2) {
          const from = Math.max(0, spans.xs[k] as number);
          const to = Math.min(width, spans.xs[k + 1] as number);
          if (to <= from) continue;
          const i0 = Math.floor(from);
          const i1 = Math.floor(to);
          if (i0 < first) first = i0;
          if (i1 > last) last = i1;
          if (i0 === i1) {
            coverage[i0] = (coverage[i0] as number) + (to - from) * weight;
            continue;
          }
          coverage[i0] = (coverage[i0] as number) + (i0 + 1 - from) * weight;
          for (let i = i0 + 1; i < i1; i++) coverage[i] = (coverage[i] as number) + weight;
          coverage[i1] = (coverage[i1] as number) + (to - i1) * weight;
        }
      }
      if (last < 0) continue;
      const [r, g, b] = paintAt(fill, (py + 0.5 - oy) / scale);
      const end = Math.min(last, width - 1);
      for (let px = first; px <= end; px++) {
        const c = Math.min(1, coverage[px] as number) * opacity;
        coverage[px] = 0;
        if (c <= 0) continue;
        const o = (py * width + px) * 3;
        if (c >= 1) {
          rgb[o] = r;
          rgb[o + 1] = g;
          rgb[o + 2] = b;
          continue;
        }
        rgb[o] = (rgb[o] as number) * (1 - c) + r * c;
        rgb[o + 1] = (rgb[o + 1] as number) * (1 - c) + g * c;
        rgb[o + 2] = (rgb[o + 2] as number) * (1 - c) + b * c;
      }
      coverage[width] = 0;
    }
  }
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0, o = 0; i < rgb.length; i += 3, o += 4) {
    pixels[o] = Math.round(rgb[i] as number);
    pixels[o + 1] = Math.round(rgb[i + 1] as number);
    pixels[o + 2] = Math.round(rgb[i + 2] as number);
    pixels[o + 3] = 255;
  }
  return pixels;
}

/** The first picture: sky, sun and three hills (scripts still draw it for previews of mails). */
export function landscapeScene(scene: Landscape): Scene {
  const colors = palette(scene);
  const sky = hslToRgb(colors.sky) as Rgb;
  const dusk = hslToRgb(colors.dusk) as Rgb;
  return {
    width: SCENE.width,
    height: SCENE.height,
    shapes: [
      {
        kind: "rect",
        x: 0,
        y: 0,
        w: SCENE.width,
        h: SCENE.height,
        fill: { top: sky, bottom: dusk, y0: 0, y1: SCENE.height },
      },
      { kind: "circle", cx: scene.sunX, cy: SCENE.sunY, r: SCENE.sunRadius, fill: hslToRgb(colors.sun) },
      ...scene.hills.map(
        (ridge, layer): Shape => ({
          kind: "path",
          rings: [[[0, SCENE.height], ...ridge.map((y, i) => [i * 100, y] as const), [SCENE.width, SCENE.height]]],
          fill: hslToRgb(colors.hills[layer] as number[]),
          opacity: HILL_OPACITY,
        }),
      ),
    ],
  };
}

/** The first picture in pixels, as its SVG shows it. */
export function rasterizeLandscape(scene: Landscape, width: number, height: number): Uint8Array {
  return rasterizeScene(landscapeScene(scene), width, height);
}
