import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { PostgresSnapshotStore } from "../core/eventstore/snapshots.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { crawlRoute } from "../core/pricing/crawl.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { until } from "../core/testing/until.ts";
import { tableChecksum } from "./checksum.ts";
import { allProjections } from "./index.ts";
import { priceHistoryProjection } from "./pricing/price-history.ts";
import { generationSchema, type Projection } from "./projection.ts";
import { ProjectionRunner } from "./runner.ts";

let database: TestDatabase;
let crawlDeps: Parameters<typeof crawlRoute>[0];
const upcasters = new Upcasters();

function runnerFor(projections: readonly Projection[] = allProjections) {
  return new ProjectionRunner(projections, {
    sql: database.sql,
    // as the product runs: one lock connection, so eleven loops do not hold eleven pool connections
    locks: database.locks,
    upcasters,
    wakeup: new Wakeup(undefined),
    logger: silentLogger,
    batchSize: 25,
    catchUpBatchSize: 25,
    pollIntervalMs: 50,
  });
}

async function checksums(name: string, tables: readonly string[]) {
  const [row] = await database.sql<{ active_generation: number }[]>`
    SELECT active_generation FROM projection_registry WHERE name = ${name}`;
  const schema = generationSchema(name, row?.active_generation ?? 0);
  return Promise.all(tables.map((table) => tableChecksum(database.sql, schema, table)));
}

beforeAll(async () => {
  database = await createTestDatabase({ max: 12, contents: "migrated" });
  crawlDeps = {
    store: new PostgresEventStore(database.sql),
    snapshots: new PostgresSnapshotStore(database.sql),
    fareSource: createSimulatedFareSource({ seed: 7 }),
  };
  const routes = [
    ["SOF", "LTN"],
    ["SOF", "BCN"],
    ["VAR", "LTN"],
    ["BOJ", "FRA"],
    ["PDV", "STN"],
  ] as const;
  for (let day = 0; day < 12; day++) {
    for (const [from, to] of routes) {
      await crawlRoute(crawlDeps, { fromAirport: from, toAirport: to, at: new Date(Date.UTC(2026, 9, 1 + day, 6)) });
    }
  }
  await runnerFor().install();
});
afterAll(() => database.drop());

describe("projection runner", () => {
  it("folds fares into price_history, current_fares and route_price_stats", async () => {
    await runnerFor().catchUp();
    const [history] = await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM price_history`;
    const [observed] = await database.sql<{ n: number }[]>`
      SELECT sum(jsonb_array_length(data->'observations'))::int AS n FROM events WHERE type = 'FaresObserved'`;
    expect(history?.n).toBe(observed?.n);
    const [stats] = await database.sql<{ sample_count: number; median: string; min: string; max: string }[]>`
      SELECT sample_count, median, min, max FROM route_price_stats
       WHERE from_airport = 'SOF' AND to_airport = 'LTN' AND season_key = 'all'`;
    const [expected] = await database.sql<{ n: number; median: string }[]>`
      SELECT count(*)::int AS n, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price_bgn)::numeric, 2)::text AS median
        FROM price_history WHERE from_airport = 'SOF' AND to_airport = 'LTN'`;
    expect(stats?.sample_count).toBe(expected?.n);
    expect(Number(stats?.median)).toBe(Number(expected?.median));
    expect(Number(stats?.min)).toBeLessThanOrEqual(Number(stats?.median));
    const status = await runnerFor().status();
    const names = allProjections.map((p) => p.name).sort();
    expect(status.map((s) => [s.name, s.lag, s.lastError])).toEqual(names.map((name) => [name, 0, null]));
  });

  it("route_first_seen holds when each route's stream began: its first event's observedAt", async () => {
    await runnerFor().catchUp();
    const folded = await database.sql<{ route: string; at: Date }[]>`
      SELECT from_airport || '-' || to_airport AS route, first_seen_at AS at FROM route_first_seen ORDER BY 1`;
    const logged = await database.sql<{ route: string; at: Date }[]>`
      SELECT substr(stream_id, 7) AS route, (data->>'observedAt')::timestamptz AS at
        FROM events WHERE stream_id LIKE 'route-%' AND stream_position = 1 ORDER BY 1`;
    expect(folded).toHaveLength(5);
    expect(folded).toEqual(logged);
  });

  it("route_price_stats kept incrementally equals a from-scratch computation of every group", async () => {
    await runnerFor().catchUp();
    const columns = (prefix: string, filter: string) => `
      count(*) FILTER (WHERE ${filter})::int AS ${prefix}count,
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price_bgn) FILTER (WHERE ${filter})::numeric, 2)::text AS ${prefix}median,
      round(avg(price_bgn) FILTER (WHERE ${filter}), 2)::text AS ${prefix}mean,
      round(stddev_samp(price_bgn) FILTER (WHERE ${filter}), 2)::text AS ${prefix}stddev,
      min(price_bgn) FILTER (WHERE ${filter})::text AS ${prefix}min,
      max(price_bgn) FILTER (WHERE ${filter})::text AS ${prefix}max`;
    const expected = await database.sql.unsafe(`
      SELECT from_airport, to_airport, COALESCE(season_key, 'all') AS season_key,
             ${columns("", "true")}, ${columns("direct_", "is_direct_flight")}, ${columns("stopover_", "NOT is_direct_flight")}
        FROM route_price_samples
       GROUP BY GROUPING SETS ((from_airport, to_airport, season_key), (from_airport, to_airport))
       ORDER BY 1, 2, 3`);
    const kept = await database.sql.unsafe(`
      SELECT from_airport, to_airport, season_key,
             sample_count AS count, median::text, mean::text, NULLIF(stddev, 0)::text AS stddev, min::text, max::text,
             direct_count, direct_median::text, direct_mean::text, direct_stddev::text, direct_min::text, direct_max::text,
             stopover_count, stopover_median::text, stopover_mean::text, stopover_stddev::text,
             stopover_min::text, stopover_max::text
        FROM route_price_stats ORDER BY 1, 2, 3`);
    const [fares] = await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM route_price_samples`;
    expect(fares?.n).toBeGreaterThan(1000);
    expect(kept.length).toBe(expected.length);
    expect([...kept]).toEqual(
      [...expected].map((row) => ({ ...row, stddev: row.stddev === "0.00" ? null : row.stddev })),
    );
  });

  it("a projection killed in the middle of a batch ends equal to a fresh fold", async () => {
    // fresh fold first: rebuild into a new generation and remember its checksums
    const runner = runnerFor();
    await runner.rebuild("price_history");
    const fresh = await checksums("price_history", priceHistoryProjection.tables);

    // a second generation that dies half-way through a batch: its connection is terminated
    // after it wrote part of the batch and before the batch committed
    await runner.rebuild("price_history"); // leaves a clean generation whose checkpoint we reset
    const [registry] = await database.sql<{ active_generation: number }[]>`
      SELECT active_generation FROM projection_registry WHERE name = 'price_history'`;
    const generation = registry?.active_generation as number;
    const schema = generationSchema("price_history", generation);
    await database.sql.unsafe(`TRUNCATE "${schema}".price_history, "${schema}".current_fares`);
    await database.sql`DELETE FROM subscription_checkpoints WHERE subscription_id = ${`projection:price_history:g${generation}`}`;

    let batches = 0;
    const dying: typeof priceHistoryProjection = {
      ...priceHistoryProjection,
      async handle(tx, events, target) {
        batches += 1;
        if (batches === 3) {
          await priceHistoryProjection.handle(tx, events.slice(0, Math.ceil(events.length / 2)), target);
          const [me] = await tx<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
          await database.sql`SELECT pg_terminate_backend(${me?.pid as number})`;
        }
        await priceHistoryProjection.handle(tx, events, target);
      },
    };
    const killed = runnerFor([dying]);
    await expect(killed.catchUp("price_history")).rejects.toThrow();
    expect(batches).toBe(3);

    // restarted: a new runner picks up from the last committed checkpoint
    await runnerFor().catchUp("price_history");
    expect(await checksums("price_history", priceHistoryProjection.tables)).toEqual(fresh);
  });

  it("a replay gives tables identical to the live ones, while the live ones keep serving", async () => {
    const runner = runnerFor();
    await runner.catchUp();
    const live = await checksums("route_price_stats", ["route_price_stats"]);
    runner.start();
    try {
      const readers = (async () => {
        let reads = 0;
        for (let i = 0; i < 30; i++) {
          const [row] = await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM route_price_stats`;
          expect(row?.n).toBeGreaterThan(0);
          reads += 1;
        }
        return reads;
      })();
      await runner.rebuild("route_price_stats");
      expect(await readers).toBe(30);
    } finally {
      await runner.stop();
    }
    expect(await checksums("route_price_stats", ["route_price_stats"])).toEqual(live);
    const [registry] = await database.sql<{ active_generation: number }[]>`
      SELECT active_generation FROM projection_registry WHERE name = 'route_price_stats'`;
    expect(registry?.active_generation).toBe(2);
    const schemas = await database.sql<{ nspname: string }[]>`
      SELECT nspname FROM pg_namespace WHERE nspname LIKE 'proj_route_price_stats_%'`;
    expect(schemas.map((s) => s.nspname)).toEqual(["proj_route_price_stats_g2"]);
  });

  it("readers that join the views in the opposite order never fail while rebuilds swap them", async () => {
    // A query locks the views it names in its own order; the swap must never make it a deadlock victim.
    const runner = runnerFor([priceHistoryProjection]);
    const failures: string[] = [];
    const rebuilt = new AbortController();
    let reads = 0;
    const readers = Array.from({ length: 4 }, async () => {
      while (!rebuilt.signal.aborted) {
        try {
          // a small join: what matters is the order it locks the views in, not its size
          await database.sql`
            SELECT count(*) FROM (SELECT 1 FROM current_fares c JOIN price_history p USING (from_airport, to_airport)
                                   LIMIT 100) AS pairs`;
          reads += 1;
        } catch (error) {
          // one failure fails the test; a reader that went on after it would spin on a pool the
          // test's end has closed, where queries fail at once, without I/O, and starve every timer
          failures.push((error as Error).message);
          return;
        }
      }
    });
    try {
      for (let round = 0; round < 4; round++) await runner.rebuild("price_history");
    } finally {
      rebuilt.abort();
      await Promise.all(readers);
    }
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    const schemas = await database.sql<{ nspname: string }[]>`
      SELECT nspname FROM pg_namespace WHERE nspname LIKE 'proj_price_history_%'`;
    expect(schemas).toHaveLength(1);
  });

  it("readers whose queries outlast the swap's first lock wait do not starve a rebuild", async () => {
    // two readers take turns, so one is always inside a 300 ms query: longer than the first wait
    const runner = runnerFor([priceHistoryProjection]);
    const rebuilt = new AbortController();
    const failures: string[] = [];
    const readers = [0, 150].map(async (stagger) => {
      await new Promise((resolve) => setTimeout(resolve, stagger));
      while (!rebuilt.signal.aborted) {
        try {
          await database.sql`SELECT pg_sleep(0.3), (SELECT count(*) FROM current_fares)`;
        } catch (error) {
          failures.push((error as Error).message);
          return;
        }
      }
    });
    try {
      await runner.rebuild("price_history");
    } finally {
      rebuilt.abort();
      await Promise.all(readers);
    }
    expect(failures).toEqual([]);
  });

  it("a new definition whose columns changed is swapped in by the next install", async () => {
    const fareCount = (columns: string, select: string): Projection => ({
      name: "fare_count",
      version: columns.includes("bigint") ? 2 : 1,
      eventTypes: ["FaresObserved"],
      tables: ["fare_count"],
      async createTables(tx, schema) {
        await tx.unsafe(`CREATE TABLE "${schema}".fare_count (${columns})`);
        await tx.unsafe(`INSERT INTO "${schema}".fare_count VALUES (${select})`);
      },
      async handle() {},
    });
    await runnerFor([fareCount("events integer, label text", "0, 'none'")]).install();
    await runnerFor([fareCount("observations bigint", "0")]).install();
    const columns = await database.sql<{ column_name: string; data_type: string }[]>`
      SELECT column_name, data_type FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name = 'fare_count'`;
    expect(columns).toEqual([{ column_name: "observations", data_type: "bigint" }]);
  });
  it("catches up with what was committed behind a transaction still running, once it ends", async () => {
    // a batch reads only what is older than every running transaction (checkpointed-batch.ts):
    // an autoanalyze or another instance's crawl must not make catchUp() stop short
    const runner = runnerFor([priceHistoryProjection]);
    await runner.catchUp();
    const observations = async () => {
      const [row] = await database.sql<{ folded: number; logged: number }[]>`
        SELECT (SELECT count(*)::int FROM price_history) AS folded,
               (SELECT sum(jsonb_array_length(data->'observations'))::int FROM events WHERE type = 'FaresObserved') AS logged`;
      return row as { folded: number; logged: number };
    };
    const checkpoint = async () => {
      const [row] = await database.sql<{ position: number }[]>`
        SELECT c.last_position AS position FROM subscription_checkpoints c
          JOIN projection_registry r ON c.subscription_id = 'projection:price_history:g' || r.active_generation
         WHERE r.name = 'price_history'`;
      return row?.position ?? 0;
    };
    await crawlRoute(crawlDeps, { fromAirport: "SOF", toAirport: "LTN", at: new Date(Date.UTC(2026, 9, 20, 6)) });
    const [before] = await database.sql<{ head: number }[]>`SELECT max(global_position) AS head FROM events`;
    const older = await database.sql.reserve();
    try {
      await older`BEGIN`;
      await older`SELECT pg_current_xact_id()`;
      await crawlRoute(crawlDeps, { fromAirport: "SOF", toAirport: "BCN", at: new Date(Date.UTC(2026, 9, 20, 6)) });
      const caughtUp = runner.catchUp("price_history");
      // what came before the open transaction is folded; what came after waits for it to end
      await until(
        "the crawl before the open transaction folded",
        async () => (await checkpoint()) >= (before?.head ?? 0),
      );
      await older`COMMIT`;
      await caughtUp;
    } finally {
      older.release();
    }
    const { folded, logged } = await observations();
    expect(folded).toBe(logged);
  });
});
