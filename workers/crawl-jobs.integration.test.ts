import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import { seedSearchProfiles } from "../core/crawling/seed.ts";
import { runBindingCommand, runProfileCommand } from "../core/crawling/service.ts";
import { PostgresSnapshotStore } from "../core/eventstore/snapshots.ts";
import { silentLogger } from "../core/log/logger.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { dueBindings } from "../projections/crawling/queries.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { acquireCrawlerLock, releaseCrawlerLock, runBindingCrawl } from "./crawl-jobs.ts";

const bed = testProjectionBed();
const now = new Date();

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await seedSearchProfiles(bed.store, silentLogger, new Date(now.getTime() - 60_000));
  await bed.projections.catchUp();
});

const deps = () => ({
  database: bed.database,
  store: bed.store,
  snapshots: new PostgresSnapshotStore(bed.database.sql),
  fareSource: createSimulatedFareSource({ seed: 4 }),
  logger: silentLogger,
});

describe("crawling by search profile bindings", () => {
  it("seeds a profile per Bulgarian airport, bound to every destination flown from it, all due", async () => {
    const [counts] = await bed.database.sql<{ profiles: number; bindings: number }[]>`
      SELECT (SELECT count(*)::int FROM search_profiles) AS profiles, (SELECT count(*)::int FROM search_profile_bindings) AS bindings`;
    expect(counts?.profiles).toBe(4);
    expect(counts?.bindings).toBeGreaterThan(80);
    expect(await dueBindings(bed.database.db, now, 500)).toHaveLength(counts?.bindings as number);
  });

  it("crawls a binding's routes, records success and schedules the next run by the profile", async () => {
    const result = await runBindingCrawl(deps(), "default-sof-lon", now);
    expect(result).toMatchObject({ status: "success", error: null });
    await bed.projections.catchUp();
    const [binding] = await bed.database.sql<
      { last_crawl_status: string; next_run_at: Date; last_result_count: number }[]
    >`
      SELECT last_crawl_status, next_run_at, last_result_count FROM search_profile_bindings WHERE id = 'default-sof-lon'`;
    expect(binding?.last_crawl_status).toBe("success");
    expect(binding?.last_result_count).toBeGreaterThan(0);
    expect(new Date(binding!.next_run_at).getTime()).toBe(now.getTime() + 60 * 60_000);
    const routes = await bed.database.sql<
      { stream_id: string }[]
    >`SELECT stream_id FROM streams WHERE stream_id LIKE 'route-SOF-%' ORDER BY 1`;
    expect(routes.map((r) => r.stream_id)).toEqual(expect.arrayContaining(["route-SOF-LTN", "route-SOF-STN"]));
    expect(await dueBindings(bed.database.db, now, 500)).not.toContain("default-sof-lon");
  });

  it("never crawls a binding another worker holds, and a paused profile is not due", async () => {
    expect(await acquireCrawlerLock(bed.database.sql, "default-var-lon", "other-worker")).toBe(true);
    expect(await runBindingCrawl(deps(), "default-var-lon", now)).toEqual({ status: "locked" });
    await releaseCrawlerLock(bed.database.sql, "default-var-lon", "other-worker");
    await runProfileCommand(bed.store, {
      type: "SetProfilePaused",
      profileId: "default-pdv",
      paused: true,
      by: "admin",
    });
    await bed.projections.catchUp();
    const due = await dueBindings(bed.database.db, now, 500);
    expect(due.some((id) => id.startsWith("default-pdv-"))).toBe(false);
    expect(due.some((id) => id.startsWith("default-var-"))).toBe(true);
  });

  it("a paused binding is not due until it is resumed; its profile's other bindings still are", async () => {
    const pause = (paused: boolean) =>
      runBindingCommand(bed.store, { type: "SetBindingPaused", bindingId: "default-var-lon", paused, by: "admin" });
    await pause(true);
    await bed.projections.catchUp();
    const due = await dueBindings(bed.database.db, now, 500);
    expect(due).not.toContain("default-var-lon");
    expect(due.some((id) => id.startsWith("default-var-"))).toBe(true);
    await pause(false);
    await bed.projections.catchUp();
    expect(await dueBindings(bed.database.db, now, 500)).toContain("default-var-lon");
  });
});
