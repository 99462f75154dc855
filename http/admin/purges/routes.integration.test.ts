import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCmsPageCommand } from "../../../core/cms/runner.ts";
import type { Cdn } from "../../../core/edge-purge/cdn.ts";
import { MAX_PURGE_ATTEMPTS } from "../../../core/edge-purge/events.ts";
import { queueSitemapPurge, runEdgePurge } from "../../../core/edge-purge/service.ts";
import { QUEUES } from "../../../workers/queues.ts";
import { type AdminSessionCookie, type AdminTestBed, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
const admin = { actor: "admin:admin" };
const NO_SUCH_ID = "0192f5a0-0000-7000-8000-0000000000ff";
const purges = () => bed.eventCount("edgepurge");
const idOf = (response: Response) => (response.headers.get("location") ?? "").split("?")[0]?.split("/").pop() ?? "";

/** A CDN that refuses every purge for good, so a purge ends failed with retries left to an admin. */
const refusing: Cdn = {
  name: "cloudflare",
  purge: async () => ({
    outcome: "failed",
    error: "Cloudflare answered HTTP 403: Authentication error",
    retryable: false,
  }),
};
const accepting: Cdn = { name: "builtin", purge: async (urls) => ({ outcome: "purged", purged: urls.length }) };
const run = (cdn: Cdn, purgeId: string) =>
  runEdgePurge({ store: bed.store, cdn, publicUrl: "http://localhost", clock: () => new Date() }, purgeId);

async function failedPurge(): Promise<string> {
  const { purgeId } = await queueSitemapPurge(bed.store, new Date(), admin);
  await run(refusing, purgeId);
  return purgeId;
}

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await runCmsPageCommand(bed.store, { type: "CreatePage", pageKey: "about-us", pageType: "static" }, admin);
  for (const [locale, slugPath] of [
    ["bg", "/za-nas"],
    ["en", "/en/about-us"],
  ] as const) {
    await runCmsPageCommand(
      bed.store,
      { type: "LocalizePage", pageKey: "about-us", locale, slugPath, status: "live" },
      admin,
    );
  }
  await runCmsPageCommand(bed.store, { type: "CreatePage", pageKey: "no-paths", pageType: "static" }, admin);
});
afterAll(() => bed.close());

describe("the purge log", () => {
  it("needs a session, and is in the navigation", async () => {
    expect((await bed.request("/nimda/purges")).status).toBe(303);
    expect((await bed.api("/nimda/api/purges", null)).status).toBe(401);
    const html = await (await bed.request("/nimda/purges", { session })).text();
    expect(html).toContain('href="/nimda/purges"');
    expect(html).toContain("No purges yet.");
  });

  it("purges a page by its key: both languages' paths, shown with its attempts", async () => {
    const before = await purges();
    const response = await bed.postForm("/nimda/purges/page", session, { pageKey: " about-us " });
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toMatch(/Purge queued/);
    expect(await purges()).toBe(before + 1);
    const purgeId = idOf(response);
    await run(accepting, purgeId);
    const html = await (await bed.request(`/nimda/purges/${purgeId}`, { session })).text();
    expect(html).toContain("<code>/za-nas</code>");
    expect(html).toContain("<code>/en/about-us</code>");
    expect(html).toContain("By an admin");
    expect(html).toContain("2 URLs purged");
    expect(html).not.toContain("Retry now");

    await bed.projections.catchUp();
    const list = await (await bed.request("/nimda/purges?status=completed", { session })).text();
    expect(list).toContain(`href="/nimda/purges/${purgeId}"`);
    expect(list).toContain("about-us");
    const queuedOnly = await (await bed.request("/nimda/purges?status=queued", { session })).text();
    expect(queuedOnly).not.toContain(`href="/nimda/purges/${purgeId}"`);
  });

  it("refuses a page that does not exist with 404 'No such page', and a bad key with its message; stores nothing", async () => {
    const before = await purges();
    const unknown = await bed.postForm("/nimda/purges/page", session, { pageKey: "no-such-page" });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("No such page");
    for (const pageKey of ["", "../etc/passwd", "ключ", "x".repeat(65), "\u00ff\u00fe<script>"]) {
      const response = await bed.postForm("/nimda/purges/page", session, { pageKey });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/Page key (is required|must start with a letter)/);
    }
    expect(await purges()).toBe(before);
  });

  it("skips a page with no paths at once, and purges the sitemap", async () => {
    const empty = await bed.postForm("/nimda/purges/page", session, { pageKey: "no-paths" });
    const emptyHtml = await (await bed.request(`/nimda/purges/${idOf(empty)}`, { session })).text();
    expect(emptyHtml).toContain("badge-skipped");
    expect(emptyHtml).toContain("No URLs to purge");

    const sitemap = await bed.postForm("/nimda/purges/sitemap", session, {});
    expect(sitemap.status).toBe(303);
    const html = await (await bed.request(`/nimda/purges/${idOf(sitemap)}`, { session })).text();
    expect(html).toContain("<code>/sitemap.xml</code>");
    expect(html).toContain("none (the sitemap)");
  });

  it("filters by status, and explains a status it does not know", async () => {
    const response = await bed.request("/nimda/purges?status=lost", { session });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Status must be one of: queued, processing, completed, failed, skipped");
    expect((await bed.request("/nimda/purges?page=0", { session })).status).toBe(400);
  });

  it("answers 404 for a purge that does not exist", async () => {
    for (const id of [NO_SUCH_ID, "not-a-uuid", "%00"]) {
      expect((await bed.request(`/nimda/purges/${id}`, { session })).status).toBe(404);
      expect((await bed.postForm(`/nimda/purges/${id}/retry`, session, {})).status).toBe(404);
    }
  });

  it("retries a failed purge; refuses to retry a completed one or one out of attempts", async () => {
    const purgeId = await failedPurge();
    const detail = await (await bed.request(`/nimda/purges/${purgeId}`, { session })).text();
    expect(detail).toContain("Authentication error");
    expect(detail).toContain("Retry now");
    const retried = await bed.postForm(`/nimda/purges/${purgeId}/retry`, session, {});
    expect(retried.status).toBe(303);
    expect(noticeOf(retried)).toBe("Purge queued again.");
    await run(accepting, purgeId);
    const done = await bed.postForm(`/nimda/purges/${purgeId}/retry`, session, {});
    expect(done.status).toBe(409);
    expect(await done.text()).toContain("Only a failed purge can be retried");

    const spent = await failedPurge();
    for (let attempt = 2; attempt <= MAX_PURGE_ATTEMPTS; attempt++) {
      await bed.postForm(`/nimda/purges/${spent}/retry`, session, {});
      await run(refusing, spent);
    }
    const page = await (await bed.request(`/nimda/purges/${spent}`, { session })).text();
    expect(page).not.toContain("Retry now");
    expect(page).toContain(`has had its ${MAX_PURGE_ATTEMPTS} attempts`);
    const refused = await bed.postForm(`/nimda/purges/${spent}/retry`, session, {});
    expect(refused.status).toBe(409);
  });

  it("hands a queued purge to the worker at once when pg-boss runs in this process", async () => {
    const sent: unknown[][] = [];
    bed.deps.boss = { send: async (...args: unknown[]) => sent.push(args) } as unknown as PgBoss;
    try {
      const response = await bed.postForm("/nimda/purges/sitemap", session, {});
      expect(sent).toEqual([[QUEUES.cmsEdgePurge, { purgeId: idOf(response) }]]);
      // a page with nothing to purge is skipped, not sent
      await bed.postForm("/nimda/purges/page", session, { pageKey: "no-paths" });
      expect(sent).toHaveLength(1);
    } finally {
      bed.deps.boss = null;
    }
  });
});

describe("the purge log's JSON twins", () => {
  it("lists the log with counts, filtered by status", async () => {
    await bed.projections.catchUp();
    const response = await bed.api("/nimda/api/purges?status=failed", session);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.rows.length).toBeGreaterThan(0);
    expect(data.rows.every((row: { status: string }) => row.status === "failed")).toBe(true);
    expect(data.counts.completed).toBeGreaterThan(0);
    const bad = await bed.api("/nimda/api/purges?status=lost", session);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues[0]).toMatchObject({ path: "status" });
  });

  it("purges a page (201 with the purge) and refuses an unknown page, a bad key and junk bytes", async () => {
    const before = await purges();
    const created = await bed.api("/nimda/api/purges/page", session, { method: "POST", body: { pageKey: "about-us" } });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({
      pageKey: "about-us",
      reason: "manual",
      status: "queued",
      urls: ["/za-nas", "/en/about-us"],
    });
    expect((await bed.api(`/nimda/api/purges/${data.purgeId}`, session)).status).toBe(200);

    const unknown = await bed.api("/nimda/api/purges/page", session, { method: "POST", body: { pageKey: "nope" } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      success: false,
      error: { code: "page_not_found", message: "No such page" },
    });
    for (const body of [{}, { pageKey: 7 }, { pageKey: "a b" }, { pageKey: "about-us", extra: true }, [1]]) {
      const response = await bed.api("/nimda/api/purges/page", session, { method: "POST", body });
      expect(response.status).toBe(400);
    }
    const junk = await bed.request("/nimda/api/purges/page", {
      method: "POST",
      session,
      headers: { "x-csrf-token": session.csrfToken, "content-type": "application/json" },
      body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]),
    });
    expect(junk.status).toBe(400);
    expect(await purges()).toBe(before + 1);
  });

  it("purges the sitemap with no body or an empty object, and refuses anything else", async () => {
    expect((await bed.api("/nimda/api/purges/sitemap", session, { method: "POST" })).status).toBe(201);
    const created = await bed.api("/nimda/api/purges/sitemap", session, { method: "POST", body: {} });
    expect((await created.json()).data).toMatchObject({ pageKey: null, urls: ["/sitemap.xml"] });
    const extra = await bed.api("/nimda/api/purges/sitemap", session, { method: "POST", body: { all: true } });
    expect(extra.status).toBe(400);
    const junk = await bed.request("/nimda/api/purges/sitemap", {
      method: "POST",
      session,
      headers: { "x-csrf-token": session.csrfToken, "content-type": "application/json" },
      body: "{not json",
    });
    expect(junk.status).toBe(400);
  });

  it("retries a failed purge, and answers 404 and 409 as the pages do", async () => {
    const purgeId = await failedPurge();
    const retried = await bed.api(`/nimda/api/purges/${purgeId}/retry`, session, { method: "POST" });
    expect(retried.status).toBe(200);
    expect((await retried.json()).data).toMatchObject({ status: "queued", attempts: [{ outcome: "failed" }] });
    await run(accepting, purgeId);
    const done = await bed.api(`/nimda/api/purges/${purgeId}/retry`, session, { method: "POST" });
    expect(done.status).toBe(409);
    expect((await done.json()).error.code).toBe("not_failed");
    for (const id of [NO_SUCH_ID, "junk"]) {
      expect((await bed.api(`/nimda/api/purges/${id}`, session)).status).toBe(404);
      expect((await bed.api(`/nimda/api/purges/${id}/retry`, session, { method: "POST" })).status).toBe(404);
    }
  });
});
