import { Hono } from "hono";
import { sql } from "kysely";
import type { Db } from "../core/db/database.ts";
import { ApiError } from "./errors.ts";

/**
 * Deterministic illustrations for destinations and sights, and monogram logos for airlines,
 * served from this site: no hot-linking, nothing to download, the same picture every time.
 * An admin-set imageUrl (a real photo) replaces them in the read model.
 */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] as string,
  );

/** A wordless landscape: the pages around it carry the names, in their own language. */
export function landscapeSvg(seed: string, label: string): string {
  const h = hash(seed);
  const hue = h % 360;
  const sky = `hsl(${hue} 70% 62%)`;
  const dusk = `hsl(${(hue + 40) % 360} 75% 78%)`;
  const hills = Array.from({ length: 3 }, (_, layer) => {
    const base = 250 + layer * 45;
    const points = Array.from({ length: 9 }, (_, i) => {
      const y = base - ((h >> ((i + layer * 3) % 24)) % 60);
      return `${i * 100},${y}`;
    }).join(" ");
    return `<polygon points="0,450 ${points} 800,450" fill="hsl(${(hue + 180 + layer * 12) % 360} 35% ${30 + layer * 10}%)" opacity="0.9"/>`;
  }).join("");
  const sunX = 120 + (h % 560);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${dusk}"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/><circle cx="${sunX}" cy="110" r="46" fill="hsl(${(hue + 60) % 360} 90% 88%)"/>${hills}</svg>`;
}

export function monogramSvg(code: string, name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
<rect width="96" height="96" rx="20" fill="${escapeXml(color)}"/>
<text x="48" y="60" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="700" fill="#fff">${escapeXml(code)}</text></svg>`;
}

const svg = (body: string) =>
  new Response(body, {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400" },
  });

export function imageRoutes(db: Db) {
  return new Hono()
    .get("/destinations/:file{[A-Z]{3}\\.svg}", async (c) => {
      const iata = c.req.param("file").slice(0, 3);
      const row = (
        await sql<{ cityEn: string; countryEn: string }>`
        SELECT city_en, country_en FROM destinations WHERE iata_code = ${iata}`.execute(db)
      ).rows[0];
      if (!row) throw new ApiError(404, "not_found", "No such image");
      return svg(landscapeSvg(iata, `${row.cityEn}, ${row.countryEn}`));
    })
    .get("/sights/:file{[A-Za-z0-9-]+\\.svg}", async (c) => {
      const id = c.req.param("file").replace(/\.svg$/, "");
      const row = (
        await sql<{ nameEn: string; cityEn: string }>`
        SELECT s.name_en, d.city_en FROM sights s JOIN destinations d ON d.iata_code = s.destination_iata WHERE s.id = ${id}`.execute(
          db,
        )
      ).rows[0];
      if (!row) throw new ApiError(404, "not_found", "No such image");
      return svg(landscapeSvg(id, `${row.nameEn}, ${row.cityEn}`));
    })
    .get("/airlines/:file{[A-Z0-9]{2}\\.svg}", async (c) => {
      const code = c.req.param("file").slice(0, 2);
      const row = (
        await sql<{ name: string; brandColor: string }>`
        SELECT name, brand_color FROM airlines WHERE iata_code = ${code}`.execute(db)
      ).rows[0];
      if (!row) throw new ApiError(404, "not_found", "No such image");
      return svg(monogramSvg(code, row.name, row.brandColor));
    });
}
