import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../core/catalog/seed.ts";
import { runCmsPageCommand } from "../../../core/cms/runner.ts";
import { seedCmsPages } from "../../../core/cms/seed.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { testProjectionBed } from "../../../projections/testing.ts";
import { firstSlugClash, slugClash } from "./slug-clash.ts";

const bed = testProjectionBed();
const metadata = { actor: "admin:test" };
const messageOf = async (pageKey: string, slugPath: string) =>
  (await slugClash(bed.database.db, pageKey, slugPath))?.message ?? null;

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await seedCmsPages(bed.store, silentLogger);
  await runCmsPageCommand(bed.store, { type: "CreatePage", pageKey: "summer", pageType: "static" }, metadata);
  for (const [locale, slugPath] of [
    ["bg", "/lyato"],
    ["en", "/en/summer"],
  ] as const) {
    await runCmsPageCommand(
      bed.store,
      { type: "LocalizePage", pageKey: "summer", locale, slugPath, status: "draft" },
      metadata,
    );
  }
  await bed.projections.catchUp();
});

describe("a slug clash", () => {
  it("is another page's address in either language, but never the page's own", async () => {
    expect(await messageOf("other", "/lyato")).toBe("The address /lyato is already the page summer");
    expect(await messageOf("other", "/en/summer")).toBe("The address /en/summer is already the page summer");
    expect(await messageOf("summer", "/lyato")).toBeNull();
    expect(await messageOf("other", "/imprint")).toBe("The address /imprint is already the page imprint");
    const clash = await slugClash(bed.database.db, "other", "/lyato");
    expect(clash).toMatchObject({ code: "slug_taken", status: 409 });
  });

  it("is an address a route-table screen with static segments would answer", async () => {
    expect(await messageOf("other", "/visa/nyakade")).toBe("The address /visa/nyakade belongs to the screen visa");
    expect(await messageOf("other", "/en/visa/:country")).toBe(
      "The address /en/visa/:country belongs to the screen visa",
    );
    expect(await messageOf("other", "/aviokompanii/wizz")).toBe(
      "The address /aviokompanii/wizz belongs to the screen airline",
    );
    expect(await messageOf("other", "/oferta/123")).toBe("The address /oferta/123 belongs to the screen dealById");
    // the screen's own page keeps its address
    expect(await messageOf("visa", "/visa/:countrySlug")).toBeNull();
  });

  it("is a country or destination the catalog already has there, in either language", async () => {
    expect(await messageOf("other", "/italiya")).toBe("The address /italiya is the country page of Italy");
    expect(await messageOf("other", "/en/italy")).toBe("The address /en/italy is the country page of Italy");
    expect(await messageOf("other", "/italiya/rim")).toBe("The address /italiya/rim is the destination page of Rome");
    expect(await messageOf("other", "/en/italy/rome")).toBe(
      "The address /en/italy/rome is the destination page of Rome",
    );
  });

  it("leaves free addresses, the catch-all fallbacks and parameter segments alone", async () => {
    expect(await messageOf("other", "/esenni-oferti")).toBeNull();
    expect(await messageOf("other", "/en/autumn/deals")).toBeNull();
    expect(await messageOf("other", "/italiya/nyakade")).toBeNull();
    expect(await messageOf("other", "/:anything")).toBeNull();
    expect(await messageOf("other", "/italiya/rim/more/segments")).toBeNull();
  });

  it("of a new page is the first of its addresses that clashes", async () => {
    expect(await firstSlugClash(bed.database.db, "other", [null, undefined, "/free"])).toBeNull();
    expect((await firstSlugClash(bed.database.db, "other", ["/free", "/en/summer"]))?.message).toBe(
      "The address /en/summer is already the page summer",
    );
  });
});
