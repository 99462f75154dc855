import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCatalogCommand, seedCatalog } from "../../core/catalog/seed.ts";
import { PostgresEventStore } from "../../core/eventstore/postgres-event-store.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { createTestDatabase, type TestDatabase } from "../../core/testing/test-database.ts";
import { tableChecksum } from "../checksum.ts";
import { generationSchema } from "../projection.ts";
import type { ProjectionRunner } from "../runner.ts";
import { installedProjections } from "../testing.ts";
import { countryBySlug, destinationBySlugs, listCountries } from "./queries.ts";
import { sightBySlug } from "./sights.ts";

let database: TestDatabase;
let runner: ProjectionRunner;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.sql);
  runner = await installedProjections(database.sql);
  await seedCatalog(store, silentLogger);
  await runner.catchUp();
});
afterAll(() => database.drop());

describe("catalog read models", () => {
  it("holds the seed, and a second seed registers nothing", async () => {
    const [counts] = await database.sql<{ d: number; a: number; c: number; s: number; f: number; l: number }[]>`
      SELECT (SELECT count(*)::int FROM destinations) AS d, (SELECT count(*)::int FROM airports) AS a,
             (SELECT count(*)::int FROM countries) AS c, (SELECT count(*)::int FROM sights) AS s,
             (SELECT count(*)::int FROM faqs) AS f, (SELECT count(*)::int FROM airlines) AS l`;
    expect(counts?.d).toBeGreaterThanOrEqual(150);
    expect(counts?.s).toBeGreaterThanOrEqual(90);
    expect(counts?.f).toBeGreaterThanOrEqual(30);
    expect(await seedCatalog(store, silentLogger)).toBe(0);
  });

  it("resolves slugs in either language and says which one matched", async () => {
    const bg = await destinationBySlugs(database.db, "velikobritaniya", "london");
    expect(bg?.matched).toBe("bg");
    expect(bg?.value).toMatchObject({ iataCode: "LON", cityBg: "Лондон", countryEn: "United Kingdom" });
    const en = await destinationBySlugs(database.db, "united-kingdom", "london");
    expect(en?.matched).toBe("en");
    expect(await destinationBySlugs(database.db, "velikobritaniya", "paris")).toBeNull();
    expect((await countryBySlug(database.db, "germaniya"))?.value.countryCode).toBe("DE");
    const countries = await listCountries(database.db);
    expect(countries.find((c) => c.countryCode === "IT")?.destinationCount).toBeGreaterThanOrEqual(5);
  });

  it("an admin update reaches the read model and keeps its history", async () => {
    const sight = (
      await database.sql<
        { id: string; slug_bg: string }[]
      >`SELECT id, slug_bg FROM sights WHERE destination_iata = 'PAR' LIMIT 1`
    )[0];
    if (!sight) throw new Error("no Paris sight");
    await runCatalogCommand(
      store,
      {
        type: "UpdateEntry",
        kind: "sight",
        key: sight.id,
        changes: { photographerName: "Мария Иванова", imageUrl: "https://images.example/paris.jpg" },
      },
      { actor: "admin" },
    );
    await runner.catchUp();
    const detail = await sightBySlug(database.db, "PAR", sight.slug_bg);
    expect(detail?.value.photographerName).toBe("Мария Иванова");
    const { events } = await store.readStream(`sight-${sight.id}`);
    expect(events.map((e) => e.type)).toEqual(["CatalogEntryRegistered", "CatalogEntryUpdated"]);
    expect(events[1]?.data).toMatchObject({
      previous: { photographerName: null },
      changes: { photographerName: "Мария Иванова" },
    });
  });

  it("a replay rebuilds identical tables", async () => {
    const before = await Promise.all(
      ["destinations", "airports", "countries", "sights", "faqs", "airlines"].map((t) =>
        tableChecksum(database.sql, generationSchema("catalog", 1), t),
      ),
    );
    await runner.rebuild("catalog");
    const after = await Promise.all(
      ["destinations", "airports", "countries", "sights", "faqs", "airlines"].map((t) =>
        tableChecksum(database.sql, generationSchema("catalog", 2), t),
      ),
    );
    expect(after).toEqual(before);
  });
});
