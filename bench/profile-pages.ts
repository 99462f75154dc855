/**
 * Where the time of an uncached page goes (issue 14, step 1). Serves the product's Hono app in
 * this process on a seeded database, with the page cache off, and asks every page type in turn,
 * one request at a time as a crawler does, as a browser would (gzip accepted). For each page:
 * wall time, CPU time on this thread, the queries the loaders send and the time they wait on
 * PostgreSQL, the HTML's size and how much of it is hydration data, and a CPU profile of the
 * requests split by who spends it (React's render, React Router and its data serialization,
 * our page code, the database driver, Hono and compression, the garbage collector).
 * Usage: npm run bench:profile [-- requests-per-page]
 */
import "../scripts/production-env.ts";
import { Session } from "node:inspector/promises";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { createRequestHandler } from "react-router";
import { connectDatabase } from "../core/db/database.ts";
import { silentLogger } from "../core/log/logger.ts";
import { createHttpApp } from "../http/app.ts";
import { loadProductionBuild, serveProduct } from "../scripts/serve.ts";
import { pageBenchEnv } from "./page-bench-env.ts";
import { pageSamples } from "./page-samples.ts";

const REQUESTS = Number(process.argv[2] ?? 60);
const WARM_UP = 10;

/** Counts the loaders' queries and the wall time each spends from being sent to being answered. */
class QueryTiming implements KyselyPlugin {
  queries = 0;
  waitMs = 0;
  readonly #started = new Map<unknown, number>();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.#started.set(args.queryId, performance.now());
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const started = this.#started.get(args.queryId);
    if (started !== undefined) {
      this.queries += 1;
      this.waitMs += performance.now() - started;
      this.#started.delete(args.queryId);
    }
    return args.result;
  }
  reset() {
    this.queries = 0;
    this.waitMs = 0;
  }
}

type ProfileNode = { id: number; callFrame: { url: string; functionName: string }; hitCount?: number };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const CATEGORIES: Array<[string, (url: string, fn: string) => boolean]> = [
  ["react render", (url) => /node_modules\/react(-dom)?\//.test(url)],
  ["react-router + data serialization", (url) => url.includes("node_modules/react-router/")],
  ["page code (ui, loaders, i18n)", (url) => url.includes("/build/server/")],
  ["postgres.js + kysely", (url) => /node_modules\/(postgres|kysely)/.test(url) || url.includes("/core/db/")],
  ["hono + our middleware", (url) => url.includes("node_modules/hono/") || url.includes("/http/")],
  ["compression", (url, fn) => url.includes("zlib") || url.includes("compression") || fn === "processCallback"],
  ["garbage collector", (_url, fn) => fn === "(garbage collector)"],
  ["idle (waiting on PostgreSQL)", (_url, fn) => fn === "(idle)"],
  ["node internals and other", () => true],
];

/** The functions with the most self time among the samples nobody else claims, for the record. */
function topOthers(profile: CpuProfile, count = 6): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const { url, functionName } = node.callFrame;
    const owner = CATEGORIES.find(([, matches]) => matches(url, functionName))?.[0];
    if (owner !== "node internals and other") return;
    const key = `${functionName || "(anonymous)"} ${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/\/work\/main\//, "")}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${key.slice(0, 110)}`);
}

function splitProfile(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>(CATEGORIES.map(([name]) => [name, 0]));
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node) return;
    const [name] = CATEGORIES.find(([, matches]) => matches(node.callFrame.url, node.callFrame.functionName)) ?? [
      "node internals and other",
    ];
    totals.set(name, (totals.get(name) ?? 0) + delta);
  });
  return totals;
}

const HYDRATION = /<script[^>]*>[^<]*(?:__reactRouterContext|streamController\.enqueue)[\s\S]*?<\/script>/g;

async function main() {
  // which statements the waiting goes to
  const bench = await pageBenchEnv("profile", { shared_preload_libraries: "pg_stat_statements" });
  const env = { ...bench.env, PAGE_CACHE: false };
  // the product seeds the database and folds the read models; its own server only finds the samples
  const product = await serveProduct({ env, logger: silentLogger });
  const database = connectDatabase(env.DATABASE_URL ?? "", { name: "bench-profile" });
  await database.sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`;
  const slowest: string[] = [];
  const others: string[] = [];
  const timing = new QueryTiming();
  const handler = createRequestHandler(await loadProductionBuild(), "production");
  const app = createHttpApp({
    database: { ...database, db: database.db.withPlugin(timing) },
    projections: {} as never,
    logger: silentLogger,
    publicUrl: product.url,
    readyMaxLag: 100,
    ssr: (request, context) => handler(request, context),
  });
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  try {
    const samples = await pageSamples(product.url);
    console.log(`\n${REQUESTS} sequential uncached requests per page (after ${WARM_UP} to warm up), gzip accepted:\n`);
    const rows: Array<Record<string, string | number>> = [];
    for (const { name, path } of samples) {
      const ask = () =>
        app.request(`http://localhost${path}`, {
          headers: { "accept-encoding": process.env.BENCH_ACCEPT_ENCODING ?? "gzip" },
        });
      for (let i = 0; i < WARM_UP; i++) await (await ask()).arrayBuffer();
      const raw = await (await app.request(`http://localhost${path}`)).text();
      const hydration = [...raw.matchAll(HYDRATION)].reduce((sum, m) => sum + m[0].length, 0);
      timing.reset();
      await database.sql`SELECT pg_stat_statements_reset()`;
      await session.post("Profiler.start");
      const cpuStart = process.cpuUsage();
      const wallStart = performance.now();
      let gzipBytes = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const response = await ask();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        gzipBytes = (await response.arrayBuffer()).byteLength;
      }
      const wall = (performance.now() - wallStart) / REQUESTS;
      const cpu = process.cpuUsage(cpuStart);
      const { profile } = (await session.post("Profiler.stop")) as { profile: CpuProfile };
      const statements = await database.sql<{ calls: number; mean: number; query: string }[]>`
        SELECT calls::int, mean_exec_time AS mean, regexp_replace(query, '\\s+', ' ', 'g') AS query
          FROM pg_stat_statements
         WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND query NOT LIKE '%pg_stat_statements%' AND mean_exec_time >= 2
         ORDER BY total_exec_time DESC LIMIT 3`;
      for (const statement of statements)
        slowest.push(
          `${name.padEnd(14)} ${statement.mean.toFixed(1).padStart(6)} ms × ${(statement.calls / REQUESTS).toFixed(0)}/req  ${statement.query.slice(0, 150)}`,
        );
      const split = splitProfile(profile);
      others.push(`${name}:`, ...topOthers(profile).map((line) => `  ${line}`));
      const sampled = [...split.values()].reduce((a, b) => a + b, 0) || 1;
      const share = (category: string) => `${Math.round(((split.get(category) ?? 0) / sampled) * 100)}%`;
      rows.push({
        page: name,
        "ms/req": wall.toFixed(1),
        "cpu ms": ((cpu.user + cpu.system) / 1000 / REQUESTS).toFixed(1),
        queries: Math.round(timing.queries / REQUESTS),
        "db wait ms": (timing.waitMs / REQUESTS).toFixed(1),
        "html KB": (raw.length / 1024).toFixed(0),
        "hydration KB": (hydration / 1024).toFixed(0),
        "gzip KB": (gzipBytes / 1024).toFixed(0),
        render: share("react render"),
        "rr+serialize": share("react-router + data serialization"),
        "page code": share("page code (ui, loaders, i18n)"),
        driver: share("postgres.js + kysely"),
        hono: share("hono + our middleware"),
        gzip: share("compression"),
        gc: share("garbage collector"),
        idle: share("idle (waiting on PostgreSQL)"),
        other: share("node internals and other"),
      });
    }
    console.table(rows);
    console.log("\nwhere the unclaimed CPU time goes (self time over the timed requests):");
    for (const line of others) console.log(`  ${line}`);
    console.log("\nstatements taking 2 ms or more on average (mean execution time in PostgreSQL):");
    for (const line of slowest) console.log(`  ${line}`);
    console.log(
      "db wait: from a query's dispatch to its answer, summed (loaders run some in parallel, so it can exceed the wall time's share); shares: of the CPU profile's samples over the timed requests.",
    );
  } finally {
    session.disconnect();
    await database.close();
    await product.stop();
    await bench.stop();
  }
}

await main();
