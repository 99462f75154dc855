import { beforeAll, describe, expect, it } from "vitest";
import { runCatalogCommand, seedCatalog } from "../../core/catalog/seed.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { tableChecksum } from "../checksum.ts";
import { generationSchema } from "../projection.ts";
import { testProjectionBed } from "../testing.ts";
import { countryBySlug, destinationBySlugs, listCountries } from "./queries.ts";
import { sightBySlug } from "./sights.ts";

const bed = testProjectionBed();

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await bed.projections.catchUp();
});

describe("catalog read models", () => {
  it("holds the seed, and a second seed registers nothing", async () => {
    const [counts] = await bed.database.sql<{ d: number; a: number; c: number; s: number; f: number; l: number }[]>`
      SELECT (SELECT count(*)::int FROM destinations) AS d, (SELECT count(*)::int FROM airports) AS a,
             (SELECT count(*)::int FROM countries) AS c, (SELECT count(*)::int FROM sights) AS s,
             (SELECT count(*)::int FROM faqs) AS f, (SELECT count(*)::int FROM airlines) AS l`;
    expect(counts?.d).toBeGreaterThanOrEqual(150);
    expect(counts?.s).toBeGreaterThanOrEqual(90);
    expect(counts?.f).toBeGreaterThanOrEqual(30);
    expect(await seedCatalog(bed.store, silentLogger)).toBe(0);
  });

  it("resolves slugs in either language and says which one matched", async () => {
    const bg = await destinationBySlugs(bed.database.db, "velikobritaniya", "london");
    expect(bg?.matched).toBe("bg");
    expect(bg?.value).toMatchObject({ iataCode: "LON", cityBg: "Лондон", countryEn: "United Kingdom" });
    const en = await destinationBySlugs(bed.database.db, "united-kingdom", "london");
    expect(en?.matched).toBe("en");
    expect(await destinationBySlugs(bed.database.db, "velikobritaniya", "paris")).toBeNull();
    expect((await countryBySlug(bed.database.db, "germaniya"))?.value.countryCode).toBe("DE");
    const countries = await listCountries(bed.database.db);
    expect(countries.find((c) => c.countryCode === "IT")?.destinationCount).toBeGreaterThanOrEqual(5);
  });

  it("an admin update reaches the read model and keeps its history", async () => {
    const sight = (
      await bed.database.sql<
        { id: string; slug_bg: string }[]
      >`SELECT id, slug_bg FROM sights WHERE destination_iata = 'PAR' LIMIT 1`
    )[0];
    if (!sight) throw new Error("no Paris sight");
    await runCatalogCommand(
      bed.store,
      {
        type: "UpdateEntry",
        kind: "sight",
        key: sight.id,
        changes: { photographerName: "Мария Иванова", imageUrl: "https://images.example/paris.jpg" },
      },
      { actor: "admin" },
    );
    await bed.projections.catchUp();
    const detail = await sightBySlug(bed.database.db, "PAR", sight.slug_bg);
    expect(detail?.value.photographerName).toBe("Мария Иванова");
    const { events } = await bed.store.readStream(`sight-${sight.id}`);
    expect(events.map((e) => e.type)).toEqual(["CatalogEntryRegistered", "CatalogEntryUpdated"]);
    expect(events[1]?.data).toMatchObject({
      previous: { photographerName: null },
      changes: { photographerName: "Мария Иванова" },
    });
  });

  it("a replay rebuilds identical tables", async () => {
    const before = await Promise.all(
      ["destinations", "airports", "countries", "sights", "faqs", "airlines"].map((t) =>
        tableChecksum(bed.database.sql, generationSchema("catalog", 1), t),
      ),
    );
    await bed.projections.rebuild("catalog");
    const after = await Promise.all(
      ["destinations", "airports", "countries", "sights", "faqs", "airlines"].map((t) =>
        tableChecksum(bed.database.sql, generationSchema("catalog", 2), t),
      ),
    );
    expect(after).toEqual(before);
  });
});
