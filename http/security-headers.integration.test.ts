import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import { silentLogger } from "../core/log/logger.ts";
import type { LoadContext } from "../ui/load-context.ts";
import { GTAG_SCRIPT_ORIGIN } from "../ui/site/analytics.ts";
import { type AdminSessionCookie, type AdminTestBed, adminTestBed } from "./admin/shell/testing.ts";
import type { HttpApp, HttpAppDeps } from "./app.ts";
import { contentSecurityPolicy, PHOTO_ORIGIN } from "./middleware/content-security-policy.ts";
import { testHttpApp } from "./testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
let app: HttpApp;
const contexts: LoadContext[] = [];

/** A stand-in for React Router: a page with an inline script carrying the context's nonce. */
const ssr: HttpAppDeps["ssr"] = async (request, context) => {
  contexts.push(context);
  const notFound = new URL(request.url).pathname === "/no-such-page";
  return new Response(`<!doctype html><script nonce="${context.cspNonce}">1</script>`, {
    status: notFound ? 404 : 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, s-maxage=10" },
  });
};

function appWith(extra: Partial<HttpAppDeps> = {}): HttpApp {
  return testHttpApp({
    database: bed.database,
    projections: bed.projections,
    store: bed.store,
    admin: bed.deps,
    ssr,
    pageCache: true,
    ...extra,
  });
}

beforeAll(async () => {
  bed = await adminTestBed();
  await seedCatalog(bed.store, silentLogger);
  await bed.projections.catchUp();
  session = await bed.signIn();
  app = appWith();
});
afterAll(() => bed.close());

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe("security headers", () => {
  it("every kind of response carries the CSP and the Permissions-Policy", async () => {
    const cookie = { cookie: session.cookie };
    const responses: Array<[string, Response]> = [
      ["page", await app.request("/en/imprint")],
      ["page not found", await app.request("/no-such-page")],
      ["API JSON", await app.request("/api/openapi.json")],
      ["API 404", await app.request("/api/no-such-endpoint")],
      ["API 400", await app.request("/api/deals?sortBy=nonsense")],
      ["image", await app.request("/images/destinations/LON.svg")],
      ["image 404", await app.request("/images/destinations/XXX.svg")],
      ["admin sign-in", await app.request("/nimda/login")],
      ["admin page", await bed.request("/nimda/dash", { session })],
      ["admin API", await app.request("/nimda/api/no-such-endpoint", { headers: cookie })],
      ["health", await app.request("/healthz")],
      ["feed", await app.request("/feeds/deals.json")],
    ];
    for (const [kind, response] of responses) {
      const policy = response.headers.get("content-security-policy");
      expect(policy, kind).toContain("default-src 'self'");
      expect(policy, kind).toContain("frame-ancestors 'none'");
      expect(nonceOf(policy), kind).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.headers.get("permissions-policy"), kind).toContain("camera=()");
    }
    expect(responses.map(([, r]) => r.status)).toEqual([200, 404, 200, 404, 400, 200, 404, 200, 200, 404, 200, 200]);
  });

  it("holds scripts to this origin and the nonce, and closes what the site never needs", () => {
    const policy = directives(contentSecurityPolicy("abc"));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", PHOTO_ORIGIN]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.has("frame-src")).toBe(false);
    expect([...policy.values()].flat().join(" ")).not.toMatch(/unsafe-eval|\*(?!\.)|https:(?!\/)/);
  });

  it("names Google Analytics and Turnstile only when they are configured", async () => {
    const plain = contentSecurityPolicy("n");
    expect(plain).not.toContain("google");
    expect(plain).not.toContain("cloudflare");
    const both = directives(contentSecurityPolicy("n", { analytics: true, turnstile: true }));
    // gtag.js's own origin is one of the hosts the wildcard allows
    expect(GTAG_SCRIPT_ORIGIN).toMatch(/^https:\/\/[a-z]+\.googletagmanager\.com$/);
    expect(both.get("script-src")).toEqual([
      "'self'",
      "'nonce-n'",
      "https://*.googletagmanager.com",
      "https://challenges.cloudflare.com",
    ]);
    expect(both.get("connect-src")).toContain("https://*.google-analytics.com");
    expect(both.get("img-src")).toContain("https://*.google-analytics.com");
    expect(both.get("frame-src")).toEqual(["'self'", "https://challenges.cloudflare.com"]);

    const configured = appWith({ analyticsId: "G-TEST12345", contentSecurityPolicy: { turnstile: true } });
    const policy = (await configured.request("/api/openapi.json")).headers.get("content-security-policy");
    expect(policy).toContain("https://*.googletagmanager.com");
    expect(policy).toContain("https://challenges.cloudflare.com");
  });

  it("gives every response a fresh nonce, the page and its inline scripts the same one", async () => {
    const first = await appWith({ pageCache: false }).request("/en/imprint");
    const second = await appWith({ pageCache: false }).request("/en/imprint");
    const nonce = nonceOf(first.headers.get("content-security-policy"));
    expect(await first.text()).toContain(`<script nonce="${nonce}">`);
    expect(contexts.at(-2)?.cspNonce).toBe(nonce);
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonce);
  });

  it("a page from the page cache comes with a nonce of its own, in its header and its scripts", async () => {
    const cached = appWith();
    const first = await cached.request("/en/links");
    const hit = await cached.request("/en/links");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    const rendered = nonceOf(first.headers.get("content-security-policy"));
    const own = nonceOf(hit.headers.get("content-security-policy"));
    expect(own).not.toBe(rendered);
    const html = await hit.text();
    expect(html).toContain(`<script nonce="${own}">`);
    // a nonce seen in one copy of the page opens no other copy
    expect(html).not.toContain(rendered);
  });

  it("the admin's one inline stylesheet carries the response's nonce", async () => {
    for (const response of [await app.request("/nimda/login"), await bed.request("/nimda/dash", { session })]) {
      const nonce = nonceOf(response.headers.get("content-security-policy"));
      const html = await response.text();
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).not.toMatch(/<script/i);
    }
  });

  it("only reports in development, where Vite injects scripts of its own", async () => {
    const dev = appWith({ contentSecurityPolicy: { reportOnly: true } });
    const response = await dev.request("/api/openapi.json");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("content-security-policy-report-only")).toContain("default-src 'self'");
  });
});
