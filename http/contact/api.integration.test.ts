import { beforeAll, describe, expect, it } from "vitest";
import { createLocalCaptcha, postgresRedemptions } from "../../core/captcha/local-captcha.ts";
import { eraseContactPii, eraseContactRequestsByEmail, purgeExpiredContactPii } from "../../core/contact/erasure.ts";
import { createFormServices } from "../../core/contact/form-services.ts";
import { CONTACT_PII_RETENTION_DAYS } from "../../core/contact/service.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { contactRequestById } from "../../projections/contact/fold.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import type { HttpApp } from "../app.ts";
import { testHttpAppOn } from "../testing.ts";

const bed = testProjectionBed();
let app: HttpApp;

beforeAll(async () => {
  const captcha = createLocalCaptcha({
    secret: "contact-test-secret-0123456789abcdefgh",
    redemptions: postgresRedemptions(bed.database.sql),
  });
  const forms = createFormServices({
    linkSecret: "form-services-test-link-secret-0123456789",
    sql: bed.database.sql,
    store: bed.store,
    captcha,
    publicUrl: "http://localhost",
    logger: silentLogger,
  });
  app = testHttpAppOn(bed, {
    forms,
    // as behind one proxy that appends the address; the per-address limit has its own tests
    trustProxy: 1,
    limits: { forms: null },
  });
});

type Body = {
  success: boolean;
  message?: string;
  data?: { requestId: string; token: string };
  error?: { code: string; message: string; issues?: Array<{ path: string; message: string }> };
};

async function post(path: string, body: unknown): Promise<{ status: number; body: Body }> {
  const response = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.99" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

async function captchaToken(): Promise<string> {
  const response = await app.request("/api/captcha/challenge");
  return ((await response.json()) as Body).data?.token ?? "";
}

const customer = async (overrides: Record<string, unknown> = {}) => ({
  category: "incorrect_price",
  name: "Иван Петров",
  email: "ivan.petrov@example.com",
  message: "Цената на полета до Рим е грешна на страницата.",
  gdprConsent: true,
  captchaToken: await captchaToken(),
  honeypot: "",
  language: "bg",
  ...overrides,
});
const partner = async (overrides: Record<string, unknown> = {}) => ({
  category: "tour_operator",
  companyName: "Слънчев бряг Турс ООД",
  contactPerson: "Елена Георгиева",
  email: "elena@sunnybeach-tours.example",
  website: "sunnybeach-tours.example",
  message: "Бихме искали да обсъдим съвместни оферти за лятото.",
  gdprConsent: true,
  captchaToken: await captchaToken(),
  language: "en",
  ...overrides,
});

const messages = (body: Body) => Object.fromEntries((body.error?.issues ?? []).map((i) => [i.path, i.message]));

async function snapshot() {
  const [row] = await bed.database.sql`
    SELECT (SELECT count(*)::int FROM events) AS events,
           (SELECT coalesce(string_agg(request_id || name || email || message, ',' ORDER BY request_id), '') FROM contact_pii) AS pii`;
  return row;
}

describe("customer contact API", () => {
  it("records a request: personal data in contact_pii, none of it in the event", async () => {
    const answer = await post("/api/contact/customers", await customer());
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: "Thank you! Your message has been sent." });
    const requestId = answer.body.data?.requestId ?? "";
    await bed.projections.catchUp();

    const request = await contactRequestById(bed.database.db, requestId);
    expect(request).toMatchObject({
      formType: "customer",
      category: "incorrect_price",
      message: "Цената на полета до Рим е грешна на страницата.",
      language: "bg",
      status: "pending",
      piiDeleted: false,
      name: "Иван Петров",
      email: "ivan.petrov@example.com",
      company: null,
      website: null,
      ipAddress: "203.0.113.99",
    });
    const days = ((request?.retentionUntil.getTime() ?? 0) - (request?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(Math.round(days)).toBe(CONTACT_PII_RETENTION_DAYS);

    const [event] = await bed.database.sql<{ text: string }[]>`
      SELECT data::text || metadata::text AS text FROM events WHERE stream_id = ${`contact-${requestId}`}`;
    for (const personal of ["Иван", "ivan.petrov", "Рим", "203.0.113.99"]) expect(event?.text).not.toContain(personal);
  });

  it("answers every field's problem with its message", async () => {
    const empty = await post("/api/contact/customers", {});
    expect(empty.status).toBe(400);
    expect(messages(empty.body)).toEqual({
      category: "Required",
      name: "Required",
      message: "Required",
      email: "Required",
      gdprConsent: "GDPR consent required",
      captchaToken: "Turnstile verification required",
    });
    const wrong = await post(
      "/api/contact/customers",
      await customer({
        category: "complaint",
        name: "I",
        message: "Too short",
        email: "ivan@",
        gdprConsent: false,
        captchaToken: "",
        honeypot: "https://spam.example",
      }),
    );
    expect(messages(wrong.body)).toEqual({
      category: "Please choose a category from the list",
      name: "Name must be between 2 and 100 characters",
      message: "Message must be between 10 and 2000 characters",
      email: "Please enter a valid email address",
      gdprConsent: "GDPR consent required",
      captchaToken: "Turnstile verification required",
      honeypot: "Bot detection triggered",
    });
    const long = await post(
      "/api/contact/customers",
      await customer({ name: "Я".repeat(101), message: "x".repeat(2001) }),
    );
    expect(messages(long.body)).toEqual({
      name: "Name must be between 2 and 100 characters",
      message: "Message must be between 10 and 2000 characters",
    });
    // the limits themselves pass
    expect(
      (await post("/api/contact/customers", await customer({ name: "Ян", message: "x".repeat(2000) }))).status,
    ).toBe(201);
    expect((await post("/api/contact/customers", await customer({ message: "0123456789" }))).status).toBe(201);
  });

  it("refuses a filled honeypot with 'Bot detection triggered' and stores nothing", async () => {
    const before = await snapshot();
    const bot = await post("/api/contact/customers", await customer({ honeypot: "call me" }));
    expect(bot.status).toBe(400);
    expect(bot.body.error).toEqual({
      code: "validation_failed",
      message: "Bot detection triggered",
      issues: [{ path: "honeypot", message: "Bot detection triggered" }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a forged or reused captcha token with 'Turnstile verification required'", async () => {
    const forged = await post("/api/contact/customers", await customer({ captchaToken: "v1.x.y.z" }));
    expect(forged).toMatchObject({
      status: 400,
      body: { error: { code: "captcha_failed", message: "Turnstile verification required" } },
    });
    const form = await customer();
    expect((await post("/api/contact/customers", form)).status).toBe(201);
    expect((await post("/api/contact/customers", form)).body.error?.message).toBe("Turnstile verification required");
  });

  it("a refused request leaves every stored row as it was", async () => {
    const before = await snapshot();
    await post("/api/contact/customers", "{broken");
    await post("/api/contact/customers", []);
    await post("/api/contact/customers", await customer({ gdprConsent: "true" }));
    await post("/api/contact/customers", await customer({ captchaToken: "v1.a.b.c" }));
    await post("/api/contact/partners", await customer());
    expect(await snapshot()).toEqual(before);
    expect((await post("/api/contact/customers", "{broken")).status).toBe(400);
  });
});

describe("partner contact API", () => {
  it("records a partner request with its company and website", async () => {
    const answer = await post("/api/contact/partners", await partner());
    expect(answer.status).toBe(201);
    await bed.projections.catchUp();
    expect(await contactRequestById(bed.database.db, answer.body.data?.requestId ?? "")).toMatchObject({
      formType: "partner",
      category: "tour_operator",
      language: "en",
      name: "Елена Георгиева",
      company: "Слънчев бряг Турс ООД",
      website: "https://sunnybeach-tours.example",
    });
    const noWebsite = await post("/api/contact/partners", await partner({ website: "" }));
    expect(noWebsite.status).toBe(201);
    const withoutField = await partner();
    delete (withoutField as Record<string, unknown>).website;
    expect((await post("/api/contact/partners", withoutField)).status).toBe(201);
  });

  it("answers every field's problem with its message", async () => {
    const empty = await post("/api/contact/partners", { website: "not a url" });
    expect(messages(empty.body)).toEqual({
      category: "Required",
      companyName: "Required",
      contactPerson: "Required",
      website: "Please enter a valid website address or leave the field empty",
      message: "Required",
      email: "Required",
      gdprConsent: "GDPR consent required",
      captchaToken: "Turnstile verification required",
    });
    const wrong = await post(
      "/api/contact/partners",
      await partner({
        category: "incorrect_price",
        companyName: "X",
        contactPerson: "Y".repeat(101),
        website: "ftp://files.example",
        message: "Nineteen characters",
        honeypot: "x",
      }),
    );
    expect(messages(wrong.body)).toEqual({
      category: "Please choose a category from the list",
      companyName: "Company name must be between 2 and 200 characters",
      contactPerson: "Contact person must be between 2 and 100 characters",
      website: "Please enter a valid website address or leave the field empty",
      message: "Message must be between 20 and 3000 characters",
      honeypot: "Bot detection triggered",
    });
    expect(messages((await post("/api/contact/partners", await partner({ message: "m".repeat(3001) }))).body)).toEqual({
      message: "Message must be between 20 and 3000 characters",
    });
  });
});

describe("contact erasure", () => {
  it("erases one request's personal data for good; the request stays, marked piiDeleted", async () => {
    const { body } = await post("/api/contact/customers", await customer({ email: "erase.one@example.com" }));
    const requestId = body.data?.requestId ?? "";
    expect(await eraseContactPii({ sql: bed.database.sql }, requestId, { by: "admin:test" })).toBe(true);
    await bed.projections.catchUp();
    expect(await contactRequestById(bed.database.db, requestId)).toMatchObject({
      category: "incorrect_price",
      piiDeleted: true,
      message: null,
      name: null,
      email: null,
      ipAddress: null,
    });
    const [left] = await bed.database.sql`SELECT count(*)::int AS n FROM contact_pii WHERE request_id = ${requestId}`;
    expect(left?.n).toBe(0);
    expect(await eraseContactPii({ sql: bed.database.sql }, requestId, { by: "admin:test" })).toBe(false);
  });

  it("erases everything one address sent", async () => {
    const ids = [];
    for (const kind of ["customers", "partners"] as const) {
      const form = kind === "customers" ? await customer() : await partner();
      ids.push((await post(`/api/contact/${kind}`, { ...form, email: "Someone@Example.com" })).body.data?.requestId);
    }
    const erased = await eraseContactRequestsByEmail({ sql: bed.database.sql }, "someone@example.com", {
      by: "admin:test",
    });
    expect(erased.sort()).toEqual([...ids].sort());
    await bed.projections.catchUp();
    for (const id of ids) expect((await contactRequestById(bed.database.db, id ?? ""))?.piiDeleted).toBe(true);
  });

  it("purges personal data whose retention date has passed", async () => {
    const { body } = await post("/api/contact/customers", await customer());
    const later = new Date(Date.now() + (CONTACT_PII_RETENTION_DAYS + 1) * 86_400_000);
    expect(await purgeExpiredContactPii({ sql: bed.database.sql }, { now: later })).toBeGreaterThanOrEqual(1);
    await bed.projections.catchUp();
    expect(await contactRequestById(bed.database.db, body.data?.requestId ?? "")).toMatchObject({
      piiDeleted: true,
      email: null,
    });
    const [count] = await bed.database.sql`SELECT count(*)::int AS n FROM contact_pii`;
    expect(count?.n).toBe(0);
  });
});
