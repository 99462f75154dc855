import { Hono } from "hono";
import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import type { Db } from "../../core/db/database.ts";
import { tailFinSvg } from "../../core/images/airline-logo.ts";
import { withDemoBadge } from "../../core/images/demo-badge.ts";
import { OG_IMAGE } from "../../core/images/landscape.ts";
import { destinationScene, type PlaceFacts, sightScene } from "../../core/images/place-scenes.ts";
import { encodePng } from "../../core/images/png.ts";
import { rasterizeScene } from "../../core/images/raster.ts";
import {
  IMAGE_RENDER_VERSION,
  type RenderedImage,
  storedImage,
  storeImage,
} from "../../core/images/rendered-images.ts";
import type { Scene } from "../../core/images/scene/shapes.ts";
import { sceneSvg } from "../../core/images/scene/svg.ts";
import type { FareMode } from "../../core/pricing/fare-mode.ts";
import { ApiError } from "../errors.ts";

/**
 * Built-in pictures, served from this site: each destination and sight drawn from what we know
 * of it (landmark, land, climate, flag; core/images/scene-hints.ts), and a tail fin in the
 * brand colour for each airline. The same picture every time, nothing downloaded. A photo an
 * admin chose (docs/decisions/0044) replaces a destination's in the read model; these stay
 * the fallback and the link-preview PNG.
 */
/** Pictures are shown in mails, feed readers and link previews on other origins. */
const CROSS_ORIGIN = { "cross-origin-resource-policy": "cross-origin" };
/** A picture's address always shows the same drawing (until IMAGE_RENDER_VERSION moves): a week. */
const CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400";
const SVG = "image/svg+xml; charset=utf-8";
const PNG = "image/png";

/** The pictures this process served last, before the database's copy is asked for. */
const memory = new LRUCache<string, RenderedImage>({ max: 256 });

const pngOf = (scene: Scene): RenderedImage => ({
  contentType: PNG,
  body: encodePng(OG_IMAGE.width, OG_IMAGE.height, rasterizeScene(scene, OG_IMAGE.width, OG_IMAGE.height)),
});
const svgOf = (markup: string): RenderedImage => ({ contentType: SVG, body: new TextEncoder().encode(markup) });

export interface ImageRouteDeps {
  /** Where the places are read, and the kept pictures looked up (a replica may serve). */
  reads: Db;
  /** Where a new drawing is kept: the primary. */
  writes: Db;
  fareMode: FareMode;
}

type PlaceRow = { cityEn: string; countryEn: string; countryCode: string; latitude: number; longitude: number };

const placeOf = (iataCode: string, row: PlaceRow): PlaceFacts => ({
  iataCode,
  countryCode: row.countryCode,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
});

export function imageRoutes(deps: ImageRouteDeps) {
  const { reads: db, fareMode } = deps;
  /**
   * Draws a picture once: from this process's memory, else the database's copy, else drawn now
   * and kept, so no visitor after the first waits for it, on any instance or after a restart.
   */
  async function drawnOnce(key: string, draw: () => Promise<RenderedImage | null>): Promise<Response> {
    const versioned = `v${IMAGE_RENDER_VERSION}:${key}`;
    let image = memory.get(versioned) ?? (await storedImage(db, versioned));
    if (!image) {
      const drawn = await draw();
      if (!drawn) throw new ApiError(404, "not_found", "No such image");
      image = drawn;
      // keeping it is a saving, not a duty: the picture is served whatever the write does
      await storeImage(deps.writes, versioned, image).catch(() => {});
    }
    memory.set(versioned, image);
    return new Response(image.body as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": image.contentType, "cache-control": CACHE_CONTROL, ...CROSS_ORIGIN },
    });
  }
  // the PNG is the link preview: while the fares are simulated it says so itself
  const preview = (scene: Scene) => pngOf(fareMode === "demo" ? withDemoBadge(scene) : scene);

  return new Hono()
    .get("/destinations/:file{[A-Z]{3}\\.(?:svg|png)}", async (c) => {
      const file = c.req.param("file");
      const iata = file.slice(0, 3);
      const png = file.endsWith(".png");
      return drawnOnce(png ? `destination:${iata}:${fareMode}.png` : `destination:${iata}.svg`, async () => {
        const row = (
          await sql<PlaceRow>`
          SELECT city_en, country_en, country_code, latitude, longitude FROM destinations WHERE iata_code = ${iata}`.execute(
            db,
          )
        ).rows[0];
        if (!row) return null;
        const scene = destinationScene(placeOf(iata, row));
        return png ? preview(scene) : svgOf(sceneSvg(scene, `${row.cityEn}, ${row.countryEn}`));
      });
    })
    .get("/sights/:file{[A-Za-z0-9-]+\\.(?:svg|png)}", async (c) => {
      const file = c.req.param("file");
      const id = file.replace(/\.(svg|png)$/, "");
      const png = file.endsWith(".png");
      return drawnOnce(png ? `sight:${id}:${fareMode}.png` : `sight:${id}.svg`, async () => {
        const row = (
          await sql<PlaceRow & { nameEn: string; iataCode: string }>`
          SELECT s.name_en, d.iata_code, d.city_en, d.country_en, d.country_code, d.latitude, d.longitude
            FROM sights s JOIN destinations d ON d.iata_code = s.destination_iata WHERE s.id = ${id}`.execute(db)
        ).rows[0];
        if (!row) return null;
        const scene = sightScene({ id, nameEn: row.nameEn }, placeOf(row.iataCode, row));
        return png ? preview(scene) : svgOf(sceneSvg(scene, `${row.nameEn}, ${row.cityEn}`));
      });
    })
    .get("/airlines/:file{[A-Z0-9]{2}\\.svg}", async (c) => {
      const code = c.req.param("file").slice(0, 2);
      return drawnOnce(`airline:${code}.svg`, async () => {
        const row = (
          await sql<{ name: string; brandColor: string }>`
          SELECT name, brand_color FROM airlines WHERE iata_code = ${code}`.execute(db)
        ).rows[0];
        return row ? svgOf(tailFinSvg(code, row.name, row.brandColor)) : null;
      });
    });
}
