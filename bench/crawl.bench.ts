/**
 * Crawl benchmark (issue 31, part 2): what a search engine, or a day of visitors, meets after a
 * fresh start. Every URL of the sitemap is requested twice, in a shuffled order, four at a time,
 * with the page cache on as in production; printed are the time to first byte (p50, p99) and the
 * page cache's hit rate, beside the same number of requests to the framework's floor (the trivial
 * React Router page of bench/trivial) in the same run, with their ratio. A page that answers
 * 4xx or 5xx fails the run.
 */
import "../scripts/production-env.ts";
import { existsSync } from "node:fs";
import { silentLogger } from "../core/log/logger.ts";
import { mulberry32 } from "../core/pricing/simulated-price-model.ts";
import { listingPaths, WARM_BUDGET_MS_PER_MINUTE } from "../http/page-warmer.ts";
import { serveProduct } from "../scripts/serve.ts";
import { pageBenchEnv } from "./page-bench-env.ts";
import { percentile } from "./percentile.ts";
import { serveTrivialPage } from "./trivial-page.ts";

const CONNECTIONS = 4;

interface Fetched {
  url: string;
  ttfbMs: number;
  status: number;
  cacheHit: boolean;
}

/** Every <loc> of the sitemap, following an index to its files, moved to `origin`. */
async function sitemapUrls(origin: string): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string));
  const top = await locs(`${origin}/sitemap.xml`);
  const pages: URL[] = [];
  for (const loc of top) {
    if (loc.pathname.endsWith(".xml")) pages.push(...(await locs(origin + loc.pathname)));
    else pages.push(loc);
  }
  return pages.map((loc) => origin + loc.pathname + loc.search);
}

/** Fisher–Yates with a fixed seed: every run requests the pages in the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Requests every URL, CONNECTIONS at a time; fetch resolves when the headers have come. */
async function requestAll(urls: readonly string[]): Promise<Fetched[]> {
  const results: Fetched[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      const started = performance.now();
      const response = await fetch(url, { headers: { "accept-encoding": "gzip" }, redirect: "manual" });
      const ttfbMs = performance.now() - started;
      await response.arrayBuffer();
      results.push({ url, ttfbMs, status: response.status, cacheHit: response.headers.get("x-page-cache") === "hit" });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return results;
}

function summary(results: readonly Fetched[]) {
  const sorted = results.map((r) => r.ttfbMs).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** The page warmer's counters from /metrics (Prometheus text). */
async function warmerFigures(origin: string): Promise<{ rendered: number; skipped: number; seconds: number }> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  return {
    rendered: value(/page_warmer_renders_total\{result="rendered"\} (\S+)/),
    skipped: value(/page_warmer_renders_total\{result="skipped"\} (\S+)/),
    seconds: value(/^\w*page_warmer_render_seconds_total (\S+)$/m),
  };
}

async function main() {
  if (!existsSync("build/server/index.js"))
    throw new Error("Run `npm run build` first: the benchmark serves the production build");
  const bench = await pageBenchEnv("crawl");
  const started = performance.now();
  const product = await serveProduct({ env: { ...bench.env, PAGE_CACHE: true }, logger: silentLogger });
  const floor = await serveTrivialPage();
  try {
    const urls = await sitemapUrls(product.url);
    const order = shuffled([...urls, ...urls], 20261129);
    const ours = await requestAll(order);
    const trivial = await requestAll(order.map(() => floor.url));
    const errors = ours.filter((r) => r.status >= 400);
    const a = summary(ours);
    const b = summary(trivial);
    const hitRate = ours.filter((r) => r.cacheHit).length / ours.length;
    const line = (name: string, s: { p50: number; p99: number }) =>
      `${name.padEnd(28)} p50 ${s.p50.toFixed(1).padStart(7)} ms   p99 ${s.p99.toFixed(1).padStart(7)} ms`;
    console.log(`${urls.length} sitemap URLs, each twice in a shuffled order, ${CONNECTIONS} connections\n`);
    console.log(line("pages, page cache on", a));
    console.log(line("trivial page (floor)", b));
    console.log(
      `\npage cache hit rate ${(hitRate * 100).toFixed(1)} % (the second request of each page can hit: at most 50 %)`,
    );
    console.log(`vs the floor: p50 ${(a.p50 / b.p50).toFixed(1)}x, p99 ${(a.p99 / b.p99).toFixed(1)}x`);
    // the listings the page warmer keeps rendered: their visitors should never wait for a render
    const listings = new Set(listingPaths());
    const hot = ours.filter((r) => listings.has(new URL(r.url).pathname));
    console.log(
      `listings (${listings.size} addresses, ${hot.length} requests): hit rate ${((hot.filter((r) => r.cacheHit).length / Math.max(hot.length, 1)) * 100).toFixed(1)} %, ${line("", summary(hot)).trim()}`,
    );
    const minutes = (performance.now() - started) / 60_000;
    const warmer = await warmerFigures(product.url);
    console.log(
      `page warmer: ${warmer.rendered} renders, ${warmer.skipped} left for want of budget, ${(warmer.seconds / minutes).toFixed(1)} s of rendering a minute over ${minutes.toFixed(1)} min (budget ${WARM_BUDGET_MS_PER_MINUTE / 1000} s a minute)`,
    );
    console.log(`errors (4xx/5xx): ${errors.length}`);
    if (errors.length > 0) process.exitCode = 1;
  } finally {
    floor.close();
    await product.stop();
    await bench.stop();
  }
}

await main();
