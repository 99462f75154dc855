import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCmsContentCommand, runCmsPageCommand } from "../core/cms/runner.ts";
import { builtinCdn, type Cdn, noCdn } from "../core/edge-purge/cdn.ts";
import { createCloudflareCdn } from "../core/edge-purge/cloudflare-cdn.ts";
import { type FakeCloudflare, startFakeCloudflare } from "../core/edge-purge/cloudflare-fake-server.ts";
import { MAX_PURGE_ATTEMPTS } from "../core/edge-purge/events.ts";
import {
  EDGE_PURGE_ACTOR,
  queueSitemapPurge,
  retryEdgePurge,
  runEdgePurge,
  runEdgePurgeCommand,
} from "../core/edge-purge/service.ts";
import { silentLogger } from "../core/log/logger.ts";
import { readUntil } from "../core/testing/until.ts";
import type { Clock } from "../core/time/clock.ts";
import { PageCacheInvalidator, pageCache } from "../http/middleware/page-cache.ts";
import { edgePurgeLog } from "../projections/edge-purge/queries.ts";
import { edgePurgeReactor, registerEdgePurgeJobs, runDuePurges, runEdgePurgeJob } from "./edge-purge-jobs.ts";
import { QUEUES } from "./queues.ts";
import { reactorStep } from "./reactor.ts";
import { testWorkerBed } from "./testing.ts";

const TOKEN = "cf-worker-test-token";
const ZONE = "0123456789abcdef0123456789abcdef";
const admin = { actor: "admin:test" };
const bed = testWorkerBed();
let cloudflare: FakeCloudflare;

async function livePage(pageKey: string, bg: string, en: string) {
  await runCmsPageCommand(bed.store, { type: "CreatePage", pageKey, pageType: "static" }, admin);
  for (const [locale, slugPath] of [
    ["bg", bg],
    ["en", en],
  ] as const) {
    await runCmsPageCommand(bed.store, { type: "LocalizePage", pageKey, locale, slugPath, status: "live" }, admin);
  }
  await runCmsPageCommand(bed.store, { type: "ChangePublishingState", pageKey, to: "live" }, admin);
}

/** The reactor, batch by batch, then the read model. */
async function react(clock?: Clock) {
  while ((await reactorStep(edgePurgeReactor({ clock }), bed.reactorDeps())) > 0) {}
  await bed.projections.catchUp();
}

const log = async (pageKey?: string) => {
  await bed.projections.catchUp();
  return (await edgePurgeLog(bed.database.db, { pageKey, page: 1, pageSize: 50 })).rows;
};

beforeAll(async () => {
  cloudflare = await startFakeCloudflare({ apiToken: TOKEN, zoneId: ZONE });
});

afterAll(() => cloudflare?.close());

describe("edge purges, from a CMS event to the CDN", () => {
  it("publishing a page queues a purge that the worker completes, and the page cache forgets the page", async () => {
    const invalidator = new PageCacheInvalidator();
    let renders = 0;
    const site = new Hono();
    site.use(pageCache({ enabled: true, invalidator }));
    site.get("*", (c) => {
      renders += 1;
      return c.html(`<p>${c.req.path} #${renders}</p>`, 200, { "cache-control": "public, s-maxage=300" });
    });
    await site.request("http://localhost/imprint");
    expect((await site.request("http://localhost/imprint")).headers.get("x-page-cache")).toBe("hit");

    await registerEdgePurgeJobs({
      boss: bed.boss,
      store: bed.store,
      db: bed.database.db,
      cdn: builtinCdn(invalidator),
      publicUrl: "http://localhost",
      logger: silentLogger,
    });
    const loop = bed.startReactor(edgePurgeReactor());
    await livePage("imprint", "/imprint", "/en/imprint");

    const rows = await readUntil(
      () => log("imprint"),
      (r) => r[0]?.status === "completed",
    );
    expect(rows).toMatchObject([
      {
        pageKey: "imprint",
        reason: "published",
        urls: ["/imprint", "/en/imprint", "/sitemap.xml"],
        status: "completed",
        attempts: 1,
        lastError: null,
        queuedBy: EDGE_PURGE_ACTOR,
      },
    ]);
    expect(rows[0]?.startedAt).toBeInstanceOf(Date);
    expect(rows[0]?.finishedAt).toBeInstanceOf(Date);
    const after = await site.request("http://localhost/imprint");
    expect(after.headers.get("x-page-cache")).toBeNull();
    expect(renders).toBe(2);
    await loop.stop();
    await bed.boss.offWork(QUEUES.cmsEdgePurge);
  }, 60_000);

  it("queues once per event: a re-read log adds no purge; drafts queue none; a slug move purges both paths", async () => {
    await react();
    const before = (await log()).length;
    await bed.database.sql`DELETE FROM subscription_checkpoints WHERE subscription_id = 'reactor:edge-purge'`;
    await react();
    expect(await log()).toHaveLength(before);

    await runCmsPageCommand(bed.store, { type: "CreatePage", pageKey: "draft-page", pageType: "static" }, admin);
    await runCmsPageCommand(
      bed.store,
      { type: "LocalizePage", pageKey: "draft-page", locale: "bg", slugPath: "/chernova", status: "draft" },
      admin,
    );
    await react();
    expect(await log("draft-page")).toEqual([]);

    // the route table's screens keep their addresses: a page of the CMS's own moves
    await livePage("summer", "/lyato", "/en/summer");
    await runCmsPageCommand(
      bed.store,
      { type: "LocalizePage", pageKey: "summer", locale: "en", slugPath: "/en/summer-deals", status: "live" },
      admin,
    );
    await react();
    expect((await log("summer")).find((row) => row.reason === "moved")).toMatchObject({
      status: "queued",
      urls: ["/en/summer", "/en/summer-deals", "/sitemap.xml"],
    });
  });

  it("content published for a language purges that language's path", async () => {
    const by = "admin:test";
    const at = new Date().toISOString();
    const page = { pageKey: "imprint", locale: "bg" as const, by, at };
    const blocks = [{ type: "text", heading: "Импресум", body: "Кой стои зад сайта." }];
    await runCmsContentCommand(bed.store, { type: "SaveContentDraft", ...page, blocks }, admin);
    await runCmsContentCommand(bed.store, { type: "SubmitContentForReview", ...page }, admin);
    await runCmsContentCommand(bed.store, { type: "PublishContent", ...page }, admin);
    await react();
    expect((await log("imprint"))[0]).toMatchObject({ reason: "content_published", urls: ["/imprint"] });
  });

  it("a rate-limited purge fails, waits the CDN's Retry-After, and completes on the next try", async () => {
    let now = new Date("2026-11-26T10:00:00.000Z");
    const clock = () => now;
    const cdn = createCloudflareCdn({ apiToken: TOKEN, zoneId: ZONE, baseUrl: cloudflare.baseUrl });
    const deps = {
      boss: bed.boss,
      store: bed.store,
      db: bed.database.db,
      cdn,
      publicUrl: "https://flydeals.example",
      logger: silentLogger,
      clock,
    };
    const { purgeId } = await queueSitemapPurge(bed.store, now, admin);
    cloudflare.respondWith("rate_limited");
    const [first] = await runEdgePurgeJob(deps, { purgeId });
    expect(first).toEqual({ purgeId, status: "failed", retryAt: "2026-11-26T10:01:00.000Z" });
    const [row] = (await log()).filter((r) => r.purgeId === purgeId);
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringContaining("HTTP 429") });
    // the next look is a delayed job at the retry time
    const [job] = await bed.database.sql<{ start_after: Date }[]>`
      SELECT start_after FROM pgboss.job WHERE name = ${QUEUES.cmsEdgePurge} AND data->>'purgeId' = ${purgeId}`;
    expect(job?.start_after.toISOString()).toBe("2026-11-26T10:01:00.000Z");

    // not due yet: the sweep leaves it; then due, and Cloudflare answers
    now = new Date("2026-11-26T10:00:30.000Z");
    expect((await runDuePurges(deps)).find((r) => r.purgeId === purgeId)).toBeUndefined();
    cloudflare.respondWith("ok");
    now = new Date("2026-11-26T10:01:01.000Z");
    expect((await runDuePurges(deps)).find((r) => r.purgeId === purgeId)).toMatchObject({ status: "completed" });
    expect(cloudflare.purged).toContain("https://flydeals.example/sitemap.xml");
    expect((await log()).find((r) => r.purgeId === purgeId)).toMatchObject({ status: "completed", attempts: 2 });
  });

  it(`gives up after ${MAX_PURGE_ATTEMPTS} attempts; a refused key is not retried on its own`, async () => {
    let now = new Date("2026-11-26T12:00:00.000Z");
    const clock = () => now;
    const failing = createCloudflareCdn({ apiToken: TOKEN, zoneId: ZONE, baseUrl: cloudflare.baseUrl });
    const deps = { store: bed.store, cdn: failing, publicUrl: "https://flydeals.example", clock };
    cloudflare.respondWith("server_error");
    const { purgeId } = await queueSitemapPurge(bed.store, now, admin);
    let run = await runEdgePurge(deps, purgeId);
    for (let attempt = 2; attempt <= MAX_PURGE_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + 2 * 3_600_000);
      run = await runEdgePurge(deps, purgeId);
    }
    expect(run).toEqual({ purgeId, status: "failed", retryAt: null });
    expect((await log()).find((r) => r.purgeId === purgeId)).toMatchObject({ attempts: MAX_PURGE_ATTEMPTS });
    await expect(retryEdgePurge(bed.store, purgeId, now, admin)).rejects.toThrow(/had its 5 attempts/);
    cloudflare.respondWith("ok");

    const refused = {
      ...deps,
      cdn: createCloudflareCdn({ apiToken: "wrong", zoneId: ZONE, baseUrl: cloudflare.baseUrl }),
    };
    const second = await queueSitemapPurge(bed.store, now, admin);
    expect(await runEdgePurge(refused, second.purgeId)).toEqual({
      purgeId: second.purgeId,
      status: "failed",
      retryAt: null,
    });
    now = new Date(now.getTime() + 24 * 3_600_000);
    expect(await runEdgePurge(deps, second.purgeId)).toMatchObject({ status: "failed" });
    // the admin mends the token and retries
    await retryEdgePurge(bed.store, second.purgeId, now, admin);
    expect(await runEdgePurge(deps, second.purgeId)).toMatchObject({ status: "completed" });
  });

  it("skips with CDN=none, and takes over an attempt a stopped worker left processing", async () => {
    let now = new Date("2026-11-27T08:00:00.000Z");
    const clock = () => now;
    const skipped = await queueSitemapPurge(bed.store, now, admin);
    expect(
      await runEdgePurge({ store: bed.store, cdn: noCdn, publicUrl: "http://x", clock }, skipped.purgeId),
    ).toMatchObject({
      status: "skipped",
    });
    expect((await log()).find((r) => r.purgeId === skipped.purgeId)).toMatchObject({
      status: "skipped",
      skippedBecause: "No CDN is configured (CDN=none)",
    });

    const stuck = await queueSitemapPurge(bed.store, now, admin);
    await runEdgePurgeCommand(bed.store, { type: "StartPurge", purgeId: stuck.purgeId, at: now.toISOString() }, admin);
    const purged: string[][] = [];
    const cdn: Cdn = {
      name: "builtin",
      purge: async (urls) => {
        purged.push([...urls]);
        return { outcome: "purged", purged: urls.length };
      },
    };
    const deps = {
      store: bed.store,
      db: bed.database.db,
      cdn,
      publicUrl: "http://localhost:3000",
      logger: silentLogger,
      clock,
    };
    await bed.projections.catchUp();
    now = new Date(now.getTime() + 30_000);
    expect((await runDuePurges(deps)).find((r) => r.purgeId === stuck.purgeId)).toBeUndefined();
    now = new Date(now.getTime() + 3 * 60_000);
    expect((await runDuePurges(deps)).find((r) => r.purgeId === stuck.purgeId)).toMatchObject({ status: "completed" });
    expect(purged).toContainEqual(["http://localhost:3000/sitemap.xml"]);
    expect((await log()).find((r) => r.purgeId === stuck.purgeId)).toMatchObject({ attempts: 2, status: "completed" });
  });
});
