import { Hono } from "hono";
import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import type { Db } from "../core/db/database.ts";
import { tailFinSvg } from "../core/images/airline-logo.ts";
import { withDemoBadge } from "../core/images/demo-badge.ts";
import { OG_IMAGE } from "../core/images/landscape.ts";
import { destinationScene, type PlaceFacts, sightScene } from "../core/images/place-scenes.ts";
import { encodePng } from "../core/images/png.ts";
import { rasterizeScene } from "../core/images/raster.ts";
import type { Scene } from "../core/images/scene/shapes.ts";
import { sceneSvg } from "../core/images/scene/svg.ts";
import type { FareMode } from "../core/pricing/fare-mode.ts";
import { ApiError } from "./errors.ts";

/**
 * Built-in pictures, served from this site: each destination and sight drawn from what we know
 * of it (landmark, land, climate, flag; core/images/scene-hints.ts), and a tail fin in the
 * brand colour for each airline. The same picture every time, nothing downloaded. A photo an
 * admin chose (docs/decisions/0044) replaces a destination's in the read model; these stay
 * the fallback and the link-preview PNG.
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

/** Drawing and compressing takes tens of milliseconds: the 64 last asked for are kept. */
const pngCache = new LRUCache<string, Uint8Array>({ max: 64 });

function scenePng(key: string, draw: () => Scene, fareMode: FareMode): Response {
  // the PNG is the link preview: while the fares are simulated it says so itself
  const cacheKey = `${fareMode}:${key}`;
  let png = pngCache.get(cacheKey);
  if (!png) {
    const scene = fareMode === "demo" ? withDemoBadge(draw()) : draw();
    png = encodePng(OG_IMAGE.width, OG_IMAGE.height, rasterizeScene(scene, OG_IMAGE.width, OG_IMAGE.height));
    pngCache.set(cacheKey, png);
  }
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=86400", ...CROSS_ORIGIN },
  });
}

type PlaceRow = { cityEn: string; countryEn: string; countryCode: string; latitude: number; longitude: number };

const placeOf = (iataCode: string, row: PlaceRow): PlaceFacts => ({
  iataCode,
  countryCode: row.countryCode,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
});

export function imageRoutes(db: Db, fareMode: FareMode) {
  return new Hono()
    .get("/destinations/:file{[A-Z]{3}\\.(?:svg|png)}", async (c) => {
      const file = c.req.param("file");
      const iata = file.slice(0, 3);
      const row = (
        await sql<PlaceRow>`
        SELECT city_en, country_en, country_code, latitude, longitude FROM destinations WHERE iata_code = ${iata}`.execute(
          db,
        )
      ).rows[0];
      if (!row) throw new ApiError(404, "not_found", "No such image");
      const draw = () => destinationScene(placeOf(iata, row));
      return file.endsWith(".png")
        ? scenePng(`destination:${iata}`, draw, fareMode)
        : svg(sceneSvg(draw(), `${row.cityEn}, ${row.countryEn}`));
    })
    .get("/sights/:file{[A-Za-z0-9-]+\\.(?:svg|png)}", async (c) => {
      const file = c.req.param("file");
      const id = file.replace(/\.(svg|png)$/, "");
      const row = (
        await sql<PlaceRow & { nameEn: string; iataCode: string }>`
        SELECT s.name_en, d.iata_code, d.city_en, d.country_en, d.country_code, d.latitude, d.longitude
          FROM sights s JOIN destinations d ON d.iata_code = s.destination_iata WHERE s.id = ${id}`.execute(db)
      ).rows[0];
      if (!row) throw new ApiError(404, "not_found", "No such image");
      const draw = () => sightScene({ id, nameEn: row.nameEn }, placeOf(row.iataCode, row));
      return file.endsWith(".png")
        ? scenePng(`sight:${id}`, draw, fareMode)
        : svg(sceneSvg(draw(), `${row.nameEn}, ${row.cityEn}`));
    })
    .get("/airlines/:file{[A-Z0-9]{2}\\.svg}", async (c) => {
      const code = c.req.param("file").slice(0, 2);
      const row = (
        await sql<{ name: string; brandColor: string }>`
        SELECT name, brand_color FROM airlines WHERE iata_code = ${code}`.execute(db)
      ).rows[0];
      if (!row) throw new ApiError(404, "not_found", "No such image");
      return svg(tailFinSvg(code, row.name, row.brandColor));
    });
}
