import type { Rgb } from "./color.ts";

/**
 * A generated picture is a list of flat shapes painted in order, in an 800×450 space: the SVG
 * writes them as elements and the rasterizer fills the same list into pixels, so a page and its
 * link preview show one scene. Only what both can draw exactly: rectangles, circles and paths of
 * straight segments (several rings filled even-odd, so a ring inside another is a hole).
 */

export type Point = readonly [number, number];

/** A flat colour, or a vertical gradient from `top` at y0 to `bottom` at y1 (padded beyond). */
export type Paint = Rgb | { top: Rgb; bottom: Rgb; y0: number; y1: number };

export type Shape =
  | { kind: "rect"; x: number; y: number; w: number; h: number; fill: Paint; opacity?: number }
  | { kind: "circle"; cx: number; cy: number; r: number; fill: Paint; opacity?: number }
  | { kind: "path"; rings: readonly (readonly Point[])[]; fill: Paint; opacity?: number };

export interface Scene {
  width: number;
  height: number;
  shapes: Shape[];
}

export const SCENE_SIZE = { width: 800, height: 450 } as const;

export const isGradient = (paint: Paint): paint is Exclude<Paint, Rgb> => !Array.isArray(paint);

/** The paint's colour at height y. */
export function paintAt(paint: Paint, y: number): Rgb {
  if (!isGradient(paint)) return paint as Rgb;
  const t = Math.max(0, Math.min(1, (y - paint.y0) / (paint.y1 - paint.y0 || 1)));
  return [
    paint.top[0] + (paint.bottom[0] - paint.top[0]) * t,
    paint.top[1] + (paint.bottom[1] - paint.top[1]) * t,
    paint.top[2] + (paint.bottom[2] - paint.top[2]) * t,
  ];
}

export const gradient = (top: Rgb, bottom: Rgb, y0: number, y1: number): Paint => ({ top, bottom, y0, y1 });
