import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { CaptchaProvider } from "../core/captcha/captcha.ts";
import { createContactService } from "../core/contact/service.ts";
import { handleCommand } from "../core/eventstore/command-handler.ts";
import { silentLogger } from "../core/log/logger.ts";
import { newsletterDecider } from "../core/newsletter/decider.ts";
import { newsletterStreamId } from "../core/newsletter/events.ts";
import { recordSubscriber } from "../core/newsletter/testing.ts";
import { RETENTION_DAYS } from "../core/privacy/retention.ts";
import { ATTACHMENT_SAMPLES } from "../core/testing/attachment-samples.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { createBoss } from "./boss.ts";
import { type PrivacyJobDeps, purgePersonalData, registerPrivacyJobs } from "./privacy-jobs.ts";
import { QUEUES } from "./queues.ts";

/** The run under test: a fixed night, so every age below is exact whatever day the tests run. */
const NOW = new Date("2031-03-15T01:40:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const passingCaptcha: CaptchaProvider = {
  kind: "local",
  challenge: () => ({ kind: "local", token: "t", expiresAt: NOW.toISOString() }),
  verify: async () => ({ success: true, errorCodes: [] }),
};

const bed = testProjectionBed();
let deps: PrivacyJobDeps;

beforeAll(async () => {
  deps = { sql: bed.database.sql, store: bed.store, upcasters: bed.store.upcasters, logger: silentLogger };
});

async function contactRequest(name: string, submittedAt: Date, attachment?: Uint8Array): Promise<string> {
  const service = createContactService({
    sql: bed.database.sql,
    upcasters: bed.store.upcasters,
    captcha: passingCaptcha,
    logger: silentLogger,
    now: () => submittedAt,
  });
  const outcome = await service.submit(
    "customer",
    {
      category: "idea",
      name,
      email: `${name.toLowerCase()}@example.com`,
      message: "Please add flights from Plovdiv to Lisbon.",
      gdprConsent: true,
      captchaToken: "t",
      language: "bg",
    },
    { ip: "203.0.113.7", attachment: attachment ? { fileName: `${name}.png`, bytes: attachment } : null },
  );
  if (!outcome.ok) throw new Error(`contact request refused: ${outcome.message}`);
  return (outcome.data as { requestId: string }).requestId;
}

async function clickOut(createdAt: Date): Promise<string> {
  const clickId = randomUUID();
  await bed.database.sql`INSERT INTO clickout_pii (click_id, ip_address, user_agent, created_at)
                     VALUES (${clickId}, '203.0.113.9', 'Mozilla/5.0 (X11; Linux x86_64)', ${createdAt})`;
  return clickId;
}

async function mail(
  status: "sent" | "recorded" | "failed" | "undeliverable",
  createdAt: Date,
  options: { sentAt?: Date; relatedId?: string; to?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await bed.database.sql`
    INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body, headers, related_id, status,
                             created_at, sent_at)
    VALUES (${id}, 'newsletter_digest', ${options.to ?? "reader@example.com"}, 'Deals from Sofia', 'Hello Ivan',
            '<p>Hello Ivan</p>', ${bed.database.sql.json({ "List-Unsubscribe": "<https://x.example/u?token=abc>" })},
            ${options.relatedId ?? null}, ${status}, ${createdAt}, ${options.sentAt ?? null})`;
  return id;
}

const exists = async (
  table:
    | "contact_pii"
    | "contact_attachments"
    | "clickout_pii"
    | "mail_outbox"
    | "newsletter_pii"
    | "admin_sign_in_attempts",
  column: string,
  id: string,
) =>
  (await bed.database.sql`SELECT 1 FROM ${bed.database.sql(table)} WHERE ${bed.database.sql(column)} = ${id}`).length >
  0;

const subscriber = (email: string, options: { confirmed?: boolean; at: string }, language: "bg" | "en" = "bg") =>
  recordSubscriber({ sql: bed.database.sql, store: bed.store }, email, language, {}, options);

const markUndeliverable = (subscriptionId: string, at: string) =>
  handleCommand(bed.store, newsletterStreamId(subscriptionId), newsletterDecider, {
    type: "MarkUndeliverable",
    subscriptionId,
    refusals: 3,
    at,
  });

describe("the daily privacy purge", () => {
  it("erases what is past its time, keeps the rest, and records the run without the data", async () => {
    // contact data: a year after the request (its retention date)
    // with a screenshot each: the file goes with the request's personal data
    const expiredContact = await contactRequest("Ivan", daysAgo(366), ATTACHMENT_SAMPLES.png);
    const keptContact = await contactRequest("Maria", daysAgo(300), ATTACHMENT_SAMPLES.png);

    // click-outs: IP and user agent for 90 days
    const oldClick = await clickOut(daysAgo(RETENTION_DAYS.clickOuts + 1));
    const recentClick = await clickOut(daysAgo(RETENTION_DAYS.clickOuts - 1));

    // the newsletter: an active reader, and addresses no subscription needs any more
    const at = (days: number) => daysAgo(days).toISOString();
    const active = await subscriber("active@example.com", { at: at(400) });
    const unconfirmed = await subscriber("unconfirmed@example.com", { confirmed: false, at: at(31) });
    const justAsked = await subscriber("just.asked@example.com", { confirmed: false, at: at(3) }, "en");
    // left before leaving erased the address (decision 0041): the address stayed behind
    const leftLongAgo = await subscriber("left@example.com", { at: at(500) });
    await handleCommand(bed.store, newsletterStreamId(leftLongAgo), newsletterDecider, {
      type: "Unsubscribe",
      subscriptionId: leftLongAgo,
      tokenHash: `u-${leftLongAgo}`,
      signedLink: false,
      at: at(450),
    });
    const bounced = await subscriber("bounced@example.com", { at: at(90) });
    await markUndeliverable(bounced, at(35));
    const bouncedLately = await subscriber("bounced.lately@example.com", { at: at(90) });
    await markUndeliverable(bouncedLately, at(10));
    // personal data a request left without any event (its transaction recorded none)
    const orphan = randomUUID();
    await bed.database.sql`INSERT INTO newsletter_pii (subscription_id, email, ip_address, created_at, updated_at)
                       VALUES (${orphan}, 'orphan@example.com', '192.0.2.44', ${daysAgo(40)}, ${daysAgo(40)})`;
    await bed.projections.catchUp();

    // mails: 30 days, sent ones by when they were sent
    const oldSent = await mail("sent", daysAgo(40), { sentAt: daysAgo(31) });
    const recentSent = await mail("sent", daysAgo(35), { sentAt: daysAgo(29) });
    const neverSent = await mail("recorded", daysAgo(31));
    const recentRecorded = await mail("recorded", daysAgo(2));
    const refused = await mail("undeliverable", daysAgo(31), { relatedId: active, to: "active@example.com" });
    const unconfirmedMail = await mail("recorded", daysAgo(31), {
      relatedId: unconfirmed,
      to: "unconfirmed@example.com",
    });

    // admin sign-in attempts: a day (decision 0049), even when nobody has signed in since
    const attempt = async (hoursAgo: number) => {
      const startedAt = NOW.getTime() - hoursAgo * 3_600_000;
      const [row] = await bed.database.sql<{ id: string }[]>`
        INSERT INTO admin_sign_in_attempts (id, ip, account_key, started_at, not_before, outcome)
        VALUES (${randomUUID()}, '203.0.113.66', 'k', ${startedAt}, ${startedAt}, 'failed') RETURNING id`;
      return row?.id ?? "";
    };
    const oldAttempt = await attempt(25);
    const recentAttempt = await attempt(23);

    const counts = await purgePersonalData(deps, NOW);
    expect(counts).toEqual({
      contactRequests: 1,
      contactAttachments: 1,
      clickOuts: 1,
      // oldSent, neverSent and the unconfirmed subscriber's mail deleted; refused emptied
      mails: 4,
      // unconfirmed, left long ago, bounced, orphan
      newsletterAddresses: 4,
      signInAttempts: 1,
    });
    expect(await exists("admin_sign_in_attempts", "id", oldAttempt)).toBe(false);
    expect(await exists("admin_sign_in_attempts", "id", recentAttempt)).toBe(true);

    expect(await exists("contact_pii", "request_id", expiredContact)).toBe(false);
    expect(await exists("contact_pii", "request_id", keptContact)).toBe(true);
    expect(await exists("contact_attachments", "request_id", expiredContact)).toBe(false);
    expect(await exists("contact_attachments", "request_id", keptContact)).toBe(true);
    const { events: contactEvents } = await bed.store.readStream(`contact-${expiredContact}`);
    expect(contactEvents.at(-1)).toMatchObject({
      type: "ContactRequestPiiErased",
      data: { reason: "retention", by: "system:retention" },
    });

    expect(await exists("clickout_pii", "click_id", oldClick)).toBe(false);
    expect(await exists("clickout_pii", "click_id", recentClick)).toBe(true);

    for (const id of [oldSent, neverSent, unconfirmedMail])
      expect(await exists("mail_outbox", "id", id), id).toBe(false);
    for (const id of [recentSent, recentRecorded]) expect(await exists("mail_outbox", "id", id), id).toBe(true);
    // the refusal still stops the planner mailing that subscription, but holds no address or text
    const [emptied] = await bed.database.sql`
      SELECT to_address, subject, text_body, html_body, headers, status, related_id FROM mail_outbox WHERE id = ${refused}`;
    expect(emptied).toEqual({
      to_address: "",
      subject: "",
      text_body: "",
      html_body: null,
      headers: {},
      status: "undeliverable",
      related_id: active,
    });

    for (const id of [unconfirmed, leftLongAgo, bounced, orphan])
      expect(await exists("newsletter_pii", "subscription_id", id), id).toBe(false);
    for (const id of [active, justAsked, bouncedLately])
      expect(await exists("newsletter_pii", "subscription_id", id), id).toBe(true);
    for (const id of [unconfirmed, leftLongAgo, bounced]) {
      const { events } = await bed.store.readStream(newsletterStreamId(id));
      expect(events.at(-1)).toMatchObject({
        type: "NewsletterSubscriberErased",
        data: { subscriptionId: id, by: "system:privacy", erasedAt: NOW.toISOString() },
        metadata: { actor: "system:privacy" },
      });
    }
    await bed.projections.catchUp();

    // the run's record: counts and cutoffs, nothing that names anyone
    const { events: runs } = await bed.store.readStream("privacy-purge-2031-03-15");
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      type: "PersonalDataPurged",
      metadata: { actor: "system:privacy" },
      data: {
        purgedAt: NOW.toISOString(),
        counts,
        cutoffs: {
          clickOuts: daysAgo(90).toISOString(),
          mails: daysAgo(30).toISOString(),
          newsletterAddresses: daysAgo(30).toISOString(),
          signInAttempts: daysAgo(1).toISOString(),
        },
      },
    });
    expect(JSON.stringify(runs[0]?.data)).not.toMatch(/@|203\.0\.113|192\.0\.2|Mozilla|Ivan/);
  });

  it("a second run the same night erases nothing more and records that too", async () => {
    expect(await purgePersonalData(deps, NOW)).toEqual({
      contactRequests: 0,
      contactAttachments: 0,
      clickOuts: 0,
      mails: 0,
      newsletterAddresses: 0,
      signInAttempts: 0,
    });
    const { events: runs } = await bed.store.readStream("privacy-purge-2031-03-15");
    expect(runs.map((run) => (run.data as { counts: unknown }).counts)).toEqual([
      expect.objectContaining({ contactRequests: 1 }),
      {
        contactRequests: 0,
        contactAttachments: 0,
        clickOuts: 0,
        mails: 0,
        newsletterAddresses: 0,
        signInAttempts: 0,
      },
    ]);
  });

  it("leaves a pending subscription alone once it asked again, whatever the read model still says", async () => {
    const id = await subscriber("asked.again@example.com", { confirmed: false, at: daysAgo(40).toISOString() });
    await bed.projections.catchUp();
    // a new "Alert me" request a day ago, not folded into the read model yet
    await handleCommand(bed.store, newsletterStreamId(id), newsletterDecider, {
      type: "RequestAlert",
      subscriptionId: id,
      alertId: "alert-1",
      criteria: { fromAirport: "SOF", destinationId: "LON", maxPriceBgn: null },
      language: "bg",
      captchaVerified: true,
      captchaKind: "local",
      confirmationTokenHash: "alert-hash",
      unsubscribeTokenHash: "alert-u-hash",
      at: daysAgo(1).toISOString(),
    });
    expect((await purgePersonalData(deps, NOW)).newsletterAddresses).toBe(0);
    expect(await exists("newsletter_pii", "subscription_id", id)).toBe(true);
    // forty days later nobody has confirmed: now it goes (and so do the first test's just.asked@ and bounced.lately@)
    await bed.projections.catchUp();
    expect((await purgePersonalData(deps, new Date(NOW.getTime() + 40 * 86_400_000))).newsletterAddresses).toBe(3);
    expect(await exists("newsletter_pii", "subscription_id", id)).toBe(false);
    const [{ n } = { n: -1 }] = await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM newsletter_pii WHERE email = 'just.asked@example.com'`;
    expect(n).toBe(0);
  });

  it("runs every night through pg-boss on the clock it is given", async () => {
    const night = new Date("2031-06-01T00:40:00.000Z");
    const oldClick = await clickOut(new Date(night.getTime() - 100 * 86_400_000));
    const boss = createBoss(bed.database.sql, silentLogger, { schedule: false, pollingIntervalSeconds: 0.5 });
    await boss.start();
    try {
      await registerPrivacyJobs({ ...deps, boss, clock: () => night });
      const schedules = await boss.getSchedules();
      expect(schedules.find((schedule) => schedule.name === QUEUES.privacyPurge)).toMatchObject({
        cron: "40 3 * * *",
        options: expect.objectContaining({ tz: "Europe/Sofia" }),
      });
      await boss.send(QUEUES.privacyPurge, {});
      const deadline = Date.now() + 20_000;
      while ((await bed.store.readStream("privacy-purge-2031-06-01")).events.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const { events } = await bed.store.readStream("privacy-purge-2031-06-01");
      expect(events[0]?.data).toMatchObject({ purgedAt: night.toISOString(), counts: { clickOuts: 1 } });
      expect(await exists("clickout_pii", "click_id", oldClick)).toBe(false);
    } finally {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    }
  }, 40_000);
});
