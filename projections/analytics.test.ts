import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ClickOutRecordedData, clickOutStreamId } from "../core/clickouts/events.ts";
import { dealStreamId } from "../core/deals/events.ts";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import type { NewEvent } from "../core/eventstore/types.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { analyticsMarkdown, analyticsSchemaFromDatabase } from "./analytics-docs.ts";
import type { ProjectionRunner } from "./runner.ts";
import { installedProjections } from "./testing.ts";

let database: TestDatabase;
let store: PostgresEventStore;
let runner: ProjectionRunner;

const LONDON_DEAL = "00000000-0000-4000-8000-000000000001";
const ROME_DEAL = "00000000-0000-4000-8000-000000000002";

/** Appends and dates the events: the projection counts days by when the log recorded them. */
async function given(streamId: string, at: string, events: NewEvent[]): Promise<void> {
  await store.append(streamId, events);
  await database.sql`UPDATE events SET created_at = ${at} WHERE stream_id = ${streamId} AND created_at > now() - interval '1 minute'`;
}

function click(n: number, dealId: string, data: Partial<ClickOutRecordedData>): NewEvent {
  return {
    type: "ClickOutRecorded",
    data: {
      clickId: `10000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      dealId,
      shortCode: dealId === LONDON_DEAL ? "A1B2C" : "D3E4F",
      timeZone: "Europe/Sofia",
      timeZoneSource: "fallback",
      referrer: null,
      campaign: null,
      ...data,
    },
  };
}

async function rows(query: string) {
  return database.sql.unsafe(query);
}

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.sql);
  runner = await installedProjections(database.sql);
  const london = dealSnapshotFixture();
  const rome = dealSnapshotFixture({
    destinationId: "ROM",
    fromAirport: "VAR",
    toAirport: "FCO",
    currentPrice: 90,
    savingsAmount: 60,
    badges: [],
    dealType: "deal",
  });
  // 23:30 UTC on 2026-03-28 is already the 29th in Sofia (UTC+2, and the clocks change that night)
  await given(dealStreamId(LONDON_DEAL), "2026-03-28T23:30:00Z", [
    { type: "DealDetected", data: { dealId: LONDON_DEAL, shortCode: "A1B2C", deal: london } },
  ]);
  await given(dealStreamId(ROME_DEAL), "2026-03-29T08:00:00Z", [
    { type: "DealDetected", data: { dealId: ROME_DEAL, shortCode: "D3E4F", deal: rome } },
  ]);
  await given(clickOutStreamId("c1"), "2026-03-29T09:00:00Z", [
    click(1, LONDON_DEAL, { fromSite: true, language: "en", deviceClass: "mobile", referrer: "http://localhost:3000" }),
  ]);
  await given(clickOutStreamId("c2"), "2026-03-29T10:00:00Z", [
    click(2, LONDON_DEAL, { fromSite: true, language: "en", deviceClass: "mobile", referrer: "http://localhost:3000" }),
  ]);
  await given(clickOutStreamId("c3"), "2026-03-29T11:00:00Z", [
    click(3, ROME_DEAL, { campaign: "nl.2026-03-29.daily.bg", deviceClass: "desktop" }),
  ]);
  // a click recorded before device class and language were (2026-11-26): counted as unknown
  await given(clickOutStreamId("c4"), "2026-03-29T12:00:00Z", [
    click(4, ROME_DEAL, { referrer: "https://l.facebook.com" }),
  ]);
  await given(dealStreamId(LONDON_DEAL), "2026-03-30T06:00:00Z", [
    {
      type: "DealRepriced",
      data: { dealId: LONDON_DEAL, previousPrice: 120, deal: { ...london, currentPrice: 100, savingsAmount: 100 } },
    },
  ]);
  await given(dealStreamId(LONDON_DEAL), "2026-03-31T06:00:00Z", [
    { type: "DealExpired", data: { dealId: LONDON_DEAL, reason: "price_back_to_normal", at: "2026-03-31T06:00:00Z" } },
  ]);
  await given("newsletter-s1", "2026-03-29T07:00:00Z", [
    { type: "NewsletterSubscriptionRequested", data: { subscriptionId: "s1" } },
    { type: "NewsletterSubscriptionConfirmed", data: { subscriptionId: "s1", confirmedAt: "2026-03-29T07:05:00Z" } },
  ]);
  await given("newsletter-issue-1", "2026-03-29T07:30:00Z", [
    {
      type: "NewsletterIssueCompleted",
      data: { issueId: "2026-03-29.daily.bg", handedOver: 42, skipped: 1, completedAt: "2026-03-29T07:30:00Z" },
    },
  ]);
  // only this read model: the events above carry just what it reads
  await runner.catchUp("analytics");
});

afterAll(async () => {
  await database.drop();
});

describe("the analytics projection and schema", () => {
  it("counts click-outs by day, route, language, device and source, with the deal's price then", async () => {
    expect(
      await rows(`SELECT day::text, from_airport, to_airport, destination_id, language, device_class, source,
                         source_detail, click_outs, price_bgn_sum::float AS price, saving_bgn_sum::float AS saving
                    FROM analytics.click_outs_daily ORDER BY source, language`),
    ).toEqual([
      {
        day: "2026-03-29",
        from_airport: "VAR",
        to_airport: "FCO",
        destination_id: "ROM",
        language: "unknown",
        device_class: "desktop",
        source: "newsletter",
        source_detail: "2026-03-29.daily.bg",
        click_outs: 1,
        price: 90,
        saving: 60,
      },
      {
        day: "2026-03-29",
        from_airport: "SOF",
        to_airport: "LTN",
        destination_id: "LON",
        language: "en",
        device_class: "mobile",
        source: "site",
        source_detail: null,
        click_outs: 2,
        price: 240,
        saving: 160,
      },
      {
        day: "2026-03-29",
        from_airport: "VAR",
        to_airport: "FCO",
        destination_id: "ROM",
        language: "unknown",
        device_class: "unknown",
        source: "social",
        source_detail: "facebook",
        click_outs: 1,
        price: 90,
        saving: 60,
      },
    ]);
    const [count] = await rows("SELECT count(*)::int AS n FROM analytics.click_outs");
    expect(count?.n).toBe(4);
  });

  it("dates deal events in Sofia and keeps each deal's life", async () => {
    expect(
      await rows("SELECT day::text, change, from_airport, deals FROM analytics.deals_daily ORDER BY day, from_airport"),
    ).toEqual([
      { day: "2026-03-29", change: "detected", from_airport: "SOF", deals: 1 },
      { day: "2026-03-29", change: "detected", from_airport: "VAR", deals: 1 },
      { day: "2026-03-30", change: "repriced", from_airport: "SOF", deals: 1 },
      { day: "2026-03-31", change: "expired", from_airport: "SOF", deals: 1 },
    ]);
    expect(
      await rows(`SELECT badge, deals FROM analytics.deal_badges_daily WHERE change = 'detected' ORDER BY badge`),
    ).toEqual([
      { badge: "hot_deal", deals: 1 },
      { badge: "none", deals: 1 },
      { badge: "percent_off", deals: 1 },
      { badge: "smart_value", deals: 1 },
    ]);
    const [london] = await rows(
      `SELECT live, live_hours::float AS hours, first_price_bgn::float AS first, last_price_bgn::float AS last,
              reprices, expiry_reason FROM analytics.deal_lifetimes WHERE deal_id = '${LONDON_DEAL}'`,
    );
    expect(london).toEqual({
      live: false,
      hours: 54.5,
      first: 120,
      last: 100,
      reprices: 1,
      expiry_reason: "price_back_to_normal",
    });
  });

  it("follows the newsletter from sign-up to click-out, counts only", async () => {
    expect(
      await rows(
        "SELECT day::text, subscription_requests, confirmations, mails_sent, click_outs FROM analytics.newsletter_funnel_daily",
      ),
    ).toEqual([{ day: "2026-03-29", subscription_requests: 1, confirmations: 1, mails_sent: 42, click_outs: 1 }]);
  });

  it("documents every view and every column", async () => {
    const undocumented = await rows(`
      SELECT c.relname || coalesce('.' || a.attname, '') AS what
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       WHERE n.nspname = 'analytics'
         AND (obj_description(c.oid, 'pg_class') IS NULL OR (a.attname IS NOT NULL AND col_description(c.oid, a.attnum) IS NULL))`);
    expect(undocumented).toEqual([]);
    const [views] = await rows("SELECT count(*)::int AS n FROM pg_views WHERE schemaname = 'analytics'");
    expect(views?.n).toBeGreaterThanOrEqual(10);
  });

  it("survives a rebuild of a read model its views stand on", async () => {
    await runner.rebuild("analytics");
    const [count] = await rows("SELECT sum(click_outs)::int AS n FROM analytics.click_outs_daily");
    expect(count?.n).toBe(4);
  });
});

describe("docs/analytics.md", () => {
  it("is what the database's comments say (npm run docs:analytics writes it)", async () => {
    const written = readFileSync(new URL("../docs/analytics.md", import.meta.url), "utf8");
    expect(written).toBe(analyticsMarkdown(await analyticsSchemaFromDatabase(database.sql)));
  });
});
