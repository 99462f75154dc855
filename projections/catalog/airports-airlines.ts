/** Read-side queries of the airport and airline pages. */
import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import { type DestinationSummary, destinationRows, FRESH, type Localised, num, type Raw } from "./queries.ts";

export interface AirportSummary {
  iataCode: string;
  nameBg: string;
  nameEn: string;
  cityBg: string;
  cityEn: string;
  slugBg: string;
  slugEn: string;
  latitude: number;
  longitude: number;
  timezone: string | null;
  destinationCount: number;
}

export interface DestinationAirport {
  iataCode: string;
  nameBg: string;
  nameEn: string;
}

export async function airportsOf(db: Db, iataCodes: readonly string[]): Promise<DestinationAirport[]> {
  const result = await sql<DestinationAirport>`
    SELECT iata_code, name_bg, name_en FROM airports WHERE iata_code = ANY(${[...iataCodes]}::text[])
     ORDER BY array_position(${[...iataCodes]}::text[], iata_code)`.execute(db);
  return result.rows;
}

/** The Bulgarian departure airports (the only ones with pages). */
export async function departureAirports(db: Db): Promise<AirportSummary[]> {
  // one pass over the fresh fares for all four airports, routes made distinct by hashing: a
  // count(DISTINCT) per airport sorted each one's fares (29 ms; this is 17 ms on the same data)
  const result = await sql<AirportSummary>`
    WITH served AS (
      SELECT r.from_airport, count(*)::int AS destination_count
        FROM (SELECT DISTINCT c.from_airport, c.to_airport FROM current_fares c WHERE ${FRESH}) r
       GROUP BY r.from_airport
    )
    SELECT a.iata_code, a.name_bg, a.name_en, a.city_bg, a.city_en, a.slug_bg, a.slug_en, a.latitude, a.longitude, a.timezone,
           COALESCE(s.destination_count, 0) AS destination_count
      FROM airports a LEFT JOIN served s ON s.from_airport = a.iata_code
     WHERE a.slug_bg IS NOT NULL AND a.is_active ORDER BY a.popularity_score DESC`.execute(db);
  return result.rows;
}

export interface AirlineSummary {
  iataCode: string;
  name: string;
  nameBg: string;
  slugBg: string;
  slugEn: string;
  logoUrl: string;
  isLowCost: boolean;
  allianceCode: string | null;
  routeCount: number;
  minPriceBgn: number | null;
}

async function airlineRows(db: Db, where: ReturnType<typeof sql>): Promise<AirlineSummary[]> {
  const result = await sql<Omit<AirlineSummary, "minPriceBgn"> & { minPriceBgn: unknown }>`
    WITH route_fares AS (
      -- routes grouped first, then counted: count(DISTINCT (from, to)) sorted every fresh fare
      -- by a row value, 144 of the airlines page's 145 ms in PostgreSQL; this is 28 ms
      SELECT c.airline, c.from_airport, c.to_airport, min(c.price_bgn) AS min_price_bgn
        FROM current_fares c
       WHERE ${FRESH} AND c.airline IN (SELECT a.iata_code FROM airlines a WHERE a.is_active AND ${where})
       GROUP BY c.airline, c.from_airport, c.to_airport
    ), routes AS (
      SELECT airline, count(*)::int AS route_count, min(min_price_bgn) AS min_price_bgn FROM route_fares GROUP BY airline
    )
    SELECT a.iata_code, a.name, a.name_bg, a.slug_bg, a.slug_en, a.logo_url, a.is_low_cost, a.alliance_code,
           COALESCE(r.route_count, 0) AS route_count, r.min_price_bgn
      FROM airlines a LEFT JOIN routes r ON r.airline = a.iata_code
     WHERE a.is_active AND ${where} ORDER BY a.name`.execute(db);
  return result.rows.map((row) => ({ ...row, minPriceBgn: num(row.minPriceBgn) }));
}

export function listAirlines(db: Db): Promise<AirlineSummary[]> {
  return airlineRows(db, sql`true`);
}

export async function airlineBySlug(db: Db, slug: string): Promise<Localised<AirlineSummary> | null> {
  const [airline] = await airlineRows(db, sql`(a.slug_bg = ${slug} OR a.slug_en = ${slug})`);
  return airline ? { value: airline, matched: airline.slugBg === slug ? "bg" : "en" } : null;
}

export interface AirlineRoute {
  fromAirport: string;
  toAirport: string;
  destination: DestinationSummary | null;
  minPriceBgn: number;
}

export async function routesOfAirline(db: Db, airline: string): Promise<AirlineRoute[]> {
  const result = await sql<Raw>`
    SELECT c.from_airport, c.to_airport, min(c.price_bgn) AS min_price_bgn, min(a.city_code) AS city_code
      FROM current_fares c LEFT JOIN airports a ON a.iata_code = c.to_airport
     WHERE c.airline = ${airline} AND ${FRESH}
     GROUP BY c.from_airport, c.to_airport ORDER BY min(c.price_bgn)`.execute(db);
  const cityCodes = [...new Set(result.rows.map((row) => row.cityCode as string).filter(Boolean))];
  const destinations = new Map(
    (await destinationRows(db, sql`d.iata_code = ANY(${cityCodes}::text[])`)).map((d) => [d.iataCode, d]),
  );
  return result.rows.map((row) => ({
    fromAirport: row.fromAirport as string,
    toAirport: row.toAirport as string,
    destination: destinations.get(row.cityCode as string) ?? null,
    minPriceBgn: Number(row.minPriceBgn),
  }));
}

/** The airports a code flies to: a catalog destination's (a city code, "LON"), or the airport itself. */
export async function airportsOfCode(db: Db, code: string): Promise<string[]> {
  const result = await sql<{ airports: string[] }>`
    SELECT airports FROM destinations WHERE iata_code = ${code} AND is_active LIMIT 1`.execute(db);
  const airports = result.rows[0]?.airports;
  return airports && airports.length > 0 ? airports : [code];
}
