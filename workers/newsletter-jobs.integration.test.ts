import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLocalCaptcha, postgresRedemptions } from "../core/captcha/local-captcha.ts";
import { seedCatalog } from "../core/catalog/seed.ts";
import { createFormServices } from "../core/contact/form-services.ts";
import type { DealSnapshot } from "../core/deals/events.ts";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { detectDeal, expireDeal } from "../core/deals/service.ts";
import { silentLogger } from "../core/log/logger.ts";
import { subscriberRecorder } from "../core/newsletter/testing.ts";
import { runSettingsCommand } from "../core/settings/service.ts";
import { testProjectionBed } from "../projections/testing.ts";
import { type NewsletterJobDeps, planDueIssues, sendIssue } from "./newsletter-jobs.ts";
import { testNewsletterJobDeps } from "./testing.ts";

const PUBLIC_URL = "https://flydeals.example";
const SECRET = "newsletter-jobs-test-secret-0123456789abcdef";
// Thursday 26 November 2026, 08:05 in Sofia: the weekly digest's day and hour (the defaults)
const THURSDAY = new Date("2026-11-26T06:05:00Z");
const NEXT_THURSDAY = new Date("2026-12-03T06:05:00Z");
const DAY_MS = 86_400_000;

const bed = testProjectionBed({ max: 12 });
let deps: NewsletterJobDeps;

const deal = (overrides: Partial<DealSnapshot>) =>
  dealSnapshotFixture({ validUntil: "2027-06-01T00:00:00.000Z", departureDate: "2027-03-14", ...overrides });

async function detect(overrides: Partial<DealSnapshot>): Promise<string> {
  const { events } = await detectDeal(bed.store, deal(overrides));
  return (events[0]?.data as { dealId: string } | undefined)?.dealId ?? "";
}

const subscriber = subscriberRecorder(() => ({ sql: bed.database.sql, store: bed.store }), "2026-11-01T10:00:00.000Z");

async function plan(now: Date) {
  const planned = await planDueIssues(deps, now);
  await bed.projections.catchUp();
  return planned.map((issue) => [issue.issueId, issue.recipients]);
}

async function send(issueId: string, now: Date) {
  const result = await sendIssue(deps, issueId, () => now);
  await bed.projections.catchUp();
  return result;
}

interface Mail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
}
const digestsTo = (address: string) =>
  bed.database.sql<Mail[]>`SELECT to_address, subject, text_body, html_body, headers FROM mail_outbox
                        WHERE kind = 'newsletter_digest' AND to_address = ${address} ORDER BY created_at`;

let london: string;
let barcelona: string;
let vienna: string;
let ana: string;
let ben: string;
let spainOnly: string;

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  london = await detect({ toAirport: "LTN", destinationId: "LON", currentPrice: 120, savingsPercent: 40 });
  barcelona = await detect({
    toAirport: "BCN",
    destinationId: "BCN",
    flightRoute: "SOF-BCN",
    itinerarySignature: "SOF-W6 4303-BCN",
    providerFlightId: "sim-bcn",
    currentPrice: 90,
    savingsPercent: 35,
  });
  vienna = await detect({
    fromAirport: "VAR",
    toAirport: "VIE",
    destinationId: "VIE",
    flightRoute: "VAR-VIE",
    itinerarySignature: "VAR-W6 4305-VIE",
    providerFlightId: "sim-vie",
    currentPrice: 60,
    savingsPercent: 50,
  });
  ana = await subscriber("ana@example.com", "bg");
  ben = await subscriber("ben@example.com", "en", { airports: ["SOF", "VAR"] });
  spainOnly = await subscriber("sol@example.com", "bg", { countries: ["ES"] });
  await subscriber("cheap@example.com", "bg", { maxPriceBgn: 50 });
  await subscriber("paused@example.com", "bg", { frequency: "paused" });
  await subscriber("daily@example.com", "en", { frequency: "daily" });
  await subscriber("pending@example.com", "bg", {}, false);
  await bed.projections.catchUp();
  deps = testNewsletterJobDeps(bed.database, bed.store, { publicUrl: PUBLIC_URL, linkSecret: SECRET });
});

describe("the weekly digest", () => {
  it("sends nothing before the send time and nothing with the kill switch on", async () => {
    expect(await plan(new Date("2026-11-26T05:55:00Z"))).toEqual([]);
    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { newsletterKillSwitch: true },
      lastModifiedBy: "admin",
      at: THURSDAY.toISOString(),
    });
    expect(await plan(THURSDAY)).toEqual([]);
    await runSettingsCommand(bed.store, {
      type: "ChangeSettings",
      changes: { newsletterKillSwitch: false },
      lastModifiedBy: "admin",
      at: THURSDAY.toISOString(),
    });
  });

  it("plans one issue per frequency, language and airport set, for confirmed subscribers with something to send", async () => {
    const planned = await plan(THURSDAY);
    expect(planned.sort()).toEqual(
      [
        ["2026-11-26.daily.en.SOF", 1],
        ["2026-11-26.weekly.bg.SOF", 2],
        ["2026-11-26.weekly.en.SOF-VAR", 1],
      ].sort(),
    );
    const rows = await bed.database.sql<{ subscription_id: string; deal_ids: string[] }[]>`
      SELECT subscription_id, deal_ids::text[] AS deal_ids FROM newsletter_deliveries WHERE issue_id LIKE '%weekly%'`;
    const chosen = Object.fromEntries(rows.map((row) => [row.subscription_id, row.deal_ids]));
    // best first: the saving decides while no ranking exists
    expect(chosen[ana]).toEqual([london, barcelona]);
    expect(chosen[ben]).toEqual([vienna, london, barcelona]);
    expect(chosen[spainOnly]).toEqual([barcelona]);
  });

  it("plans nothing new when asked again in the same window", async () => {
    const again = await plan(new Date(THURSDAY.getTime() + 10 * 60_000));
    expect(again.map(([, recipients]) => recipients).reduce((a, b) => Number(a) + Number(b), 0)).toBe(4);
    const [count] = await bed.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM newsletter_deliveries`;
    expect(count?.n).toBe(4);
    const issues = await bed.database.sql`SELECT * FROM events WHERE type = 'NewsletterIssuePlanned'`;
    expect(issues).toHaveLength(3);
  });

  it("mails each recipient their deals, in their language, with the issue's campaign and one-click unsubscribe", async () => {
    await expireDeal(bed.store, barcelona, "price_back_to_normal", THURSDAY);
    await bed.projections.catchUp();
    expect(await send("2026-11-26.weekly.bg.SOF", THURSDAY)).toEqual({
      outcome: "completed",
      handedOver: 1,
      skipped: 1,
    });
    const [mail, ...more] = await digestsTo("ana@example.com");
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/оферта.*Лондон/);
    expect(mail?.html_body).toContain("Лондон");
    // Barcelona expired after planning: left out, and the Spain-only subscriber had nothing left
    expect(mail?.html_body).not.toContain("Барселона");
    expect(await digestsTo("sol@example.com")).toEqual([]);
    expect(mail?.html_body).toContain("campaign=nl.2026-11-26.weekly.bg.SOF");
    expect(mail?.text_body).toContain(`${PUBLIC_URL}/go/`);
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/flydeals\.example\/api\/newsletter\/unsubscribe\?token=/,
    );
    expect(mail?.html_body).toContain(`${PUBLIC_URL}/newsletter/nastroyki?token=`);

    expect(await send("2026-11-26.weekly.en.SOF-VAR", THURSDAY)).toMatchObject({ handedOver: 1 });
    const [english] = await digestsTo("ben@example.com");
    expect(english?.subject).toMatch(/deals/);
    expect(english?.html_body).toContain("Vienna");
    const [issue] = await bed.database.sql`SELECT recipients, handed_over, skipped FROM newsletter_issues
                                        WHERE issue_id = '2026-11-26.weekly.bg.SOF'`;
    expect(issue).toEqual({ recipients: 2, handed_over: 1, skipped: 1 });
  });

  it("a second send of a finished issue sends nothing", async () => {
    expect(await send("2026-11-26.weekly.bg.SOF", THURSDAY)).toEqual({
      outcome: "completed",
      handedOver: 1,
      skipped: 1,
    });
    expect(await digestsTo("ana@example.com")).toHaveLength(1);
  });

  it("never mails a deal twice: next week only what is new goes out", async () => {
    expect((await plan(NEXT_THURSDAY)).filter(([id]) => String(id).includes("weekly.bg"))).toEqual([]);
    const rome = await detect({
      toAirport: "FCO",
      destinationId: "ROM",
      flightRoute: "SOF-FCO",
      itinerarySignature: "SOF-W6 4307-FCO",
      providerFlightId: "sim-fco",
      currentPrice: 70,
      savingsPercent: 45,
    });
    await bed.projections.catchUp();
    const later = new Date(NEXT_THURSDAY.getTime() + 5 * 60_000);
    expect((await plan(later)).filter(([id]) => String(id).includes("weekly.bg"))).toEqual([
      ["2026-12-03.weekly.bg.SOF", 1],
    ]);
    const [row] = await bed.database.sql`SELECT deal_ids::text[] AS deal_ids FROM newsletter_deliveries
                                      WHERE issue_id = '2026-12-03.weekly.bg.SOF'`;
    expect(row?.deal_ids).toEqual([rome]);
  });

  it("stops mailing an address SMTP refused for good", async () => {
    await bed.database
      .sql`INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, related_id, status, refusals)
                       VALUES (${randomUUID()}, 'newsletter_digest', 'ben@example.com', 's', 't', ${ben}, 'undeliverable', 3)`;
    await plan(new Date(NEXT_THURSDAY.getTime() + 7 * DAY_MS));
    const [row] = await bed.database.sql`SELECT status FROM newsletter_subscriptions WHERE subscription_id = ${ben}`;
    expect(row?.status).toBe("undeliverable");
  });
});

describe("leaving from a digest", () => {
  beforeEach(() => bed.projections.catchUp());

  it("the one-click link unsubscribes and deletes the address, its mails and what it was sent", async () => {
    const [mail] = await digestsTo("ana@example.com");
    const oneClick = new URL((mail?.headers["List-Unsubscribe"] ?? "").slice(1, -1));
    const forms = createFormServices({
      sql: bed.database.sql,
      store: bed.store,
      captcha: createLocalCaptcha({ secret: SECRET, redemptions: postgresRedemptions(bed.database.sql) }),
      publicUrl: PUBLIC_URL,
      linkSecret: SECRET,
      logger: silentLogger,
    });
    expect(await forms.newsletter.unsubscribe(oneClick.searchParams.get("token"))).toMatchObject({
      ok: true,
      status: 200,
    });
    expect(await bed.database.sql`SELECT 1 FROM newsletter_pii WHERE subscription_id = ${ana}`).toHaveLength(0);
    expect(
      await bed.database.sql`SELECT 1 FROM mail_outbox WHERE to_address = 'ana@example.com' OR related_id = ${ana}`,
    ).toHaveLength(0);
    expect(await bed.database.sql`SELECT 1 FROM newsletter_deliveries WHERE subscription_id = ${ana}`).toHaveLength(0);
    await bed.projections.catchUp();
    const [row] = await bed.database
      .sql`SELECT status, pii_deleted FROM newsletter_subscriptions WHERE subscription_id = ${ana}`;
    expect(row).toEqual({ status: "unsubscribed", pii_deleted: true });
    // the same link again: the subscription is gone, nothing changes
    expect(await forms.newsletter.unsubscribe(oneClick.searchParams.get("token"))).toMatchObject({ ok: true });
    // one whole character of the signature changed (the last one of base64url carries padding
    // bits: changing it alone may decode to the same bytes)
    const token = oneClick.searchParams.get("token") ?? "";
    const at = token.length - 5;
    const forged = `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
    expect(await forms.newsletter.unsubscribe(forged)).toMatchObject({ ok: false, status: 404 });
  });
});
