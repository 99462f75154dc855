import { describe, expect, it } from "vitest";
import { PostgresSnapshotStore } from "../../core/eventstore/snapshots.ts";
import { crawlRoute } from "../../core/pricing/crawl.ts";
import { createSimulatedFareSource } from "../../core/pricing/simulated-fare-source.ts";
import { testProjectionBed } from "../testing.ts";
import { fareSourceHealth } from "./fare-source-queries.ts";

const bed = testProjectionBed();

// 23:30 in Sofia on 28 November: "since yesterday" reaches back to the 27th
const NOW = new Date("2026-11-28T21:30:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

async function crawled(bindingId: string, at: Date, outcome: { source?: string; error?: string }) {
  await bed.store.append(`searchbinding-${bindingId}`, [
    {
      type: "SearchBindingCrawled",
      data: {
        bindingId,
        status: outcome.error ? "error" : "success",
        resultCount: outcome.error ? 0 : 10,
        error: outcome.error ?? null,
        at: at.toISOString(),
        failureCount: outcome.error ? 1 : 0,
        nextRunAt: new Date(at.getTime() + 3_600_000).toISOString(),
        ...(outcome.source ? { source: outcome.source } : {}),
      },
    },
  ]);
}

describe("fare source health", () => {
  it("says when each source last answered, its fares per crawl and its error rate since yesterday, and its last error", async () => {
    const snapshots = new PostgresSnapshotStore(bed.database.sql);
    for (const [to, at] of [
      ["LTN", hoursAgo(1)],
      ["BCN", hoursAgo(2)],
      ["FCO", hoursAgo(60)],
    ] as const) {
      const fareSource = createSimulatedFareSource({ seed: 3, now: () => at });
      await crawlRoute({ store: bed.store, snapshots, fareSource }, { fromAirport: "SOF", toAirport: to, at });
    }
    await crawled("a", hoursAgo(1), { source: "simulated" });
    await crawled("b", hoursAgo(2), { source: "simulated", error: "HttpError: upstream said 503" });
    await crawled("c", hoursAgo(3), { source: "simulated" });
    await crawled("d", hoursAgo(70), { source: "simulated", error: "TimeoutError: no answer" });
    await crawled("e", hoursAgo(5), {});
    await bed.projections.catchUp();

    const [simulated, unrecorded, ...rest] = await fareSourceHealth(bed.database.db, NOW);
    expect(rest).toEqual([]);
    expect(simulated).toMatchObject({
      source: "simulated",
      lastSuccessAt: hoursAgo(1),
      routeCrawls: 2,
      bindingCrawls: 3,
      errors: 1,
      errorRate: 1 / 3,
      lastError: "HttpError: upstream said 503",
      lastErrorAt: hoursAgo(2),
    });
    expect(simulated?.faresPerCrawl).toBeGreaterThan(10);
    // a crawl recorded before crawls named their source
    expect(unrecorded).toMatchObject({ source: "unrecorded", routeCrawls: 0, bindingCrawls: 1, errorRate: 0 });

    const volume = await bed.database.sql<{ day: string; crawls: number }[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, crawls FROM crawl_volume ORDER BY day`;
    expect(volume).toEqual([
      { day: "2026-11-26", crawls: 1 },
      { day: "2026-11-28", crawls: 2 },
    ]);
  });
});
