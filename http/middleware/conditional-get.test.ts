import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { conditionalGet } from "./conditional-get.ts";
import { contentSecurityPolicyHeader } from "./content-security-policy.ts";
import { pageCache } from "./page-cache.ts";

function appWith(options: { cacheControl?: string; pageCache?: boolean } = {}) {
  let renders = 0;
  let positions = "deals:1:10";
  let now = new Date("2026-12-24T10:00:05Z");
  const app = new Hono();
  app.use(contentSecurityPolicyHeader());
  app.use(
    conditionalGet(
      { buildVersion: "b1", readModelPositions: async () => positions, clock: () => now },
      { positionsTtlMs: 0 },
    ),
  );
  app.use(pageCache({ enabled: options.pageCache ?? false }));
  app.get("*", (c) => {
    renders += 1;
    return c.html(`<p>render ${renders}</p>`, 200, {
      "cache-control": options.cacheControl ?? "public, max-age=0, s-maxage=10",
    });
  });
  return {
    app,
    renders: () => renders,
    move: (to: string) => {
      positions = to;
    },
    at: (iso: string) => {
      now = new Date(iso);
    },
  };
}

describe("conditional GET", () => {
  it("answers 304 without rendering while the read models, the minute and the address stay", async () => {
    const { app, renders } = appWith();
    const first = await app.request("/destinacii");
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^W\/"[0-9a-f]{24}"$/);
    const again = await app.request("/destinacii", { headers: { "if-none-match": tag as string } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    // the stored page keeps the policy that names its nonce
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(renders()).toBe(1);
    expect((await app.request("/aviokompanii", { headers: { "if-none-match": tag as string } })).status).toBe(200);
  });

  it("renders again when a read model moves, the minute turns or the preferences differ", async () => {
    const { app, move, at } = appWith();
    const tagOf = async (headers: Record<string, string> = {}) =>
      (await app.request("/", { headers })).headers.get("etag") as string;
    const tag = await tagOf();
    const ask = (etag: string, cookie = "") =>
      app.request("/", { headers: { "if-none-match": etag, ...(cookie ? { cookie } : {}) } });
    expect((await ask(tag, "flydealsbg_prefs=en")).status).toBe(200);
    expect((await ask(tag, "other=1")).status).toBe(304);
    move("deals:1:11");
    expect((await ask(tag)).status).toBe(200);
    const moved = await tagOf();
    at("2026-12-24T10:01:00Z");
    expect((await ask(moved)).status).toBe(200);
  });

  it("renders untagged when the read models' positions cannot be read", async () => {
    const app = new Hono();
    app.use(
      conditionalGet({
        buildVersion: "b1",
        readModelPositions: () => Promise.reject(new Error("connection closed")),
        clock: () => new Date(),
      }),
    );
    app.get("*", (c) => c.html("<p>page</p>", 200, { "cache-control": "public, s-maxage=10" }));
    const response = await app.request("/", { headers: { "if-none-match": "*" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBeNull();
  });

  it("tags only pages a shared cache may keep", async () => {
    const { app } = appWith({ cacheControl: "no-store" });
    const response = await app.request("/newsletter");
    expect(response.headers.get("etag")).toBeNull();
  });

  it("a page from the page cache keeps the tag it was rendered under", async () => {
    const { app, move, renders } = appWith({ pageCache: true });
    const first = await app.request("/koledni-vakancii-poleti");
    move("deals:1:12");
    const cached = await app.request("/koledni-vakancii-poleti");
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expect(cached.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(renders()).toBe(1);
    // and that older tag is no longer current: the next revalidation renders
    const revalidated = await app.request("/koledni-vakancii-poleti", {
      headers: { "if-none-match": first.headers.get("etag") as string },
    });
    expect(revalidated.status).toBe(200);
  });
});
