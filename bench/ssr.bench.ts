/**
 * Pages benchmark (issues 5, 14 and 31): every public page type under autocannon (run from a
 * child process, gzip accepted as browsers do), page cache off and on, each beside the framework's
 * floor measured in the same run: a trivial React Router page (bench/trivial) served by Hono
 * from this same process. Also the raw HTML of each page and Lighthouse's mobile run (the median
 * of three) on six page types (the map too), with the JavaScript the home page loads beside the trivial page's.
 * Targets: page cache off >= 0.25x the floor's req/s (issue 31); page cache on >= 0.8x; HTML <= 60 KB;
 * Lighthouse performance >= 95 with LCP <= 2.0 s and total blocking time <= 150 ms, accessibility,
 * best practices and SEO 100; home JavaScript <= 120 KB gzipped.
 */
import "../scripts/production-env.ts";
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../core/db/embedded-postgres.ts";
import { silentLogger } from "../core/log/logger.ts";
import { serveProduct } from "../scripts/serve.ts";
import { type AutocannonResult, autocannonInChild } from "./load.ts";
import { pageBenchEnv } from "./page-bench-env.ts";
import { type PageSample, pageSamples } from "./page-samples.ts";
import { serveTrivialPage } from "./trivial-page.ts";

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HTML_LIMIT_KB = 60;

/** Two seconds to warm up (JIT, the pool's connections, the page cache), then the measured run. */
async function load(url: string): Promise<AutocannonResult> {
  const headers = { "accept-encoding": "gzip" };
  await autocannonInChild({ url, connections: 10, duration: 2, headers });
  return autocannonInChild({ url, connections: 10, duration: LOAD_SECONDS, headers });
}

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

interface LighthouseRun {
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Every script the page loaded, as the browser received it (headers included). */
  scriptBytes: number;
}

/** One Lighthouse mobile run in a child process (the server it measures runs in this one); retried once. */
async function lighthouse(url: string): Promise<LighthouseRun> {
  const out = join(mkdtempSync(join(tmpdir(), "flydealsbg-lh-")), "report.json");
  const run = () =>
    new Promise<void>((resolve, reject) =>
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
  // a trace lost now and then (NO_NAVSTART) is Lighthouse's, not the page's: one more try
  await run().catch(run);
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    categories: Record<string, { score: number }>;
    audits: Record<
      string,
      { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
    >;
  };
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  return {
    scores: Object.fromEntries(Object.entries(report.categories).map(([name, c]) => [name, Math.round(c.score * 100)])),
    lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: report.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    fcpMs: report.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    scriptBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Lighthouse's mobile run three times on each page type; the median of each figure against the targets. */
async function lighthousePages(base: string, samples: PageSample[], floorUrl: string) {
  const LIGHTHOUSE_PAGES = ["home", "home (en)", "deal", "best deals", "destination", "map"];
  console.log(
    "\nLighthouse mobile, median of 3 runs (targets: performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, the other categories 100):",
  );
  let homeScripts = 0;
  let met = 0;
  for (const name of LIGHTHOUSE_PAGES) {
    const sample = samples.find((s) => s.name === name);
    if (!sample) continue;
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < 3; i++) runs.push(await lighthouse(base + sample.path));
    const perf = median(runs.map((r) => r.scores.performance ?? 0));
    const lcp = median(runs.map((r) => r.lcpMs));
    const tbt = median(runs.map((r) => r.tbtMs));
    const fcp = median(runs.map((r) => r.fcpMs));
    const others = ["accessibility", "best-practices", "seo"].map((c) =>
      Math.min(...runs.map((r) => r.scores[c] ?? 0)),
    );
    const ok = perf >= 95 && lcp <= 2_000 && tbt <= 150 && others.every((score) => score === 100);
    if (ok) met += 1;
    if (name === "home") homeScripts = median(runs.map((r) => r.scriptBytes));
    console.log(
      `  ${name.padEnd(12)} performance ${String(perf).padStart(3)} (runs ${runs.map((r) => r.scores.performance).join(", ")})  FCP ${(fcp / 1000).toFixed(1)} s  LCP ${(lcp / 1000).toFixed(1)} s  TBT ${Math.round(tbt)} ms  a11y/bp/seo ${others.join("/")}${ok ? "  ok" : "  BELOW TARGET"}`,
    );
  }
  console.log(`${met} of ${LIGHTHOUSE_PAGES.length} page types meet the Lighthouse targets`);
  const floor = await lighthouse(floorUrl);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `home JavaScript as the browser receives it: ${kb(homeScripts)} KB; the trivial page ${kb(floor.scriptBytes)} KB (the floor); ${homeScripts / 1024 <= 120 ? "<= 120 KB: ok" : "ABOVE TARGET: 120 KB"}`,
  );
}

/** A Deno process serving `entry` on a free port, once its /healthz answers. */
async function serveDeno(entry: string, env: Record<string, string>): Promise<{ url: string; close(): void }> {
  const port = await freePort();
  const child: ChildProcess = spawn("npx", ["deno", "run", "-A", entry], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const close = () => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, close };
    if (Date.now() > deadline || child.exitCode !== null) {
      close();
      throw new Error(`Deno did not serve ${entry}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function measure(runtime: string, base: string, samples: PageSample[], floorUrl: string, cached: boolean) {
  const { total } = (await (await fetch(`${base}/api/deals?pageSize=1`)).json()) as { total: number };
  const target = cached ? "req/s >= 0.8x the floor" : "req/s >= 0.25x the floor's";
  console.log(`\n${runtime}, ${cached ? "with" : "without"} the page cache (${total} live deals; target: ${target}):`);
  const floor = await load(floorUrl);
  const health = await load(`${base}/healthz`);
  const line = (name: string, r: AutocannonResult, verdict = "") =>
    console.log(
      `GET ${name.padEnd(16)} ${String(Math.round(r.requests.average)).padStart(6)} req/s ${(r.requests.average / floor.requests.average).toFixed(2).padStart(5)}x  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms ${(r.latency.p99 / Math.max(floor.latency.p99, 1)).toFixed(1).padStart(5)}x  non-2xx ${r.non2xx}${verdict}`,
    );
  line("trivial page", floor, "  (the floor)");
  line("healthz", health);
  let below = 0;
  for (const { name, path } of samples) {
    const r = await load(base + path);
    const ratio = r.requests.average / floor.requests.average;
    const ok = ratio >= (cached ? 0.8 : 0.25);
    if (!ok) below += 1;
    line(name, r, ok ? "  ok" : "  BELOW TARGET");
  }
  console.log(`${samples.length - below} of ${samples.length} page types meet the target`);
}

/** Raw HTML of every page type (before compression), against the 60 KB target. */
async function htmlSizes(base: string, samples: PageSample[]) {
  console.log(`\nHTML before compression (target <= ${HTML_LIMIT_KB} KB):`);
  for (const { name, path } of samples) {
    const size = (await (await fetch(base + path)).text()).length / 1024;
    console.log(
      `  ${name.padEnd(16)} ${size.toFixed(0).padStart(4)} KB${size <= HTML_LIMIT_KB ? "" : "  ABOVE TARGET"}`,
    );
  }
}

async function main() {
  if (!existsSync("build/server/index.js"))
    throw new Error("Run `npm run build` first: the benchmark serves the production build");
  const bench = await pageBenchEnv("ssr");
  const env = bench.env;
  // first without the page cache (every request renders), then with it, on the same data
  let product = await serveProduct({ env: { ...env, PAGE_CACHE: false }, logger: silentLogger });
  const floor = await serveTrivialPage();
  try {
    const samples = await pageSamples(product.url);
    for (const cached of [false, true]) {
      if (cached) {
        await product.stop();
        product = await serveProduct({ env: { ...env, PAGE_CACHE: true }, logger: silentLogger });
      }
      await measure("Node", product.url, samples, floor.url, cached);
    }
    await htmlSizes(product.url, samples);
    const html = await transferSize(`${product.url}/`);
    console.log(`home page: HTML ${(html / 1024).toFixed(1)} KB gzipped`);
    if (existsSync(CHROMIUM)) await lighthousePages(product.url, samples, floor.url);
    else console.log(`Lighthouse skipped: no Chromium at ${CHROMIUM}`);
    if (process.env.BENCH_DENO !== "false") await measureDeno(env, samples);
  } finally {
    floor.close();
    await product.stop();
    await bench.stop();
  }
}

/** The same pages from http/deno.ts on the same database, beside the trivial page under Deno. */
async function measureDeno(env: Awaited<ReturnType<typeof pageBenchEnv>>["env"], samples: PageSample[]) {
  if (!existsSync("bench/trivial/build/server/index.js"))
    execFileSync("npx", ["react-router", "build", "bench/trivial"], { stdio: "ignore" });
  let floor: { url: string; close(): void } | null = null;
  try {
    floor = await serveDeno("bench/trivial/serve-deno.ts", {});
    for (const cached of [false, true]) {
      const web = await serveDeno("http/deno.ts", {
        DATABASE_URL: env.DATABASE_URL as string,
        DATA_DIR: env.DATA_DIR,
        LOG_LEVEL: "silent",
        PAGE_CACHE: String(cached),
      });
      try {
        await measure("Deno", web.url, samples, `${floor.url}/`, cached);
      } finally {
        web.close();
      }
    }
  } catch (error) {
    console.log(`Deno skipped: ${error instanceof Error ? error.message : error}`);
  } finally {
    floor?.close();
  }
}

await main();
