import { sql } from "kysely";
import type { DestinationPlace } from "../../core/catalog/destination-place.ts";
import type { Db } from "../../core/db/database.ts";

/**
 * Read-side queries of the catalog screens. Prices come from current_fares (fares seen in the
 * last 3 days, departing after today), in BGN.
 */
export type Lang = "bg" | "en";

export interface DestinationSummary extends DestinationPlace {
  citySlugBg: string;
  citySlugEn: string;
  countrySlugBg: string;
  countrySlugEn: string;
  imageUrl: string | null;
  /** Set when an admin chose a photo (Unsplash): who took it, for the credit the picture needs. */
  photo: { photographerName: string; photographerUsername: string } | null;
  popularityScore: number;
  latitude: number;
  longitude: number;
  airports: string[];
  minPriceBgn: number | null;
  /** Live deals to this destination (deal_facets). */
  dealCount: number;
}

export interface CountrySummary {
  countryCode: string;
  nameBg: string;
  nameEn: string;
  slugBg: string;
  slugEn: string;
  destinationCount: number;
  destinationsWithDeals: number;
  minPriceBgn: number | null;
  /** Live deals to the country's destinations (deal_facets). */
  dealCount: number;
}

export const FRESH = sql`c.found_at > now() - interval '3 days' AND c.flight_date > current_date`;

/**
 * The cheapest fresh fare to any of a destination's airports: per airport, its fares cheapest
 * first through the (to_airport, price_bgn) index, stopping at the first fresh one; min() over
 * `to_airport = ANY(...)` read every future fare of the city instead.
 */
const DESTINATION_MIN_PRICE = sql`(SELECT min(cheapest.price_bgn) FROM unnest(d.airports) AS airport(code),
  LATERAL (SELECT c.price_bgn FROM current_fares c WHERE c.to_airport = airport.code AND ${FRESH}
            ORDER BY c.price_bgn LIMIT 1) cheapest)`;

export type Raw = Record<string, unknown>;
export const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export function toDestination(row: Raw): DestinationSummary {
  return {
    iataCode: row.iataCode as string,
    cityBg: row.city as string,
    cityEn: row.cityEn as string,
    countryCode: row.countryCode as string,
    countryBg: row.country as string,
    countryEn: row.countryEn as string,
    citySlugBg: row.citySlugBg as string,
    citySlugEn: row.citySlugEn as string,
    countrySlugBg: row.countrySlugBg as string,
    countrySlugEn: row.countrySlugEn as string,
    imageUrl: (row.imageUrl as string | null) ?? null,
    photo:
      row.photographerName && row.photographerUsername
        ? { photographerName: row.photographerName as string, photographerUsername: row.photographerUsername as string }
        : null,
    popularityScore: row.popularityScore as number,
    latitude: row.latitude as number,
    longitude: row.longitude as number,
    airports: row.airports as string[],
    minPriceBgn: num(row.minPriceBgn),
    dealCount: (row.dealCount as number | null) ?? 0,
  };
}

/** Live deals per destination, summed from deal_facets (a few rows per destination). */
const DEAL_COUNT = sql`(SELECT COALESCE(sum(f.live), 0)::int FROM deal_facets f WHERE f.destination_id = d.iata_code)`;

export async function destinationRows(db: Db, where: ReturnType<typeof sql>): Promise<DestinationSummary[]> {
  const result = await sql<Raw>`
    SELECT d.iata_code, d.city, d.city_en, d.country_code, d.country, d.country_en, d.city_slug_bg, d.city_slug_en,
           d.country_slug_bg, d.country_slug_en, d.image_url, d.photographer_name, d.photographer_username,
           d.popularity_score, d.latitude, d.longitude, d.airports,
           ${DESTINATION_MIN_PRICE} AS min_price_bgn,
           ${DEAL_COUNT} AS deal_count
      FROM destinations d
     WHERE d.is_active AND ${where}
     ORDER BY d.popularity_score DESC, d.city_en`.execute(db);
  return result.rows.map(toDestination);
}

export function listDestinations(db: Db, countryCode?: string): Promise<DestinationSummary[]> {
  return destinationRows(db, countryCode ? sql`d.country_code = ${countryCode}` : sql`true`);
}

export async function listCountries(db: Db): Promise<CountrySummary[]> {
  const result = await sql<Raw>`
    WITH priced AS (
      SELECT d.country_code, d.iata_code,
             ${DESTINATION_MIN_PRICE} AS min_price,
             ${DEAL_COUNT} AS deals
        FROM destinations d WHERE d.is_active
    )
    SELECT k.country_code, k.country_name_bg, k.country_name_en, k.country_slug_bg, k.country_slug_en,
           count(p.iata_code)::int AS destination_count, count(p.min_price)::int AS destinations_with_deals,
           min(p.min_price) AS min_price_bgn, sum(p.deals)::int AS deal_count
      FROM countries k JOIN priced p USING (country_code)
     WHERE k.is_active
     GROUP BY k.country_code, k.country_name_bg, k.country_name_en, k.country_slug_bg, k.country_slug_en
     ORDER BY k.country_name_en`.execute(db);
  return result.rows.map(toCountry);
}

function toCountry(row: Raw): CountrySummary {
  return {
    countryCode: row.countryCode as string,
    nameBg: row.countryNameBg as string,
    nameEn: row.countryNameEn as string,
    slugBg: row.countrySlugBg as string,
    slugEn: row.countrySlugEn as string,
    destinationCount: row.destinationCount as number,
    destinationsWithDeals: row.destinationsWithDeals as number,
    minPriceBgn: num(row.minPriceBgn),
    dealCount: (row.dealCount as number | null) ?? 0,
  };
}

export interface Localised<T> {
  value: T;
  /** The language whose slug matched: a loader redirects when it is not the page's language. */
  matched: Lang;
}

export async function countryBySlug(db: Db, slug: string): Promise<Localised<CountrySummary> | null> {
  const result = await sql<Raw>`
    SELECT country_code, country_name_bg, country_name_en, country_slug_bg, country_slug_en,
           CASE WHEN country_slug_bg = ${slug} THEN 'bg' ELSE 'en' END AS matched, p.*
      FROM countries k
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS destination_count, count(x.min_price)::int AS destinations_with_deals,
               min(x.min_price) AS min_price_bgn, COALESCE(sum(x.deals), 0)::int AS deal_count
          FROM (SELECT ${DESTINATION_MIN_PRICE} AS min_price,
                       ${DEAL_COUNT} AS deals
                  FROM destinations d WHERE d.country_code = k.country_code AND d.is_active) x
      ) p ON true
     WHERE k.is_active AND (country_slug_bg = ${slug} OR country_slug_en = ${slug})
     LIMIT 1`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  return {
    matched: row.matched as Lang,
    value: toCountry(row),
  };
}

export async function destinationBySlugs(
  db: Db,
  countrySlug: string,
  citySlug: string,
): Promise<Localised<DestinationSummary> | null> {
  const rows = await destinationRows(
    db,
    sql`((d.country_slug_bg = ${countrySlug} AND d.city_slug_bg = ${citySlug})
         OR (d.country_slug_en = ${countrySlug} AND d.city_slug_en = ${citySlug}))`,
  );
  const value = rows[0];
  if (!value) return null;
  return { value, matched: value.countrySlugBg === countrySlug && value.citySlugBg === citySlug ? "bg" : "en" };
}
