import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../core/catalog/seed.ts";
import type { FormServices } from "../core/contact/form-services.ts";
import { PostgresSnapshotStore } from "../core/eventstore/snapshots.ts";
import { silentLogger } from "../core/log/logger.ts";
import { crawlOf, sofiaBarcelonaFare } from "../core/pricing/fare-fixture.ts";
import { recordFareObservations } from "../core/pricing/record-fares.ts";
import { runSettingsCommand } from "../core/settings/service.ts";
import { testFormServices } from "../core/testing/form-services.ts";
import { seedTestHistory } from "../core/testing/seed-history.ts";
import type { LoadContext } from "../ui/load-context.ts";
import { detectDealsAt } from "../workers/deal-jobs.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed, TEST_IP } from "./admin/shell/testing.ts";
import type { HttpApp, HttpAppDeps } from "./app.ts";
import { testHttpApp } from "./testing.ts";

/**
 * What the server believes about who is asking (docs/decisions/0054): the client's address only
 * through TRUST_PROXY, drafts and /readyz's detail only for an admin the allowlist lets in.
 */

let bed: AdminTestBed;
let session: AdminSessionCookie;
let forms: FormServices;
let dealCode = "";
const contexts: LoadContext[] = [];

/** Node's server hands the socket to Hono as `incoming`. */
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const OUTSIDE = "203.0.113.250";

function appWith(extra: Partial<HttpAppDeps>): HttpApp {
  return testHttpApp({
    database: bed.database,
    projections: bed.projections,
    store: bed.store,
    // real fares: a click-out redirects (the demo page has its own tests, http/deals/clickout.integration.test.ts)
    fareMode: "live",
    forms,
    limits: { forms: null },
    ssr: async (_request, context) => {
      contexts.push(context);
      return new Response("<!doctype html><p>page</p>", { headers: { "content-type": "text/html" } });
    },
    ...extra,
  });
}

/** A Sofia-Barcelona fare far under the route's usual price: a deal to click out to. */
async function aDeal(): Promise<string> {
  const snapshots = new PostgresSnapshotStore(bed.database.sql);
  await seedTestHistory(bed.database.sql, bed.store, {
    fareSeed: 9,
    routes: [{ from: "SOF", to: "BCN" }],
    days: 40,
    now: new Date(),
  });
  await bed.projections.catchUp();
  const now = new Date();
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 10));
  const departure = target.toISOString().slice(0, 10);
  const fare = sofiaBarcelonaFare({
    price: 35,
    departureDate: departure,
    returnDate: new Date(target.getTime() + 5 * 86_400_000).toISOString().slice(0, 10),
    foundAt: now.toISOString(),
  });
  await recordFareObservations({ store: bed.store, snapshots }, crawlOf(fare, "trust-1"));
  await bed.projections.catchUp();
  const [event] = await bed.store.readAll({ direction: "backward", eventTypes: ["FaresObserved"], limit: 1 });
  await detectDealsAt({ store: bed.store, db: bed.database.db, affiliateMarker: "m" }, event?.globalPosition ?? 0);
  await bed.projections.catchUp();
  const [deal] = await bed.database.sql<{ short_code: string }[]>`SELECT short_code FROM destination_deals LIMIT 1`;
  if (!deal) throw new Error("no deal detected");
  return deal.short_code;
}

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await seedCatalog(bed.store, silentLogger);
  await bed.projections.catchUp();
  forms = testFormServices(bed.database.sql, bed.store);
  dealCode = await aDeal();
}, 120_000);
afterAll(() => bed.close());

const enforceAllowlist = (enforced: boolean) =>
  runSettingsCommand(bed.store, {
    type: "ChangeSettings",
    changes: { ipAllowlist: [TEST_IP], ipAllowlistEnforced: enforced },
    lastModifiedBy: "admin:admin",
    at: new Date().toISOString(),
  });

describe("the client's address", () => {
  const customer = () => {
    const challenge = forms.captcha.challenge();
    return {
      category: "idea",
      name: "Иван Петров",
      email: "trust@example.com",
      message: "Моля, добавете полети до Порто от Варна.",
      gdprConsent: true,
      captchaToken: challenge.kind === "local" ? challenge.token : "",
      language: "bg",
    };
  };
  const storedIp = async () =>
    (
      await bed.database.sql<{ ip_address: string | null }[]>`
        SELECT ip_address FROM contact_pii ORDER BY created_at DESC LIMIT 1`
    )[0]?.ip_address;
  const clickIp = async () =>
    (
      await bed.database.sql<{ ip_address: string | null }[]>`
        SELECT ip_address FROM clickout_pii ORDER BY created_at DESC LIMIT 1`
    )[0]?.ip_address;
  const forged = { "x-forwarded-for": "6.6.6.6, 198.51.100.42" };
  const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126" };

  it("ignores a client-written X-Forwarded-For with TRUST_PROXY=0: forms, click-outs and the screens", async () => {
    const app = appWith({ trustProxy: 0 });
    const posted = await app.request(
      "/api/contact/customers",
      { method: "POST", headers: { "content-type": "application/json", ...forged }, body: JSON.stringify(customer()) },
      fromSocket("10.1.2.3"),
    );
    expect(posted.status).toBe(201);
    expect(await storedIp()).toBe("10.1.2.3");

    const click = await app.request(`/go/${dealCode}`, { headers: { ...forged, ...browser } }, fromSocket("10.1.2.4"));
    expect(click.status).toBe(302);
    expect(await clickIp()).toBe("10.1.2.4");

    await app.request("/kontakti/klienti", { headers: forged }, fromSocket("10.1.2.5"));
    expect(contexts.at(-1)?.clientAddress).toBe("10.1.2.5");
  });

  it("believes the entry the trusted proxy appended with TRUST_PROXY=1, never the client's own", async () => {
    const app = appWith({ trustProxy: 1 });
    const posted = await app.request(
      "/api/contact/customers",
      { method: "POST", headers: { "content-type": "application/json", ...forged }, body: JSON.stringify(customer()) },
      fromSocket("10.1.2.3"),
    );
    expect(posted.status).toBe(201);
    expect(await storedIp()).toBe("198.51.100.42");
    await app.request(`/go/${dealCode}`, { headers: { ...forged, ...browser } }, fromSocket("10.1.2.4"));
    expect(await clickIp()).toBe("198.51.100.42");
    await app.request("/kontakti/klienti", { headers: forged }, fromSocket("10.1.2.5"));
    expect(contexts.at(-1)?.clientAddress).toBe("198.51.100.42");
  });
});

describe("drafts in /api/bootstrap/cms", () => {
  const drafts = (ip: string, withSession = true) =>
    bed.request("/api/bootstrap/cms?includeDraft=true", { ip, session: withSession ? session : null });

  it("are for a signed-in admin, and with the allowlist enforced only from an allowed address", async () => {
    expect((await drafts(TEST_IP)).status).toBe(200);
    expect((await drafts(OUTSIDE)).status).toBe(200);
    expect((await drafts(TEST_IP, false)).status).toBe(401);
    await enforceAllowlist(true);
    try {
      expect((await drafts(TEST_IP)).status).toBe(200);
      const outside = await drafts(OUTSIDE);
      expect(outside.status).toBe(401);
      expect(await outside.json()).toMatchObject({ success: false, error: { code: "admin_session_required" } });
      // the live list is everyone's
      expect((await bed.request("/api/bootstrap/cms", { ip: OUTSIDE, session })).status).toBe(200);
    } finally {
      await enforceAllowlist(false);
    }
  });
});

describe("/readyz", () => {
  type Ready = { status: string; checks?: { projections?: Array<{ name: string }> } };
  const ready = async (response: Response) => ({ status: response.status, body: (await response.json()) as Ready });

  it("shows the checks to the machine itself only, a bare status to everyone else", async () => {
    const app = appWith({ trustProxy: 0 });
    const local = await ready(await app.request("/readyz", {}, fromSocket("127.0.0.1")));
    expect(local.status).toBe(200);
    expect(local.body.checks?.projections?.length).toBeGreaterThan(0);
    expect((await ready(await app.request("/readyz", {}, fromSocket("::1")))).body.checks).toBeDefined();

    const remote = await ready(await app.request("/readyz", {}, fromSocket("198.51.100.9")));
    expect(remote).toEqual({ status: 200, body: { status: "ready" } });
    // claiming to be the machine itself does not work without a trusted proxy
    const forged = await app.request(
      "/readyz",
      { headers: { "x-forwarded-for": "127.0.0.1" } },
      fromSocket("10.0.0.9"),
    );
    expect(await forged.json()).toEqual({ status: "ready" });
    expect(forged.headers.get("cache-control")).toBe("no-store");

    // not ready: the same status code, still no detail
    const lagging = appWith({ trustProxy: 0, readyMaxLag: -1 });
    expect(await ready(await lagging.request("/readyz", {}, fromSocket("198.51.100.9")))).toEqual({
      status: 503,
      body: { status: "not_ready" },
    });
    expect((await ready(await lagging.request("/readyz", {}, fromSocket("127.0.0.1")))).body.checks).toBeDefined();
  });

  it("shows the checks to a signed-in admin from anywhere the allowlist allows", async () => {
    const asAdmin = await ready(await bed.request("/readyz", { session, ip: OUTSIDE }));
    expect(asAdmin.body.checks?.projections?.map((p) => p.name)).toContain("deals");
    expect((await ready(await bed.request("/readyz", { ip: OUTSIDE }))).body).toEqual({ status: "ready" });
    await enforceAllowlist(true);
    try {
      expect((await ready(await bed.request("/readyz", { session, ip: TEST_IP }))).body.checks).toBeDefined();
      expect((await ready(await bed.request("/readyz", { session, ip: OUTSIDE }))).body).toEqual({ status: "ready" });
    } finally {
      await enforceAllowlist(false);
    }
  });
});
