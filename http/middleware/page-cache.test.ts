import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicyHeader } from "./content-security-policy.ts";
import { PageCacheInvalidator, type PageCacheOutcome, pageCache, sharedMaxAge } from "./page-cache.ts";

function appWith(
  cacheControl: string,
  options: {
    enabled: boolean;
    invalidator?: PageCacheInvalidator;
    observe?: (outcome: PageCacheOutcome) => void;
    maxBytes?: number;
    clock?: () => number;
    revalidate?: (request: Request) => Promise<Response>;
  } = { enabled: true },
  vary?: string,
) {
  let renders = 0;
  const app = new Hono();
  app.use(pageCache(options));
  app.get("*", async (c) => {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cookie = c.req.header("cookie") ?? "";
    return c.html(`<p>render ${renders} of ${c.req.path} for ${cookie}</p>`, 200, {
      "cache-control": cacheControl,
      ...(vary ? { vary } : {}),
    });
  });
  return { app, renders: () => renders };
}

describe("page cache", () => {
  it("gives each page it serves from memory the response's own nonce, in the page and its policy", async () => {
    const app = new Hono();
    app.use(contentSecurityPolicyHeader());
    app.use(pageCache({ enabled: true }));
    app.get("*", (c) =>
      c.html(`<script nonce="${c.get("cspNonce")}">theme()</script><p>Евтини полети</p>`, 200, {
        "cache-control": "public, max-age=0, s-maxage=60",
      }),
    );
    const nonces: string[] = [];
    for (const expected of [null, "hit", "hit"]) {
      const response = await app.request("/");
      expect(response.headers.get("x-page-cache")).toBe(expected);
      const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const html = await response.text();
      expect(html).toBe(`<script nonce="${policyNonce}">theme()</script><p>Евтини полети</p>`);
      nonces.push(policyNonce ?? "");
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it("reads s-maxage, and nothing from private or no-store", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=10")).toBe(10);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=10")).toBe(0);
    expect(sharedMaxAge("no-store")).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
  });

  it("serves a stale page at once within its stale-while-revalidate grace and renders it again behind", async () => {
    let now = 1_000_000;
    const options = {
      enabled: true,
      clock: () => now,
      revalidate: async (request: Request) => bench.app.fetch(request),
    };
    const bench = appWith("public, max-age=0, s-maxage=10, stale-while-revalidate=60", options);
    expect(await (await bench.app.request("/x")).text()).toBe("<p>render 1 of /x for </p>");
    now += 30_000;
    // stale: the visitor gets the old page without waiting, and one render starts behind
    const stale = await Promise.all([bench.app.request("/x"), bench.app.request("/x")]);
    expect(await Promise.all(stale.map((r) => r.text()))).toEqual([
      "<p>render 1 of /x for </p>",
      "<p>render 1 of /x for </p>",
    ]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(bench.renders()).toBe(2);
    const fresh = await bench.app.request("/x");
    expect(fresh.headers.get("x-page-cache")).toBe("hit");
    expect(await fresh.text()).toBe("<p>render 2 of /x for </p>");
    // past the grace, the visitor waits for a render as before
    now += 10_000 + 61_000;
    expect(await (await bench.app.request("/x")).text()).toBe("<p>render 3 of /x for </p>");
  });

  it("keeps pages up to a number of bytes, forgetting the least recently served first", async () => {
    // each page is about 1 KB of overhead and 30 bytes of body: room for three
    const { app, renders } = appWith("public, max-age=0, s-maxage=10", { enabled: true, maxBytes: 3 * 1_100 });
    for (const path of ["/a", "/b", "/c", "/a", "/d"]) await app.request(path);
    expect(renders()).toBe(4);
    // /b was the least recently served when /d came: it is drawn again, /a and /d are not
    for (const path of ["/a", "/d"]) expect((await app.request(path)).headers.get("x-page-cache")).toBe("hit");
    expect((await app.request("/b")).headers.get("x-page-cache")).toBeNull();
    expect(renders()).toBe(5);
  });

  it("renders a shareable page once for concurrent and following requests", async () => {
    const { app, renders } = appWith("public, max-age=0, s-maxage=10");
    const bodies = await Promise.all(Array.from({ length: 5 }, async () => (await app.request("/x")).text()));
    expect(new Set(bodies)).toEqual(new Set(["<p>render 1 of /x for </p>"]));
    const again = await app.request("/x");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(renders()).toBe(1);
    await app.request("/y");
    expect(renders()).toBe(2);
  });

  it("tells each request's outcome: concurrent waiters are hits, unkeepable pages bypass it", async () => {
    const outcomes: PageCacheOutcome[] = [];
    const observe = (outcome: PageCacheOutcome) => outcomes.push(outcome);
    const { app } = appWith("public, s-maxage=10", { enabled: true, observe });
    await Promise.all([app.request("/x"), app.request("/x")]);
    await app.request("/x");
    await app.request("/x", { method: "POST" });
    expect(outcomes.sort()).toEqual(["bypass", "hit", "hit", "miss"]);
    const forms = appWith("no-store", { enabled: true, observe });
    outcomes.length = 0;
    await forms.app.request("/form");
    expect(outcomes).toEqual(["bypass"]);
  });

  it("a page that does not vary by cookie is one entry for every visitor", async () => {
    const { app, renders } = appWith("public, s-maxage=10");
    await app.request("/x", { headers: { cookie: "flydealsbg_prefs=a" } });
    await app.request("/x", { headers: { cookie: "flydealsbg_prefs=b" } });
    await app.request("/x");
    expect(renders()).toBe(1);
  });

  it("keeps a page that says Vary: Cookie apart by preferences cookie, and ignores other cookies", async () => {
    const { app, renders } = appWith("public, s-maxage=10", { enabled: true }, "Accept-Encoding, Cookie");
    const body = async (cookie: string) => (await app.request("/x", { headers: { cookie } })).text();
    expect(await body("flydealsbg_prefs=a")).toContain("for flydealsbg_prefs=a");
    expect(await body("other=1; flydealsbg_prefs=a")).toContain("for flydealsbg_prefs=a");
    expect(renders()).toBe(1);
    expect(await body("flydealsbg_prefs=b")).toContain("for flydealsbg_prefs=b");
    expect(renders()).toBe(2);
  });

  it("a visitor waiting on a render that turns out to vary by cookie gets a render of their own", async () => {
    const { app, renders } = appWith("public, s-maxage=10", { enabled: true }, "Cookie");
    const [a, b] = await Promise.all([
      (async () => (await app.request("/fresh", { headers: { cookie: "flydealsbg_prefs=a" } })).text())(),
      (async () => (await app.request("/fresh", { headers: { cookie: "flydealsbg_prefs=b" } })).text())(),
    ]);
    expect(a).toContain("for flydealsbg_prefs=a");
    expect(b).toContain("for flydealsbg_prefs=b");
    expect(renders()).toBe(2);
  });

  it("never keeps no-store pages, and does nothing when turned off", async () => {
    const forms = appWith("no-store");
    await forms.app.request("/newsletter");
    await forms.app.request("/newsletter");
    expect(forms.renders()).toBe(2);
    const off = appWith("public, s-maxage=10", { enabled: false });
    await off.app.request("/x");
    await off.app.request("/x");
    expect(off.renders()).toBe(2);
  });

  it("forgets the paths it is told to (any query string, any cookie variant) and keeps the rest", async () => {
    const invalidator = new PageCacheInvalidator();
    const { app, renders } = appWith("public, s-maxage=60", { enabled: true, invalidator }, "Cookie");
    const get = (path: string, cookie = "") => app.request(path, { headers: { cookie } });
    await get("/imprint", "flydealsbg_prefs=a");
    await get("/imprint", "flydealsbg_prefs=b");
    await get("/imprint?utm_source=x");
    await get("/en/imprint");
    await get("/about");
    expect(renders()).toBe(5);
    expect(invalidator.forget(["/imprint", "/en/imprint", "/sitemap.xml"])).toBe(4);
    expect((await get("/about")).headers.get("x-page-cache")).toBe("hit");
    expect((await get("/imprint", "flydealsbg_prefs=a")).headers.get("x-page-cache")).toBeNull();
    expect(renders()).toBe(6);
    expect(invalidator.forget(["/nothing-cached"])).toBe(0);
  });

  it("does not keep a page rendered while a purge came in: it may be the old page", async () => {
    const invalidator = new PageCacheInvalidator();
    const { app, renders } = appWith("public, s-maxage=60", { enabled: true, invalidator });
    const rendering = app.request("/imprint");
    await new Promise((resolve) => setTimeout(resolve, 5));
    invalidator.forget(["/imprint"]);
    await rendering;
    await app.request("/imprint");
    expect(renders()).toBe(2);
    expect((await app.request("/imprint")).headers.get("x-page-cache")).toBe("hit");
  });
});
