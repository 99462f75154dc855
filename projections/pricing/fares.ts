import { sql } from "kysely";
import type { DestinationPlace } from "../../core/catalog/destination-place.ts";
import { BGN_PER_EUR, DAY_MS } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";
import { roundPrice } from "../../core/pricing/money.ts";
import { AIRLINE_NAMES, airportByIata } from "../../core/pricing/simulated-routes.ts";

export type PlaceSummary = DestinationPlace;

export interface CheapestFare {
  fromAirport: string;
  toAirport: string;
  origin: PlaceSummary;
  destination: PlaceSummary;
  priceBgn: number;
  priceEur: number;
  flightDate: string;
  returnDate: string | null;
  departureTime: string;
  arrivalTime: string;
  durationMinutes: number;
  airline: string;
  airlineName: string;
  isDirectFlight: boolean;
  stops: number;
  foundAt: string;
  /** Median of the route's fares departing in the same month, and how many fares it rests on. */
  seasonalMedianBgn: number | null;
  seasonalSampleCount: number;
  /** The catalog destination (city code) the fare flies to, with its page slugs, when known. */
  destinationCode: string | null;
  destinationSlugs: { countryBg: string; cityBg: string; countryEn: string; cityEn: string } | null;
}

export interface CheapestFaresQuery {
  origin?: string;
  /** Only fares to these airports (a destination's airports); one card per departure airport. */
  toAirports?: readonly string[];
  limit?: number;
  /** Fares seen longer ago than this are not current any more. */
  freshDays?: number;
}

/** A fare seen longer ago than this many days is no longer current: the sites show none older. */
export const CURRENT_FARE_DAYS = 3;

/** The moment before which a fare is no longer current, on the reader's clock. */
export function currentFareSince(now: Date): Date {
  return new Date(now.getTime() - CURRENT_FARE_DAYS * DAY_MS);
}

function place(iataCode: string): PlaceSummary {
  const known = airportByIata(iataCode);
  return {
    iataCode,
    cityBg: known?.cityBg ?? iataCode,
    cityEn: known?.cityEn ?? iataCode,
    countryBg: known?.countryBg ?? "",
    countryEn: known?.countryEn ?? "",
    countryCode: known?.countryCode ?? "",
  };
}

const isoDay = (value: Date | string) =>
  typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The cheapest current fare to each destination city, cheapest destinations first. */
export async function cheapestFaresByDestination(db: Db, query: CheapestFaresQuery = {}): Promise<CheapestFare[]> {
  const limit = Math.min(Math.max(query.limit ?? 24, 1), 300);
  const freshDays = query.freshDays ?? CURRENT_FARE_DAYS;
  const origin = query.origin ?? null;
  const toAirports = query.toAirports ? [...query.toAirports] : null;
  // to one destination: the cheapest per departure airport; otherwise per destination city
  const groupBy = toAirports ? sql`c.from_airport` : sql`COALESCE(a.city_code, c.to_airport)`;
  // Each route's cheapest fresh fare first, through the (from_airport, to_airport, price_bgn)
  // index, then the cheapest of those per group: sorting every current fare to keep a few dozen
  // cost the home page most of its time (docs/decisions/0057). The routes are found by skipping
  // along the itinerary key, one index probe per route.
  const result = await sql<Record<string, unknown>>`
    WITH RECURSIVE routes AS (
      (SELECT from_airport, to_airport FROM current_fares ORDER BY from_airport, to_airport LIMIT 1)
      UNION ALL
      SELECT next.from_airport, next.to_airport
        FROM routes r
       CROSS JOIN LATERAL (
         SELECT c.from_airport, c.to_airport FROM current_fares c
          WHERE (c.from_airport, c.to_airport) > (r.from_airport, r.to_airport)
          ORDER BY c.from_airport, c.to_airport LIMIT 1) next
    ), route_cheapest AS (
      SELECT f.*
        FROM routes r
       CROSS JOIN LATERAL (
         SELECT c.from_airport, c.to_airport, c.price_bgn, c.flight_date, c.return_date, c.departure_time,
                c.arrival_time, c.duration_minutes, c.airline, c.is_direct_flight, c.stops, c.found_at
           FROM current_fares c
          WHERE c.from_airport = r.from_airport AND c.to_airport = r.to_airport
            AND c.flight_date > current_date AND c.found_at > now() - make_interval(days => ${freshDays})
          ORDER BY c.price_bgn, c.flight_date LIMIT 1) f
       WHERE (${origin}::text IS NULL OR r.from_airport = ${origin})
         AND (${toAirports}::text[] IS NULL OR r.to_airport = ANY(${toAirports}::text[]))
    ), cheapest AS (
      SELECT DISTINCT ON (${groupBy}) c.*, a.city_code
        FROM route_cheapest c
        LEFT JOIN airports a ON a.iata_code = c.to_airport
       ORDER BY ${groupBy}, c.price_bgn, c.flight_date
    ), shown AS (
      SELECT * FROM cheapest ORDER BY price_bgn, to_airport LIMIT ${limit}
    )
    SELECT c.*, s.median, s.sample_count, d.iata_code AS destination_code, d.city AS city_bg, d.city_en,
           d.country AS country_bg, d.country_en, d.country_code, d.city_slug_bg, d.city_slug_en,
           d.country_slug_bg, d.country_slug_en, al.name AS airline_name
      FROM shown c
      LEFT JOIN route_price_stats s ON s.from_airport = c.from_airport AND s.to_airport = c.to_airport
           AND s.season_key = 'm' || to_char(c.flight_date, 'MM')
      LEFT JOIN destinations d ON d.iata_code = c.city_code
      LEFT JOIN airlines al ON al.iata_code = c.airline
     ORDER BY c.price_bgn, c.to_airport`.execute(db);
  return result.rows.map(cheapestFareOf);
}

/**
 * One current_fares row, joined as above (route_price_stats, destinations, airlines), as a fare
 * card shows it; the search results (projections/search/search-results.ts) select the same columns.
 */
export function cheapestFareOf(row: Record<string, unknown>): CheapestFare {
  const priceBgn = Number(row.priceBgn);
  const toAirport = row.toAirport as string;
  const fallback = place(toAirport);
  const destination: PlaceSummary = row.destinationCode
    ? {
        iataCode: toAirport,
        cityBg: row.cityBg as string,
        cityEn: row.cityEn as string,
        countryBg: row.countryBg as string,
        countryEn: row.countryEn as string,
        countryCode: row.countryCode as string,
      }
    : fallback;
  return {
    fromAirport: row.fromAirport as string,
    toAirport,
    origin: place(row.fromAirport as string),
    destination,
    destinationCode: (row.destinationCode as string | null) ?? null,
    destinationSlugs: row.destinationCode
      ? {
          countryBg: row.countrySlugBg as string,
          cityBg: row.citySlugBg as string,
          countryEn: row.countrySlugEn as string,
          cityEn: row.citySlugEn as string,
        }
      : null,
    priceBgn,
    priceEur: roundPrice(priceBgn / BGN_PER_EUR),
    flightDate: isoDay(row.flightDate as Date),
    returnDate: row.returnDate ? isoDay(row.returnDate as Date) : null,
    departureTime: row.departureTime as string,
    arrivalTime: row.arrivalTime as string,
    durationMinutes: row.durationMinutes as number,
    airline: row.airline as string,
    airlineName: (row.airlineName as string | null) ?? AIRLINE_NAMES[row.airline as string] ?? (row.airline as string),
    isDirectFlight: row.isDirectFlight as boolean,
    stops: row.stops as number,
    foundAt: new Date(row.foundAt as string).toISOString(),
    seasonalMedianBgn: row.median === null ? null : Number(row.median),
    seasonalSampleCount: (row.sampleCount as number | null) ?? 0,
  };
}
