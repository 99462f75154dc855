import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { christmasSeasonFor } from "../../core/deals/calendar.ts";
import { PostgresSnapshotStore } from "../../core/eventstore/snapshots.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { fareFixture, recordFixture } from "../../core/pricing/fare-fixture.ts";
import { recordFareObservations } from "../../core/pricing/record-fares.ts";
import { seedTestHistory } from "../../core/testing/seed-history.ts";
import { fixedClock } from "../../core/time/clock.ts";
import { bestDeals, bestDealsWindow } from "../../projections/deals/deal-views.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { detectDealsAt, rankBestDeals } from "../../workers/deal-jobs.ts";
import type { HttpApp } from "../app.ts";
import { testHttpAppOn } from "../testing.ts";

const bed = testProjectionBed({ max: 12 });
let app: HttpApp;
const snapshots = () => new PostgresSnapshotStore(bed.database.sql);

/**
 * The day the views are asked on: a Tuesday, the weekday on which this file once failed (a
 * weekend fare fell inside the last-minute window). Every clock below is this one.
 */
const now = new Date("2026-11-24T10:00:00Z");
const clock = fixedClock(now);
/** A month well inside the simulated horizon, so the route has plenty of seasonal samples. */
const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 10));
const departure = target.toISOString().slice(0, 10);
const returning = new Date(target.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);

async function record(price: number, crawlId: string, dates = { departure, returning }) {
  const fare = fareFixture({
    fromAirport: "SOF",
    toAirport: "BCN",
    price,
    departureDate: dates.departure,
    returnDate: dates.returning,
    airline: "W6",
    airlines: ["W6"],
    itinerarySignature: "SOF-W6 4321-BCN",
    providerFlightId: `sim-W64321-${dates.departure}`,
    foundAt: now.toISOString(),
  });
  await recordFareObservations(
    { store: bed.store, snapshots: snapshots() },
    recordFixture([fare], { fromAirport: "SOF", toAirport: "BCN", crawlId, observedAt: now.toISOString() }),
  );
  await bed.projections.catchUp();
  const [event] = await bed.store.readAll({ direction: "backward", eventTypes: ["FaresObserved"], limit: 1 });
  return detectDealsAt(
    { store: bed.store, db: bed.database.db, affiliateMarker: "testmarker" },
    event!.globalPosition,
    now,
  );
}

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await seedTestHistory(bed.database.sql, bed.store, {
    fareSeed: 9,
    routes: [{ from: "SOF", to: "BCN" }],
    days: 40,
    now,
  });
  await bed.projections.catchUp();
  app = testHttpAppOn(bed, {
    clock,
    // real fares: a click-out redirects (the demo page: http/deals/clickout.integration.test.ts)
    fareMode: "live",
  });
});

type Body = Record<string, unknown> & {
  data: Array<Record<string, unknown>>;
  error?: { message: string; code: string };
};
const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await app.request(path, { headers });
  return {
    status: response.status,
    response,
    body: (await response
      .clone()
      .json()
      .catch(() => ({}))) as Body,
  };
};

describe("deals from fares to the API", () => {
  let shortCode = "";

  it("a fare far under the seasonal median becomes a hot deal with a short code", async () => {
    const result = await record(40, "cheap-1");
    expect(result.detected).toBe(1);
    await bed.projections.catchUp();
    const { status, body } = await get("/api/deals?from=SOF&destination=BCN");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      total: 1,
      page: 1,
      pageSize: 21,
      counts: { all: 1, direct: 1, stopover: 0 },
    });
    const [deal] = body.data;
    expect(deal).toMatchObject({
      fromAirport: "SOF",
      toAirport: "BCN",
      currentPrice: "40.00",
      currency: "BGN",
      dealType: "hot_deal",
      departureDate: departure,
      destination: { iataCode: "BCN", city: "Барселона", countryCode: "ES" },
      airlineDetails: [{ code: "W6", name: "Wizz Air", logoUrl: "/images/airlines/W6.svg" }],
    });
    expect(deal?.badges).toContain("hot_deal");
    // fareFixture: 225 minutes out, 220 back
    expect(deal).toMatchObject({
      airlineName: "Wizz Air",
      outboundDurationSeconds: 225 * 60,
      outboundDurationText: "3h 45m",
      returnDurationSeconds: 220 * 60,
      returnDurationText: "3h 40m",
      ogImageUrl: "/images/destinations/BCN.svg",
    });
    expect(deal?.shortCode).toMatch(/^[A-Z][0-9][A-Z][0-9][A-Z]?$/);
    expect((deal!.directFlightStats as { count: number }).count).toBeGreaterThanOrEqual(30);
    expect(deal?.bookingUrl).toContain("marker=testmarker");
    shortCode = deal?.shortCode as string;
  });

  it("finds one deal by short code or id, and says when there is none", async () => {
    const byCode = await get(`/api/deals/${shortCode}`);
    expect(byCode.status).toBe(200);
    const byId = await get(
      `/api/deals/${byCode.body.data && (byCode.body as unknown as { data: { id: string } }).data.id}`,
    );
    expect(byId.status).toBe(200);
    const missing = await get("/api/deals/Z9Z9Z");
    expect(missing.status).toBe(404);
    expect(missing.body.error?.message).toBe("This deal may have expired or been removed");
  });

  it("answers invalid listing queries with 400 naming the field and rule", async () => {
    const cases: Array<[string, string]> = [
      ["pageSize=0", "pageSize must be between 1 and 100"],
      ["pageSize=101", "pageSize must be between 1 and 100"],
      ["page=0", "page must be >= 1"],
      ["minPrice=-1", "must be >= 0"],
      ["sortBy=cheapest", "sortBy must be price-asc, price-desc, popularity or savings"],
      ["stops=two", "stops must be any, direct or stopover"],
      ["minPrice=200&maxPrice=100", "minPrice must be <= maxPrice"],
      ["month=2026-13", "month must be YYYY-MM"],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await get(`/api/deals?${query}`);
      expect(status, query).toBe(400);
      expect(body.error?.message, query).toBe(message);
    }
  });

  it("a click-out is recorded (personal data apart) and redirects; bots are not counted", async () => {
    const human = await get(`/go/${shortCode}?tz=Europe/London`, {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126",
      referer: "http://localhost/en/best-deals?page=2",
    });
    expect(human.status).toBe(302);
    expect(human.response.headers.get("location")).toContain("aviasales.com/search/SOF");
    await get(`/go/${shortCode}`, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    const clicks = await bed.store.readAll({ eventTypes: ["ClickOutRecorded"] });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.data).toMatchObject({
      shortCode,
      timeZone: "Europe/London",
      timeZoneSource: "client",
      // counted by class and page language, never by agent or path (decision 0062)
      deviceClass: "desktop",
      fromSite: true,
      language: "en",
      referrer: "http://localhost",
    });
    expect(JSON.stringify(clicks[0]?.data)).not.toContain("Mozilla");
    const [pii] = await bed.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM clickout_pii`;
    expect(pii?.n).toBe(1);
    expect((await get("/go/Z9Z9Z")).status).toBe(404);
  });

  it("a cheaper price reprices the deal; a normal price expires it", async () => {
    expect((await record(35, "cheap-2")).detected).toBe(1);
    await bed.projections.catchUp();
    expect((await get(`/api/deals/${shortCode}`)).body.data).toMatchObject({ currentPrice: "35.00", status: "active" });
    const normal = await record(400, "normal-1");
    expect(normal.expired).toBe(1);
    await bed.projections.catchUp();
    expect((await get(`/api/deals/${shortCode}`)).body.data).toMatchObject({ status: "expired" });
    expect((await get("/api/deals?destination=BCN")).body.total).toBe(0);
  });

  it("serves last-minute, weekend and Christmas views and the route's price history", async () => {
    // days counted from today in Sofia, as the views count them: from 21:00 or 22:00 UTC Sofia is a day ahead
    const sofiaToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Sofia" }).format(now);
    const day = (offset: number) =>
      new Date(Date.parse(`${sofiaToday}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    // the next Friday beyond the 3-day last-minute window asked for below, back on Sunday
    // (from 3 days away it was inside that window every Tuesday)
    let friday = 4;
    while (new Date(`${day(friday)}T12:00:00Z`).getUTCDay() !== 5) friday++;
    // ten nights away: never one of the weekend patterns (from a Tuesday, day 2 to day 6 is thu-mon)
    await record(30, "soon-1", { departure: day(2), returning: day(12) });
    await record(31, "weekend-1", { departure: day(friday), returning: day(friday + 2) });
    // a trip over Christmas, or over New Year once Christmas has passed (tests run all year)
    const { year } = christmasSeasonFor(day(0));
    const xmas = [
      { departure: `${year}-12-20`, returning: `${year}-12-27` },
      { departure: `${year}-12-31`, returning: `${year + 1}-01-02` },
    ].find((trip) => trip.departure > day(1));
    if (xmas) await record(32, "xmas-1", xmas);
    await bed.projections.catchUp();

    const lastMinute = await get("/api/deals/last-minute?maxDepartureDays=3");
    expect(lastMinute.status).toBe(200);
    const soon = lastMinute.body.data as Array<{ currentPrice: string; urgency: { departureInDays: number } }>;
    expect(soon.map((d) => d.currentPrice)).toEqual(["30.00"]);
    expect(soon[0]?.urgency.departureInDays).toBe(2);

    const weekend = await get("/api/deals/weekend?origin=SOF&weeks=4");
    const groups = weekend.body.data as Array<{
      totalDeals: number;
      patterns: string[];
      deals: Array<{ pattern: string; nights: number; needsPto: boolean }>;
    }>;
    expect(groups).toHaveLength(4);
    const withDeals = groups.filter((g) => g.totalDeals > 0);
    expect(withDeals).toHaveLength(1);
    expect(withDeals[0]?.deals[0]).toMatchObject({ pattern: "fri-sun", nights: 2 });

    const christmas = await get("/api/deals/christmas");
    expect(christmas.status).toBe(200);
    if (xmas)
      expect((christmas.body.data as Array<{ currentPrice: string }>).map((d) => d.currentPrice)).toContain("32.00");

    const history = await get("/api/routes/SOF/BCN/history?days=60");
    const points = (history.body.data as unknown as { points: Array<{ minPrice: number; samples: number }> }).points;
    expect(points.length).toBeGreaterThan(30);
    expect(Math.min(...points.map((p) => p.minPrice))).toBe(30);

    for (const [path, message] of [
      ["/api/deals/last-minute?limit=3", "limit must be between 4 and 80"],
      ["/api/deals/last-minute?maxDepartureDays=8", "maxDepartureDays must be between 1 and 7"],
      ["/api/deals/weekend?origin=LHR", "origin must be ALL, SOF, VAR, BOJ or PDV"],
      ["/api/deals/weekend?weeks=25", "weeks must be between 1 and 24"],
      ["/api/deals/weekend?pattern=sun-fri", "pattern must be fri-sun, fri-mon, sat-mon or thu-mon"],
      ["/api/routes/SOF/BCN/history?days=0", "days must be between 1 and 365"],
      // a bad pair and a bad query: the pair is answered first, as it always was
      ["/api/routes/SO/BCN/history?days=0", "Airport code must be 3 letters"],
      ["/api/routes/SOF/B/stats?season=winter", "Airport code must be 3 letters"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.error?.message, path).toBe(message);
    }
  });

  it("ranks the live deals into the best deals of the day, with filters", async () => {
    await rankBestDeals({ store: bed.store, db: bed.database.db, affiliateMarker: "testmarker" });
    await bed.projections.catchUp();
    const best = await get("/api/deals/best?origin=SOF&limit=2");
    expect(best.status).toBe(200);
    const entries = best.body.data as unknown as Array<{
      rank: number;
      score: number;
      popularityTier: string;
      ttlSeconds: number;
      scoreBreakdown: Record<string, number>;
      deal: { fromAirport: string };
    }>;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(2);
    expect(entries[0]).toMatchObject({ rank: 1, ttlSeconds: 900, deal: { fromAirport: "SOF" } });
    expect(Object.keys(entries[0]!.scoreBreakdown).sort()).toEqual([
      "badges",
      "direct",
      "popularity",
      "savings",
      "statistical",
    ]);
    expect((await get("/api/deals/best?country=es")).body.data.length).toBe(
      entries.length === 0 ? 0 : (await get("/api/deals/best?country=ES")).body.data.length,
    );
    expect((await get("/api/deals/best?maxStops=0&alliance=STAR")).status).toBe(200);
    // a page of the ranking is the same slice of it, with the ranking's size (the site's pages)
    const filters = { limit: 300 } as Parameters<typeof bestDeals>[1];
    const whole = await bestDeals(bed.database.db, filters, new Date());
    expect(whole.length).toBeGreaterThan(1);
    const second = await bestDealsWindow(bed.database.db, filters, new Date(), { offset: 1, size: 1 });
    expect(second).toEqual({ entries: whole.slice(1, 2), total: whole.length });
    const capped = await bestDealsWindow(bed.database.db, { ...filters, limit: 1 }, new Date(), {
      offset: 0,
      size: 12,
    });
    expect(capped).toEqual({ entries: whole.slice(0, 1), total: 1 });
    for (const [query, message] of [
      ["limit=301", "limit must be between 1 and 300"],
      ["maxStops=4", "maxStops must be between 0 and 3"],
      ["origin=SOFIA", "origin must be 3-4 characters"],
      ["carrierComposition=solo", "carrierComposition must be single_carrier, multi_carrier, multi_low_cost or mixed"],
    ] as const) {
      const response = await get(`/api/deals/best?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error?.message, query).toBe(message);
    }
  });
});
