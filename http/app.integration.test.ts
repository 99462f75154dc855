import { beforeAll, describe, expect, it } from "vitest";
import { PostgresSnapshotStore } from "../core/eventstore/snapshots.ts";
import { silentLogger } from "../core/log/logger.ts";
import { crawlRoute } from "../core/pricing/crawl.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { createTestDatabase } from "../core/testing/test-database.ts";
import { allProjections } from "../projections/index.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { createHttpApp, type HttpApp } from "./app.ts";
import { testHttpApp } from "./testing.ts";

const bed = testProjectionBed();
let app: HttpApp;

beforeAll(async () => {
  const deps = {
    store: bed.store,
    snapshots: new PostgresSnapshotStore(bed.database.sql),
    fareSource: createSimulatedFareSource({ seed: 3 }),
  };
  for (let day = 0; day < 5; day++) {
    await crawlRoute(deps, { fromAirport: "SOF", toAirport: "BCN", at: new Date(Date.UTC(2026, 10, 1 + day, 6)) });
  }
  await bed.projections.catchUp();
  app = testHttpApp({ database: bed.database, projections: bed.projections });
});

describe("http app", () => {
  it("answers health and readiness with the projections' status", async () => {
    expect(await (await app.request("/healthz")).json()).toEqual({ status: "ok" });
    // the detail is for the machine itself (and a signed-in admin); http/trust.integration.test.ts has the rest
    const ready = await app.request("/readyz", {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as {
      status: string;
      checks: { projections: Array<{ name: string; lag: number }> };
    };
    expect(body.status).toBe("ready");
    const names = allProjections.map((p) => p.name).sort();
    expect(body.checks.projections.map((p) => [p.name, p.lag])).toEqual(names.map((name) => [name, 0]));
  });

  it("serves route statistics per season with the direct and stopover split", async () => {
    const response = await app.request("/api/routes/sof/bcn/stats");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const body = (await response.json()) as {
      success: boolean;
      data: {
        fromAirport: string;
        seasons: Array<{
          seasonKey: string;
          sampleCount: number;
          median: number;
          directFlightStats: { count: number };
          stopoverFlightStats: { count: number };
        }>;
      };
    };
    expect(body.success).toBe(true);
    expect(body.data.fromAirport).toBe("SOF");
    const all = body.data.seasons.find((s) => s.seasonKey === "all");
    expect(all?.sampleCount).toBeGreaterThan(0);
    expect(all!.directFlightStats.count + all!.stopoverFlightStats.count).toBe(all!.sampleCount);
    const months = body.data.seasons.filter((s) => s.seasonKey !== "all");
    expect(months.reduce((sum, s) => sum + s.sampleCount, 0)).toBe(all!.sampleCount);
    const one = await app.request(`/api/routes/SOF/BCN/stats?season=${months[0]!.seasonKey}`);
    expect(((await one.json()) as { data: { seasons: unknown[] } }).data.seasons).toHaveLength(1);
  });

  it("answers bad input with a 400 envelope, never a 500", async () => {
    for (const path of [
      "/api/routes/SO/BCN/stats",
      "/api/routes/S0F/BCN/stats",
      "/api/routes/SOF/BCN/stats?season=winter",
    ]) {
      const response = await app.request(path);
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        success: boolean;
        error: { code: string; message: string; issues: unknown[] };
      };
      expect(body.success).toBe(false);
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.issues.length).toBeGreaterThan(0);
    }
    const bad = (await (await app.request("/api/routes/SO/BCN/stats")).json()) as { error: { message: string } };
    expect(bad.error.message).toBe("Airport code must be 3 letters");
  });

  it("answers unknown routes and endpoints with a 404 envelope", async () => {
    const missing = await app.request("/api/routes/SOF/XXX/stats");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      success: false,
      error: { code: "route_not_found", message: "No price statistics for SOF-XXX yet" },
    });
    expect((await app.request("/api/nothing-here")).status).toBe(404);
  });

  it("compresses what the client accepts compressed, and only then", async () => {
    const zipped = await app.request("/api/openapi.json", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/api/openapi.json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const unzipped = new Response(zipped.body?.pipeThrough(new DecompressionStream("gzip")));
    expect(await unzipped.json()).toEqual(await plain.json());
  });

  it("normalises paths with a 301", async () => {
    const doubled = await app.request("/en//destinations/?x=1");
    expect(doubled.status).toBe(301);
    expect(doubled.headers.get("location")).toBe("/en/destinations?x=1");
    const trailing = await app.request("/en/");
    expect(trailing.headers.get("location")).toBe("/en");
  });

  it("hides internal errors behind a generic 500 envelope", async () => {
    // a real failure: a database whose read models were never installed
    const bare = await createTestDatabase({ contents: "migrated" });
    try {
      const broken = createHttpApp({
        database: bare,
        projections: undefined as never,
        logger: silentLogger,
        publicUrl: "http://localhost",
        readyMaxLag: 0,
      });
      const response = await broken.request("/api/routes/SOF/BCN/stats");
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toMatch(/route_price_stats|relation|stack/i);
      expect(JSON.parse(text)).toEqual({
        success: false,
        error: { code: "internal_error", message: "An unexpected error occurred. Please try again." },
      });
      expect((await broken.request("/readyz")).status).toBe(503);
    } finally {
      await bare.drop();
    }
  });

  it("documents the public API as OpenAPI, one entry per route it serves", async () => {
    const response = await app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    const served = app.routes
      .filter(
        (r) => r.method === "GET" && (r.path.startsWith("/api/") || r.path.startsWith("/go/")) && r.path !== "/api/*",
      )
      .map((r) => r.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}"))
      .filter((path) => path !== "/api/openapi.json");
    expect(served.length).toBeGreaterThanOrEqual(9);
    for (const path of served) expect(Object.keys(doc.paths), path).toContain(path);
  });
});
