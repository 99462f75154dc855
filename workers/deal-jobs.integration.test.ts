import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import type { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { PostgresSnapshotStore } from "../core/eventstore/snapshots.ts";
import { silentLogger } from "../core/log/logger.ts";
import { crawlOf, sofiaBarcelonaFare } from "../core/pricing/fare-fixture.ts";
import { recordFareObservations } from "../core/pricing/record-fares.ts";
import { seedTestHistory } from "../core/testing/seed-history.ts";
import type { TestDatabase } from "../core/testing/test-database.ts";
import { notYetFolded, ProjectionsBehind } from "../projections/folded.ts";
import type { ProjectionRunner } from "../projections/runner.ts";
import { projectionTestDatabase } from "../projections/testing.ts";
import { DETECTION_READS, detectDealsAt } from "./deal-jobs.ts";

let database: TestDatabase;
let store: PostgresEventStore;
let projections: ProjectionRunner;

const now = new Date("2026-11-24T10:00:00Z");
const target = new Date(Date.UTC(2027, 0, 12));
const departure = target.toISOString().slice(0, 10);
const returning = new Date(target.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);

/** Records one crawl of SOF-BCN with a single fare, and returns its position in the log. */
async function crawl(price: number, crawlId: string): Promise<number> {
  const fare = sofiaBarcelonaFare({
    price,
    departureDate: departure,
    returnDate: returning,
    foundAt: now.toISOString(),
  });
  await recordFareObservations({ store, snapshots: new PostgresSnapshotStore(database.sql) }, crawlOf(fare, crawlId));
  const [event] = await store.readAll({ direction: "backward", eventTypes: ["FaresObserved"], limit: 1 });
  return event?.globalPosition ?? 0;
}

/** Folds everything but the statistics detection reads: they lag, as a busy subscription does. */
async function catchUpAllBut(lagging: readonly string[]) {
  for (const projection of projections.projections) {
    if (!lagging.includes(projection.name)) await projections.catchUp(projection.name);
  }
}

beforeAll(async () => {
  ({ database, store, projections } = await projectionTestDatabase({ max: 12 }));
  await seedCatalog(store, silentLogger);
  await seedTestHistory(database.sql, store, { fareSeed: 9, routes: [{ from: "SOF", to: "BCN" }], days: 40, now });
});
afterAll(() => database.drop());

describe("deal detection on current statistics (issue 33)", () => {
  it("waits for the statistics to fold the crawl, then judges it on them", async () => {
    const position = await crawl(9, "crawl-cheap");
    await catchUpAllBut(DETECTION_READS);
    expect(await notYetFolded(database.db, DETECTION_READS, position)).toEqual([...DETECTION_READS].sort());

    // the statistics fold the whole history only after detection has started waiting
    // marked before folding: detection may see the fold commit before catchUp() returns to us
    let foldingStartedAt = Number.POSITIVE_INFINITY;
    const statistics = new Promise<void>((done) => setTimeout(done, 300)).then(async () => {
      foldingStartedAt = Date.now();
      for (const name of DETECTION_READS) await projections.catchUp(name);
    });
    const result = await detectDealsAt({ store, db: database.db, affiliateMarker: "m" }, position, now);
    const judgedAt = Date.now();
    await statistics;
    // read before they had folded, the route had no usual price and nothing was a deal
    expect(result.detected).toBe(1);
    expect(judgedAt).toBeGreaterThanOrEqual(foldingStartedAt);
  });

  it("gives up after its wait, storing nothing, so the queue retries it later", async () => {
    const position = await crawl(8, "crawl-lagging");
    await catchUpAllBut(["route_price_stats"]);
    const before = await store.readAll({ eventTypes: ["DealDetected", "DealUpdated"] });
    const waits: number[] = [];
    const detection = detectDealsAt(
      {
        store,
        db: database.db,
        affiliateMarker: "m",
        foldWait: { timeoutMs: 200, intervalMs: 100, sleep: async (ms) => void waits.push(ms) },
      },
      position,
      now,
    );
    await expect(detection).rejects.toThrow(ProjectionsBehind);
    await expect(detection).rejects.toMatchObject({ projections: ["route_price_stats"], position });
    expect(waits).toEqual([100, 100]);
    expect(await store.readAll({ eventTypes: ["DealDetected", "DealUpdated"] })).toHaveLength(before.length);
  });
});
