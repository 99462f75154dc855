/**
 * What a projection rebuild costs the readers: the same queries, joining the catalog's views in
 * the opposite order to the swap's, timed while nothing happens and while the catalog is rebuilt
 * over and over, in the same run. Before decision 0035 such readers could be deadlock victims.
 * Usage: npm run bench:rebuild   (BENCH_DATABASE_URL to use a server of your own)
 */
import type postgres from "postgres";
import { seedCatalog } from "../core/catalog/seed.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { allProjections } from "../projections/index.ts";
import { ProjectionRunner } from "../projections/runner.ts";
import { withBenchDatabase } from "./database.ts";
import { percentile } from "./percentile.ts";

const READERS = 4;
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 10_000);

async function readFor(sql: postgres.Sql, ms: number) {
  const latencies: number[] = [];
  const errors: string[] = [];
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          // airports before destinations: the swap locks destinations first
          await sql`SELECT count(*) FROM airports a JOIN destinations d ON d.city_code = a.city_code
                     WHERE a.popularity_score > ${0}`;
          latencies.push(performance.now() - started);
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { reads: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

async function main() {
  await withBenchDatabase("rebuild", { poolMax: READERS + 4 }, async (database) => {
    const store = new PostgresEventStore(database.sql);
    const runner = new ProjectionRunner(allProjections, {
      sql: database.sql,
      upcasters: new Upcasters(),
      wakeup: new Wakeup(undefined),
      logger: silentLogger,
    });
    await runner.install();
    await seedCatalog(store, silentLogger);
    await runner.catchUp();

    const idle = await readFor(database.sql, PHASE_MS);
    let rebuilds = 0;
    let rebuilding = true;
    const rebuildLoop = (async () => {
      while (rebuilding) {
        await runner.rebuild("catalog");
        rebuilds += 1;
      }
    })();
    const during = await readFor(database.sql, PHASE_MS);
    rebuilding = false;
    await rebuildLoop;

    const line = (name: string, r: typeof idle) =>
      `${name.padEnd(22)} ${String(r.reads).padStart(7)} reads  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99
        .toFixed(1)
        .padStart(6)} ms  errors ${r.errors.length}`;
    console.log(`${READERS} readers joining airports and destinations, ${PHASE_MS / 1000} s each:\n`);
    console.log(line("no rebuild", idle));
    console.log(line(`${rebuilds} catalog rebuilds`, during));
    console.log(
      `\np50 ${(during.p50 / idle.p50).toFixed(2)}x, p99 ${(during.p99 / idle.p99).toFixed(2)}x the idle readers'; ` +
        `${during.errors.length === 0 ? "no reader failed: ok" : `FAILED READS: ${[...new Set(during.errors)].join("; ")}`}`,
    );
    if (during.errors.length > 0) process.exitCode = 1;
  });
}

await main();
