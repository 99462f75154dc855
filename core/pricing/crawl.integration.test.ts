import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import { PostgresSnapshotStore } from "../eventstore/snapshots.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { crawlRoute } from "./crawl.ts";
import { routeStreamId } from "./events.ts";
import { seasonKeyOf } from "./season.ts";
import { createSimulatedFareSource } from "./simulated-fare-source.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("crawlRoute", () => {
  it("records a crawl once per slot, with fares spread over every month of the horizon", async () => {
    const store = new PostgresEventStore(database.sql);
    const deps = {
      store,
      snapshots: new PostgresSnapshotStore(database.sql),
      fareSource: createSimulatedFareSource({ seed: 11 }),
    };
    const at = new Date("2026-11-21T10:05:00Z");
    const first = await crawlRoute(deps, { fromAirport: "SOF", toAirport: "BCN", at }, { actor: "test" });
    expect(first.recordedEvents).toEqual(["FaresObserved"]);
    // a retried job in the same 30-minute slot records nothing
    const retry = await crawlRoute(deps, {
      fromAirport: "SOF",
      toAirport: "BCN",
      at: new Date("2026-11-21T10:20:00Z"),
    });
    expect(retry.recordedEvents).toEqual([]);
    const { events } = await store.readStream(routeStreamId("SOF", "BCN"));
    expect(events).toHaveLength(1);
    expect(events[0]?.metadata.actor).toBe("test");
    const observations = (events[0]!.data as { observations: Array<{ flightDate: string }> }).observations;
    const months = new Set(observations.map((o) => seasonKeyOf(o.flightDate)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(observations.every((o) => o.flightDate > "2026-11-21")).toBe(true);
  });
});
