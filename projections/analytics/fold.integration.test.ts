import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { clickOutStreamId } from "../../core/clickouts/events.ts";
import { PostgresEventStore } from "../../core/eventstore/postgres-event-store.ts";
import { recordSubscriber } from "../../core/newsletter/testing.ts";
import { createTestDatabase } from "../../core/testing/test-database.ts";
import { installedProjections, testProjectionBed } from "../testing.ts";
import { analyticsMarkdown, analyticsSchemaFromDatabase } from "./docs.ts";
import { installAnalyticsSchema } from "./schema.ts";
import { appendDated, click, LONDON_DEAL, ROME_DEAL, seedAnalyticsEvents } from "./testing.ts";

const bed = testProjectionBed();

async function rows(query: string) {
  return bed.database.sql.unsafe(query);
}

beforeAll(async () => {
  await seedAnalyticsEvents(bed.store, bed.database.sql);
  // only this read model: the events above carry just what it reads
  await bed.projections.catchUp("analytics");
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

  it("keeps a row per click from a /search result: the itinerary and the party, dated in Sofia, no person", async () => {
    const clickId = "20000000-0000-4000-8000-000000000001";
    // 22:30 UTC on 28 March is already the 29th in Sofia
    await appendDated(bed.store, bed.database.sql, clickOutStreamId(clickId), "2026-03-28T22:30:00Z", [
      {
        type: "SearchClickOutRecorded",
        data: {
          clickId,
          search: {
            fromAirport: "VAR",
            toAirport: "LTN",
            departureDate: "2026-05-10",
            returnDate: null,
            adults: 2,
            children: 1,
            infants: 0,
            cabinClass: "M",
            currency: "EUR",
          },
          timeZone: "Europe/Sofia",
          timeZoneSource: "client",
          referrer: "http://localhost:3000",
          deviceClass: "mobile",
          language: "bg",
          fromSite: true,
        },
      },
    ]);
    await bed.projections.catchUp("analytics");
    expect(
      await rows(`SELECT day::text, from_airport, to_airport, departure_date::text, return_date, adults, children,
                         infants, cabin_class, currency, language, device_class, source, source_detail
                    FROM analytics.search_click_outs WHERE click_id = '${clickId}'`),
    ).toEqual([
      {
        day: "2026-03-29",
        from_airport: "VAR",
        to_airport: "LTN",
        departure_date: "2026-05-10",
        return_date: null,
        adults: 2,
        children: 1,
        infants: 0,
        cabin_class: "M",
        currency: "EUR",
        language: "bg",
        device_class: "mobile",
        source: "site",
        source_detail: null,
      },
    ]);
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

  it("counts the active subscribers by departure airport, language and frequency, and nothing else of them", async () => {
    // a database of its own: the events above are cut down to what the analytics projection reads
    const own = await createTestDatabase();
    try {
      const deps = { sql: own.sql, store: new PostgresEventStore(own.sql) };
      await recordSubscriber(deps, "a@example.com", "bg", { airports: ["SOF", "VAR"], frequency: "weekly" });
      await recordSubscriber(deps, "b@example.com", "bg", { airports: ["SOF"], frequency: "weekly" });
      await recordSubscriber(deps, "c@example.com", "en", { airports: ["BOJ"], frequency: "daily" });
      // not confirmed: not a subscriber yet
      await recordSubscriber(deps, "d@example.com", "en", { airports: ["BOJ"] }, { confirmed: false });
      await (await installedProjections(own.sql)).catchUp("newsletter");
      expect(
        await own.sql.unsafe(`SELECT departure_airport, language, frequency, subscribers
                                FROM analytics.newsletter_subscribers ORDER BY departure_airport, language`),
      ).toEqual([
        { departure_airport: "BOJ", language: "en", frequency: "daily", subscribers: 1 },
        { departure_airport: "SOF", language: "bg", frequency: "weekly", subscribers: 2 },
        { departure_airport: "VAR", language: "bg", frequency: "weekly", subscribers: 1 },
      ]);
    } finally {
      await own.drop();
    }
    const columns = await rows(`SELECT column_name FROM information_schema.columns
                                 WHERE table_schema = 'analytics' AND table_name = 'newsletter_subscribers'`);
    expect(columns.map((column) => column.column_name).sort()).toEqual([
      "departure_airport",
      "frequency",
      "language",
      "subscribers",
    ]);
  });

  it("follows price alerts from asking to click-out, with the mails from the alerts' own table", async () => {
    await appendDated(bed.store, bed.database.sql, "newsletter-s2", "2026-04-01T07:00:00Z", [
      { type: "NewsletterAlertRequested", data: { subscriptionId: "s2", alertId: "a1" } },
      {
        type: "NewsletterAlertConfirmed",
        data: { subscriptionId: "s2", alertId: "a1", confirmedAt: "2026-04-01T07:05:00Z" },
      },
    ]);
    await appendDated(bed.store, bed.database.sql, clickOutStreamId("c9"), "2026-04-02T08:00:00Z", [
      click(9, ROME_DEAL, { campaign: "alert", deviceClass: "mobile" }),
    ]);
    await bed.database.sql`
      INSERT INTO alert_notifications (alert_id, deal_id, price_bgn, subscription_id, status, handed_over_at)
      VALUES ('a1', ${ROME_DEAL}, 90, '00000000-0000-4000-8000-0000000000aa', 'sent', '2026-04-02T06:00:00Z')`;
    await bed.projections.catchUp("analytics");
    expect(
      await rows(
        "SELECT day::text, alerts_requested, alerts_confirmed, mails_sent, click_outs FROM analytics.alert_funnel_daily ORDER BY day",
      ),
    ).toEqual([
      { day: "2026-04-01", alerts_requested: 1, alerts_confirmed: 1, mails_sent: 0, click_outs: 0 },
      { day: "2026-04-02", alerts_requested: 0, alerts_confirmed: 0, mails_sent: 1, click_outs: 1 },
    ]);
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

  it("re-making the schema keeps views in place and replaces one whose columns changed", async () => {
    await bed.database.sql`DROP VIEW analytics.deals_daily`;
    await bed.database.sql`CREATE VIEW analytics.deals_daily AS SELECT 1::int AS something_else`;
    await installAnalyticsSchema(bed.database.sql);
    const [row] = await rows("SELECT count(*)::int AS n FROM analytics.deals_daily WHERE change = 'detected'");
    expect(row?.n).toBe(2);
  });

  it("survives a rebuild of a read model its views stand on", async () => {
    await bed.projections.rebuild("analytics");
    const [count] = await rows("SELECT sum(click_outs)::int AS n FROM analytics.click_outs_daily");
    expect(count?.n).toBe(5); // the four of the seed and the alert's
  });
});

describe("docs/analytics.md", () => {
  it("is what the database's comments say (npm run docs:analytics writes it)", async () => {
    const written = readFileSync(new URL("../../docs/analytics.md", import.meta.url), "utf8");
    expect(written).toBe(analyticsMarkdown(await analyticsSchemaFromDatabase(bed.database.sql)));
  });
});
