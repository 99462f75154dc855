import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { BROWSER_STORAGE_KEYS } from "../../core/constants.ts";
import { dealSnapshotFixture } from "../../core/deals/fixtures.ts";
import { detectDeal } from "../../core/deals/service.ts";
import { silentLogger } from "../../core/log/logger.ts";
import type { FareMode } from "../../core/pricing/fare-mode.ts";
import type { HttpApp } from "../../http/app.ts";
import { testHttpAppOn } from "../../http/testing.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { loadProductionBuild } from "../../scripts/serve.ts";
import { rankBestDeals } from "../../workers/deal-jobs.ts";
import { demoBg } from "../i18n/sections/demo.bg.ts";
import { demoEn } from "../i18n/sections/demo.en.ts";
import { pathFor } from "../route-table.ts";

/** Issue 30, part 1: while the fares are simulated, every public page says so; with real ones, none does. */
const bed = testProjectionBed();
let apps: Record<FareMode, HttpApp>;
let shortCode: string;

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await detectDeal(bed.store, dealSnapshotFixture({ validUntil }));
  await bed.projections.catchUp();
  const [deal] = await bed.database.sql<{ short_code: string }[]>`SELECT short_code FROM destination_deals LIMIT 1`;
  shortCode = deal?.short_code ?? "";
  await rankBestDeals({ store: bed.store, db: bed.database.db, affiliateMarker: "test" });
  await bed.projections.catchUp();
  const handler = createRequestHandler(await loadProductionBuild(), "production");
  const appIn = (fareMode: FareMode) =>
    testHttpAppOn(bed, {
      fareMode,
      ssr: (request, context) => handler(request, context),
    });
  apps = { demo: appIn("demo"), live: appIn("live") };
}, 120_000);

async function page(mode: FareMode, path: string): Promise<string> {
  const response = await apps[mode].request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("the fares' mode on the public pages", () => {
  it.each([
    ["/", demoBg],
    ["/en", demoEn],
    [pathFor("bestDeals", "bg"), demoBg],
    [pathFor("bestDeals", "en"), demoEn],
  ])("demo: %s says the fares are simulated, above the header and in the footer", async (path, copy) => {
    const html = await page("demo", path);
    expect(html).toContain('data-testid="demo-notice"');
    expect(html).toContain(copy.notice);
    expect(html.indexOf('data-testid="demo-notice"')).toBeLessThan(html.indexOf("<header"));
    expect(html).toContain(copy.source.demo);
    expect(html).not.toContain(copy.source.live);
    // hidden for the session before the page paints: the head reads the session's choice
    expect(html).toContain(`sessionStorage.getItem(${JSON.stringify(BROWSER_STORAGE_KEYS.demoNotice)})`);
  });

  it("demo: every deal card and the deal page's price box carry the demo mark", async () => {
    const listing = await page("demo", pathFor("bestDeals", "en"));
    const cards = listing.split('data-testid="deal-card"').length - 1;
    expect(cards).toBeGreaterThan(0);
    expect(listing.split('data-testid="demo-mark"').length - 1).toBe(cards);
    const deal = await page("demo", pathFor("dealById", "bg", { dealId: shortCode }));
    expect(deal).toContain('data-testid="demo-mark"');
    expect(deal).toContain(`>${demoBg.mark}<`);
  });

  it.each([
    ["/", demoBg],
    [pathFor("bestDeals", "en"), demoEn],
  ])("live: %s shows no notice and no mark, and names the fares' real source", async (path, copy) => {
    const html = await page("live", path);
    expect(html).not.toContain('data-testid="demo-notice"');
    expect(html).not.toContain('data-testid="demo-mark"');
    expect(html).not.toContain(BROWSER_STORAGE_KEYS.demoNotice);
    expect(html).toContain(copy.source.live);
    expect(html).not.toContain(copy.source.demo);
  });
});
