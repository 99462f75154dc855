import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";

/**
 * Read-side queries of the catalog screens. Prices come from current_fares (fares seen in the
 * last 3 days, departing after today), in BGN.
 */
export type Lang = "bg" | "en";

export interface DestinationSummary {
  iataCode: string;
  cityBg: string;
  cityEn: string;
  countryCode: string;
  countryBg: string;
  countryEn: string;
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

const FRESH = sql`c.found_at > now() - interval '3 days' AND c.flight_date > current_date`;

/**
 * The cheapest fresh fare to any of a destination's airports: per airport, its fares cheapest
 * first through the (to_airport, price_bgn) index, stopping at the first fresh one; min() over
 * `to_airport = ANY(...)` read every future fare of the city instead.
 */
const DESTINATION_MIN_PRICE = sql`(SELECT min(cheapest.price_bgn) FROM unnest(d.airports) AS airport(code),
  LATERAL (SELECT c.price_bgn FROM current_fares c WHERE c.to_airport = airport.code AND ${FRESH}
            ORDER BY c.price_bgn LIMIT 1) cheapest)`;

type Raw = Record<string, unknown>;
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toDestination(row: Raw): DestinationSummary {
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

async function destinationRows(db: Db, where: ReturnType<typeof sql>): Promise<DestinationSummary[]> {
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
  return result.rows.map((row) => ({
    countryCode: row.countryCode as string,
    nameBg: row.countryNameBg as string,
    nameEn: row.countryNameEn as string,
    slugBg: row.countrySlugBg as string,
    slugEn: row.countrySlugEn as string,
    destinationCount: row.destinationCount as number,
    destinationsWithDeals: row.destinationsWithDeals as number,
    minPriceBgn: num(row.minPriceBgn),
    dealCount: (row.dealCount as number | null) ?? 0,
  }));
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
    value: {
      countryCode: row.countryCode as string,
      nameBg: row.countryNameBg as string,
      nameEn: row.countryNameEn as string,
      slugBg: row.countrySlugBg as string,
      slugEn: row.countrySlugEn as string,
      destinationCount: row.destinationCount as number,
      destinationsWithDeals: row.destinationsWithDeals as number,
      minPriceBgn: num(row.minPriceBgn),
      dealCount: (row.dealCount as number | null) ?? 0,
    },
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

export interface SightSummary {
  id: string;
  destinationIata: string;
  nameBg: string;
  nameEn: string;
  slugBg: string;
  slugEn: string;
  descriptionBg: string;
  descriptionEn: string;
  imageUrl: string | null;
  distanceKm: number;
}

export interface LocalizedText {
  bg: string;
  en: string;
}

export interface SightDetail extends SightSummary {
  latitude: number;
  longitude: number;
  transportInfo: LocalizedText;
  selectionReason: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
  keywords: { bg: string[]; en: string[] };
  sections: Partial<
    Record<"intro" | "context" | "highlights" | "practical" | "gettingThere" | "nearby", LocalizedText>
  >;
  faq: Array<{ question: LocalizedText; answer: LocalizedText }>;
  wikidataId: string | null;
  photographerName: string | null;
}

export async function sightsOf(db: Db, destinationIata: string): Promise<SightSummary[]> {
  const result = await sql<Raw>`
    SELECT id, destination_iata, name_bg, name_en, slug_bg, slug_en, description_bg, description_en, image_url, distance_km
      FROM sights WHERE destination_iata = ${destinationIata} AND is_active ORDER BY distance_km, name_en`.execute(db);
  return result.rows as unknown as SightSummary[];
}

export async function sightBySlug(
  db: Db,
  destinationIata: string,
  slug: string,
): Promise<Localised<SightDetail> | null> {
  const result = await sql<Raw>`
    SELECT *, CASE WHEN slug_bg = ${slug} THEN 'bg' ELSE 'en' END AS matched
      FROM sights WHERE destination_iata = ${destinationIata} AND is_active AND (slug_bg = ${slug} OR slug_en = ${slug})
     LIMIT 1`.execute(db);
  const r = result.rows[0];
  if (!r) return null;
  const pair = (bg: string, en: string): LocalizedText => ({ bg: r[bg] as string, en: r[en] as string });
  return {
    matched: r.matched as Lang,
    value: {
      id: r.id as string,
      destinationIata: r.destinationIata as string,
      nameBg: r.nameBg as string,
      nameEn: r.nameEn as string,
      slugBg: r.slugBg as string,
      slugEn: r.slugEn as string,
      descriptionBg: r.descriptionBg as string,
      descriptionEn: r.descriptionEn as string,
      imageUrl: (r.imageUrl as string | null) ?? null,
      distanceKm: r.distanceKm as number,
      latitude: r.latitude as number,
      longitude: r.longitude as number,
      transportInfo: pair("transportInfoBg", "transportInfoEn"),
      selectionReason: pair("selectionReasonBg", "selectionReasonEn"),
      seoTitle: pair("seoTitleBg", "seoTitleEn"),
      seoDescription: pair("seoDescriptionBg", "seoDescriptionEn"),
      keywords: { bg: r.keywordsBg as string[], en: r.keywordsEn as string[] },
      sections: r.sections as SightDetail["sections"],
      faq: r.faq as SightDetail["faq"],
      wikidataId: (r.wikidataId as string | null) ?? null,
      photographerName: (r.photographerName as string | null) ?? null,
    },
  };
}

export interface FaqItem {
  id: string;
  questionBg: string;
  answerBg: string;
  questionEn: string;
  answerEn: string;
}

/** FAQs about a destination, or the general ones when iataCode is null. */
export async function faqsFor(db: Db, iataCode: string | null): Promise<FaqItem[]> {
  const result = await sql<FaqItem>`
    SELECT id, question_bg, answer_bg, question_en, answer_en FROM faqs
     WHERE is_active AND ${iataCode === null ? sql`iata_code IS NULL` : sql`iata_code = ${iataCode}`}
     ORDER BY id`.execute(db);
  return result.rows;
}

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
  const result = await sql<AirportSummary>`
    SELECT a.iata_code, a.name_bg, a.name_en, a.city_bg, a.city_en, a.slug_bg, a.slug_en, a.latitude, a.longitude, a.timezone,
           (SELECT count(DISTINCT c.to_airport)::int FROM current_fares c WHERE c.from_airport = a.iata_code AND ${FRESH})
             AS destination_count
      FROM airports a WHERE a.slug_bg IS NOT NULL AND a.is_active ORDER BY a.popularity_score DESC`.execute(db);
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
  const result = await sql<Raw>`
    WITH routes AS (
      SELECT c.airline, count(DISTINCT (c.from_airport, c.to_airport))::int AS route_count, min(c.price_bgn) AS min_price_bgn
        FROM current_fares c
       WHERE ${FRESH} AND c.airline IN (SELECT a.iata_code FROM airlines a WHERE a.is_active AND ${where})
       GROUP BY c.airline
    )
    SELECT a.iata_code, a.name, a.name_bg, a.slug_bg, a.slug_en, a.logo_url, a.is_low_cost, a.alliance_code,
           COALESCE(r.route_count, 0) AS route_count, r.min_price_bgn
      FROM airlines a LEFT JOIN routes r ON r.airline = a.iata_code
     WHERE a.is_active AND ${where} ORDER BY a.name`.execute(db);
  return result.rows.map((row) => ({ ...(row as unknown as AirlineSummary), minPriceBgn: num(row.minPriceBgn) }));
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
