import { afterEach, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { silentLogger } from "../core/log/logger.ts";
import { SIMULATED_ROUTES } from "../core/pricing/simulated-routes.ts";
import { seedTestHistory } from "../core/testing/seed-history.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { installedProjections } from "../projections/testing.ts";
import { detectDealsAt } from "./deal-jobs.ts";

/**
 * A fresh start at any hour of Sofia's day, as `npm start` does it: the seeded history, then
 * detection on each route's latest crawl. Nothing it records was found after the clock it ran at.
 */
const ROUTES = SIMULATED_ROUTES.filter((route) => route.from === "SOF").slice(0, 8);

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function freshStartAt(now: Date) {
  database = await createTestDatabase();
  const store = new PostgresEventStore(database.sql);
  const projections = await installedProjections(database.sql);
  await seedCatalog(store, silentLogger);
  await seedTestHistory(database.sql, store, { fareSeed: 29, routes: ROUTES, days: 10, now });
  await projections.catchUp();
  const latest = await database.sql<{ position: number }[]>`
    SELECT DISTINCT ON (stream_id) global_position AS position FROM events
     WHERE type = 'FaresObserved' ORDER BY stream_id, global_position DESC`;
  for (const { position } of latest)
    await detectDealsAt({ store, db: database.db, affiliateMarker: "t" }, position, now);
  await projections.catchUp();
  const [latestTimes] = await database.sql<{ observed: Date; found: Date; fare: Date; deal: Date | null }[]>`
    SELECT (SELECT max((data->>'observedAt')::timestamptz) FROM events WHERE type = 'FaresObserved') AS observed,
           (SELECT max((o->>'foundAt')::timestamptz) FROM events, jsonb_array_elements(data->'observations') o
             WHERE type = 'FaresObserved') AS found,
           (SELECT max(found_at) FROM price_history) AS fare,
           (SELECT max(found_at) FROM destination_deals) AS deal`;
  return latestTimes as { observed: Date; found: Date; fare: Date; deal: Date | null };
}

describe("a fresh start at any hour", () => {
  it.each([
    ["00:05", "2026-11-29T00:05:00+02:00"],
    ["05:29", "2026-11-29T05:29:00+02:00"],
    ["12:00", "2026-11-29T12:00:00+02:00"],
    ["23:55", "2026-11-29T23:55:00+02:00"],
    ["04:30 on the morning the clocks go forward", "2026-03-29T04:30:00+03:00"],
    ["03:30 the second time on the night the clocks go back", "2026-10-25T03:30:00+02:00"],
  ])("records no fare, crawl or deal found after the clock, Sofia %s", async (_, iso) => {
    const now = new Date(iso);
    const times = await freshStartAt(now);
    expect(times.deal, "detection found deals to check").not.toBeNull();
    for (const [what, at] of Object.entries(times)) {
      expect(at?.getTime(), what).toBeLessThanOrEqual(now.getTime());
    }
    // the latest crawl is the clock's own half hour, not a day-old one
    expect(now.getTime() - times.observed.getTime()).toBeLessThan(30 * 60_000);
  });
});
