import { beforeAll, describe, expect, it } from "vitest";
import { runCatalogCommand, seedCatalog } from "../core/catalog/seed.ts";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { detectDeal } from "../core/deals/service.ts";
import { silentLogger } from "../core/log/logger.ts";
import { runSettingsCommand } from "../core/settings/service.ts";
import { crawlTestRoutes } from "../core/testing/seed-history.ts";
import { currentHero } from "../projections/hero/queries.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { rankBestDeals } from "./deal-jobs.ts";
import { type HeroJobDeps, rotateHomepageHero } from "./hero-jobs.ts";

const bed = testProjectionBed({ max: 12 });
let deps: HeroJobDeps;
const now = new Date();

async function rotate(at = now) {
  const outcomes = await rotateHomepageHero(deps, at);
  await bed.projections.catchUp();
  return outcomes;
}

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  const anHourAgo = new Date(now.getTime() - 3_600_000);
  await crawlTestRoutes(bed.database.sql, bed.store, { fareSeed: 3, from: "SOF", to: ["LTN", "BCN"], at: anHourAgo });
  await bed.projections.catchUp();
  deps = { store: bed.store, db: bed.database.db, logger: silentLogger };
});

describe("homepage hero rotation", () => {
  it("features the cheapest current fare while no deal is live", async () => {
    expect(await rotate()).toEqual({ bg: "rotated", en: "rotated" });
    const hero = await currentHero(bed.database.db, "bg");
    expect(hero).toMatchObject({ dealId: null, fallbackSource: "cheapest_fare", ctaText: "Виж полетите" });
    // the euro first, the lev beside it, both rounded up (decision 0045)
    expect(hero?.headline).toMatch(/^София → \S.* от \d+\s€ \(\d+\sлв\.\)$/);
    expect((await currentHero(bed.database.db, "en"))?.headline).toMatch(/^Sofia → \S.* from €\d+ \(BGN\s\d+\)$/);
  });

  it("features the best-ranked live deal, and records nothing new within the same hour", async () => {
    await detectDeal(bed.store, dealSnapshotFixture({ validUntil: "2027-01-01T00:00:00.000Z" }));
    await bed.projections.catchUp();
    await rankBestDeals({ store: bed.store, db: bed.database.db, affiliateMarker: "test" }, now);
    await bed.projections.catchUp();
    expect(await rotate()).toEqual({ bg: "rotated", en: "rotated" });
    const bg = await currentHero(bed.database.db, "bg");
    expect(bg).toMatchObject({
      fallbackSource: "best_deals",
      headline: "София → Лондон от 62\u00a0€ (120\u00a0лв.)",
      ctaText: "Виж офертата",
    });
    expect(bg?.ctaUrl).toMatch(/^\/oferta\/\w+$/);
    expect(bg?.subheadline).toMatch(/^40% под обичайната цена · 14 март – 21 март · /);
    expect((await currentHero(bed.database.db, "en"))?.ctaUrl).toMatch(/^\/en\/deal\/\w+$/);
    expect(await rotate()).toEqual({ bg: "unchanged", en: "unchanged" });
  });

  it("goes back to the static hero when the setting is switched off, and returns when it is on", async () => {
    const change = (dynamicHomepageHero: boolean) =>
      runSettingsCommand(bed.store, {
        type: "ChangeSettings",
        changes: { dynamicHomepageHero },
        lastModifiedBy: "test",
        at: now.toISOString(),
      });
    await change(false);
    expect(await rotate()).toEqual({ bg: "cleared", en: "cleared" });
    expect(await currentHero(bed.database.db, "bg")).toBeNull();
    expect(await rotate()).toEqual({ bg: "unchanged", en: "unchanged" });
    await change(true);
    expect(await rotate()).toEqual({ bg: "rotated", en: "rotated" });
    expect((await currentHero(bed.database.db, "en"))?.fallbackSource).toBe("best_deals");
  });

  it("puts the lev first once the settings say BGN", async () => {
    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { currency: "BGN" },
      lastModifiedBy: "test",
      at: now.toISOString(),
    });
    expect(await rotate()).toEqual({ bg: "rotated", en: "rotated" });
    expect((await currentHero(bed.database.db, "bg"))?.headline).toBe("София → Лондон от 120\u00a0лв. (62\u00a0€)");
    expect((await currentHero(bed.database.db, "en"))?.headline).toBe("Sofia → London from BGN\u00a0120 (€62)");
  });

  it("credits the photographer when the featured destination shows a photo an admin chose", async () => {
    expect((await currentHero(bed.database.db, "bg"))?.photo).toBeNull();
    await runCatalogCommand(bed.store, {
      type: "ChooseDestinationPicture",
      kind: "destination",
      key: "LON",
      picture: {
        unsplashImageId: "aB3-xyz_9",
        imageUrl: "https://images.unsplash.com/photo-1?ixid=abc&w=1200&h=675&fit=crop",
        highResImageUrl: "https://images.unsplash.com/photo-1?ixid=abc&q=85",
        photographerName: "Maria Petrova",
        photographerUsername: "mariapetrova",
      },
      chosenBy: "admin:admin",
    });
    await bed.projections.catchUp();
    await rotate(new Date(now.getTime() + 2 * 3_600_000));
    const hero = await currentHero(bed.database.db, "bg");
    expect(hero?.imageUrl).toMatch(/^https:\/\/images\.unsplash\.com\//);
    expect(hero?.photo).toEqual({ photographerName: "Maria Petrova", photographerUsername: "mariapetrova" });
  });
});
