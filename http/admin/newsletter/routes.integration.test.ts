import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../core/catalog/seed.ts";
import type { DealSnapshot } from "../../../core/deals/events.ts";
import { dealSnapshotFixture } from "../../../core/deals/fixtures.ts";
import { detectDeal } from "../../../core/deals/service.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { NEWSLETTER_ADMIN_STREAM } from "../../../core/newsletter/admin-events.ts";
import { localDay } from "../../../core/newsletter/schedule.ts";
import { subscriberRecorder } from "../../../core/newsletter/testing.ts";
import { runSettingsCommand } from "../../../core/settings/service.ts";
import { type NewsletterJobDeps, planRequestedIssues, sendIssue } from "../../../workers/newsletter-jobs.ts";
import { QUEUES } from "../../../workers/queues.ts";
import { INPUT_MESSAGES } from "../../middleware/input-boundary.ts";
import { type AdminSessionCookie, type AdminTestBed, auditOf, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
let london: string;
let today: string;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const PREVIEW = "/nimda/newsletter/preview?language=bg&airports=SOF&airports=VAR&frequency=weekly";
const KILL_SWITCH = "The newsletter kill switch is on";
const NO_WORKERS = "Workers are not running in this process";

const html = async (path: string) => {
  const response = await bed.request(path, { session });
  return { status: response.status, text: await response.text() };
};
const json = async (path: string) => {
  const response = await bed.api(path, session);
  return { status: response.status, body: await response.json() };
};
const adminEvents = async () => (await bed.store.readStream(NEWSLETTER_ADMIN_STREAM)).events;
async function stored() {
  const [row] = await bed.database.sql<{ events: number; mails: number }[]>`
    SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM mail_outbox) AS mails`;
  return row;
}
const setKillSwitch = (on: boolean) =>
  runSettingsCommand(bed.store, {
    type: "ChangeSettings",
    changes: { newsletterKillSwitch: on },
    lastModifiedBy: "test",
    at: new Date().toISOString(),
  });

/** A live deal leaving in two months, found now: what a digest carries. */
async function detect(overrides: Partial<DealSnapshot>): Promise<string> {
  const now = Date.now();
  const snapshot = dealSnapshotFixture({
    foundAt: new Date(now).toISOString(),
    validUntil: new Date(now + 30 * DAY_MS).toISOString(),
    departureDate: isoDay(now + 60 * DAY_MS),
    returnDate: isoDay(now + 67 * DAY_MS),
    ...overrides,
  });
  const { events } = await detectDeal(bed.store, snapshot);
  return (events[0]?.data as { dealId: string } | undefined)?.dealId ?? "";
}

/** A subscription as the public form leaves it: the address in newsletter_pii, the rest as events. */
const subscriber = subscriberRecorder(() => ({ sql: bed.database.sql, store: bed.store }));

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
  await seedCatalog(bed.store, silentLogger);
  london = await detect({});
  await subscriber("ana@example.com", "bg");
  await subscriber("ben@example.com", "en", { airports: ["VAR", "SOF"] });
  await subscriber("dora@example.com", "en", { frequency: "daily" });
  await subscriber("pending@example.com", "bg", {}, false);
  await bed.projections.catchUp();

  // today's weekly issues planned and sent (to the outbox), the daily one planned and not sent yet
  const jobs: NewsletterJobDeps = {
    database: bed.database,
    store: bed.store,
    upcasters: bed.store.upcasters,
    mailer: bed.deps.newsletter.mailer,
    publicUrl: bed.deps.newsletter.publicUrl,
    linkSecret: "newsletter-admin-test-secret-0123456789",
    logger: silentLogger,
  };
  const now = new Date();
  today = localDay(now, "Europe/Sofia");
  for (const issue of await planRequestedIssues(jobs, "weekly", now)) await sendIssue(jobs, issue.issueId);
  await planRequestedIssues(jobs, "daily", now);
  await bed.projections.catchUp();
}, 120_000);
afterAll(() => bed.close());

describe("the newsletter screen", () => {
  it("needs a session: pages send to sign-in, the API answers 401", async () => {
    for (const path of ["/nimda/newsletter", PREVIEW]) {
      const response = await bed.request(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get("location"), path).toBe(`/nimda/login?next=${encodeURIComponent(path)}`);
    }
    for (const path of ["/nimda/api/newsletter", "/nimda/api/newsletter/preview"]) {
      expect((await bed.api(path, null)).status, path).toBe(401);
    }
    for (const path of ["/nimda/api/newsletter/test", "/nimda/api/newsletter/send-now"]) {
      expect((await bed.api(path, null, { method: "POST", body: { frequency: "daily" } })).status, path).toBe(401);
    }
    const before = await stored();
    const noToken = await bed.request("/nimda/newsletter/send-now", {
      method: "POST",
      session,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ frequency: "daily" }),
    });
    expect(noToken.status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it("shows the subscribers, the schedule, the delivery mode and the latest issues with their mails", async () => {
    const { status, text } = await html("/nimda/newsletter");
    expect(status).toBe(200);
    expect(text).toContain('<a href="/nimda/newsletter" aria-current="page">Newsletter</a>');
    expect(text).toContain("active (confirmed) of 4 subscriptions");
    expect(text).toContain("SOF, VAR");
    expect(text).toContain("every Thursday at 08:00 (Europe/Sofia)");
    expect(text).toContain("Kill switch off: digests go out on schedule.");
    expect(text).toContain('<a href="/nimda/settings">Settings</a>');
    expect(text).toContain("MAIL=outbox");
    expect(text).toContain('<a href="/nimda/mail">Mail</a>');
    // no bot in the test bed: the screen says how to get one
    expect(text).toContain("Off: no bot is configured");
    expect(text).toContain("TELEGRAM_BOT_TOKEN and");
    expect(text).toContain("0 device(s) take them: 0 watching deals of their own, 0 the deal of the day");
    expect(text).toContain(`href="/nimda/streams/newsletter-issue-${today}.weekly.bg.SOF"`);
    expect(text).toContain('<span class="badge badge-sending">sending</span>');
    expect(text).toContain('<span class="badge badge-completed">completed</span>');
    expect(text).toContain('action="/nimda/newsletter/preview"');
    expect(text).toContain('action="/nimda/newsletter/send-now"');
    // deals held back because their fare changed, per channel (none yet)
    expect(text).toContain("Deals held back: the fare had changed");
    expect(text).toMatch(/<td>Price alerts<\/td><td class="num">0<\/td>/);
    // no pg-boss in the test bed: the button says why it cannot work
    expect(text).toContain(NO_WORKERS);

    const api = await json("/nimda/api/newsletter");
    expect(api.status).toBe(200);
    const data = api.body.data;
    expect(data.counts).toEqual({
      byStatus: { active: 3, pending: 1 },
      active: {
        byLanguage: { bg: 1, en: 2 },
        byFrequency: { weekly: 2, daily: 1 },
        byAirports: { SOF: 2, "SOF-VAR": 1 },
      },
    });
    expect(data.schedule).toEqual({
      sendTime: "08:00",
      weeklyDay: 4,
      weeklyDayName: "Thursday",
      timezone: "Europe/Sofia",
      killSwitch: false,
      alertDailyCap: 3,
    });
    expect(data).toMatchObject({ delivery: "outbox", workersRunning: false });
    const byId = Object.fromEntries(data.issues.map((issue: { issueId: string }) => [issue.issueId, issue]));
    expect(Object.keys(byId).sort()).toEqual(
      [`${today}.daily.en.SOF`, `${today}.weekly.bg.SOF`, `${today}.weekly.en.SOF-VAR`].sort(),
    );
    expect(byId[`${today}.weekly.bg.SOF`]).toMatchObject({
      day: today,
      frequency: "weekly",
      language: "bg",
      airports: ["SOF"],
      dealCount: 1,
      recipients: 1,
      handedOver: 1,
      skipped: 0,
      clickOuts: 0,
      mail: { sent: 0, failed: 0, undeliverable: 0, recorded: 1 },
    });
    expect(byId[`${today}.weekly.bg.SOF`].completedAt).toEqual(expect.any(String));
    expect(byId[`${today}.daily.en.SOF`]).toMatchObject({
      recipients: 1,
      handedOver: null,
      completedAt: null,
      mail: { sent: 0, failed: 0, undeliverable: 0, recorded: 0 },
    });
  });
});

describe("the preview", () => {
  it("shows the next issue as a subscriber gets it: subject, the mail in a sandboxed frame, the plain text", async () => {
    const { status, text } = await html(PREVIEW);
    expect(status).toBe(200);
    expect(text).toContain("Лондон");
    const frame = /<iframe([^>]*)>/i.exec(text)?.[1] ?? "";
    expect(frame).toContain('sandbox=""');
    const srcdoc = /srcdoc="([^"]*)"/i.exec(frame)?.[1] ?? "";
    // the mail's markup is inside the attribute, escaped: it cannot end the attribute or the frame
    expect(srcdoc).toContain("&lt;");
    expect(srcdoc).not.toMatch(/[<>]/);
    expect(srcdoc).toContain("Лондон");
    expect(text).toMatch(/<pre>[^<]*Лондон/);

    const api = await json(PREVIEW.replace("/nimda/", "/nimda/api/"));
    expect(api.status).toBe(200);
    const data = api.body.data;
    expect(data.issue).toEqual({ day: today, frequency: "weekly", language: "bg", airports: ["SOF", "VAR"] });
    expect(data.subject).toEqual(expect.any(String));
    expect(text).toContain(data.subject.replaceAll("&", "&amp;"));
    expect(data.html).toContain("<html");
    expect(data.text).toContain("Лондон");
    expect(data.notice).toBeNull();
    expect(data.deals).toEqual([
      expect.objectContaining({ dealId: london, city: { bg: "Лондон", en: "London" }, fromAirport: "SOF" }),
    ]);
    // the deals table shows euro first, as the site and the mail do (amount and sign kept together)
    const [deal] = data.deals as { priceBgn: number }[];
    const euro = Math.round((deal?.priceBgn ?? 0) / 1.95583);
    expect(text.replaceAll("\u00a0", " ")).toContain(
      `<td class="num">€${euro} (BGN ${Math.round(deal?.priceBgn ?? 0)})</td>`,
    );
    const unescaped = srcdoc
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
    expect(unescaped).toBe(data.html);

    const english = await html("/nimda/newsletter/preview?language=en&airports=sof&frequency=daily");
    expect(english.status).toBe(200);
    expect(english.text).toContain("London");
  });

  it("opens with the defaults without a query", async () => {
    const api = await json("/nimda/api/newsletter/preview");
    expect(api.body.data.issue).toEqual({ day: today, frequency: "weekly", language: "bg", airports: ["SOF"] });
    expect((await html("/nimda/newsletter/preview")).status).toBe(200);
  });

  it("says so, without an empty frame, when nothing would go out", async () => {
    const path = "/nimda/newsletter/preview?language=en&airports=BOJ&frequency=monthly";
    const { status, text } = await html(path);
    expect(status).toBe(200);
    expect(text).toContain("Nothing would go out.");
    expect(text).toContain("No live deal from BOJ would go in this issue");
    expect(text).not.toContain("<iframe");
    expect(text).not.toContain('action="/nimda/newsletter/test"');
    const api = await json(path.replace("/nimda/", "/nimda/api/"));
    expect(api.body.data).toMatchObject({ subject: null, html: null, text: null, deals: [] });
    expect(api.body.data.notice).toContain("No live deal from BOJ");
  });

  it("refuses a bad query with 400 and the field's message, never a 500", async () => {
    const language = "Language must be bg or en";
    const frequency = "Frequency must be daily, weekly or monthly";
    const airports = "Airports must be one or more of SOF, VAR, BOJ, PDV";
    const cases: [string, string][] = [
      ["language=de&airports=SOF&frequency=weekly", language],
      ["language=bg&language=en&airports=SOF&frequency=weekly", language],
      ["language=bg&airports=SOF&frequency=yearly", frequency],
      ["language=bg&airports=SOF&frequency=paused", frequency],
      ["language=bg&airports=LHR&frequency=weekly", airports],
      ["language=bg&airports=&frequency=weekly", airports],
      // every airport unticked: the browser sends none
      ["language=bg&frequency=weekly", airports],
    ];
    for (const [query, message] of cases) {
      const page = await html(`/nimda/newsletter/preview?${query}`);
      expect(page.status, query).toBe(400);
      expect(page.text, query).toContain(message);
      expect(page.text, query).not.toContain("<iframe");
      const api = await json(`/nimda/api/newsletter/preview?${query}`);
      expect(api.status, query).toBe(400);
      expect(api.body.error, query).toMatchObject({ code: "validation_failed", message });
    }
    // a NUL byte stops at the input boundary, in the page's words and the API's (decision 0050)
    for (const query of ["language=%00&airports=SOF", "frequency=%00", "airports=%00", "%00=1"]) {
      const page = await html(`/nimda/newsletter/preview?${query}`);
      expect(page.status, query).toBe(400);
      expect(page.text, query).toContain(INPUT_MESSAGES.badText);
      const api = await json(`/nimda/api/newsletter/preview?${query}`);
      expect(api.status, query).toBe(400);
      expect(api.body.error, query).toEqual({ code: "validation_failed", message: INPUT_MESSAGES.badText });
    }
  });
});

describe("a test mail", () => {
  const form = { to: "editor@example.com", language: "bg", airports: ["SOF", "VAR"], frequency: "weekly" };
  const testMails = () =>
    bed.database.sql<{ to_address: string; subject: string; text_body: string; html_body: string | null }[]>`
      SELECT to_address, subject, text_body, html_body FROM mail_outbox WHERE kind = 'newsletter_test'
       ORDER BY created_at`;

  it("mails the preview to the given address and records who sent which issue, without the address", async () => {
    const preview = (await json(PREVIEW.replace("/nimda/", "/nimda/api/"))).body.data;
    const response = await bed.postForm("/nimda/newsletter/test", session, form);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      /^\/nimda\/newsletter\/preview\?language=bg&airports=SOF&airports=VAR&frequency=weekly&notice=/,
    );
    expect(noticeOf(response)).toBe("Test mail with 1 deal recorded in mail_outbox (MAIL=outbox: nothing is sent).");
    expect(await testMails()).toEqual([
      {
        to_address: "editor@example.com",
        subject: `[TEST] ${preview.subject}`,
        text_body: preview.text,
        html_body: preview.html,
      },
    ]);
    const event = (await adminEvents()).at(-1);
    expect(event).toMatchObject({
      type: "NewsletterTestSent",
      data: { frequency: "weekly", language: "bg", airports: ["SOF", "VAR"], dealIds: [london], sentBy: "admin:admin" },
      metadata: auditOf("newsletter.test"),
    });
    expect(JSON.stringify(event)).not.toContain("editor@example.com");

    const api = await bed.api("/nimda/api/newsletter/test", session, {
      method: "POST",
      body: { ...form, to: "other@example.com", airports: ["SOF"] },
    });
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({
      success: true,
      data: {
        subject: expect.stringMatching(/^\[TEST\] \[Демо\] 1 оферта от София тази седмица: Лондон/),
        dealCount: 1,
        issue: { language: "bg", airports: ["SOF"], frequency: "weekly" },
        mailId: expect.any(String),
      },
    });
    expect((await testMails()).map((mail) => mail.to_address)).toEqual(["editor@example.com", "other@example.com"]);
    expect((await adminEvents()).at(-1)).toMatchObject({
      data: { airports: ["SOF"] },
      metadata: auditOf("newsletter.test"),
    });

    // the audit log and the event explorer read them like any admin command's events
    const audit = await bed.request("/nimda/api/audit?action=newsletter.test", { session });
    expect(JSON.stringify(await audit.json())).toContain('"streamId":"newsletter-admin"');
    expect((await html(`/nimda/streams/${NEWSLETTER_ADMIN_STREAM}`)).status).toBe(200);
  });

  it("refuses a bad address with 400 and stores nothing", async () => {
    const before = await stored();
    const message = "Please enter a valid email address";
    for (const to of ["not-an-address", "a@", `${"x".repeat(250)}@example.com`]) {
      const page = await bed.postForm("/nimda/newsletter/test", session, { ...form, to });
      expect(page.status, to).toBe(400);
      const text = await page.text();
      expect(text, to).toContain(message);
      // the preview is still there to send again
      expect(text, to).toContain("<iframe");
      const api = await bed.api("/nimda/api/newsletter/test", session, { method: "POST", body: { ...form, to } });
      expect(api.status, to).toBe(400);
      expect((await api.json()).error, to).toMatchObject({ code: "validation_failed", message });
    }
    const missing = await bed.api("/nimda/api/newsletter/test", session, {
      method: "POST",
      body: { ...form, to: undefined },
    });
    expect(missing.status).toBe(400);
    for (const body of ["not json", null]) {
      expect((await bed.api("/nimda/api/newsletter/test", session, { method: "POST", body })).status).toBe(400);
    }
    const badIssue = await bed.postForm("/nimda/newsletter/test", session, { ...form, frequency: "yearly" });
    expect(badIssue.status).toBe(400);
    expect(await badIssue.text()).toContain("Frequency must be daily, weekly or monthly");
    expect(await stored()).toEqual(before);
  });

  it("answers 409 when nothing would go out, storing nothing", async () => {
    const before = await stored();
    const message = "Nothing to send: No live deal from PDV would go in this issue, so no subscriber would get a mail.";
    const page = await bed.postForm("/nimda/newsletter/test", session, { ...form, airports: "PDV" });
    expect(page.status).toBe(409);
    const text = await page.text();
    expect(text).toContain(message);
    expect(text).not.toContain("<iframe");
    const api = await bed.api("/nimda/api/newsletter/test", session, {
      method: "POST",
      body: { ...form, airports: ["PDV"] },
    });
    expect(api.status).toBe(409);
    expect((await api.json()).error).toEqual({ code: "nothing_to_send", message });
    expect(await stored()).toEqual(before);
  });
});

describe("send now", () => {
  it("answers 503 when no workers run in this process, storing nothing", async () => {
    const before = await stored();
    const page = await bed.postForm("/nimda/newsletter/send-now", session, { frequency: "daily" });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain(NO_WORKERS);
    const api = await bed.api("/nimda/api/newsletter/send-now", session, {
      method: "POST",
      body: { frequency: "daily" },
    });
    expect(api.status).toBe(503);
    expect((await api.json()).error).toEqual({ code: "workers_not_running", message: NO_WORKERS });
    expect(await stored()).toEqual(before);
  });

  it("records the request and queues the plan job for the frequency", async () => {
    const sent: unknown[][] = [];
    bed.deps.boss = {
      send: async (...args: unknown[]) => {
        sent.push(args);
        return "job-7";
      },
    } as unknown as PgBoss;
    try {
      const page = await bed.request("/nimda/newsletter", { session });
      expect(await page.text()).not.toContain(NO_WORKERS);
      const response = await bed.postForm("/nimda/newsletter/send-now", session, { frequency: "daily" });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toMatch(/^\/nimda\/newsletter\?notice=/);
      expect(noticeOf(response)).toBe(
        `Today's daily issue (${today}) is requested: the worker plans and sends it now (job job-7).`,
      );
      expect((await adminEvents()).at(-1)).toMatchObject({
        type: "NewsletterIssueRequested",
        data: { frequency: "daily", day: today, requestedBy: "admin:admin" },
        metadata: auditOf("newsletter.send_now"),
      });
      const api = await bed.api("/nimda/api/newsletter/send-now", session, {
        method: "POST",
        body: { frequency: "monthly" },
      });
      expect(api.status).toBe(200);
      expect(await api.json()).toMatchObject({
        success: true,
        data: { frequency: "monthly", day: today, jobId: "job-7" },
      });
      expect(sent).toEqual([
        [QUEUES.newsletterPlan, { frequency: "daily" }],
        [QUEUES.newsletterPlan, { frequency: "monthly" }],
      ]);

      const before = await stored();
      const bad = await bed.postForm("/nimda/newsletter/send-now", session, { frequency: "paused" });
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain("Frequency must be daily, weekly or monthly");
      const badApi = await bed.api("/nimda/api/newsletter/send-now", session, { method: "POST", body: {} });
      expect(badApi.status).toBe(400);
      expect((await badApi.json()).error.message).toBe("Frequency must be daily, weekly or monthly");
      expect(await stored()).toEqual(before);
      expect(sent).toHaveLength(2);
    } finally {
      bed.deps.boss = null;
    }
  });

  it("is refused with 409 while the kill switch is on, with workers or without", async () => {
    await setKillSwitch(true);
    const send = async () => "job-8";
    try {
      const page = await html("/nimda/newsletter");
      expect(page.text).toContain("Kill switch on: no digest is planned or sent.");
      expect((await json("/nimda/api/newsletter")).body.data.schedule.killSwitch).toBe(true);
      for (const boss of [null, { send } as unknown as PgBoss]) {
        bed.deps.boss = boss;
        const before = await stored();
        const form = await bed.postForm("/nimda/newsletter/send-now", session, { frequency: "weekly" });
        expect(form.status).toBe(409);
        expect(await form.text()).toContain(KILL_SWITCH);
        const api = await bed.api("/nimda/api/newsletter/send-now", session, {
          method: "POST",
          body: { frequency: "weekly" },
        });
        expect(api.status).toBe(409);
        expect((await api.json()).error).toEqual({ code: "kill_switch_on", message: KILL_SWITCH });
        expect(await stored()).toEqual(before);
      }
    } finally {
      bed.deps.boss = null;
      await setKillSwitch(false);
    }
  });
});
