import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import type { FareCriteria } from "../../core/search/form-criteria.ts";
import { type CheapestFare, cheapestFareOf } from "../pricing/fares.ts";

/**
 * The /search results: the current fares that match a search (core/search/form-criteria.ts),
 * cheapest first, each with the live deal on the same itinerary when there is one, and the
 * airports a searched place stands for.
 */

/** The live deal on a fare's itinerary: its badges for the results, its code for its page. */
export interface FareDeal {
  shortCode: string;
  badges: string[];
  savingsPercent: number;
}

export interface SearchFare extends CheapestFare {
  itinerarySignature: string;
  deal: FareDeal | null;
}

/** A place the search resolved to: a city (all its airports), one airport, or a country (all its cities). */
export interface SearchPlace {
  type: "destination" | "airport" | "country";
  /** City or airport IATA code, or the ISO country code. */
  code: string;
}

export const SEARCH_RESULTS_LIMIT = 24;
/** Fares seen longer ago than this are not current any more (as on the home page). */
const FRESH_DAYS = 3;

/** The arrival airports of a place, from the catalog read model. */
export async function placeAirports(db: Db, place: SearchPlace): Promise<string[]> {
  if (place.type === "airport") return [place.code];
  const where =
    place.type === "destination"
      ? sql`d.iata_code = ${place.code}`
      : sql`d.country_code = ${place.code} AND d.is_active`;
  const result = await sql<{ airport: string }>`
    SELECT DISTINCT airport FROM destinations d, unnest(d.airports) AS airport WHERE ${where}
     ORDER BY airport`.execute(db);
  return result.rows.map((row) => row.airport);
}

/** The current fares matching the criteria, cheapest first (closest to `nearDate` first when given). */
export async function matchingFares(
  db: Db,
  criteria: FareCriteria,
  options: { limit?: number } = {},
): Promise<SearchFare[]> {
  if (criteria.toAirports.length === 0) return [];
  const limit = Math.min(Math.max(options.limit ?? SEARCH_RESULTS_LIMIT, 1), 100);
  const origins = criteria.origins ? [...criteria.origins] : null;
  const toAirports = [...criteria.toAirports];
  const departure = criteria.departure;
  const returning = criteria.returning;
  const order = criteria.nearDate
    ? sql`abs(c.flight_date - ${criteria.nearDate}::date), c.price_bgn`
    : sql`c.price_bgn, c.flight_date`;
  const result = await sql<Record<string, unknown>>`
    WITH matching AS (
      SELECT c.from_airport, c.to_airport, c.price_bgn, c.flight_date, c.return_date, c.departure_time,
             c.arrival_time, c.duration_minutes, c.airline, c.is_direct_flight, c.stops, c.found_at,
             c.itinerary_signature
        FROM current_fares c
       WHERE c.to_airport = ANY(${toAirports}::text[])
         AND (${origins}::text[] IS NULL OR c.from_airport = ANY(${origins}::text[]))
         AND c.flight_date > current_date AND c.found_at > now() - make_interval(days => ${FRESH_DAYS})
         AND ${criteria.oneWay ? sql`c.return_date IS NULL` : sql`c.return_date IS NOT NULL`}
         AND ${departure ? sql`c.flight_date BETWEEN ${departure.from}::date AND ${departure.to}::date` : sql`true`}
         AND ${returning ? sql`c.return_date BETWEEN ${returning.from}::date AND ${returning.to}::date` : sql`true`}
         AND c.stops <= ${criteria.maxStops}
       ORDER BY ${order}, c.from_airport, c.to_airport, c.itinerary_signature
       LIMIT ${limit}
    )
    SELECT c.*, s.median, s.sample_count, d.iata_code AS destination_code, d.city AS city_bg, d.city_en,
           d.country AS country_bg, d.country_en, d.country_code, d.city_slug_bg, d.city_slug_en,
           d.country_slug_bg, d.country_slug_en, al.name AS airline_name,
           deal.short_code AS deal_code, deal.badges AS deal_badges, deal.savings_percent AS deal_savings_percent
      FROM matching c
      LEFT JOIN airports a ON a.iata_code = c.to_airport
      LEFT JOIN destinations d ON d.iata_code = a.city_code
      LEFT JOIN route_price_stats s ON s.from_airport = c.from_airport AND s.to_airport = c.to_airport
           AND s.season_key = 'm' || to_char(c.flight_date, 'MM')
      LEFT JOIN airlines al ON al.iata_code = c.airline
      LEFT JOIN LATERAL (
        SELECT dd.short_code, dd.badges, dd.savings_percent FROM destination_deals dd
         WHERE dd.status = 'active' AND dd.from_airport = c.from_airport AND dd.to_airport = c.to_airport
           AND dd.departure_date = c.flight_date AND dd.return_date IS NOT DISTINCT FROM c.return_date
           AND dd.itinerary_signature = c.itinerary_signature
         ORDER BY dd.current_price LIMIT 1
      ) deal ON true
     ORDER BY ${order}, c.from_airport, c.to_airport, c.itinerary_signature`.execute(db);
  return result.rows.map((row) => ({
    ...cheapestFareOf(row),
    itinerarySignature: row.itinerarySignature as string,
    deal: row.dealCode
      ? {
          shortCode: row.dealCode as string,
          badges: (row.dealBadges as string[] | null) ?? [],
          savingsPercent: Number(row.dealSavingsPercent),
        }
      : null,
  }));
}
