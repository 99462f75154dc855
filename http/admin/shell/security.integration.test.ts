import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialSigningKey } from "../../../core/admin-auth/auth.ts";
import { ADMIN_SESSION, encodeSession } from "../../../core/admin-auth/session-token.ts";
import { runSettingsCommand } from "../../../core/settings/service.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed, TEST_IP } from "./testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
});
afterAll(() => bed.close());

const SIGN_IN = "/nimda/login";
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every admin route the app registers, read from Hono's own route list (not a hand-picked
 * list): a screen added later is covered without touching this test.
 */
function adminRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of bed.app.routes) {
    if (!route.path.startsWith("/nimda")) continue;
    const method = route.method === "ALL" ? "GET" : route.method;
    // middleware is registered as ALL /nimda/*: it stands for every path, so walk it as one
    const path = route.path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, "x1").replace(/\*$/, "anything");
    const key = `${method} ${path}`;
    if (seen.has(key) || path.startsWith(SIGN_IN)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  return routes;
}

function isApi(path: string): boolean {
  return path.startsWith("/nimda/api");
}

async function expectShutOut(response: Response, method: string, path: string) {
  const where = `${method} ${path}`;
  if (isApi(path)) {
    expect(response.status, where).toBe(401);
    expect(await response.json(), where).toMatchObject({ success: false, error: { code: "unauthorized" } });
  } else {
    expect(response.status, where).toBe(303);
    expect(response.headers.get("location"), where).toMatch(/^\/nimda\/login\?next=/);
  }
}

describe("every admin route without a valid session", () => {
  it("finds the routes of every screen", () => {
    const paths = adminRoutes().map((r) => r.path);
    expect(paths.length).toBeGreaterThan(15);
    for (const screen of [
      "/nimda/dash",
      "/nimda/settings",
      "/nimda/projections",
      "/nimda/queues",
      "/nimda/api/settings",
    ]) {
      expect(paths).toContain(screen);
    }
  });

  it("answers 401 (API) or a redirect to sign-in (pages) with no cookie", async () => {
    for (const { method, path } of adminRoutes()) {
      const response = await bed.request(path, {
        method,
        headers: UNSAFE.has(method) ? { "content-type": "application/json" } : {},
        body: UNSAFE.has(method) ? "{}" : undefined,
      });
      await expectShutOut(response, method, path);
    }
  });

  it("does the same for a forged, an expired and a signed-out session", async () => {
    const now = Date.now();
    const forged = await encodeSession("not-the-secret-".repeat(3), { sid: "x", sub: "admin", iat: now, lat: now });
    const old = now - ADMIN_SESSION.absoluteMs - 1000;
    const expired = await encodeSession(credentialSigningKey(bed.credentials), {
      sid: "x",
      sub: "admin",
      iat: old,
      lat: now,
    });
    const signedOut = await bed.signIn();
    expect((await bed.postForm("/nimda/logout", signedOut, {})).status).toBe(303);
    const cookies = [
      `${ADMIN_SESSION.cookieName}=${forged}`,
      `${ADMIN_SESSION.cookieName}=${expired}`,
      signedOut.cookie,
    ];
    for (const cookie of cookies) {
      for (const { method, path } of adminRoutes()) {
        const response = await bed.request(path, { method, session: { cookie, csrfToken: signedOut.csrfToken } });
        await expectShutOut(response, method, path);
      }
    }
  });
});

describe("every state-changing admin route with a session", () => {
  it("refuses a request without the CSRF token with 403, changing nothing", async () => {
    const before = await bed.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`;
    for (const { method, path } of adminRoutes().filter((r) => UNSAFE.has(r.method))) {
      const form = await bed.request(path, {
        method,
        session,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      expect(form.status, `${method} ${path}`).toBe(403);
      const json = await bed.request(path, {
        method,
        session,
        headers: { "content-type": "application/json", "x-csrf-token": "wrong" },
        body: "{}",
      });
      expect(json.status, `${method} ${path}`).toBe(403);
    }
    const after = await bed.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`;
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe("the enforced IP allowlist", () => {
  it("answers 403 on every admin path, sign-in included, to other addresses", async () => {
    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { ipAllowlist: [TEST_IP], ipAllowlistEnforced: true },
      lastModifiedBy: "admin:admin",
      at: new Date().toISOString(),
    });
    const outside = "203.0.113.250";
    for (const { method, path } of [
      ...adminRoutes(),
      { method: "GET", path: SIGN_IN },
      { method: "POST", path: SIGN_IN },
    ]) {
      const response = await bed.request(path, { method, session, ip: outside });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await bed.request("/nimda/dash", { session })).status).toBe(200);
    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { ipAllowlistEnforced: false },
      lastModifiedBy: "admin:admin",
      at: new Date().toISOString(),
    });
  });
});

describe("admin pages", () => {
  it("are never cached or indexed, and /admin-dashboard leads to them", async () => {
    const response = await bed.request("/nimda/dash", { session });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const legacy = await bed.request("/admin-dashboard");
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get("location")).toBe("/nimda/dash");
  });
});
