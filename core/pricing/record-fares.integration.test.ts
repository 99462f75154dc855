import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import { PostgresSnapshotStore } from "../eventstore/snapshots.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { fareFixture, recordFixture } from "./fare-fixture.ts";
import { recordFareObservations, SNAPSHOT_EVERY_EVENTS } from "./record-fares.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("recordFareObservations", () => {
  it("refuses a batch with a bad fare and loses nothing already stored", async () => {
    const deps = { store: new PostgresEventStore(database.sql), snapshots: new PostgresSnapshotStore(database.sql) };
    await recordFareObservations(deps, recordFixture([fareFixture({ price: 120 })], { crawlId: "c1" }));
    const before = await deps.store.readStream("route-SOF-LTN");
    const bad = recordFixture([fareFixture({ price: 99 }), fareFixture({ price: -5 })], { crawlId: "c2" });
    await expect(recordFareObservations(deps, bad)).rejects.toBeInstanceOf(DomainError);
    const after = await deps.store.readStream("route-SOF-LTN");
    expect(after).toEqual(before);
  });

  it("folds from the snapshot and the events after it", async () => {
    const deps = { store: new PostgresEventStore(database.sql), snapshots: new PostgresSnapshotStore(database.sql) };
    for (let i = 0; i < SNAPSHOT_EVERY_EVENTS; i++) {
      await recordFareObservations(
        deps,
        recordFixture([fareFixture({ toAirport: "VIE", price: 200 - Math.min(i, 4) * 10 })], { crawlId: `v${i}` }),
      );
    }
    const [snapshot] = await database.sql<
      { version: number; state: { observationCount: number; lowestBgn: number } }[]
    >`
      SELECT version, state FROM snapshots WHERE stream_id = 'route-SOF-VIE'`;
    // taken once SNAPSHOT_EVERY_EVENTS events were on the stream, holding what they say
    const stream = await deps.store.readStream("route-SOF-VIE");
    const upToSnapshot = stream.events.filter((e) => e.streamPosition <= (snapshot?.version ?? 0));
    expect(snapshot?.version).toBeGreaterThanOrEqual(SNAPSHOT_EVERY_EVENTS);
    expect(snapshot?.version).toBeGreaterThan(stream.version - SNAPSHOT_EVERY_EVENTS);
    expect(snapshot?.state).toMatchObject({
      observationCount: upToSnapshot.filter((e) => e.type === "FaresObserved").length,
      lowestBgn: 160,
    });
    // a stale snapshot is caught up from the events after it (a new store: nothing cached)
    await database.sql`UPDATE snapshots SET version = 2, state = state || '{"observationCount": 2, "lowestBgn": 190}' WHERE stream_id = 'route-SOF-VIE'`;
    const restarted = {
      store: new PostgresEventStore(database.sql),
      snapshots: new PostgresSnapshotStore(database.sql),
    };
    const result = await recordFareObservations(
      restarted,
      recordFixture([fareFixture({ toAirport: "VIE", price: 150 })], { crawlId: "v-after-snapshot" }),
    );
    expect(result.events.map((e) => e.type)).toEqual(["FaresObserved", "RouteLowestPriceLowered"]);
    expect(result.state.lowestBgn).toBe(150);
  });
});
