/**
 * Deals benchmark (issue 4): fare ingest against bare INSERTs, deal detection per 1,000-fare
 * crawl, and GET /api/deals latency under load with 100,000 deals and 1,000,000 price rows,
 * beside GET /healthz in the same run. Sizes: BENCH_INGEST, BENCH_PRICE_ROWS, BENCH_DEALS.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { seedCatalog } from "../core/catalog/seed.ts";
import { connectDatabase, withDatabase } from "../core/db/database.ts";
import { freePort, startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { migrateToLatest } from "../core/db/migrate.ts";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { dealIdOf } from "../core/deals/service.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { PostgresSnapshotStore } from "../core/eventstore/snapshots.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { carrierComposition } from "../core/pricing/carriers.ts";
import type { PriceObservation } from "../core/pricing/events.ts";
import { fareFixture, recordFixture } from "../core/pricing/fare-fixture.ts";
import { recordFareObservations } from "../core/pricing/record-fares.ts";
import { SIMULATED_ROUTES } from "../core/pricing/simulated-routes.ts";
import { createHttpApp } from "../http/app.ts";
import { listenNode } from "../http/node.ts";
import { allProjections } from "../projections/index.ts";
import { ProjectionRunner } from "../projections/runner.ts";
import { detectDealsAt } from "../workers/deal-jobs.ts";
import { type AutocannonResult, autocannon } from "./load.ts";

const INGEST = Number(process.env.BENCH_INGEST ?? 1_000_000);
const PRICE_ROWS = Number(process.env.BENCH_PRICE_ROWS ?? 1_000_000);
const DEALS = Number(process.env.BENCH_DEALS ?? 100_000);
const PER_CRAWL = 40;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function observation(i: number): PriceObservation {
  const route = SIMULATED_ROUTES[i % SIMULATED_ROUTES.length] as (typeof SIMULATED_ROUTES)[number];
  const departure = day(1 + (i % 170));
  return {
    fromAirport: route.from,
    toAirport: route.to,
    price: 60 + ((i * 7919) % 400),
    currency: "BGN",
    flightDate: departure,
    returnDate: day(5 + (i % 170)),
    departureTime: "06:10",
    arrivalTime: "08:40",
    durationMinutes: 150,
    foundAt: new Date().toISOString(),
    airline: "W6",
    airlines: ["W6"],
    isDirectFlight: i % 3 !== 0,
    stops: i % 3 === 0 ? 1 : 0,
    stopoverAirports: i % 3 === 0 ? ["VIE"] : [],
    providerFlightId: `bench-${i}`,
    itinerarySignature: `${route.from}-W6 ${1000 + (i % 50)}-${route.to}`,
    stopoverBucket: i % 3 === 0 ? 1 : 0,
    primaryAirlineId: "W6",
    carrierComposition: carrierComposition(["W6"]),
  };
}

function shortCodeOf(i: number): string {
  const L = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const D = "23456789";
  let n = i;
  const take = (alphabet: string) => {
    const c = alphabet[n % alphabet.length] as string;
    n = Math.floor(n / alphabet.length);
    return c;
  };
  return `${take(L)}${take(D)}${take(L)}${take(D)}${take(L)}`;
}

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "flydealsbg-bench-deals-"));
  const server = await startEmbeddedPostgres({ dataDir, logger: silentLogger, settings: { max_connections: "60" } });
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  await admin`CREATE DATABASE bench`;
  await admin.end();
  const database = connectDatabase(withDatabase(server.url, "bench"), { max: 12 });
  const { sql, db } = database;
  let stopHttp = async () => {};
  try {
    await migrateToLatest(db as never, silentLogger);
    const store = new PostgresEventStore(sql);
    const snapshots = new PostgresSnapshotStore(sql);
    const projections = new ProjectionRunner(allProjections, {
      sql,
      upcasters: new Upcasters(),
      wakeup: new Wakeup(undefined),
      logger: silentLogger,
    });
    await projections.install();
    await seedCatalog(store, silentLogger);
    await projections.catchUp();

    // 1. ingest through the pricing command, against bare INSERTs of the same rows
    await sql`CREATE TABLE plain_prices (LIKE price_history INCLUDING DEFAULTS)`;
    const crawls = Math.ceil(INGEST / PER_CRAWL);
    let started = performance.now();
    for (let c = 0; c < crawls; c++) {
      const rows = Array.from({ length: PER_CRAWL }, (_, k) => observation(c * PER_CRAWL + k));
      await sql`INSERT INTO plain_prices (event_position, observation_index, from_airport, to_airport, price, currency, price_bgn,
                  flight_date, return_date, departure_time, arrival_time, duration_minutes, found_at, airline, airlines,
                  is_direct_flight, stops, stopover_airports, provider_flight_id, itinerary_signature, stopover_bucket,
                  primary_airline_id, carrier_composition)
        SELECT ${c}, o.ord, o.v->>'fromAirport', o.v->>'toAirport', (o.v->>'price')::numeric, 'BGN', (o.v->>'price')::numeric,
               (o.v->>'flightDate')::date, (o.v->>'returnDate')::date, o.v->>'departureTime', o.v->>'arrivalTime',
               (o.v->>'durationMinutes')::int, (o.v->>'foundAt')::timestamptz, 'W6', '{W6}', (o.v->>'isDirectFlight')::boolean,
               (o.v->>'stops')::int, '{}', o.v->>'providerFlightId', o.v->>'itinerarySignature', 0, 'W6', 'single_carrier'
          FROM jsonb_array_elements(${JSON.stringify(rows)}::text::jsonb) WITH ORDINALITY AS o(v, ord)`;
    }
    const bareMs = performance.now() - started;
    started = performance.now();
    for (let c = 0; c < crawls; c++) {
      const fares = Array.from({ length: PER_CRAWL }, (_, k) => {
        const o = observation(c * PER_CRAWL + k);
        return fareFixture({ ...o, departureDate: o.flightDate, returnDate: o.returnDate });
      });
      // one route per crawl, as the crawler records them
      const route = { fromAirport: fares[0]?.fromAirport as string, toAirport: fares[0]?.toAirport as string };
      const sameRoute = fares.map((f) => ({ ...f, ...route }));
      await recordFareObservations({ store, snapshots }, recordFixture(sameRoute, { ...route, crawlId: `bench-${c}` }));
    }
    const commandMs = performance.now() - started;
    started = performance.now();
    await projections.catchUp("price_history");
    await projections.catchUp("route_price_stats");
    const foldMs = performance.now() - started;
    const observed = crawls * PER_CRAWL;
    console.log(`ingest ${observed} fare observations in crawls of ${PER_CRAWL}:`);
    console.log(`  recorded through the pricing command  ${rate(observed, commandMs)} obs/s`);
    console.log(
      `  bare INSERT of the same rows          ${rate(observed, bareMs)} obs/s  -> ratio ${(bareMs / commandMs).toFixed(2)}`,
    );
    console.log(`  folded into price_history + stats     ${rate(observed, foldMs)} obs/s`);

    // 2. fill price_history up to PRICE_ROWS with bigger crawls (loading, not measured)
    let loaded = observed;
    for (let c = 0; loaded < PRICE_ROWS; c++) {
      const observations = Array.from({ length: 1000 }, (_, k) => observation(loaded + k));
      const byRoute = new Map<string, PriceObservation[]>();
      for (const o of observations)
        byRoute.set(`${o.fromAirport}-${o.toAirport}`, [...(byRoute.get(`${o.fromAirport}-${o.toAirport}`) ?? []), o]);
      for (const [key, list] of byRoute) {
        await store.append(`route-${key}`, [
          {
            type: "FaresObserved",
            data: {
              fromAirport: list[0]?.fromAirport,
              toAirport: list[0]?.toAirport,
              crawlId: `load-${c}-${key}`,
              source: "bench",
              observedAt: new Date().toISOString(),
              observations: list,
            },
          },
        ]);
      }
      loaded += 1000;
    }
    await projections.catchUp("price_history");
    await projections.catchUp("route_price_stats");
    const [{ rows } = { rows: 0 }] = await sql<{ rows: number }[]>`SELECT count(*)::int AS rows FROM price_history`;
    console.log(`price_history holds ${rows} rows`);

    // 3. deal detection for one crawl of 1,000 fares on one route
    const route = SIMULATED_ROUTES[0] as (typeof SIMULATED_ROUTES)[number];
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const list = Array.from({ length: 1000 }, (_, k) => ({
        ...observation(k * SIMULATED_ROUTES.length),
        price: 30 + (k % 300),
        itinerarySignature: `det-${run}-${k}`,
      }));
      await store.append(`route-${route.from}-${route.to}`, [
        {
          type: "FaresObserved",
          data: {
            fromAirport: route.from,
            toAirport: route.to,
            crawlId: `detect-${run}`,
            source: "bench",
            observedAt: new Date().toISOString(),
            observations: list,
          },
        },
      ]);
      const [event] = await store.readAll({ direction: "backward", limit: 1, eventTypes: ["FaresObserved"] });
      const t0 = performance.now();
      const outcome = await detectDealsAt({ store, db, affiliateMarker: "bench" }, event?.globalPosition as number);
      times.push(performance.now() - t0);
      if (process.env.BENCH_DEBUG)
        console.log("run", run, Math.round(times.at(-1) ?? 0), "ms", JSON.stringify(outcome));
    }
    times.sort((a, b) => a - b);
    console.log(
      `deal detection, one crawl of 1,000 fares: median ${times[2]?.toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(", ")})`,
    );

    // 4. DEALS active deals (loaded as events, folded by the projection)
    const batch: Array<{ type: string; data: unknown }> = [];
    // codes taken by the deals detected above stay theirs
    await projections.catchUp("deals");
    const taken = new Set(
      (await sql<{ short_code: string }[]>`SELECT short_code FROM destination_deals`).map((r) => r.short_code),
    );
    let codeIndex = 0;
    const nextCode = () => {
      let code = shortCodeOf(codeIndex++);
      while (taken.has(code)) code = shortCodeOf(codeIndex++);
      return code;
    };
    for (let i = 0; i < DEALS; i++) {
      const r = SIMULATED_ROUTES[i % SIMULATED_ROUTES.length] as (typeof SIMULATED_ROUTES)[number];
      const deal = dealSnapshotFixture({
        fromAirport: r.from,
        toAirport: r.to,
        destinationId: null,
        currentPrice: 40 + (i % 500),
        savingsPercent: 15 + (i % 50),
        departureDate: day(2 + (i % 170)),
        returnDate: day(6 + (i % 170)),
        isDirectFlight: i % 3 !== 0,
        itinerarySignature: `load-${i}`,
      });
      const dealId = dealIdOf(`bench-deal-${i}`);
      batch.push({ type: "DealDetected", data: { dealId, shortCode: nextCode(), deal } });
      if (batch.length === 500 || i === DEALS - 1) {
        await store.append(`dealload-${i}`, batch.splice(0));
      }
    }
    await projections.catchUp("deals");
    await sql`ANALYZE`;
    const [{ deals } = { deals: 0 }] = await sql<
      { deals: number }[]
    >`SELECT count(*)::int AS deals FROM destination_deals WHERE status = 'active'`;
    console.log(`destination_deals holds ${deals} active deals`);

    // 5. EXPLAIN of the listing queries: index scans, no sequential scan of destination_deals
    for (const [name, where, order] of [
      ["price-asc", "", "dd.current_price, dd.id"],
      ["savings", "", "dd.savings_percent DESC, dd.id"],
      ["from SOF", "AND dd.from_airport = 'SOF'", "dd.current_price, dd.id"],
    ] as const) {
      const plan = await sql.unsafe<{ "QUERY PLAN": string }[]>(
        `EXPLAIN SELECT dd.id FROM destination_deals dd WHERE dd.status = 'active' AND dd.departure_date > current_date ${where} ORDER BY ${order} LIMIT 21`,
      );
      const text = plan.map((p) => p["QUERY PLAN"]).join(" | ");
      const verdict = /Seq Scan on .*destination_deals/.test(text) ? "SEQ SCAN" : "index scan";
      console.log(`EXPLAIN deals listing (${name}): ${verdict}`);
    }

    // 6. latency under load, /api/deals beside /healthz
    const app = createHttpApp({
      database,
      projections,
      store,
      logger: silentLogger,
      publicUrl: "http://127.0.0.1",
      readyMaxLag: 1e9,
    });
    const port = await freePort();
    const listening = await listenNode(app, port, "127.0.0.1");
    stopHttp = listening.close;
    const base = `http://127.0.0.1:${port}`;
    const results: Record<string, AutocannonResult> = {};
    for (const [name, path] of [
      ["healthz", "/healthz"],
      ["deals price-asc", "/api/deals?sortBy=price-asc"],
      ["deals from SOF by savings", "/api/deals?from=SOF&sortBy=savings&pageSize=21"],
    ] as const) {
      results[name] = await autocannon({ url: `${base}${path}`, connections: 10, duration: LOAD_SECONDS });
    }
    const health = results.healthz as AutocannonResult;
    for (const [name, r] of Object.entries(results)) {
      const target =
        name === "healthz" ? "" : r.latency.p99 < 50 ? "  (p99 < 50 ms: ok)" : "  (p99 >= 50 ms: BELOW TARGET)";
      console.log(
        `GET ${name.padEnd(26)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${Math.round(r.requests.average)} req/s  non-2xx ${r.non2xx}  p99 vs healthz ${(r.latency.p99 / Math.max(health.latency.p99, 1)).toFixed(1)}x${target}`,
      );
    }
  } finally {
    await stopHttp();
    await database.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
