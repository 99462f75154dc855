import { toHex } from "./color.ts";
import { isGradient, type Paint, type Scene, type Shape } from "./shapes.ts";

const n = (v: number) => String(Math.round(v * 10) / 10);

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] as string,
  );

/** The scene as an SVG document: one element per shape, gradients in <defs>. */
export function sceneSvg(scene: Scene, label: string): string {
  const defs: string[] = [];
  const fill = (paint: Paint): string => {
    if (!isGradient(paint)) return toHex(paint);
    const id = `g${defs.length}`;
    defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(paint.y0)}" x2="0" y2="${n(paint.y1)}"><stop offset="0" stop-color="${toHex(paint.top)}"/><stop offset="1" stop-color="${toHex(paint.bottom)}"/></linearGradient>`,
    );
    return `url(#${id})`;
  };
  const element = (shape: Shape): string => {
    const opacity = shape.opacity === undefined ? "" : ` fill-opacity="${Math.round(shape.opacity * 1000) / 1000}"`;
    switch (shape.kind) {
      case "rect":
        return `<rect x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.w)}" height="${n(shape.h)}" fill="${fill(shape.fill)}"${opacity}/>`;
      case "circle":
        return `<circle cx="${n(shape.cx)}" cy="${n(shape.cy)}" r="${n(shape.r)}" fill="${fill(shape.fill)}"${opacity}/>`;
      case "path": {
        const d = shape.rings.map((ring) => `M${ring.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`).join("");
        return `<path d="${d}" fill="${fill(shape.fill)}" fill-rule="evenodd"${opacity}/>`;
      }
    }
  };
  const body = scene.shapes.map(element).join("");
  const text = escapeXml(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${scene.width} ${scene.height}" role="img" aria-label="${text}"><title>${text}</title>${defs.length ? `<defs>${defs.join("")}</defs>` : ""}${body}</svg>`;
}
