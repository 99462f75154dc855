import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import type { Db } from "../../core/db/database.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { londonFares, recordFares } from "../../core/search/testing.ts";
import { seedTestHistory } from "../../core/testing/seed-history.ts";
import { airlineBySlug, departureAirports, listAirlines } from "../catalog/airports-airlines.ts";
import { listDestinations } from "../catalog/queries.ts";
import { testProjectionBed } from "../testing.ts";
import { cheapestFaresByDestination } from "./fares.ts";

const bed = testProjectionBed({ max: 12 });

const ROUTES = [
  { from: "SOF", to: "LTN" },
  { from: "SOF", to: "STN" },
  { from: "VAR", to: "LTN" },
  { from: "SOF", to: "BCN" },
  { from: "VAR", to: "BCN" },
  { from: "SOF", to: "CDG" },
  { from: "BOJ", to: "CDG" },
  { from: "PDV", to: "BGY" },
];

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  // ten days of daily crawls: itineraries not seen in the last three days are stale
  await seedTestHistory(bed.database.sql, bed.store, {
    fareSeed: 7,
    routes: ROUTES,
    days: 10,
    now: new Date(),
    concurrency: 2,
  });
  // hand-made fares, one of them cheap but seen ten days ago
  await recordFares(
    { sql: bed.database.sql, store: bed.store },
    londonFares(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)),
  );
  await bed.projections.catchUp();
});

/** The query as it was before decision 0057: every fresh fare sorted, the first of each group kept. */
async function reference(db: Db, query: { origin?: string; toAirports?: string[]; limit: number }) {
  const origin = query.origin ?? null;
  const toAirports = query.toAirports ?? null;
  const groupBy = toAirports ? sql`c.from_airport` : sql`COALESCE(a.city_code, c.to_airport)`;
  const result = await sql<{ fromAirport: string; toAirport: string; priceBgn: string; flightDate: Date }>`
    WITH cheapest AS (
      SELECT DISTINCT ON (${groupBy}) c.from_airport, c.to_airport, c.price_bgn, c.flight_date
        FROM current_fares c
        LEFT JOIN airports a ON a.iata_code = c.to_airport
       WHERE c.flight_date > current_date AND c.found_at > now() - make_interval(days => 3)
         AND (${origin}::text IS NULL OR c.from_airport = ${origin})
         AND (${toAirports}::text[] IS NULL OR c.to_airport = ANY(${toAirports}::text[]))
       ORDER BY ${groupBy}, c.price_bgn, c.flight_date
    )
    SELECT * FROM cheapest ORDER BY price_bgn, to_airport LIMIT ${query.limit}`.execute(db);
  return result.rows.map((row) => `${row.fromAirport}-${row.toAirport} ${Number(row.priceBgn)}`);
}

describe("the cheapest current fare of each destination", () => {
  it("is the same as sorting every fresh fare, whatever the filter", async () => {
    const cases = [
      { limit: 24 },
      { limit: 2 },
      { origin: "SOF", limit: 24 },
      { origin: "VAR", limit: 24 },
      { origin: "XXX", limit: 24 },
      { toAirports: ["LCY", "LGW", "LHR", "LTN", "SEN", "STN"], limit: 24 },
      { toAirports: ["BCN"], limit: 24 },
    ];
    for (const query of cases) {
      const expected = await reference(bed.database.db, query);
      const fares = await cheapestFaresByDestination(bed.database.db, query);
      expect(
        fares.map((fare) => `${fare.fromAirport}-${fare.toAirport} ${fare.priceBgn}`),
        JSON.stringify(query),
      ).toEqual(expected);
    }
    // the data has what the cases need: several cities, several origins to one of them
    expect((await reference(bed.database.db, { limit: 24 })).length).toBeGreaterThanOrEqual(4);
    expect((await reference(bed.database.db, { toAirports: ["BCN"], limit: 24 })).length).toBe(2);
  });
});

describe("the catalog's cheapest prices", () => {
  it("are what min() over every fresh fare gives, per destination and per airline", async () => {
    const fresh = sql`c.found_at > now() - interval '3 days' AND c.flight_date > current_date`;
    const destinations = await listDestinations(bed.database.db);
    const expected = await sql<{ iataCode: string; minPrice: string | null }>`
      SELECT d.iata_code, (SELECT min(c.price_bgn) FROM current_fares c WHERE c.to_airport = ANY(d.airports) AND ${fresh}) AS min_price
        FROM destinations d WHERE d.is_active`.execute(bed.database.db);
    const byCode = new Map(expected.rows.map((r) => [r.iataCode, r.minPrice === null ? null : Number(r.minPrice)]));
    expect(destinations.filter((d) => d.minPriceBgn !== null).length).toBeGreaterThan(2);
    for (const destination of destinations)
      expect(destination.minPriceBgn, destination.iataCode).toBe(byCode.get(destination.iataCode));

    const airlines = await listAirlines(bed.database.db);
    const perAirline = await sql<{ airline: string; routes: number; minPrice: string }>`
      SELECT c.airline, count(DISTINCT (c.from_airport, c.to_airport))::int AS routes, min(c.price_bgn) AS min_price
        FROM current_fares c WHERE ${fresh} GROUP BY c.airline`.execute(bed.database.db);
    const flown = airlines.filter((a) => a.routeCount > 0);
    expect(flown.length).toBeGreaterThan(0);
    for (const row of perAirline.rows) {
      const airline = airlines.find((a) => a.iataCode === row.airline);
      if (!airline) continue;
      expect([airline.routeCount, airline.minPriceBgn], row.airline).toEqual([row.routes, Number(row.minPrice)]);
      const [one] = [(await airlineBySlug(bed.database.db, airline.slugEn))?.value];
      expect([one?.routeCount, one?.minPriceBgn], row.airline).toEqual([row.routes, Number(row.minPrice)]);
    }

    const airports = await departureAirports(bed.database.db);
    const served = await sql<{ fromAirport: string; destinations: number }>`
      SELECT c.from_airport, count(DISTINCT c.to_airport)::int AS destinations
        FROM current_fares c WHERE ${fresh} GROUP BY c.from_airport`.execute(bed.database.db);
    expect(airports.some((a) => a.destinationCount > 0)).toBe(true);
    for (const airport of airports)
      expect(airport.destinationCount, airport.iataCode).toBe(
        served.rows.find((row) => row.fromAirport === airport.iataCode)?.destinations ?? 0,
      );
  });
});
