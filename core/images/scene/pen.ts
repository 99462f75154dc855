import type { Rgb } from "./color.ts";
import type { Paint, Point, Shape } from "./shapes.ts";

/**
 * Draws in a landmark's own coordinates: x from its centre, y upwards from the ground it stands
 * on, in units scaled by `s`. Everything lands in `shapes` in scene coordinates.
 */
export class Pen {
  readonly shapes: Shape[] = [];
  constructor(
    readonly x0: number,
    readonly y0: number,
    readonly s: number,
  ) {}

  private pt = ([x, y]: Point): Point => [this.x0 + x * this.s, this.y0 - y * this.s];

  /** A rectangle from its lower-left corner (x, y), w wide and h high. */
  rect(x: number, y: number, w: number, h: number, fill: Paint, opacity?: number): this {
    this.shapes.push({
      kind: "rect",
      x: this.x0 + x * this.s,
      y: this.y0 - (y + h) * this.s,
      w: w * this.s,
      h: h * this.s,
      fill,
      ...(opacity === undefined ? {} : { opacity }),
    });
    return this;
  }

  circle(x: number, y: number, r: number, fill: Paint, opacity?: number): this {
    const [cx, cy] = this.pt([x, y]);
    this.shapes.push({ kind: "circle", cx, cy, r: r * this.s, fill, ...(opacity === undefined ? {} : { opacity }) });
    return this;
  }

  /** One or more rings (a ring inside another is a hole). */
  path(rings: readonly (readonly Point[])[], fill: Paint, opacity?: number): this {
    this.shapes.push({
      kind: "path",
      rings: rings.map((ring) => ring.map(this.pt)),
      fill,
      ...(opacity === undefined ? {} : { opacity }),
    });
    return this;
  }

  poly(points: readonly Point[], fill: Paint, opacity?: number): this {
    return this.path([points], fill, opacity);
  }

  /** A line of some width along the points (each segment as a quadrilateral). */
  line(points: readonly Point[], width: number, fill: Rgb, opacity?: number): this {
    for (let i = 1; i < points.length; i++) {
      const [ax, ay] = points[i - 1] as Point;
      const [bx, by] = points[i] as Point;
      const len = Math.hypot(bx - ax, by - ay) || 1;
      const nx = (-(by - ay) / len) * (width / 2);
      const ny = ((bx - ax) / len) * (width / 2);
      this.poly(
        [
          [ax + nx, ay + ny],
          [bx + nx, by + ny],
          [bx - nx, by - ny],
          [ax - nx, ay - ny],
        ],
        fill,
        opacity,
      );
    }
    return this;
  }
}

// ------------------------------------------------------------ outlines in landmark coordinates

/** Points along an ellipse from angle a0 to a1 (radians, counter-clockwise, y up). */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, steps = 16): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / steps;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Point;
  });
}

/** A dome: the upper half of an ellipse standing on y. */
export const dome = (cx: number, y: number, rx: number, ry: number, steps = 18): Point[] =>
  arc(cx, y, rx, ry, 0, Math.PI, steps);

/** An arched opening: w wide, h high to the top of its round head, standing on y. */
export function archway(x: number, y: number, w: number, h: number): Point[] {
  const r = w / 2;
  return [[x, y], [x + w, y], ...arc(x + r, y + h - r, r, r, 0, Math.PI, 10), [x, y]] as Point[];
}

/** A pointed (gothic) opening. */
export function lancet(x: number, y: number, w: number, h: number): Point[] {
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h - w * 0.9],
    [x + w / 2, y + h],
    [x, y + h - w * 0.9],
  ];
}

/** A quadratic Bézier curve sampled into points. */
export function bezier(p0: Point, p1: Point, p2: Point, steps = 12): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    return [
      u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
      u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
    ] as Point;
  });
}

/** The points turned by `angle` radians around (cx, cy). */
export function rotate(points: readonly Point[], cx: number, cy: number, angle: number): Point[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return points.map(([x, y]) => [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c] as Point);
}

/** A rectangle as a ring, for holes and rotations. */
export const box = (x: number, y: number, w: number, h: number): Point[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

/** A small deterministic random source: the same seed draws the same picture. */
export function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
