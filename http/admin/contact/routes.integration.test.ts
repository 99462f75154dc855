import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalCaptcha, memoryRedemptions } from "../../../core/captcha/local-captcha.ts";
import { contactStreamId } from "../../../core/contact/events.ts";
import { type ContactService, createContactService } from "../../../core/contact/service.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { type AdminSessionCookie, type AdminTestBed, auditOf, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
let contact: ContactService;
const captcha = createLocalCaptcha({
  secret: "admin-contact-test-secret-0123456789",
  redemptions: memoryRedemptions(),
});

// a second apart, so "newest first" is one order, not a tie
let clock = Date.parse("2026-04-01T08:00:00.000Z");
const tick = () => {
  clock += 1000;
  return new Date(clock);
};

const html = async (path: string) => {
  const response = await bed.request(path, { session });
  return { status: response.status, text: await response.text() };
};
const json = async (path: string) => {
  const response = await bed.api(path, session);
  return { status: response.status, body: await response.json() };
};
const streamOf = async (id: string) => (await bed.store.readStream(contactStreamId(id))).events;
async function stored() {
  const [row] = await bed.database.sql<{ events: number; pii: number }[]>`
    SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM contact_pii) AS pii`;
  return row;
}

/** A request as a visitor sends it: through the contact service, with a fresh captcha token. */
async function submit(formType: "customer" | "partner", fields: Record<string, unknown>): Promise<string> {
  const common = { gdprConsent: true, captchaToken: captcha.issue().token, language: "bg" };
  const outcome = await contact.submit(formType, { ...common, ...fields }, { ip: "203.0.113.7" });
  if (!outcome.ok || !outcome.data) throw new Error(`not submitted: ${JSON.stringify(outcome)}`);
  return outcome.data.requestId;
}
const customer = (name: string, overrides: Record<string, unknown> = {}) =>
  submit("customer", {
    category: "incorrect_price",
    name,
    email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
    message: "The price of the Rome flight is wrong on the deal page.",
    ...overrides,
  });
const partner = (contactPerson: string, overrides: Record<string, unknown> = {}) =>
  submit("partner", {
    category: "tour_operator",
    companyName: "Sunny Beach Tours",
    contactPerson,
    email: "elena@sunnybeach-tours.example",
    website: "sunnybeach-tours.example",
    message: "We would like to talk about joint summer offers.",
    language: "en",
    ...overrides,
  });

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  contact = createContactService({
    sql: bed.database.sql,
    upcasters: bed.store.upcasters,
    captcha,
    logger: silentLogger,
    now: tick,
  });
});
afterAll(() => bed.close());

describe("the contact inbox", () => {
  it("lists requests newest first with sender, category, language, the message's start and status", async () => {
    const ivan = await customer("Ivan Petrov", { message: `Line one\nline two ${"x".repeat(120)}` });
    const elena = await partner("Elena Georgieva");
    await bed.projections.catchUp();

    const { status, text } = await html("/nimda/contact");
    expect(status).toBe(200);
    expect(text).toContain('href="/nimda/contact/');
    expect(text.indexOf(elena)).toBeLessThan(text.indexOf(ivan));
    expect(text).toContain("Ivan Petrov");
    expect(text).toContain("ivan.petrov@example.com");
    expect(text).toContain("Incorrect price");
    expect(text).toContain("Tour operator");
    expect(text).toContain(`Line one line two ${"x".repeat(62)}…`);
    expect(text).toContain('<span class="badge badge-pending">pending</span>');
    expect(text).toContain('<a href="/nimda/contact" aria-current="page">Contact requests</a>');

    const api = await json("/nimda/api/contact");
    expect(api.body.data).toMatchObject({ page: 1, pageSize: 25, total: 2 });
    expect(api.body.data.rows[0]).toMatchObject({
      requestId: elena,
      formType: "partner",
      category: "tour_operator",
      categoryLabel: "Tour operator",
      language: "en",
      status: "pending",
      piiDeleted: false,
      name: "Elena Georgieva",
      email: "elena@sunnybeach-tours.example",
      excerpt: "We would like to talk about joint summer offers.",
    });
  });

  it("filters by status, form and category, 25 a page", async () => {
    const idea = await customer("Maria Idea", { category: "idea", message: "A dark mode would be lovely." });
    for (let i = 0; i < 26; i++) {
      await partner(`Partner ${i}`, { category: "marketing_collaboration" });
    }
    await bed.projections.catchUp();

    const ideas = await html("/nimda/contact?category=idea");
    expect(ideas.text).toContain("Maria Idea");
    expect(ideas.text).not.toContain("Ivan Petrov");
    const customers = await json("/nimda/api/contact?form=customer");
    expect(customers.body.data.rows.map((row: { name: string }) => row.name)).toEqual(["Maria Idea", "Ivan Petrov"]);

    const marketing = await json("/nimda/api/contact?form=partner&category=marketing_collaboration&page=2");
    expect(marketing.body.data).toMatchObject({ total: 26, page: 2 });
    expect(marketing.body.data.rows.map((row: { name: string }) => row.name)).toEqual(["Partner 0"]);
    expect((await html("/nimda/contact?category=marketing_collaboration")).text).toContain("Page 1 of 2 · 26 total");

    await bed.api(`/nimda/api/contact/${idea}/status`, session, { method: "POST", body: { to: "answered" } });
    await bed.projections.catchUp();
    const answered = await json("/nimda/api/contact?status=answered");
    expect(answered.body.data.rows.map((row: { requestId: string }) => row.requestId)).toEqual([idea]);
    expect((await html("/nimda/contact?status=answered")).text).toContain(
      '<span class="badge badge-answered">answered</span>',
    );
  });

  it("refuses bad filters with the exact message", async () => {
    const cases = [
      ["status=spam", "Status must be pending, answered or closed"],
      ["form=visitor", "Form must be customer or partner"],
      [
        "category=weather",
        "Category must be one of site_error, idea, criticism, incorrect_price, wrong_link, translation, data_protection, other, affiliate_partner, tour_operator, marketing_collaboration",
      ],
      ["page=0", "Page must be a whole number of 1 or more"],
    ];
    for (const [query, message] of cases) {
      const api = await json(`/nimda/api/contact?${query}`);
      expect(api.status, query).toBe(400);
      expect(api.body.error.message, query).toBe(message);
      const page = await html(`/nimda/contact?${query}`);
      expect(page.status, query).toBe(400);
      expect(page.text, query).toContain(message);
    }
  });
});

describe("one contact request", () => {
  it("shows every field, the message verbatim and escaped, a reply link and the stream link", async () => {
    const message = "Hello,\n  the <b>price</b> is wrong & the link too.";
    const id = await partner("Georgi <i>Ivanov</i>", { message, language: "bg" });
    const { status, text } = await html(`/nimda/contact/${id}`);
    expect(status).toBe(200);
    expect(text).toContain("<pre>Hello,\n  the &lt;b&gt;price&lt;/b&gt; is wrong &amp; the link too.</pre>");
    expect(text).not.toContain("<b>price</b>");
    expect(text).toContain("Georgi &lt;i&gt;Ivanov&lt;/i&gt;");
    for (const fact of ["Sunny Beach Tours", "https://sunnybeach-tours.example", "203.0.113.7", "Tour operator"]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('<time dateTime="2027-');
    const subject = encodeURIComponent("Относно вашето съобщение до flydealsbg (Туроператор)");
    expect(text).toContain(`href="mailto:elena@sunnybeach-tours.example?subject=${subject}"`);
    expect(text).toContain(`href="/nimda/streams/contact-${id}"`);
    expect(text).toContain('value="answered" class="secondary" name="to"');
    expect(text).toContain('value="closed" class="secondary" name="to"');
    expect(text).not.toContain('value="pending" class="secondary" name="to"');
    expect(text).toContain(`action="/nimda/contact/${id}/erase"`);

    const api = await json(`/nimda/api/contact/${id}`);
    expect(api.body.data).toMatchObject({
      requestId: id,
      formType: "partner",
      categoryLabel: "Tour operator",
      status: "pending",
      pii: { name: "Georgi <i>Ivanov</i>", company: "Sunny Beach Tours", message, ipAddress: "203.0.113.7" },
    });
  });

  it("changes its status through the form and the API, recording the admin's audit metadata", async () => {
    const id = await customer("Status Person");
    const response = await bed.postForm(`/nimda/contact/${id}/status`, session, { to: "answered" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`^/nimda/contact/${id}\\?notice=`));
    expect(noticeOf(response)).toBe("Status set to answered.");
    expect((await streamOf(id)).at(-1)).toMatchObject({
      type: "ContactRequestStatusChanged",
      data: { requestId: id, from: "pending", to: "answered", by: "admin:admin" },
      metadata: auditOf("contact.status"),
    });
    const page = await html(`/nimda/contact/${id}`);
    expect(page.text).toContain('<span class="badge badge-answered">answered</span>');
    expect(page.text).toContain('value="pending" class="secondary" name="to"');

    const api = await bed.api(`/nimda/api/contact/${id}/status`, session, { method: "POST", body: { to: "pending" } });
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ success: true, data: { status: "pending", changed: true } });
    expect((await streamOf(id)).at(-1)).toMatchObject({
      data: { from: "answered", to: "pending" },
      metadata: auditOf("contact.status"),
    });

    const before = await stored();
    const same = await bed.api(`/nimda/api/contact/${id}/status`, session, { method: "POST", body: { to: "pending" } });
    expect(await same.json()).toMatchObject({ data: { changed: false } });
    expect(noticeOf(await bed.postForm(`/nimda/contact/${id}/status`, session, { to: "pending" }))).toBe(
      "Nothing changed: the request is already pending.",
    );
    expect(await stored()).toEqual(before);

    await bed.projections.catchUp();
    expect((await json(`/nimda/api/contact?status=pending`)).body.data.rows).toContainEqual(
      expect.objectContaining({ requestId: id, status: "pending" }),
    );
  });

  it("refuses a bad status with 400 and the exact message, storing nothing", async () => {
    const id = await customer("Bad Status");
    const before = await stored();
    const message = "Status must be pending, answered or closed";
    for (const body of [{ to: "spam" }, {}, "not json", null]) {
      const api = await bed.api(`/nimda/api/contact/${id}/status`, session, { method: "POST", body });
      expect(api.status, JSON.stringify(body)).toBe(400);
      expect((await api.json()).error, JSON.stringify(body)).toMatchObject({ code: "validation_failed", message });
    }
    const form = await bed.postForm(`/nimda/contact/${id}/status`, session, { to: "archived" });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it("erases its personal data through the form and the API; the list then says erased", async () => {
    const id = await customer("Erase Me");
    const response = await bed.postForm(`/nimda/contact/${id}/erase`, session, {});
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toBe("Personal data erased.");
    expect(await bed.database.sql`SELECT 1 FROM contact_pii WHERE request_id = ${id}`).toHaveLength(0);
    expect((await streamOf(id)).at(-1)).toMatchObject({
      type: "ContactRequestPiiErased",
      data: { requestId: id, reason: "request", by: "admin:admin" },
      metadata: auditOf("contact.erase"),
    });
    const page = await html(`/nimda/contact/${id}`);
    expect(page.text).toContain("has been erased");
    expect(page.text).not.toContain("Erase Me");
    expect(page.text).not.toContain("mailto:");
    expect(page.text).not.toContain(`/nimda/contact/${id}/erase`);

    await bed.projections.catchUp();
    const list = await json("/nimda/api/contact?category=incorrect_price");
    expect(list.body.data.rows).toContainEqual(
      expect.objectContaining({ requestId: id, piiDeleted: true, name: null, email: null, excerpt: null }),
    );
    const listPage = await html("/nimda/contact?category=incorrect_price");
    expect(listPage.text).toContain('<span class="muted">erased</span>');
    expect(listPage.text).not.toContain("Erase Me");

    const again = await bed.api(`/nimda/api/contact/${id}/erase`, session, { method: "POST" });
    expect(await again.json()).toMatchObject({ success: true, data: { erased: false, pii: null } });

    const other = await partner("Api Erase");
    const api = await bed.api(`/nimda/api/contact/${other}/erase`, session, { method: "POST" });
    expect(await api.json()).toMatchObject({ success: true, data: { erased: true, pii: null } });
    expect((await streamOf(other)).at(-1)?.metadata).toMatchObject(auditOf("contact.erase"));
  });

  it("answers 404 for unknown or malformed ids, storing nothing", async () => {
    const before = await stored();
    for (const id of [randomUUID(), "nope", "1' OR '1'='1"]) {
      const path = encodeURIComponent(id);
      expect((await html(`/nimda/contact/${path}`)).status, id).toBe(404);
      const api = await json(`/nimda/api/contact/${path}`);
      expect(api.status, id).toBe(404);
      expect(api.body.error).toEqual({ code: "not_found", message: "No such contact request" });
      expect((await bed.postForm(`/nimda/contact/${path}/status`, session, { to: "closed" })).status).toBe(404);
      expect((await bed.postForm(`/nimda/contact/${path}/erase`, session, {})).status).toBe(404);
      const status = await bed.api(`/nimda/api/contact/${path}/status`, session, {
        method: "POST",
        body: { to: "closed" },
      });
      expect(status.status).toBe(404);
      expect((await bed.api(`/nimda/api/contact/${path}/erase`, session, { method: "POST" })).status).toBe(404);
    }
    expect(await stored()).toEqual(before);
  });
});
