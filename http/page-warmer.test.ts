import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { silentLogger } from "../core/log/logger.ts";
import { PageRefresher, pageCache } from "./middleware/page-cache.ts";
import { listingPaths, RenderBudget, startPageWarmer, warmRound } from "./page-warmer.ts";

const ORIGIN = "http://flydeals.test";

/** A real page cache in front of a page that counts its renders, as the product's app is put together. */
function site() {
  const renders = new Map<string, number>();
  const refresher = new PageRefresher();
  const app = new Hono();
  app.use(pageCache({ enabled: true, refresher, revalidate: async (request) => app.fetch(request) }));
  app.get("*", (c) => {
    renders.set(c.req.path, (renders.get(c.req.path) ?? 0) + 1);
    // a search runs on each request, as the product's does
    if (c.req.path === "/search") c.header("cache-control", "no-store");
    else c.header("cache-control", "public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    return c.html(`<p>${c.req.path}</p>`);
  });
  const visit = (path: string) => app.fetch(new Request(ORIGIN + path));
  return { renders, refresher, visit };
}

describe("the render budget", () => {
  it("counts the milliseconds spent in the current minute and starts again at the next", () => {
    const budget = new RenderBudget(6_000);
    const at = Date.UTC(2026, 10, 29, 12, 0, 10);
    budget.spend(4_000, at);
    expect(budget.left(at + 1_000)).toBe(2_000);
    budget.spend(2_500, at + 2_000);
    expect(budget.left(at + 3_000)).toBe(0);
    expect(budget.left(Date.UTC(2026, 10, 29, 12, 1, 0))).toBe(6_000);
  });
});

describe("the page warmer", () => {
  it("renders every listing in both languages and the most-asked pages, which visitors then get from the cache", async () => {
    const { renders, refresher, visit } = site();
    for (let i = 0; i < 3; i++) await visit("/albaniya/tirana");
    await visit("/oferta/X5U6R");
    const rendersBefore = renders.get("/albaniya/tirana");
    const round = await warmRound({ origin: ORIGIN, refresher, budget: new RenderBudget(60_000), clock: Date.now });
    expect(round).toMatchObject({ rendered: listingPaths().length + 2, skipped: 0 });
    expect(listingPaths()).toEqual(expect.arrayContaining(["/", "/en", "/weekend-poleti", "/en/flights-from/varna"]));
    for (const path of listingPaths()) expect(renders.get(path)).toBe(1);
    expect(renders.get("/albaniya/tirana")).toBe((rendersBefore ?? 0) + 1);
    const page = await visit("/en");
    expect(page.headers.get("x-page-cache")).toBe("hit");
    expect(renders.get("/en")).toBe(1);
  });

  it("stops rendering when the minute's budget is spent, and says how many it left", async () => {
    const { renders, refresher } = site();
    const round = await warmRound({ origin: ORIGIN, refresher, budget: new RenderBudget(0), clock: Date.now });
    expect(round).toMatchObject({ rendered: 0, skipped: listingPaths().length });
    expect(renders.size).toBe(0);
  });

  it("names the most-asked addresses first, never a page the cache does not keep, and forgets old fame by halves", async () => {
    const { refresher, visit } = site();
    for (let i = 0; i < 4; i++) await visit("/a");
    for (let i = 0; i < 6; i++) await visit("/search?q=London");
    await visit("/b");
    expect(refresher.hottest(1)).toEqual([`${ORIGIN}/a`]);
    // /a halved to 2, /b (1) gone
    expect(refresher.hottest(5)).toEqual([`${ORIGIN}/a`]);
    expect(refresher.hottest(5)).toEqual([`${ORIGIN}/a`]);
    expect(refresher.hottest(5)).toEqual([]);
  });

  it("runs a round at start and another only when the read models' positions move", async () => {
    const { refresher } = site();
    let positions = "deals:1:10";
    const rounds: number[] = [];
    const warmer = startPageWarmer({
      origin: ORIGIN,
      refresher,
      positions: async () => positions,
      logger: silentLogger,
      checkEveryMs: 10,
      onRound: (round) => rounds.push(round.rendered),
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(rounds).toHaveLength(1);
    positions = "deals:1:11";
    const deadline = Date.now() + 2_000;
    while (rounds.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await warmer.stop();
    expect(rounds).toEqual([listingPaths().length, listingPaths().length]);
  });
});
