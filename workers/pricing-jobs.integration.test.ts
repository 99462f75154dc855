import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { PostgresSnapshotStore } from "../core/eventstore/snapshots.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { fareFixture, recordFixture } from "../core/pricing/fare-fixture.ts";
import { recordFareObservations } from "../core/pricing/record-fares.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { until } from "../core/testing/until.ts";
import { createBoss } from "./boss.ts";
import { lowestPriceReactor, registerPricingJobs } from "./pricing-jobs.ts";
import { QUEUES } from "./queues.ts";
import { testReactorLoop } from "./testing.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ max: 12 });
});
afterAll(() => database.drop());

describe("pricing jobs", () => {
  it("a crawl job records fares, and the reactor turns a new route low into exactly one job", async () => {
    const { sql } = database;
    const wakeup = new Wakeup(undefined);
    const store = new PostgresEventStore(sql, { onAppended: () => wakeup.appended() });
    const snapshots = new PostgresSnapshotStore(sql);
    const boss = createBoss(sql, silentLogger, { schedule: false, pollingIntervalSeconds: 0.5 });
    await boss.start();
    await registerPricingJobs({
      boss,
      store,
      snapshots,
      fareSource: createSimulatedFareSource({ seed: 5 }),
      logger: silentLogger,
    });
    const reactor = testReactorLoop(lowestPriceReactor, { sql, boss, wakeup });
    reactor.start();
    try {
      await boss.send(QUEUES.crawlRoute, { fromAirport: "SOF", toAirport: "MAD", at: "2026-11-20T08:00:00.000Z" });
      await until("the crawl recorded", async () => (await store.readStream("route-SOF-MAD")).version === 1);
      const [crawl] = (await store.readStream("route-SOF-MAD")).events;
      expect(crawl?.type).toBe("FaresObserved");
      expect(crawl?.metadata.actor).toBe("system:crawler");

      // a fare below everything seen so far
      const cheap = fareFixture({ fromAirport: "SOF", toAirport: "MAD", price: 9.99 });
      await recordFareObservations({ store, snapshots }, recordFixture([cheap], { crawlId: "manual-low" }));
      const jobs = () =>
        sql<{ data: { lowestBgn: number }; state: string }[]>`
          SELECT data, state FROM pgboss.job WHERE name = ${QUEUES.lowestPriceLowered}`;
      await until("a deal job", async () => (await jobs()).length > 0);
      await until("the deal job completed", async () => (await jobs())[0]?.state === "completed");
      expect((await jobs()).map((j) => j.data.lowestBgn)).toEqual([9.99]);
      const [checkpoint] = await sql<{ last_position: number }[]>`
        SELECT last_position FROM subscription_checkpoints WHERE subscription_id = 'reactor:lowest-price-alerts'`;
      const [lowEvent] = await sql<{ global_position: number }[]>`
        SELECT global_position FROM events WHERE type = 'RouteLowestPriceLowered'`;
      expect(checkpoint?.last_position).toBe(lowEvent?.global_position);
    } finally {
      await reactor.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    }
  });
});
