/**
 * Pages benchmark (issue 5): server-rendered throughput of the home page and of listing pages
 * under autocannon beside GET /healthz in the same run, the JavaScript the home page ships
 * (gzipped, as browsers receive it), and Lighthouse on the home page when Chromium is there.
 * Targets: a listing page >= 300 req/s with p99 < 100 ms; home JavaScript < 150 KB gzipped;
 * Lighthouse performance, accessibility, best practices and SEO >= 90.
 */
import "../scripts/production-env.ts";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { parseEnv } from "../core/config/env.ts";
import { withDatabase } from "../core/db/database.ts";
import { freePort, startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { silentLogger } from "../core/log/logger.ts";
import { serveProduct } from "../scripts/serve.ts";
import { type AutocannonResult, autocannon } from "./load.ts";

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Bytes on the wire, read with node:http so the body stays compressed. */
async function transferSize(url: string): Promise<number> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      res.on("end", () => resolve(size));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Lighthouse in a child process; asynchronous, since the server it measures runs in this one. */
async function lighthouse(url: string): Promise<Record<string, number> | null> {
  if (!existsSync(CHROMIUM)) return null;
  const out = join(mkdtempSync(join(tmpdir(), "flydealsbg-lh-")), "report.json");
  await new Promise<void>((resolve, reject) =>
    execFile(
      "node_modules/.bin/lighthouse",
      [
        url,
        "--quiet",
        "--output=json",
        `--output-path=${out}`,
        // Lighthouse loses its trace (NO_NAVSTART) with --disable-background-networking
        "--chrome-flags=--headless --no-sandbox --disable-gpu",
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 180_000 },
      (error) => (error ? reject(error) : resolve()),
    ),
  );
  const report = JSON.parse(readFileSync(out, "utf8")) as { categories: Record<string, { score: number }> };
  return Object.fromEntries(Object.entries(report.categories).map(([name, c]) => [name, Math.round(c.score * 100)]));
}

async function measure(base: string, cached: boolean) {
  const { total } = (await (await fetch(`${base}/api/deals?pageSize=1`)).json()) as { total: number };
  console.log(`\n${cached ? "with" : "without"} the page cache (${total} live deals):`);

  const results: Record<string, AutocannonResult> = {};
  const pages = [
    ["healthz", "/healthz"],
    ["home (bg)", "/"],
    ["listing: home filtered", "/?from=SOF&sortBy=savings"],
    ["listing: best deals", "/nai-dobrite-samoletni-sdelki-dnes"],
    ["listing: destinations", "/en/destinations"],
  ] as const;
  for (const [name, path] of pages) {
    results[name] = await autocannon({ url: base + path, connections: 10, duration: LOAD_SECONDS });
  }
  const health = results.healthz as AutocannonResult;
  for (const [name, r] of Object.entries(results)) {
    const listing = name.startsWith("listing");
    const verdict = !listing
      ? ""
      : r.requests.average >= 300 && r.latency.p99 < 100
        ? "  (>= 300 req/s, p99 < 100 ms: ok)"
        : "  (BELOW TARGET: 300 req/s, p99 < 100 ms)";
    console.log(
      `GET ${name.padEnd(24)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  non-2xx ${r.non2xx}  req/s vs healthz ${(r.requests.average / health.requests.average).toFixed(3)}x${verdict}`,
    );
  }
}

async function main() {
  if (!existsSync("build/server/index.js"))
    throw new Error("Run `npm run build` first: the benchmark serves the production build");
  const dataDir = mkdtempSync(join(tmpdir(), "flydealsbg-bench-ssr-"));
  const server = await startEmbeddedPostgres({ dataDir, logger: silentLogger });
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  await admin`CREATE DATABASE bench`;
  await admin.end();
  const env = parseEnv({
    DATABASE_URL: withDatabase(server.url, "bench"),
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SEED_DAYS: "12",
    LOG_LEVEL: "silent",
  });
  // first without the page cache (every request renders), then with it, on the same data
  let product = await serveProduct({ env: { ...env, PAGE_CACHE: false }, logger: silentLogger });
  try {
    for (const cached of [false, true]) {
      if (cached) {
        await product.stop();
        product = await serveProduct({ env: { ...env, PAGE_CACHE: true }, logger: silentLogger });
      }
      await measure(product.url, cached);
    }
    const base = product.url;
    const html = await transferSize(`${base}/`);
    // every script the home page loads or preloads, as a browser receives it
    const scripts = new Set((await (await fetch(`${base}/`)).text()).match(/\/assets\/[^"']+\.js/g) ?? []);
    let gzip = 0;
    for (const script of scripts) gzip += await transferSize(base + script);
    console.log(
      `home page: HTML ${(html / 1024).toFixed(1)} KB gzipped; JavaScript ${scripts.size} files, ${(gzip / 1024).toFixed(1)} KB gzipped ${gzip / 1024 < 150 ? "(< 150 KB: ok)" : "(BELOW TARGET: 150 KB)"}`,
    );

    let scores: Record<string, number> | null = null;
    try {
      scores = await lighthouse(`${base}/`);
    } catch (error) {
      console.log(`Lighthouse failed: ${error instanceof Error ? error.message : error}`);
    }
    if (scores) {
      const low = Object.entries(scores).filter(([, score]) => score < 90);
      console.log(
        `Lighthouse home: ${Object.entries(scores)
          .map(([name, score]) => `${name} ${score}`)
          .join(", ")} ${low.length === 0 ? "(all >= 90: ok)" : "(BELOW TARGET: 90)"}`,
      );
    } else if (!existsSync(CHROMIUM)) console.log(`Lighthouse skipped: no Chromium at ${CHROMIUM}`);
  } finally {
    await product.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
