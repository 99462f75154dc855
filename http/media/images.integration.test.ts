import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { withDemoBadge } from "../../core/images/demo-badge.ts";
import { destinationScene } from "../../core/images/place-scenes.ts";
import { encodePng } from "../../core/images/png.ts";
import { rasterizeScene } from "../../core/images/raster.ts";
import { IMAGE_RENDER_VERSION } from "../../core/images/rendered-images.ts";
import { silentLogger } from "../../core/log/logger.ts";
import type { FareMode } from "../../core/pricing/fare-mode.ts";
import { installedProjections, testProjectionBed } from "../../projections/testing.ts";
import type { HttpApp } from "../app.ts";
import { testHttpApp } from "../testing.ts";

const bed = testProjectionBed();
let app: HttpApp;

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await bed.projections.catchUp();
  app = testHttpApp({ database: bed.database, projections: bed.projections });
});

describe("generated images", () => {
  it("draws destinations, sights and airline logos from the catalog", async () => {
    const london = await app.request("/images/destinations/LON.svg");
    expect(london.status).toBe(200);
    expect(london.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await london.text();
    expect(svg).toContain("London");
    expect(svg).toBe(await (await app.request("/images/destinations/LON.svg")).text());
    const [sight] = await bed.database.sql<{ id: string; name_en: string }[]>`SELECT id, name_en FROM sights LIMIT 1`;
    const sightSvg = await (await app.request(`/images/sights/${sight?.id}.svg`)).text();
    expect(sightSvg).toContain("<svg");
    const logo = await (await app.request("/images/airlines/FB.svg")).text();
    expect(logo).toContain(">FB<");
  });

  it("draws the destination's and a sight's picture as a 1200x630 PNG for social previews", async () => {
    const png = await app.request("/images/destinations/LON.png");
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    // mails and other sites show it: the app's same-origin default must not block them
    expect(png.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([1200, 630]);
    const again = new Uint8Array(await (await app.request("/images/destinations/LON.png")).arrayBuffer());
    expect(again).toEqual(bytes);
    const [sight] = await bed.database.sql<{ id: string }[]>`SELECT id FROM sights LIMIT 1`;
    expect((await app.request(`/images/sights/${sight?.id}.png`)).headers.get("content-type")).toBe("image/png");
    expect((await app.request("/images/destinations/XXX.png")).status).toBe(404);
  });

  it("marks the preview DEMO while the fares are simulated, and not with a real source", async () => {
    const live = testHttpApp({
      database: bed.database,
      projections: await installedProjections(bed.database.sql),
      fareMode: "live",
    });
    const png = async (on: HttpApp) =>
      new Uint8Array(await (await on.request("/images/destinations/PAR.png")).arrayBuffer());
    const [paris] = await bed.database.sql<{ country_code: string; latitude: number; longitude: number }[]>`
      SELECT country_code, latitude, longitude FROM destinations WHERE iata_code = 'PAR'`;
    const expected = (mode: FareMode) => {
      const scene = destinationScene({
        iataCode: "PAR",
        countryCode: paris?.country_code ?? "",
        latitude: Number(paris?.latitude),
        longitude: Number(paris?.longitude),
      });
      return encodePng(1200, 630, rasterizeScene(mode === "demo" ? withDemoBadge(scene) : scene, 1200, 630));
    };
    // the default is demo: the picture with its badge; a real source, the picture alone
    expect(await png(app)).toEqual(expected("demo"));
    expect(await png(live)).toEqual(expected("live"));
    // the SVG shown on our own pages, beside the site's notice, carries no badge
    expect(await (await app.request("/images/destinations/PAR.svg")).text()).toBe(
      await (await live.request("/images/destinations/PAR.svg")).text(),
    );
  });

  it("keeps each picture once drawn, and serves the kept one afterwards on any instance", async () => {
    const first = await app.request("/images/destinations/ROM.svg");
    expect(first.headers.get("cache-control")).toBe("public, max-age=604800, stale-while-revalidate=86400");
    const [kept] = await bed.database.sql<{ content_type: string; body: Uint8Array }[]>`
      SELECT content_type, body FROM rendered_images WHERE key = ${`v${IMAGE_RENDER_VERSION}:destination:ROM.svg`}`;
    expect(kept?.content_type).toBe("image/svg+xml; charset=utf-8");
    expect(new TextDecoder().decode(kept?.body)).toBe(await first.text());
    // what is kept is what is served: another instance, with nothing in memory, draws nothing
    await bed.database.sql`
      INSERT INTO rendered_images (key, content_type, body)
      VALUES (${`v${IMAGE_RENDER_VERSION}:airline:W6.svg`}, 'image/svg+xml; charset=utf-8', ${Buffer.from("<svg>kept</svg>")})`;
    const other = testHttpApp({
      database: bed.database,
      projections: await installedProjections(bed.database.sql),
    });
    expect(await (await other.request("/images/airlines/W6.svg")).text()).toBe("<svg>kept</svg>");
    // an unknown picture is not kept
    expect((await app.request("/images/destinations/QQQ.png")).status).toBe(404);
    const [{ n } = { n: -1 }] = await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM rendered_images WHERE key LIKE '%QQQ%'`;
    expect(n).toBe(0);
  });

  it("answers unknown pictures with 404", async () => {
    expect((await app.request("/images/destinations/XXX.svg")).status).toBe(404);
    expect((await app.request("/images/airlines/ZZ.svg")).status).toBe(404);
  });
});
