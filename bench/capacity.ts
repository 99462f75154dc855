/**
 * Capacity figures (issue 18, part 5; docs/capacity.md): on a throwaway embedded PostgreSQL,
 * seeds the catalog as a first start does, then DAYS_A and DAYS_B days of fare history (so the
 * per-day growth is a difference of two measurements, not a guess), then LIVE_ROUNDS hourly
 * rounds of live crawls through the search-profile bindings, each followed by deal detection as
 * the workers run it. Measures events and price_history rows per crawl, events by type, bytes
 * per event and per price row, the largest tables and their growth, WAL per 1,000 events and
 * per crawl, and append throughput. Prints tables and writes bench/results/capacity.json.
 * Knobs: CAPACITY_DAYS_A (3), CAPACITY_DAYS_B (6), CAPACITY_ROUTES (all 112),
 * CAPACITY_BINDINGS (all), CAPACITY_LIVE_ROUNDS (2), CAPACITY_APPEND_EVENTS (20,000).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { seedCatalog } from "../core/catalog/seed.ts";
import { seedCmsPages } from "../core/cms/seed.ts";
import { parseEnv } from "../core/config/env.ts";
import { seedSearchProfiles } from "../core/crawling/seed.ts";
import { connectDatabase, type Sql, withDatabase } from "../core/db/database.ts";
import { startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { silentLogger } from "../core/log/logger.ts";
import { seedHistory } from "../core/pricing/seed-history.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { SIMULATED_ROUTES } from "../core/pricing/simulated-routes.ts";
import { passportIndexProvider } from "../core/visa/passport-index-provider.ts";
import { syncVisaRules } from "../core/visa/service.ts";
import { dueBindings } from "../projections/crawling/queries.ts";
import { bootstrapDealDetection } from "../scripts/first-start.ts";
import { createKernel, type Kernel, prepareDatabase } from "../scripts/kernel.ts";
import { runBindingCrawl } from "../workers/crawl-jobs.ts";
import { detectDealsAt, rankBestDeals } from "../workers/deal-jobs.ts";
import { rotateHomepageHero } from "../workers/hero-jobs.ts";
import {
  currentWal,
  type DatabaseState,
  type EventTypeCount,
  eventsByType,
  growth,
  readState,
  walSince,
} from "./capacity-measure.ts";
import { capacityTable, type MeasuredRates } from "./capacity-model.ts";

const DAYS_A = Number(process.env.CAPACITY_DAYS_A ?? 3);
const DAYS_B = Number(process.env.CAPACITY_DAYS_B ?? 6);
const ROUTES = Number(process.env.CAPACITY_ROUTES ?? SIMULATED_ROUTES.length);
const BINDINGS = Number(process.env.CAPACITY_BINDINGS ?? 10_000);
const LIVE_ROUNDS = Number(process.env.CAPACITY_LIVE_ROUNDS ?? 2);
const APPEND_EVENTS = Number(process.env.CAPACITY_APPEND_EVENTS ?? 20_000);
const RESULTS = "bench/results/capacity.json";
/** Rankings and hero rotations each run every 15 minutes (workers/deal-jobs.ts, workers/hero-jobs.ts). */
const CLOCK_RUNS_PER_DAY = 96;
const HOUR_MS = 3_600_000;

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const per = (a: number, b: number) => (b === 0 ? 0 : a / b);

function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

/** The first start's seed steps other than fares (scripts/first-start.ts), so the base is the product's. */
async function seedBase(kernel: Kernel): Promise<void> {
  await seedCatalog(kernel.store, silentLogger);
  await seedCmsPages(kernel.store, silentLogger);
  await seedSearchProfiles(kernel.store, silentLogger);
  await syncVisaRules(kernel.store, passportIndexProvider, {
    proposedBy: "system:seed",
    approveAs: { reviewer: "system:seed", comment: "capacity bench" },
    logger: silentLogger,
  });
  await kernel.projections.catchUp();
}

interface LiveRound {
  at: string;
  crawls: number;
  bindings: number;
  events: number;
  priceRows: number;
  eventBytes: number;
  priceBytes: number;
  sampleRows: number;
  sampleBytes: number;
  walAppendBytes: number;
  walFoldBytes: number;
  walDetectBytes: number;
  crawlMs: number;
  foldMs: number;
  detectMs: number;
  byType: EventTypeCount[];
}

/** One hour's round: every due binding crawled, folded, its crawls judged for deals, folded again. */
async function liveRound(
  sql: Sql,
  kernel: Kernel,
  deps: { database: ReturnType<typeof connectDatabase>; fareSeed: number; affiliateMarker: string },
  at: Date,
): Promise<LiveRound> {
  const before = await readState(sql);
  const fareSource = createSimulatedFareSource({ seed: deps.fareSeed, now: () => at });
  const due = await dueBindings(deps.database.db, at, BINDINGS);
  const crawl = await timed(async () => {
    for (const bindingId of due) {
      await runBindingCrawl(
        { store: kernel.store, snapshots: kernel.snapshots, fareSource, database: deps.database, logger: silentLogger },
        bindingId,
        at,
      );
    }
  });
  const walAppendBytes = await walSince(sql, before.walLsn);
  let wal = await currentWal(sql);
  const fold = await timed(() => kernel.projections.catchUp());
  const walFoldBytes = await walSince(sql, wal);
  wal = await currentWal(sql);
  const crawled = await sql<{ p: string }[]>`
    SELECT global_position::bigint AS p FROM events
     WHERE type = 'FaresObserved' AND global_position > ${before.lastPosition} ORDER BY global_position`;
  const detection = { store: kernel.store, db: deps.database.db, affiliateMarker: deps.affiliateMarker };
  const detect = await timed(async () => {
    for (const { p } of crawled) await detectDealsAt(detection, Number(p), at);
    await kernel.projections.catchUp();
  });
  const walDetectBytes = await walSince(sql, wal);
  const after = await readState(sql);
  return {
    at: at.toISOString(),
    crawls: crawled.length,
    bindings: due.length,
    events: after.events - before.events,
    priceRows: after.priceRows - before.priceRows,
    eventBytes: after.eventsTable.bytes - before.eventsTable.bytes,
    priceBytes: after.priceHistory.bytes - before.priceHistory.bytes,
    sampleRows: after.samples.rows - before.samples.rows,
    sampleBytes: after.samples.bytes - before.samples.bytes,
    walAppendBytes,
    walFoldBytes,
    walDetectBytes,
    crawlMs: crawl.ms,
    foldMs: fold.ms,
    detectMs: detect.ms,
    byType: await eventsByType(sql, before.lastPosition),
  };
}

/** Batches of 100 small events and single-event appends on their own streams, with their WAL. */
async function appendThroughput(sql: Sql, kernel: Kernel) {
  const event = (i: number) => ({
    type: "CapacityProbe",
    data: { fromAirport: "SOF", toAirport: "BCN", price: 100 + (i % 250), flightDate: "2027-03-14", airline: "W6" },
  });
  const metadata = { correlationId: "capacity", actor: "bench" };
  let wal = await currentWal(sql);
  const batches = Math.max(1, Math.floor(APPEND_EVENTS / 100));
  const batched = await timed(async () => {
    for (let b = 0; b < batches; b++) {
      const events = Array.from({ length: 100 }, (_, k) => event(b * 100 + k));
      await kernel.store.append(`capacityprobe-batch-${b % 50}`, events, { metadata });
    }
  });
  const batchWal = await walSince(sql, wal);
  wal = await currentWal(sql);
  const singles = Math.max(1, Math.floor(APPEND_EVENTS / 10));
  const single = await timed(async () => {
    for (let i = 0; i < singles; i++) {
      await kernel.store.append(`capacityprobe-single-${i % 50}`, [event(i)], { metadata });
    }
  });
  const singleWal = await walSince(sql, wal);
  return {
    batchOf100: {
      events: batches * 100,
      eventsPerSecond: Math.round(per(batches * 100, batched.ms / 1000)),
      walBytesPer1000: Math.round(per(batchWal * 1000, batches * 100)),
    },
    single: {
      events: singles,
      eventsPerSecond: Math.round(per(singles, single.ms / 1000)),
      walBytesPer1000: Math.round(per(singleWal * 1000, singles)),
    },
  };
}

function stateSummary(state: DatabaseState) {
  return {
    events: state.events,
    priceRows: state.priceRows,
    eventsTable: state.eventsTable,
    priceHistory: state.priceHistory,
    samples: state.samples,
    tables: state.tables,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "flydealsbg-bench-capacity-"));
  const server = await startEmbeddedPostgres({ dataDir, logger: silentLogger });
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  await admin`CREATE DATABASE bench`;
  await admin.end();
  const env = parseEnv({
    DATABASE_URL: withDatabase(server.url, "bench"),
    DATA_DIR: dataDir,
    SEED_DAYS: String(DAYS_A),
    LOG_LEVEL: "silent",
  });
  const database = connectDatabase(env.DATABASE_URL as string, { max: 8 });
  const { sql } = database;
  try {
    const kernel = createKernel(database, silentLogger);
    await prepareDatabase(database, kernel, silentLogger);
    const [version] = await sql<{ v: string }[]>`SELECT current_setting('server_version') AS v`;
    const started = performance.now();
    await seedBase(kernel);
    const base = await readState(sql);
    console.log(`base (catalog, CMS, search profiles, visa rules): ${base.events} events`);

    // fare history, two lengths; crawl ids make the second seed record only the days the first did not
    const routes = SIMULATED_ROUTES.slice(0, ROUTES);
    const now = new Date();
    const seed = (days: number) =>
      seedHistory(
        {
          store: kernel.store,
          snapshots: kernel.snapshots,
          fareSourceAt: (at) => createSimulatedFareSource({ seed: env.FARE_SEED, now: () => at }),
        },
        { routes, days, now },
        silentLogger,
      );
    const seedA = await timed(() => seed(DAYS_A));
    await kernel.projections.catchUp();
    const stateA = await readState(sql);
    const seedB = await timed(() => seed(DAYS_B));
    const walSeedAppend = await walSince(sql, stateA.walLsn);
    const foldWal = await currentWal(sql);
    const foldB = await timed(() => kernel.projections.catchUp());
    const walSeedFold = await walSince(sql, foldWal);
    const stateB = await readState(sql);
    const days = DAYS_B - DAYS_A;
    const historyDay = {
      routes: routes.length,
      crawls: routes.length,
      events: (stateB.events - stateA.events) / days,
      priceRows: (stateB.priceRows - stateA.priceRows) / days,
      eventBytes: (stateB.eventsTable.bytes - stateA.eventsTable.bytes) / days,
      priceBytes: (stateB.priceHistory.bytes - stateA.priceHistory.bytes) / days,
      walAppendBytes: walSeedAppend / days,
      walFoldBytes: walSeedFold / days,
      appendSeconds: seconds(seedB.ms / days),
      foldSeconds: seconds(foldB.ms / days),
    };
    const historyTypes = await eventsByType(sql, stateA.lastPosition);
    printTable(`one day of history crawls (the seed's lighter crawl; (${DAYS_B} days - ${DAYS_A} days) / ${days})`, [
      {
        crawls: historyDay.crawls,
        events: Math.round(historyDay.events),
        "price rows": Math.round(historyDay.priceRows),
        "events MB": mb(historyDay.eventBytes),
        "price_history MB": mb(historyDay.priceBytes),
        "WAL append MB": mb(historyDay.walAppendBytes),
        "WAL fold MB": mb(historyDay.walFoldBytes),
      },
    ]);
    printTable(
      "largest tables after the longer seed, growth per history day",
      growth(stateA, stateB, days).map((g, i) => ({
        table: g.name,
        rows: stateB.tables[i]?.rows ?? 0,
        MB: mb(stateB.tables[i]?.bytes ?? 0),
        "rows/day": g.rows,
        "MB/day": mb(g.bytes),
      })),
    );

    // live crawls: the workers' path, hour after hour, after the first start's deal bootstrap
    await bootstrapDealDetection(database, kernel, env, silentLogger);
    await kernel.projections.catchUp();
    const beforeLive = await readState(sql);
    const rounds: LiveRound[] = [];
    for (let r = 1; r <= LIVE_ROUNDS; r++) {
      const at = new Date(Date.now() + r * HOUR_MS);
      rounds.push(
        await liveRound(sql, kernel, { database, fareSeed: env.FARE_SEED, affiliateMarker: env.AFFILIATE_MARKER }, at),
      );
    }
    const afterLive = await readState(sql);
    printTable(
      "live crawl rounds (every binding, then deal detection)",
      rounds.map((r) => ({
        crawls: r.crawls,
        events: r.events,
        "events/crawl": per(r.events, r.crawls).toFixed(2),
        "price rows/crawl": per(r.priceRows, r.crawls).toFixed(1),
        "B/event": Math.round(per(r.eventBytes, r.events)),
        "B/price row": Math.round(per(r.priceBytes, r.priceRows)),
        "B/sample row": Math.round(per(r.sampleBytes, r.sampleRows)),
        "WAL KB/crawl": ((r.walAppendBytes + r.walFoldBytes + r.walDetectBytes) / r.crawls / 1000).toFixed(1),
        "crawl s": seconds(r.crawlMs),
        "fold s": seconds(r.foldMs),
        "detect s": seconds(r.detectMs),
      })),
    );
    const steady = rounds[rounds.length - 1] as LiveRound;
    printTable("events of the last live round by type", steady.byType as unknown as Record<string, number>[]);

    // what happens on a clock whatever the routes: one ranking and one hero rotation, measured
    const clockBefore = await readState(sql);
    await rankBestDeals({ store: kernel.store, db: database.db, affiliateMarker: env.AFFILIATE_MARKER });
    await rotateHomepageHero({ store: kernel.store, db: database.db, logger: silentLogger });
    await kernel.projections.catchUp();
    const clockAfter = await readState(sql);
    const clockRun = {
      events: clockAfter.events - clockBefore.events,
      eventBytes: clockAfter.eventsTable.bytes - clockBefore.eventsTable.bytes,
      byType: await eventsByType(sql, clockBefore.lastPosition),
      walBytes: await walSince(sql, clockBefore.walLsn),
    };

    const appends = await appendThroughput(sql, kernel);
    printTable("appends (small events, one writer)", [
      { shape: "batches of 100", ...appends.batchOf100 },
      { shape: "one event a transaction", ...appends.single },
    ]);

    const liveEvents = rounds.reduce((s, r) => s + r.events, 0);
    const liveCrawls = rounds.reduce((s, r) => s + r.crawls, 0);
    const liveWal = rounds.reduce((s, r) => s + r.walAppendBytes + r.walFoldBytes + r.walDetectBytes, 0);
    const liveAppendWal = rounds.reduce((s, r) => s + r.walAppendBytes, 0);
    const liveFaresEvents = rounds.reduce(
      (s, r) => s + (r.byType.find((t) => t.type === "FaresObserved")?.count ?? 0),
      0,
    );
    const rates: MeasuredRates = {
      eventsPerCrawl: per(steady.events, steady.crawls),
      eventBytes: per(steady.eventBytes, steady.events),
      priceRowsPerCrawl: per(steady.priceRows, steady.crawls),
      priceRowBytes: per(steady.priceBytes, steady.priceRows),
      sampleRowsPerCrawl: per(steady.sampleRows, steady.crawls),
      sampleRowBytes: per(steady.sampleBytes, steady.sampleRows),
      walBytesPerCrawl: per(steady.walAppendBytes + steady.walFoldBytes + steady.walDetectBytes, steady.crawls),
      fixedEventsPerDay: clockRun.events * CLOCK_RUNS_PER_DAY,
      fixedEventBytesPerDay: clockRun.eventBytes * CLOCK_RUNS_PER_DAY,
    };
    const plan = capacityTable(rates);
    printTable(
      "model from the last live round (bench/capacity-model.ts; docs/capacity.md)",
      plan.map((row) => ({
        routes: row.routes,
        "crawls/day": row.crawlsPerDay,
        "events/day": Math.round(row.eventsPerDay),
        "price rows/day": Math.round(row.priceRowsPerDay),
        "events GB/yr": row.eventsGbPerYear.toFixed(1),
        "price_history GB/yr": row.priceHistoryGbPerYear.toFixed(1),
        "samples GB/yr": row.samplesGbPerYear.toFixed(1),
        "WAL GB/day": row.walGbPerDay.toFixed(2),
      })),
    );

    const result = {
      measuredAt: new Date().toISOString(),
      command: "npm run bench:capacity",
      machine: { cpus: cpus().length, memoryGb: Math.round(totalmem() / 1e9), postgres: version?.v },
      settings: { DAYS_A, DAYS_B, routes: routes.length, LIVE_ROUNDS, APPEND_EVENTS },
      seconds: Math.round((performance.now() - started) / 1000),
      base: { events: base.events, seedSeconds: seconds(seedA.ms) },
      historyDay,
      historyTypesPerDay: historyTypes.map((t) => ({ ...t, count: t.count / days })),
      tableGrowthPerHistoryDay: growth(stateA, stateB, days),
      afterSeed: stateSummary(stateB),
      liveRounds: rounds,
      live: {
        crawls: liveCrawls,
        events: liveEvents,
        eventsPerCrawl: per(liveEvents, liveCrawls),
        walBytesPer1000Events: Math.round(per(liveWal * 1000, liveEvents)),
        walAppendBytesPer1000Events: Math.round(per(liveAppendWal * 1000, liveEvents)),
        walBytesPerCrawl: Math.round(per(liveWal, liveCrawls)),
        faresObservedEvents: liveFaresEvents,
        tableGrowthPerCrawl: growth(beforeLive, afterLive, liveCrawls),
      },
      clockRun,
      appends,
      rates,
      plan,
      afterAll: stateSummary(await readState(sql)),
    };
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nwrote ${RESULTS} (${result.seconds} s)`);
  } finally {
    await database.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
