import { afterEach, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { silentLogger } from "../core/log/logger.ts";
import { SIMULATED_ROUTES } from "../core/pricing/simulated-routes.ts";
import { seedTestHistory } from "../core/testing/seed-history.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { christmasDeals, lastMinuteDeals, weekendDeals } from "../projections/deals/deal-views.ts";
import { installedProjections } from "../projections/testing.ts";
import { detectDealsAt } from "./deal-jobs.ts";

/**
 * A fresh start on a given day: the simulated history, then detection on each route's latest
 * crawl, as `npm start` does. The seasonal listings must have deals in their season.
 */
const ROUTES = SIMULATED_ROUTES.filter((route) => route.from === "SOF").slice(0, 24);
/** Enough days for the current month's statistics (30 samples) from the lighter history crawls. */
const SEED_DAYS = 20;

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function freshStartOn(now: Date) {
  database = await createTestDatabase({ max: 12 });
  const store = new PostgresEventStore(database.sql);
  const projections = await installedProjections(database.sql);
  await seedCatalog(store, silentLogger);
  await seedTestHistory(database.sql, store, { fareSeed: 20261121, routes: ROUTES, days: SEED_DAYS, now });
  await projections.catchUp();
  const latest = await database.sql<{ global_position: string }[]>`
    SELECT DISTINCT ON (stream_id) global_position FROM events
     WHERE type = 'FaresObserved' ORDER BY stream_id, global_position DESC`;
  for (const row of latest) {
    await detectDealsAt({ store, db: database.db, affiliateMarker: "test" }, Number(row.global_position), now);
  }
  await projections.catchUp();
  const db = database.db;
  return {
    lastMinute: await lastMinuteDeals(db, { limit: 24, maxDepartureDays: 5, now }),
    weekends: await weekendDeals(db, { origin: "ALL", weeks: 12, now }),
    christmas: await christmasDeals(db, now),
  };
}

describe("seasonal listings on a fresh start", () => {
  it.each([
    ["late November", "2026-11-25T07:00:00Z"],
    ["mid-July", "2026-07-15T07:00:00Z"],
  ])("fills last-minute, weekend and Christmas deals in %s", async (_, at) => {
    const now = new Date(at);
    const { lastMinute, weekends, christmas } = await freshStartOn(now);
    const weekendTotal = weekends.reduce((sum, weekend) => sum + weekend.totalDeals, 0);
    expect(lastMinute.length).toBeGreaterThan(0);
    expect(weekendTotal).toBeGreaterThan(0);
    expect(christmas.deals.length).toBeGreaterThan(0);
  });
});
