import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLocalCaptcha, postgresRedemptions } from "../../core/captcha/local-captcha.ts";
import { type FakeTurnstile, startFakeTurnstile } from "../../core/captcha/turnstile-fake-server.ts";
import { createTurnstileVerifier } from "../../core/captcha/turnstile-verifier.ts";
import { createFormServices } from "../../core/contact/form-services.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { RESEND_COOLDOWN_MS } from "../../core/newsletter/decider.ts";
import { eraseNewsletterSubscriber } from "../../core/newsletter/erasure.ts";
import { newsletterSubscriptionByEmail, newsletterSubscriptionById } from "../../projections/newsletter/fold.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import type { HttpApp } from "../app.ts";
import { INPUT_MESSAGES } from "../middleware/input-boundary.ts";
import { testHttpAppOn } from "../testing.ts";

const PUBLIC_URL = "https://flydeals.example";
const SECRET = "newsletter-test-secret-0123456789abcdef";
const clock = { at: Date.now() };
const now = () => new Date(clock.at);

const bed = testProjectionBed();
let app: HttpApp;
let turnstile: FakeTurnstile;

function appWith(captcha: Parameters<typeof createFormServices>[0]["captcha"]): HttpApp {
  const forms = createFormServices({
    linkSecret: "form-services-test-link-secret-0123456789",
    // the catalog's port for alerts: two destinations are enough here
    destinationNames: async (id: string) =>
      ({ LON: { bg: "Лондон", en: "London" }, BCN: { bg: "Барселона", en: "Barcelona" } })[id] ?? null,
    sql: bed.database.sql,
    store: bed.store,
    captcha,
    publicUrl: PUBLIC_URL,
    logger: silentLogger,
    now,
  });
  return testHttpAppOn(bed, {
    publicUrl: PUBLIC_URL,
    forms,
    // as behind one proxy that appends the address; the per-address limit has its own tests
    trustProxy: 1,
    limits: { forms: null },
  });
}

beforeAll(async () => {
  app = appWith(createLocalCaptcha({ secret: SECRET, redemptions: postgresRedemptions(bed.database.sql), now }));
  turnstile = await startFakeTurnstile({ secret: "turnstile-secret" });
});
afterAll(async () => {
  await turnstile.close();
});
beforeEach(() => turnstile.respondWith("ok"));

type Answer = {
  status: number;
  headers: Headers;
  body: { success: boolean; message?: string; error?: { code: string; message: string; issues?: unknown[] } };
};

async function call(target: HttpApp, method: string, path: string, body?: unknown): Promise<Answer> {
  const init: RequestInit = {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.23" },
  };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  const response = await target.request(path, init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function captchaToken(): Promise<string> {
  const { body } = await call(app, "GET", "/api/captcha/challenge");
  return (body as unknown as { data: { token: string } }).data.token;
}

const subscribe = async (email: string, extra: Record<string, unknown> = {}) =>
  call(app, "POST", "/api/newsletter", { email, consent: true, captchaToken: await captchaToken(), ...extra });

async function mailsTo(address: string) {
  return bed.database.sql<{ text_body: string; headers: Record<string, string>; subject: string }[]>`
    SELECT text_body, headers, subject FROM mail_outbox WHERE to_address = ${address} ORDER BY created_at`;
}
const linkToken = (text: string, kind: "confirm" | "unsubscribe") =>
  decodeURIComponent(new RegExp(`[?&]${kind}=([^\\s&]+)`).exec(text)?.[1] ?? "");

/** Every stored row the forms own, to show a refused request changed none of them. */
async function snapshot() {
  const [row] = await bed.database.sql`
    SELECT (SELECT count(*)::int FROM events) AS events,
           (SELECT coalesce(string_agg(subscription_id || email || coalesce(ip_address, ''), ',' ORDER BY email), '') FROM newsletter_pii) AS pii,
           (SELECT count(*)::int FROM mail_outbox) AS mails`;
  return row;
}

describe("newsletter API", () => {
  it("hands out a built-in captcha token that is never cached", async () => {
    const { status, headers, body } = await call(app, "GET", "/api/captcha/challenge");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toMatchObject({ success: true, data: { kind: "local", token: expect.stringMatching(/^v1\./) } });
  });

  it("answers bad input with the spec's messages, field by field", async () => {
    const empty = await call(app, "POST", "/api/newsletter", {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({
      code: "validation_failed",
      message: "Required",
      issues: [
        { path: "email", message: "Required" },
        { path: "consent", message: "You must agree to the privacy policy to subscribe" },
        { path: "captchaToken", message: "Captcha verification required" },
      ],
    });
    const wrong = await call(app, "POST", "/api/newsletter", {
      email: "not-an-address",
      consent: false,
      captchaToken: "",
    });
    expect(wrong.body.error?.issues).toEqual([
      { path: "email", message: "Please enter a valid email address" },
      { path: "consent", message: "You must agree to the privacy policy to subscribe" },
      { path: "captchaToken", message: "Captcha verification required" },
    ]);
    const blank = await call(app, "POST", "/api/newsletter", { email: "  ", consent: "yes", captchaToken: "x" });
    expect(blank.body.error?.issues).toEqual([
      { path: "email", message: "Please enter a valid email address" },
      { path: "consent", message: "You must agree to the privacy policy to subscribe" },
    ]);
  });

  it("never answers a malformed body with a 500", async () => {
    const malformed = await call(app, "POST", "/api/newsletter", "{not json");
    expect(malformed).toMatchObject({ status: 400, body: { error: { code: "invalid_json" } } });
    const array = await call(app, "POST", "/api/newsletter", []);
    expect(array).toMatchObject({ status: 400, body: { error: { message: "Invalid request" } } });
    const preferences = await subscribe("prefs@example.com", { preferences: { frequency: "hourly" } });
    expect(preferences).toMatchObject({ status: 400, body: { error: { message: "Invalid request" } } });
  });

  it("refuses a forged or reused captcha token with 'Captcha verification required'", async () => {
    const forged = await call(app, "POST", "/api/newsletter", {
      email: "bot@example.com",
      consent: true,
      captchaToken: "v1.forged.token.value",
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toEqual({
      code: "captcha_failed",
      message: "Captcha verification required",
      issues: [{ path: "captchaToken", message: "Captcha verification required" }],
    });
    const token = await captchaToken();
    expect(
      (await call(app, "POST", "/api/newsletter", { email: "a@example.com", consent: true, captchaToken: token }))
        .status,
    ).toBe(201);
    const reused = await call(app, "POST", "/api/newsletter", {
      email: "b@example.com",
      consent: true,
      captchaToken: token,
    });
    expect(reused.body.error?.message).toBe("Captcha verification required");
  });

  it("subscribes with double opt-in, keeping the address and IP out of the event log", async () => {
    const answer = await subscribe("Maria.Ivanova@Example.com", { language: "en", preferences: { tips: true } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, message: "Successfully subscribed!" });
    await bed.projections.catchUp();

    const subscription = await newsletterSubscriptionByEmail(bed.database.db, "maria.ivanova@example.com");
    expect(subscription).toMatchObject({
      email: "maria.ivanova@example.com",
      ipAddress: "198.51.100.23",
      status: "pending",
      isActive: false,
      preferences: { deals: true, tips: true, frequency: "weekly" },
      language: "en",
      turnstileVerified: true,
      confirmedAt: null,
      piiDeleted: false,
    });
    expect(subscription?.consentAt).toBeInstanceOf(Date);
    expect(subscription?.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const [mail] = await mailsTo("maria.ivanova@example.com");
    expect(mail?.subject).toContain("confirm");
    expect(mail?.text_body).toContain(`${PUBLIC_URL}/en/newsletter?confirm=`);
    expect(mail?.text_body).toContain(`${PUBLIC_URL}/en/newsletter?unsubscribe=`);
    expect(mail?.headers["List-Unsubscribe"]).toContain(`${PUBLIC_URL}/api/newsletter/unsubscribe?token=`);

    const logged = await bed.database.sql<{ text: string }[]>`SELECT data::text || metadata::text AS text FROM events`;
    for (const { text } of logged) {
      expect(text.toLowerCase()).not.toContain("maria");
      expect(text).not.toContain("198.51.100.23");
    }
  });

  it("a second request for the same address never makes a second subscription", async () => {
    await subscribe("twice@example.com");
    await subscribe(" TWICE@example.com ");
    await bed.projections.catchUp();
    const [pii] = await bed.database.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM newsletter_pii WHERE email = 'twice@example.com'`;
    expect(pii?.n).toBe(1);
    // within the cooldown no second mail goes out
    expect(await mailsTo("twice@example.com")).toHaveLength(1);
    clock.at += RESEND_COOLDOWN_MS + 1_000;
    expect((await subscribe("twice@example.com")).status).toBe(201);
    const mails = await mailsTo("twice@example.com");
    expect(mails).toHaveLength(2);
    const [streams] = await bed.database.sql<{ n: number }[]>`
      SELECT count(DISTINCT stream_id)::int AS n FROM events WHERE type = 'NewsletterSubscriptionRequested'
        AND data->>'subscriptionId' = (SELECT subscription_id::text FROM newsletter_pii WHERE email = 'twice@example.com')`;
    expect(streams?.n).toBe(1);

    // the newer mail's link confirms; the replaced one no longer does
    const stale = await call(
      app,
      "GET",
      `/api/newsletter/confirm?token=${encodeURIComponent(linkToken(mails[0]?.text_body ?? "", "confirm"))}`,
    );
    expect(stale.status).toBe(404);
    const fresh = await call(
      app,
      "GET",
      `/api/newsletter/confirm?token=${encodeURIComponent(linkToken(mails[1]?.text_body ?? "", "confirm"))}`,
    );
    expect(fresh.status).toBe(200);
    // confirmed: asking again changes nothing and sends nothing
    expect((await subscribe("twice@example.com")).body.message).toBe("Successfully subscribed!");
    expect(await mailsTo("twice@example.com")).toHaveLength(2);
  });

  it("the confirmation link activates, the unsubscribe link deactivates, by GET or one-click POST", async () => {
    await subscribe("links@example.com");
    const [mail] = await mailsTo("links@example.com");
    const confirm = linkToken(mail?.text_body ?? "", "confirm");
    const unsubscribe = linkToken(mail?.text_body ?? "", "unsubscribe");

    const confirmed = await call(app, "GET", `/api/newsletter/confirm?token=${encodeURIComponent(confirm)}`);
    expect(confirmed).toMatchObject({
      status: 200,
      body: { success: true, message: "Your subscription is confirmed." },
    });
    expect((await call(app, "GET", `/api/newsletter/confirm?token=${encodeURIComponent(confirm)}`)).status).toBe(200);
    await bed.projections.catchUp();
    expect(await newsletterSubscriptionByEmail(bed.database.db, "links@example.com")).toMatchObject({
      status: "active",
      isActive: true,
      confirmedAt: expect.any(Date),
    });

    const subscription = await newsletterSubscriptionByEmail(bed.database.db, "links@example.com");
    // RFC 8058: the mail client posts a form with List-Unsubscribe=One-Click
    const left = await app.request(`/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect({ status: left.status, body: await left.json() }).toMatchObject({
      status: 200,
      body: { message: "You have been unsubscribed." },
    });
    expect(
      (await call(app, "GET", `/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`)).status,
    ).toBe(200);
    await bed.projections.catchUp();
    // leaving deletes the address, its IP and the mails to it (/privacy)
    expect(await newsletterSubscriptionByEmail(bed.database.db, "links@example.com")).toBeNull();
    expect(await mailsTo("links@example.com")).toEqual([]);
    expect(await newsletterSubscriptionById(bed.database.db, subscription?.id ?? "")).toMatchObject({
      email: null,
      ipAddress: null,
      status: "unsubscribed",
      isActive: false,
      piiDeleted: true,
      unsubscribedAt: expect.any(Date),
    });
  });

  it("answers missing, foreign and forged link tokens with a 4xx", async () => {
    expect((await call(app, "GET", "/api/newsletter/confirm")).body.error).toMatchObject({
      code: "validation_failed",
      issues: [{ path: "token", message: "Required" }],
    });
    expect((await call(app, "GET", "/api/newsletter/confirm?token=garbage")).status).toBe(404);
    const forged = `0196a4c2-1111-7000-8000-000000000001.${"A".repeat(43)}`;
    expect((await call(app, "GET", `/api/newsletter/unsubscribe?token=${forged}`)).status).toBe(404);
  });

  it("a refused request leaves every stored row as it was", async () => {
    await subscribe("kept@example.com");
    const before = await snapshot();
    await call(app, "POST", "/api/newsletter", {});
    await call(app, "POST", "/api/newsletter", "{oops");
    await call(app, "POST", "/api/newsletter", { email: "kept@example.com", consent: true, captchaToken: "v1.a.b.c" });
    await call(app, "POST", "/api/newsletter", {
      email: "kept@example.com",
      consent: false,
      captchaToken: await captchaToken(),
    });
    await call(app, "GET", "/api/newsletter/confirm?token=nope");
    await call(app, "POST", "/api/newsletter/unsubscribe");
    expect(await snapshot()).toEqual(before);
  });

  it("erasure deletes the address, its IP and its mails for good, and voids its links", async () => {
    await subscribe("erase.me@example.com");
    const [mail] = await mailsTo("erase.me@example.com");
    await bed.projections.catchUp();
    const before = await newsletterSubscriptionByEmail(bed.database.db, "erase.me@example.com");
    const result = await eraseNewsletterSubscriber({ sql: bed.database.sql }, "Erase.Me@example.com", {
      by: "admin:test",
    });
    expect(result).toEqual({ erased: true, subscriptionId: before?.id, mailsDeleted: 1 });
    await bed.projections.catchUp();

    const [left] = await bed.database.sql<{ pii: number; mails: number }[]>`
      SELECT (SELECT count(*)::int FROM newsletter_pii WHERE email = 'erase.me@example.com') AS pii,
             (SELECT count(*)::int FROM mail_outbox WHERE to_address = 'erase.me@example.com') AS mails`;
    expect(left).toEqual({ pii: 0, mails: 0 });
    const [row] = await bed.database
      .sql`SELECT status, is_active, pii_deleted FROM newsletter_subscriptions WHERE subscription_id = ${before?.id ?? ""}`;
    expect(row).toEqual({ status: "erased", is_active: false, pii_deleted: true });
    const unsubscribe = linkToken(mail?.text_body ?? "", "unsubscribe");
    expect(
      (await call(app, "GET", `/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`)).status,
    ).toBe(404);
    expect(
      await eraseNewsletterSubscriber({ sql: bed.database.sql }, "erase.me@example.com", { by: "admin:test" }),
    ).toEqual({
      erased: false,
      subscriptionId: null,
      mailsDeleted: 0,
    });

    // the address may subscribe again, as a new subscription
    await subscribe("erase.me@example.com");
    await bed.projections.catchUp();
    const again = await newsletterSubscriptionByEmail(bed.database.db, "erase.me@example.com");
    expect(again?.id).not.toBe(before?.id);
    expect(again?.status).toBe("pending");
  });
});

describe("price alerts API", () => {
  const alert = async (body: Record<string, unknown>) =>
    call(app, "POST", "/api/newsletter/alerts", { consent: true, captchaToken: await captchaToken(), ...body });

  it("records an alert with its own double opt-in: one link confirms the alert and a new, paused subscription", async () => {
    const answer = await alert({
      email: "Alert.Me@example.com",
      fromAirport: "sof",
      destinationId: "LON",
      maxPriceBgn: 150,
    });
    expect(answer).toMatchObject({ status: 201, body: { success: true } });
    const [mail, ...more] = await mailsTo("alert.me@example.com");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Потвърдете ценовия си сигнал в flydealsbg");
    expect(mail?.text_body).toContain("полети от София до Лондон на цена до 77 € (150 лв.)");
    const confirmed = await call(
      app,
      "GET",
      `/api/newsletter/confirm?token=${encodeURIComponent(linkToken(mail?.text_body ?? "", "confirm"))}`,
    );
    expect(confirmed.status).toBe(200);
    await bed.projections.catchUp();
    const subscription = await newsletterSubscriptionByEmail(bed.database.db, "alert.me@example.com");
    expect(subscription).toMatchObject({ status: "active", preferences: { frequency: "paused", airports: ["SOF"] } });
    const alerts = await bed.database
      .sql`SELECT status, from_airport, destination_id, max_price_bgn::float AS max FROM newsletter_alerts
                                       WHERE subscription_id = ${subscription?.id ?? ""}`;
    expect(alerts).toEqual([{ status: "active", from_airport: "SOF", destination_id: "LON", max: 150 }]);
    // the mail's unsubscribe link works for an alert too
    const unsubscribe = linkToken(mail?.text_body ?? "", "unsubscribe");
    expect(
      (await call(app, "POST", `/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`)).status,
    ).toBe(200);
    expect(await newsletterSubscriptionByEmail(bed.database.db, "alert.me@example.com")).toBeNull();
  });

  it("refuses an alert on nothing, on an unknown destination or airport, or with a negative price, and stores nothing", async () => {
    const before = await snapshot();
    const refusals = [
      [{ email: "a@example.com" }, "destinationId", "Choose a departure airport or a destination"],
      [
        { email: "a@example.com", fromAirport: "SOF" },
        "maxPriceBgn",
        "Set a maximum price for an alert on everything from an airport",
      ],
      [{ email: "a@example.com", destinationId: "XYZ" }, "destinationId", "Unknown destination"],
      [
        { email: "a@example.com", fromAirport: "LHR", destinationId: "LON" },
        "fromAirport",
        "Unknown departure airport",
      ],
      [
        { email: "a@example.com", destinationId: "LON", maxPriceBgn: -5 },
        "maxPriceBgn",
        "The maximum price must be a positive number",
      ],
    ] as const;
    for (const [body, path, message] of refusals) {
      const answer = await alert(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.issues, JSON.stringify(body)).toContainEqual({ path, message });
    }
    // a NUL byte never reaches a field: the input boundary refuses the body (decision 0050)
    for (const body of [
      { email: "a\u0000@example.com", destinationId: "LON" },
      { email: "a@example.com", destinationId: "L\u0000N" },
    ]) {
      expect((await alert(body)).body.error, JSON.stringify(body)).toEqual({
        code: "validation_failed",
        message: INPUT_MESSAGES.badText,
      });
    }
    expect((await call(app, "POST", "/api/newsletter/alerts", "not json")).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("newsletter API with Turnstile", () => {
  const withTurnstile = () =>
    appWith(
      createTurnstileVerifier({
        siteKey: "site-key",
        secret: "turnstile-secret",
        verifyUrl: turnstile.verifyUrl,
        timeoutMs: 300,
        logger: silentLogger,
      }),
    );
  const post = (target: HttpApp, captcha: string) =>
    call(target, "POST", "/api/newsletter", { email: "turnstile@example.com", consent: true, captchaToken: captcha });

  it("subscribes with a token Turnstile accepts, and refuses it the second time", async () => {
    const target = withTurnstile();
    const token = turnstile.issueToken();
    expect((await post(target, token)).status).toBe(201);
    expect((await post(target, token)).body.error?.message).toBe("Captcha verification required");
    expect(turnstile.requests.at(-1)?.body.remoteip).toBe("198.51.100.23");
    expect((await call(target, "GET", "/api/captcha/challenge")).body).toEqual({
      success: true,
      data: { kind: "turnstile", siteKey: "site-key" },
    });
  });

  it("answers Turnstile outages with 503 'Please try again later.' and stores nothing", async () => {
    const target = withTurnstile();
    const before = await snapshot();
    for (const mode of ["server_error", "malformed", "html", "internal_error", "slow"] as const) {
      turnstile.respondWith(mode);
      const answer = await post(target, turnstile.issueToken());
      expect(answer.status, mode).toBe(503);
      expect(answer.body.error, mode).toEqual({ code: "captcha_unavailable", message: "Please try again later." });
    }
    turnstile.respondWith("ok");
    const misconfigured = appWith(
      createTurnstileVerifier({
        siteKey: "site-key",
        secret: "wrong",
        verifyUrl: turnstile.verifyUrl,
        logger: silentLogger,
      }),
    );
    expect((await post(misconfigured, turnstile.issueToken())).status).toBe(503);
    expect(await snapshot()).toEqual(before);
  });
});
