import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { PostgresEventStore } from "../../core/eventstore/postgres-event-store.ts";
import { PostgresSnapshotStore } from "../../core/eventstore/snapshots.ts";
import { Upcasters } from "../../core/eventstore/upcasting.ts";
import { Wakeup } from "../../core/eventstore/wakeup.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { crawlRoute } from "../../core/pricing/crawl.ts";
import { createSimulatedFareSource } from "../../core/pricing/simulated-fare-source.ts";
import { type RecheckEvent, recheckStreamId } from "../../core/recheck/events.ts";
import { allProjections } from "../../projections/index.ts";
import { fareSourceHealth, recheckDrops } from "../../projections/pricing/fare-source-queries.ts";
import { ProjectionRunner } from "../../projections/runner.ts";
import { loadProductionBuild } from "../../scripts/serve.ts";
import { createBoss } from "../../workers/boss.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed, TEST_IP } from "../admin/shell/testing.ts";
import type { HttpApp } from "../app.ts";
import { testHttpApp } from "../testing.ts";
import { type AppMetrics, createMetrics } from "./registry.ts";

/**
 * The metrics of a real app on a real database: requests through createHttpApp with the real
 * SSR build, page-cache outcomes, the database's gauges against real pg-boss jobs, and who may
 * read /metrics.
 */

let bed: AdminTestBed;
let session: AdminSessionCookie;
let metrics: AppMetrics;
let app: HttpApp;
/** Two destinations in the same country, in both languages. */
let cities: { bg: string; en: string }[] = [];

const REPLICAS = [
  { name: "replica-a", healthy: true, lagMs: 250 },
  { name: "replica-b", healthy: false, lagMs: null },
];

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await seedCatalog(bed.store, silentLogger);
  await bed.projections.catchUp();
  const rows = await bed.database.sql<{ bg: string; en: string }[]>`
    SELECT '/' || country_slug_bg || '/' || city_slug_bg AS bg, '/en/' || country_slug_en || '/' || city_slug_en AS en
      FROM destinations WHERE is_active ORDER BY popularity_score DESC LIMIT 2`;
  cities = [...rows];

  // a real pg-boss: one job waits, one runs, one failed
  const boss = createBoss(bed.database.sql, silentLogger, { schedule: false });
  await boss.start();
  await boss.createQueue("test.metrics");
  const failing = (await boss.send("test.metrics", { n: 1 }, { retryLimit: 0 })) as string;
  await boss.fetch("test.metrics");
  await boss.fail("test.metrics", failing, new Error("provider answered 503"));
  await boss.send("test.metrics", { n: 2 });
  await boss.fetch("test.metrics");
  await boss.send("test.metrics", { n: 3 });
  await boss.stop({ graceful: true, wait: true, timeout: 5000 });

  metrics = createMetrics({
    sql: bed.database.sql,
    projections: bed.projections,
    replicas: () => REPLICAS,
    fareSources: () => fareSourceHealth(bed.database.db, new Date()),
    recheckDrops: () => recheckDrops(bed.database.db, { now: new Date(), allTime: true }),
  });
  const handler = createRequestHandler(await loadProductionBuild(), "production");
  app = testHttpApp({
    database: bed.database,
    projections: bed.projections,
    store: bed.store,
    admin: bed.deps,
    pageCache: true,
    ssr: (request, context) => handler(request, context),
    metrics,
  });
}, 120_000);
afterAll(() => bed.close());

/** A request from an address (TRUST_PROXY=1 believes the test's x-forwarded-for), signed in or not. */
const get = (path: string, ip = TEST_IP, signedIn: AdminSessionCookie | null = null) =>
  app.request(path, {
    headers: { "x-forwarded-for": ip, ...(signedIn ? { cookie: signedIn.cookie } : {}) },
    redirect: "manual",
  });

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Prometheus' text format as samples. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key as string] = value as string;
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(): Promise<Sample[]> {
  const response = await get("/metrics", "127.0.0.1");
  expect(response.status).toBe(200);
  return parse(await response.text());
}

const sampleValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe("request metrics", () => {
  it("label pages by their screen's pattern and language, API routes by Hono's, unknown paths as unmatched", async () => {
    expect(cities).toHaveLength(2);
    for (const city of cities) expect((await get(city.bg)).status).toBe(200);
    expect((await get(cities[0]?.en ?? "")).status).toBe(200);
    expect((await get("/api/deals?limit=1")).status).toBe(200);
    // a route of ours that finds nothing keeps its pattern
    expect((await get("/api/routes/sof/bcn/stats")).status).toBe(404);
    expect((await get("/no/such/page/at/all")).status).toBe(404);
    expect((await get("/no-such-country")).status).toBe(404);
    expect((await get("/api/no-such-endpoint")).status).toBe(404);

    const samples = await scrape();
    const requests = samples.filter((s) => s.name === "flydealsbg_http_requests_total");
    const destination = { method: "GET", route: "/:countrySlug/:citySlug", status: "2xx" };
    // two destination pages, one label value
    expect(sampleValue(requests, "flydealsbg_http_requests_total", { ...destination, locale: "bg" })).toBe(2);
    expect(sampleValue(requests, "flydealsbg_http_requests_total", { ...destination, locale: "en" })).toBe(1);
    expect(sampleValue(requests, "flydealsbg_http_requests_total", { route: "/api/deals", status: "2xx" })).toBe(1);
    expect(
      sampleValue(requests, "flydealsbg_http_requests_total", { route: "/api/routes/:from/:to/stats", status: "4xx" }),
    ).toBe(1);
    expect(sampleValue(requests, "flydealsbg_http_requests_total", { route: "unmatched", status: "4xx" })).toBe(3);
    // the histogram carries the same labels
    expect(
      sampleValue(samples, "flydealsbg_http_request_duration_seconds_count", { ...destination, locale: "bg" }),
    ).toBe(2);
    // bounded: no raw path is ever a label value
    const routes = new Set(requests.map((s) => s.labels.route));
    for (const city of cities) expect(routes.has(city.bg)).toBe(false);
    expect([...routes].some((route) => route?.includes("no-such"))).toBe(false);
  });

  it("count the page cache's hits and misses", async () => {
    const before = await scrape();
    const hits = sampleValue(before, "flydealsbg_page_cache_requests_total", { result: "hit" }) ?? 0;
    const misses = sampleValue(before, "flydealsbg_page_cache_requests_total", { result: "miss" }) ?? 0;
    const page = "/en/destinations";
    expect((await get(page)).status).toBe(200);
    const again = await get(page);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    const after = await scrape();
    expect(sampleValue(after, "flydealsbg_page_cache_requests_total", { result: "hit" })).toBe(hits + 1);
    expect(sampleValue(after, "flydealsbg_page_cache_requests_total", { result: "miss" })).toBe(misses + 1);
  });
});

describe("GET /metrics", () => {
  it("answers the machine itself and a signed-in admin, and is an unknown page to anyone else", async () => {
    const outside = await get("/metrics", "203.0.113.7");
    expect(outside.status).toBe(404);
    const body = await outside.text();
    expect(body).not.toContain("flydealsbg_");
    // the same not-found page as any other unknown address
    expect(outside.headers.get("content-type")).toBe((await get("/no-such-page-here")).headers.get("content-type"));

    const local = await get("/metrics", "127.0.0.1");
    expect(local.status).toBe(200);
    expect(local.headers.get("content-type")).toContain("text/plain");
    expect(local.headers.get("cache-control")).toBe("no-store");
    const ipv6 = await get("/metrics", "::1");
    expect(ipv6.status).toBe(200);

    const admin = await get("/metrics", TEST_IP, session);
    expect(admin.status).toBe(200);
    const text = await admin.text();
    // Node's process metrics under the same prefix
    expect(text).toContain("flydealsbg_process_cpu_user_seconds_total");
    expect(text).toContain("flydealsbg_nodejs_eventloop_lag_seconds");
  });
});

describe("database gauges", () => {
  it("read the event store's head, the projections' positions and lag, and pg-boss's jobs at scrape time", async () => {
    const samples = await scrape();
    const [head] = await bed.database.sql<{ head: string }[]>`SELECT max(global_position) AS head FROM events`;
    expect(sampleValue(samples, "flydealsbg_event_store_head_position")).toBe(Number(head?.head));
    const statuses = await bed.projections.status();
    expect(statuses.length).toBe(allProjections.length);
    for (const status of statuses) {
      expect(sampleValue(samples, "flydealsbg_projection_position", { projection: status.name })).toBe(status.position);
      expect(sampleValue(samples, "flydealsbg_projection_lag_events", { projection: status.name })).toBe(status.lag);
      // this runner runs no loops: another instance would own every subscription
      expect(sampleValue(samples, "flydealsbg_projection_subscription_owner", { projection: status.name })).toBe(0);
    }
    const job = (state: string) => sampleValue(samples, "flydealsbg_jobs", { queue: "test.metrics", state });
    expect([job("created"), job("active"), job("failed"), job("completed")]).toEqual([1, 1, 1, 0]);
    expect(sampleValue(samples, "flydealsbg_job_queue_depth", { queue: "test.metrics" })).toBe(1);
    expect(sampleValue(samples, "flydealsbg_replica_lag_seconds", { replica: "replica-a" })).toBe(0.25);
    expect(sampleValue(samples, "flydealsbg_replica_lag_seconds", { replica: "replica-b" })).toBeUndefined();
    expect(sampleValue(samples, "flydealsbg_replica_healthy", { replica: "replica-a" })).toBe(1);
    expect(sampleValue(samples, "flydealsbg_replica_healthy", { replica: "replica-b" })).toBe(0);
  });

  it("say each fare source's last success, crawls, fares per crawl and error ratio", async () => {
    const now = new Date();
    const fareSource = createSimulatedFareSource({ seed: 5, now: () => now });
    const snapshots = new PostgresSnapshotStore(bed.database.sql);
    const { fares } = await crawlRoute(
      { store: bed.store, snapshots, fareSource },
      { fromAirport: "SOF", toAirport: "LTN", at: now },
    );
    await bed.projections.catchUp();
    const samples = await scrape();
    const source = { source: "simulated" };
    expect(sampleValue(samples, "flydealsbg_fare_source_last_success_timestamp_seconds", source)).toBe(
      now.getTime() / 1000,
    );
    expect(sampleValue(samples, "flydealsbg_fare_source_route_crawls", source)).toBe(1);
    expect(sampleValue(samples, "flydealsbg_fare_source_fares_per_crawl", source)).toBe(fares);
    // no binding crawl recorded yet: no ratio to say
    expect(sampleValue(samples, "flydealsbg_fare_source_error_ratio", source)).toBeUndefined();

    const dropped: RecheckEvent = {
      type: "FareRecheckDropped",
      data: {
        dealId: "0193f0a0-0000-7000-8000-0000000000aa",
        channel: "alert",
        outcome: "dearer",
        source: "simulated",
        dealPriceBgn: 100,
        checkedPriceBgn: 120,
        checkedAt: now.toISOString(),
      },
    };
    await bed.store.append(recheckStreamId(dropped.data.dealId), [dropped]);
    await bed.projections.catchUp();
    const after = await scrape();
    expect(sampleValue(after, "flydealsbg_fare_recheck_drops", { channel: "alert", outcome: "dearer" })).toBe(1);
    expect(sampleValue(after, "flydealsbg_fare_recheck_drops", { channel: "alert", outcome: "gone" })).toBe(0);
  });

  it("follow appends: the head moves and the appended counter counts events", async () => {
    const store = new PostgresEventStore(bed.database.sql, { onAppended: (count) => metrics.eventsAppended(count) });
    const before = await scrape();
    const headBefore = sampleValue(before, "flydealsbg_event_store_head_position") ?? 0;
    const appendedBefore = sampleValue(before, "flydealsbg_events_appended_total") ?? 0;
    // a type no projection folds: only the store's own figures move
    const ping = { type: "MetricsTestPinged", data: {} };
    await store.append("metricstest-1", [ping, ping, ping]);
    await store.append("metricstest-2", [ping]);
    const after = await scrape();
    expect(sampleValue(after, "flydealsbg_events_appended_total")).toBe(appendedBefore + 4);
    expect(sampleValue(after, "flydealsbg_event_store_head_position")).toBe(headBefore + 4);
  });

  it("say which subscriptions this instance owns", async () => {
    const projection = allProjections.find((p) => p.name === "catalog");
    if (!projection) throw new Error("no catalog projection");
    const runner = new ProjectionRunner([projection], {
      sql: bed.database.sql,
      upcasters: new Upcasters(),
      wakeup: new Wakeup(undefined),
      logger: silentLogger,
    });
    const own = createMetrics({ sql: bed.database.sql, projections: runner, processMetrics: false });
    runner.start();
    try {
      await expect
        .poll(
          async () =>
            sampleValue(parse((await own.exposition()).body), "flydealsbg_projection_subscription_owner", {
              projection: "catalog",
            }),
          { timeout: 10_000 },
        )
        .toBe(1);
    } finally {
      await runner.stop();
    }
  });
});

describe("the admin's metrics screen", () => {
  it("shows requests by route, the page cache, projections, queues and replicas, linking to /metrics", async () => {
    const response = await get("/nimda/metrics", TEST_IP, session);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of [
      "Requests by route",
      "/:countrySlug/:citySlug",
      "page-cache hits",
      "test.metrics",
      "replica-a",
      "skipped",
      'href="/metrics"',
    ]) {
      expect(html).toContain(text);
    }
    const api = (await (await bed.api("/nimda/api/metrics", session)).json()) as { data: unknown };
    // the test bed's own app has no metrics: its screen says so
    expect(api.data).toBeNull();
    const json = await get("/nimda/api/metrics", TEST_IP, session);
    const snapshot = ((await json.json()) as { data: { queues: { name: string; counts: { failed: number } }[] } }).data;
    expect(snapshot.queues.find((q) => q.name === "test.metrics")?.counts.failed).toBe(1);
  });
});
