import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import { firstDayOf, lastDayOf, type Month } from "../../core/deals/month-grid.ts";
import type { TripLength } from "../../core/deals/trip-length.ts";
import { sofiaDate } from "../../core/time/clock.ts";
import { currentFareSince } from "./fares.ts";

export interface MapFare {
  /** The catalog destination (a city code). */
  iataCode: string;
  cityBg: string;
  cityEn: string;
  countryBg: string;
  countryEn: string;
  citySlugBg: string;
  citySlugEn: string;
  countrySlugBg: string;
  countrySlugEn: string;
  latitude: number;
  longitude: number;
  /** The cheapest current return fare there that the filters let through. */
  priceBgn: number;
  toAirport: string;
  flightDate: string;
  returnDate: string;
  isDirectFlight: boolean;
}

export interface MapFaresQuery {
  fromAirport: string;
  /** A trip length of the price calendar, or any return trip. */
  tripLength: TripLength | "any";
  /** Departures in this month only; any month ahead when null. */
  month: Month | null;
  /** At most this much, in BGN; no limit when null. */
  maxPriceBgn: number | null;
  directOnly: boolean;
  now: Date;
}

/**
 * Every catalog destination with a current return fare from one Bulgarian airport, the cheapest
 * the filters let through, cheapest first: the map's markers and the list beside it. A trip
 * length reads route_calendar; any length reads current_fares' return fares.
 */
export async function mapFares(db: Db, query: MapFaresQuery): Promise<MapFare[]> {
  const today = sofiaDate(query.now);
  const freshSince = currentFareSince(query.now);
  // each airport's cheapest fare through the (from, to, [length,] price) index, then the cheapest
  // airport of each destination: sorting every fare from the airport cost the page 60 ms
  const [fares, ofLength] =
    query.tripLength === "any"
      ? [sql`current_fares`, sql`c.return_date IS NOT NULL`]
      : [sql`route_calendar`, sql`c.trip_length = ${query.tripLength}`];
  const inMonth = query.month
    ? sql`AND c.flight_date BETWEEN ${firstDayOf(query.month)}::date AND ${lastDayOf(query.month)}::date`
    : sql``;
  const result = await sql<Record<string, unknown>>`
    SELECT * FROM (
      SELECT DISTINCT ON (d.iata_code)
             d.iata_code, d.city AS city_bg, d.city_en, d.country AS country_bg, d.country_en,
             d.city_slug_bg, d.city_slug_en, d.country_slug_bg, d.country_slug_en, d.latitude, d.longitude,
             f.price_bgn, f.to_airport, to_char(f.flight_date, 'YYYY-MM-DD') AS flight_date,
             to_char(f.return_date, 'YYYY-MM-DD') AS return_date, f.is_direct_flight
        FROM destinations d
        JOIN airports a ON a.city_code = d.iata_code
       CROSS JOIN LATERAL (
         SELECT c.price_bgn, c.to_airport, c.flight_date, c.return_date, c.is_direct_flight
           FROM ${fares} c
          WHERE c.from_airport = ${query.fromAirport} AND c.to_airport = a.iata_code AND ${ofLength}
            AND c.found_at > ${freshSince} AND c.flight_date >= ${today}::date ${inMonth}
            AND (${query.maxPriceBgn}::numeric IS NULL OR c.price_bgn <= ${query.maxPriceBgn})
            AND (NOT ${query.directOnly} OR c.is_direct_flight)
          ORDER BY c.price_bgn, c.flight_date LIMIT 1) f
       WHERE d.is_active
       ORDER BY d.iata_code, f.price_bgn, f.flight_date
    ) cheapest
    ORDER BY price_bgn, iata_code`.execute(db);
  return result.rows.map((row) => ({
    iataCode: row.iataCode as string,
    cityBg: row.cityBg as string,
    cityEn: row.cityEn as string,
    countryBg: row.countryBg as string,
    countryEn: row.countryEn as string,
    citySlugBg: row.citySlugBg as string,
    citySlugEn: row.citySlugEn as string,
    countrySlugBg: row.countrySlugBg as string,
    countrySlugEn: row.countrySlugEn as string,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    priceBgn: Number(row.priceBgn),
    toAirport: row.toAirport as string,
    flightDate: row.flightDate as string,
    returnDate: row.returnDate as string,
    isDirectFlight: row.isDirectFlight as boolean,
  }));
}
