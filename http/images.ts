import { Hono } from "hono";
import { sql } from "kysely";
import type { Db } from "../core/db/database.ts";
import { landscapeOf, landscapeSvg, monogramSvg, OG_IMAGE } from "../core/images/landscape.ts";
import { encodePng } from "../core/images/png.ts";
import { rasterizeLandscape } from "../core/images/raster.ts";
import { ApiError } from "./errors.ts";

/**
 * Deterministic illustrations for destinations and sights, and monogram logos for airlines,
 * served from this site: no hot-linking, nothing to download, the same picture every time.
 * An admin-set imageUrl (a real photo) replaces them in the read model.
 */
/** Pictures are shown in mails, feed readers and link previews on other origins. */
const CROSS_ORIGIN = { "cross-origin-resource-policy": "cross-origin" };

const svg = (body: string) =>
  new Response(body, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
      ...CROSS_ORIGIN,
    },
  });

const PNG_CACHE_SIZE = 64;
const pngCache = new Map<string, Uint8Array>();

/** Drawing and compressing takes tens of milliseconds: the recent ones are kept, oldest out first. */
function landscapePng(seed: string): Response {
  let png = pngCache.get(seed);
  if (!png) {
    png = encodePng(
      OG_IMAGE.width,
      OG_IMAGE.height,
      rasterizeLandscape(landscapeOf(seed), OG_IMAGE.width, OG_IMAGE.height),
    );
    pngCache.set(seed, png);
    if (pngCache.size > PNG_CACHE_SIZE) pngCache.delete(pngCache.keys().next().value as string);
  }
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=86400", ...CROSS_ORIGIN },
  });
}

export function imageRoutes(db: Db) {
  return new Hono()
    .get("/destinations/:file{[A-Z]{3}\\.(?:svg|png)}", async (c) => {
      const file = c.req.param("file");
      const iata = file.slice(0, 3);
      const row = (
        await sql<{ cityEn: string; countryEn: string }>`
        SELECT city_en, country_en FROM destinations WHERE iata_code = ${iata}`.execute(db)
      ).rows[0];
      if (!row) throw new ApiError(404, "not_found", "No such image");
      return file.endsWith(".png") ? landscapePng(iata) : svg(landscapeSvg(iata, `${row.cityEn}, ${row.countryEn}`));
    })
    .get("/sights/:file{[A-Za-z0-9-]+\\.(?:svg|png)}", async (c) => {
      const file = c.req.param("file");
      const id = file.replace(/\.(svg|png)$/, "");
      const row = (
        await sql<{ nameEn: string; cityEn: string }>`
        SELECT s.name_en, d.city_en FROM sights s JOIN destinations d ON d.iata_code = s.destination_iata WHERE s.id = ${id}`.execute(
          db,
        )
      ).rows[0];
      if (!row) throw new ApiError(404, "not_found", "No such image");
      return file.endsWith(".png") ? landscapePng(id) : svg(landscapeSvg(id, `${row.nameEn}, ${row.cityEn}`));
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
