import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDeviceLink, SIGN_IN_REFUSED } from "../../../core/admin-auth/auth.ts";
import { queryAudit } from "../../../core/audit/audit.ts";
import { seedCmsPages } from "../../../core/cms/seed.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { runSettingsCommand } from "../../../core/settings/service.ts";
import { type AdminTestBed, adminTestBed, TEST_ADMIN, TEST_IP } from "./testing.ts";

let bed: AdminTestBed;
beforeAll(async () => {
  bed = await adminTestBed();
});
afterAll(() => bed.close());

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

describe("admin sign-in", () => {
  it("redirects to sign-in without a session and back after it", async () => {
    const response = await bed.request("/nimda/dash?x=1");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/nimda/login?next=%2Fnimda%2Fdash%3Fx%3D1");
    const login = await bed.request("/nimda/login?next=%2Fnimda%2Fdash");
    expect(login.status).toBe(200);
    expect(login.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(login.headers.get("cache-control")).toBe("no-store");
    const html = await login.text();
    expect(html).toContain('name="password"');
    expect(html).not.toMatch(/googletagmanager|cookie-banner/);

    const signedIn = await bed.request(
      "/nimda/login",
      form({ username: TEST_ADMIN.username, password: TEST_ADMIN.password, next: "/nimda/audit" }),
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/nimda/audit");
  });

  it("sets the session cookie HttpOnly and SameSite=Strict", async () => {
    const response = await bed.request("/nimda/login", form({ username: "admin", password: TEST_ADMIN.password }));
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^flydealsbg_admin=[^;]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/;");
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toContain("Secure");
  });

  it("marks the session cookie Secure when the site is served over https", async () => {
    const https = await adminTestBed({ secureCookies: true });
    try {
      const response = await https.request("/nimda/login", form({ username: "admin", password: TEST_ADMIN.password }));
      expect(response.headers.get("set-cookie")).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it("answers a wrong password and a wrong user the same, with 401", async () => {
    const wrongPassword = await bed.request("/nimda/login", form({ username: "admin", password: "nope" }));
    const wrongUser = await bed.request("/nimda/login", form({ username: "nobody", password: TEST_ADMIN.password }));
    expect(wrongPassword.status).toBe(401);
    expect(wrongUser.status).toBe(401);
    // every response has a CSP nonce of its own (docs/decisions/0053); the rest is the same
    const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
    const [a, b] = [withoutNonce(await wrongPassword.text()), withoutNonce(await wrongUser.text())];
    expect(a).toContain(SIGN_IN_REFUSED);
    expect(b.replace('value="nobody"', 'value="admin"')).toBe(a);
    expect(wrongPassword.headers.get("set-cookie")).toBeNull();
  });

  it("rate-limits sign-in per IP with 429", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 10; i++) {
      await bed.request("/nimda/login", { ...form({ username: `u${i}`, password: "x" }), ip } as never);
    }
    const limited = await bed.request("/nimda/login", {
      ...form({ username: "admin", password: TEST_ADMIN.password }),
      ip,
    } as never);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.text()).toContain("Too many failed sign-in attempts");
  });

  it("trusts the browser that opens a link from `npm run admin:link`, and takes the link out of the address", async () => {
    const link = await adminDeviceLink(bed.credentials, Date.now());
    const opened = await bed.request(`/nimda/login/trust?link=${encodeURIComponent(link)}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/nimda/login?trusted=1");
    expect(opened.headers.get("set-cookie")).toMatch(/^flydealsbg_admin_device=[^;]+;.*HttpOnly; SameSite=Strict/);
    const page = await (await bed.request("/nimda/login?trusted=1")).text();
    expect(page).toContain("This browser is trusted");

    const eventsBefore = await bed.eventCount();
    for (const bad of ["", "x", `${link.slice(0, -2)}AA`, "%00%ff"]) {
      const refused = await bed.request(`/nimda/login/trust?link=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get("set-cookie")).toBeNull();
      // bytes no browser sends are turned away at the input boundary, before the route
      if (bad !== "%00%ff") expect(await refused.text()).toContain("This link is not valid or has expired");
    }
    expect(await bed.eventCount()).toBe(eventsBefore);
  });

  it("gives 24 concurrent sign-ins from one address exactly ten tries", async () => {
    const ip = "203.0.113.88";
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        bed.request("/nimda/login", { ...form({ username: `c${i}`, password: "x" }), ip } as never),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
  });

  it("lets the right password in from a clean address while strangers guess at the account", async () => {
    // one after another: a burst would be paced over 15 s (core/admin-auth/sign-in-limits.test.ts)
    for (let i = 0; i < 5; i++) {
      await bed.request("/nimda/login", {
        ...form({ username: "admin", password: `guess${i}` }),
        ip: `192.0.2.${i + 1}`,
      } as never);
    }
    const guesser = await bed.request("/nimda/login", {
      ...form({ username: "admin", password: TEST_ADMIN.password }),
      ip: "192.0.2.1",
    } as never);
    expect(guesser.status).toBe(429);
    const admin = await bed.request("/nimda/login", {
      ...form({ username: "admin", password: TEST_ADMIN.password }),
      ip: "198.51.100.200",
    } as never);
    expect(admin.status).toBe(303);
    expect(admin.headers.get("set-cookie")).toMatch(
      /flydealsbg_admin_device=[^;]+;.*Path=\/nimda; HttpOnly; SameSite=Strict/,
    );
  });

  it("shows the dashboard to a signed-in admin and signs out for good", async () => {
    const session = await bed.signIn();
    const dash = await bed.request("/nimda/dash", { session });
    expect(dash.status).toBe(200);
    const html = await dash.text();
    expect(html).toContain("Recent admin actions");
    expect(html).toMatch(/social posts in 24 h/);
    expect(html).toContain("static (no deal featured)");
    expect(html).toContain("visa rules nobody has checked");
    // the fares are simulated unless a real source is configured, and the dashboard says so
    expect(html).toContain("demo: simulated fares");
    expect(html).toContain("No crawl recorded yet.");

    const refused = await bed.request("/nimda/logout", { ...form({}), session } as never);
    expect(refused.status).toBe(403);
    const out = await bed.postForm("/nimda/logout", session, {});
    expect(out.status).toBe(303);
    expect((await bed.request("/nimda/dash", { session })).status).toBe(303);
    const audit = await queryAudit(bed.database.sql, { actor: "admin:admin" });
    expect(audit.map((e) => e.action)).toContain("auth.sign_out");
    expect(audit.find((e) => e.action === "auth.sign_out")).toMatchObject({ ip: TEST_IP });
  });

  it("refuses a cross-site form even with a valid token", async () => {
    const session = await bed.signIn();
    const response = await bed.request("/nimda/logout", {
      ...form({ _csrf: session.csrfToken }),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      session,
    } as never);
    expect(response.status).toBe(403);
  });
});

describe("CMS drafts", () => {
  it("are served by /api/bootstrap/cms to a signed-in admin only", async () => {
    await seedCmsPages(bed.store, silentLogger);
    await bed.projections.catchUp();
    const anonymous = await bed.request("/api/bootstrap/cms?includeDraft=true");
    expect(anonymous.status).toBe(401);
    const session = await bed.signIn();
    const admin = await bed.request("/api/bootstrap/cms?includeDraft=true", { session });
    expect(admin.status).toBe(200);
    const body = (await admin.json()) as { data: { pages: unknown[] } };
    expect(body.data.pages.length).toBeGreaterThan(0);
  });
});

describe("admin IP allowlist", () => {
  it("answers 403 on every admin path, API included, outside the enforced allowlist", async () => {
    const session = await bed.signIn();
    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { ipAllowlist: [`${TEST_IP}/32`], ipAllowlistEnforced: true },
      lastModifiedBy: "admin:admin",
      at: new Date().toISOString(),
    });
    expect((await bed.request("/nimda/dash", { session })).status).toBe(200);
    for (const path of ["/nimda/dash", "/nimda/login", "/nimda/api/settings", "/nimda"]) {
      const response = await bed.request(path, { session, ip: "192.0.2.99" });
      expect(response.status, path).toBe(403);
    }
    const api = await bed.request("/nimda/api/anything", { ip: "192.0.2.99" });
    expect(await api.json()).toMatchObject({ success: false, error: { code: "forbidden" } });
    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { ipAllowlistEnforced: false },
      lastModifiedBy: "admin:admin",
      at: new Date().toISOString(),
    });
    expect((await bed.request("/nimda/dash", { session, ip: "192.0.2.99" })).status).toBe(200);
  });
});
