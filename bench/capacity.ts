/**
 * `npm run bench:capacity`: the figures docs/capacity.md is built on, measured on a throwaway
 * embedded PostgreSQL. The product seeds its catalog and 3 days of history; then one full live
 * crawl of every route (what the crawl jobs do, CRAWL_CRON), folded by every projection, is
 * measured on its own: events, price_history rows, bytes of table + indexes, WAL. Then 10,000
 * events are appended alone for the event store's own cost. About 2 minutes.
 */
import "../scripts/production-env.ts";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "../core/config/env.ts";
import type { Sql } from "../core/db/database.ts";
import { createLogger } from "../core/log/logger.ts";
import { crawlRoute } from "../core/pricing/crawl.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { SIMULATED_ROUTES } from "../core/pricing/simulated-routes.ts";
import { catchUpWithProgress, seedIfEmpty } from "../scripts/first-start.ts";
import { createKernel, openDatabase, prepareDatabase } from "../scripts/kernel.ts";

const dataDir = mkdtempSync(join(tmpdir(), "flydealsbg-capacity-"));
chmodSync(dataDir, 0o711);
const env = parseEnv({ DATA_DIR: dataDir, SEED_DAYS: "3", LOG_LEVEL: "warn" });
const logger = createLogger("warn", { service: "capacity" });
const opened = await openDatabase(env, logger);
const { database } = opened;
const kernel = createKernel(database, logger);

interface Footprint {
  events: number;
  priceHistoryRows: number;
  eventsBytes: number;
  priceHistoryBytes: number;
  allBytes: number;
  walLsn: string;
  byType: Record<string, number>;
}

async function footprint(sql: Sql): Promise<Footprint> {
  await sql`ANALYZE`;
  const [events] = await sql<{ n: number; bytes: number }[]>`
    SELECT (SELECT count(*) FROM events)::float8 AS n, pg_total_relation_size('events')::float8 AS bytes`;
  const [history] = await sql<{ schema: string }[]>`
    SELECT 'proj_price_history_g' || active_generation AS schema FROM projection_registry WHERE name = 'price_history'`;
  const [prices] = await sql.unsafe<{ n: number; bytes: number }[]>(
    `SELECT (SELECT count(*) FROM "${history?.schema}".price_history)::float8 AS n,
            pg_total_relation_size('"${history?.schema}".price_history')::float8 AS bytes`,
  );
  const [all] = await sql<{ bytes: number; lsn: string }[]>`
    SELECT pg_database_size(current_database())::float8 AS bytes, pg_current_wal_lsn()::text AS lsn`;
  const types = await sql<{ type: string; n: number }[]>`SELECT type, count(*)::float8 AS n FROM events GROUP BY type`;
  return {
    events: events?.n ?? 0,
    eventsBytes: events?.bytes ?? 0,
    priceHistoryRows: prices?.n ?? 0,
    priceHistoryBytes: prices?.bytes ?? 0,
    allBytes: all?.bytes ?? 0,
    walLsn: all?.lsn ?? "0/0",
    byType: Object.fromEntries(types.map((row) => [row.type, row.n])),
  };
}

async function walBetween(sql: Sql, from: string, to: string): Promise<number> {
  const [row] = await sql<{ bytes: number }[]>`SELECT pg_wal_lsn_diff(${to}::pg_lsn, ${from}::pg_lsn)::float8 AS bytes`;
  return row?.bytes ?? 0;
}

try {
  await prepareDatabase(database, kernel, logger);
  let started = Date.now();
  await seedIfEmpty(database, kernel, env, logger);
  await catchUpWithProgress(kernel, logger);
  console.log(
    `seeded ${env.SEED_DAYS} days of ${SIMULATED_ROUTES.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const before = await footprint(database.sql);

  // one live crawl of every route, as the crawl jobs run it, folded by every projection
  started = Date.now();
  const at = new Date();
  let fares = 0;
  for (const route of SIMULATED_ROUTES) {
    const result = await crawlRoute(
      {
        store: kernel.store,
        snapshots: kernel.snapshots,
        fareSource: createSimulatedFareSource({ seed: env.FARE_SEED, now: () => at }),
      },
      { fromAirport: route.from, toAirport: route.to, at },
      { actor: "system:capacity", correlationId: `capacity:${route.from}-${route.to}` },
    );
    fares += result.fares;
  }
  await kernel.projections.catchUp();
  const crawlSeconds = (Date.now() - started) / 1000;
  const after = await footprint(database.sql);
  const routes = SIMULATED_ROUTES.length;
  const perCrawl = {
    events: (after.events - before.events) / routes,
    fares: fares / routes,
    priceHistoryRows: (after.priceHistoryRows - before.priceHistoryRows) / routes,
    eventsBytes: (after.eventsBytes - before.eventsBytes) / routes,
    priceHistoryBytes: (after.priceHistoryBytes - before.priceHistoryBytes) / routes,
    databaseBytes: (after.allBytes - before.allBytes) / routes,
    walBytes: (await walBetween(database.sql, before.walLsn, after.walLsn)) / routes,
    seconds: crawlSeconds / routes,
  };
  const newTypes = Object.fromEntries(
    Object.entries(after.byType)
      .map(([type, n]) => [type, (n - (before.byType[type] ?? 0)) / routes] as const)
      .filter(([, n]) => n > 0),
  );

  // the event store alone: 10,000 small events in batches of 10, no projection folding them
  const walStart = (await database.sql<{ lsn: string }[]>`SELECT pg_current_wal_lsn()::text AS lsn`)[0]?.lsn ?? "0/0";
  const eventsBytesStart = after.eventsBytes;
  started = Date.now();
  for (let batch = 0; batch < 1_000; batch++) {
    await kernel.store.append(
      `capacity-${batch % 100}`,
      Array.from({ length: 10 }, (_, i) => ({ type: "CapacityProbe", data: { batch, i, note: "a small event" } })),
    );
  }
  const appendSeconds = (Date.now() - started) / 1000;
  const end = await footprint(database.sql);
  const appendOnly = {
    eventsPerSecond: 10_000 / appendSeconds,
    walBytesPer1000: (await walBetween(database.sql, walStart, end.walLsn)) / 10,
    tableBytesPerEvent: (end.eventsBytes - eventsBytesStart) / 10_000,
  };

  const result = {
    measuredAt: new Date().toISOString(),
    routes,
    seedDays: env.SEED_DAYS,
    afterSeed: {
      events: before.events,
      eventsBytes: before.eventsBytes,
      priceHistoryRows: before.priceHistoryRows,
      databaseBytes: before.allBytes,
    },
    perLiveCrawl: perCrawl,
    eventsPerLiveCrawlByType: newTypes,
    eventStoreAlone: appendOnly,
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/capacity.json", `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await opened.close();
  rmSync(dataDir, { recursive: true, force: true });
}
