import { sql } from "kysely";
import { BGN_PER_EUR } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";
import type { DEAL_SORTS, DEAL_STOPS } from "../../core/deals/listing.ts";
import type { RankableDeal } from "../../core/deals/ranking.ts";
import type { Badge } from "../../core/deals/rules.ts";
import { UUID_PATTERN } from "../../core/ids.ts";
import { roundPrice } from "../../core/pricing/money.ts";
import { sofiaDate } from "../../core/time/clock.ts";

export interface DealFilters {
  sortBy: (typeof DEAL_SORTS)[number];
  stops: (typeof DEAL_STOPS)[number];
  from?: string;
  country?: string;
  destination?: string;
  /** YYYY-MM of departure. */
  month?: string;
  minPrice?: number;
  maxPrice?: number;
  page: number;
  pageSize: number;
}

export interface FlightStats {
  count: number;
  median: number | null;
  mean: number | null;
  stddev: number | null;
}

/** The deal response shape of spec section 3, plus short code, badges and savings. */
export interface DealResponse {
  id: string;
  shortCode: string;
  status: string;
  destination: {
    iataCode: string | null;
    city: string | null;
    cityEn: string | null;
    country: string | null;
    countryEn: string | null;
    countryCode: string | null;
    imageUrl: string | null;
    citySlugBg: string | null;
    citySlugEn: string | null;
    countrySlugBg: string | null;
    countrySlugEn: string | null;
  };
  fromAirport: string;
  toAirport: string;
  currentPrice: string;
  currentPriceEur: string;
  medianPrice: number;
  lowestPriceEver: number;
  currency: "BGN";
  savingsAmount: number;
  savingsPercent: number;
  /** How many standard deviations under the seasonal mean; null when the spread is unknown. */
  zScore: number | null;
  dealType: string;
  badges: string[];
  airline: string;
  airlineName: string | null;
  airlineNames: string[];
  airlineDetails: Array<{ code: string; name: string; nameBg: string; logoUrl: string }>;
  stops: number;
  isDirectFlight: boolean;
  stopoverCount: number;
  durationMinutes: number;
  outboundDurationSeconds: number;
  outboundDurationText: string;
  returnDurationSeconds: number | null;
  returnDurationText: string | null;
  departureTime: string;
  arrivalTime: string;
  directFlightStats: FlightStats;
  stopoverFlightStats: FlightStats;
  seasonalSampleCount: number;
  /** The destination's popularity, 0-100; null when the destination is not in the catalog. */
  popularityScore: number | null;
  bookingUrl: string;
  clickOutUrl: string;
  ogImageUrl: string | null;
  flightRoute: string;
  lastUpdated: string;
  validUntil: string;
  departureDate: string;
  returnDate: string | null;
  foundAt: string;
}

type Raw = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const day = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export const SELECT_DEAL = sql`
  SELECT dd.*, d.city, d.city_en, d.country, d.country_en, d.country_code, d.image_url, d.city_slug_bg, d.city_slug_en,
         d.country_slug_bg, d.country_slug_en, d.popularity_score,
         s.direct_count, s.direct_median, s.direct_mean, s.direct_stddev,
         s.stopover_count AS stats_stopover_count, s.stopover_median, s.stopover_mean, s.stopover_stddev,
         (SELECT coalesce(json_agg(json_build_object('code', a.iata_code, 'name', a.name, 'nameBg', a.name_bg,
                 'logoUrl', a.logo_url) ORDER BY array_position(dd.airlines, a.iata_code)), '[]'::json)
            FROM airlines a WHERE a.iata_code = ANY(dd.airlines)) AS airline_details
    FROM destination_deals dd
    LEFT JOIN destinations d ON d.iata_code = dd.destination_id
    LEFT JOIN route_price_stats s ON s.from_airport = dd.from_airport AND s.to_airport = dd.to_airport
         AND s.season_key = 'm' || to_char(dd.departure_date, 'MM')`;

export function toDeal(r: Raw): DealResponse {
  const details = (r.airlineDetails as DealResponse["airlineDetails"]) ?? [];
  const price = Number(r.currentPrice);
  return {
    id: r.id as string,
    shortCode: r.shortCode as string,
    status: r.status as string,
    destination: {
      iataCode: (r.destinationId as string | null) ?? null,
      city: (r.city as string | null) ?? null,
      cityEn: (r.cityEn as string | null) ?? null,
      country: (r.country as string | null) ?? null,
      countryEn: (r.countryEn as string | null) ?? null,
      countryCode: (r.countryCode as string | null) ?? null,
      imageUrl: (r.imageUrl as string | null) ?? null,
      citySlugBg: (r.citySlugBg as string | null) ?? null,
      citySlugEn: (r.citySlugEn as string | null) ?? null,
      countrySlugBg: (r.countrySlugBg as string | null) ?? null,
      countrySlugEn: (r.countrySlugEn as string | null) ?? null,
    },
    fromAirport: r.fromAirport as string,
    toAirport: r.toAirport as string,
    currentPrice: price.toFixed(2),
    currentPriceEur: roundPrice(price / BGN_PER_EUR).toFixed(2),
    medianPrice: Number(r.medianPrice),
    lowestPriceEver: Number(r.lowestPriceEver),
    currency: "BGN",
    savingsAmount: Number(r.savingsAmount),
    savingsPercent: Number(r.savingsPercent),
    zScore: num(r.zScore),
    dealType: r.dealType as string,
    badges: r.badges as string[],
    airline: r.airline as string,
    airlineName: (r.airlineName as string | null) ?? details.find((a) => a.code === r.airline)?.name ?? null,
    airlineNames: details.map((a) => a.name),
    airlineDetails: details,
    stops: r.stops as number,
    isDirectFlight: r.isDirectFlight as boolean,
    stopoverCount: r.stopoverCount as number,
    durationMinutes: r.durationMinutes as number,
    outboundDurationSeconds: r.outboundDurationSeconds as number,
    outboundDurationText: r.outboundDurationText as string,
    returnDurationSeconds: (r.returnDurationSeconds as number | null) ?? null,
    returnDurationText: (r.returnDurationText as string | null) ?? null,
    departureTime: r.departureTime as string,
    arrivalTime: r.arrivalTime as string,
    directFlightStats: {
      count: (r.directCount as number | null) ?? 0,
      median: num(r.directMedian),
      mean: num(r.directMean),
      stddev: num(r.directStddev),
    },
    stopoverFlightStats: {
      count: (r.statsStopoverCount as number | null) ?? 0,
      median: num(r.stopoverMedian),
      mean: num(r.stopoverMean),
      stddev: num(r.stopoverStddev),
    },
    seasonalSampleCount: r.seasonalSampleCount as number,
    popularityScore: num(r.popularityScore),
    bookingUrl: r.bookingUrl as string,
    clickOutUrl: `/go/${r.shortCode as string}`,
    ogImageUrl: (r.ogImageUrl as string | null) ?? (r.imageUrl as string | null) ?? null,
    flightRoute: r.flightRoute as string,
    lastUpdated: new Date(r.updatedAt as string).toISOString(),
    validUntil: new Date(r.validUntil as string).toISOString(),
    departureDate: day(r.departureDate),
    returnDate: r.returnDate ? day(r.returnDate) : null,
    foundAt: new Date(r.foundAt as string).toISOString(),
  };
}

export interface DealList {
  data: DealResponse[];
  total: number;
  page: number;
  pageSize: number;
  filters: DealFilters;
  dealsUpdatedAt: string | null;
  counts: { all: number; direct: number; stopover: number };
}

const ORDER = {
  "price-asc": sql`dd.current_price ASC, dd.id`,
  "price-desc": sql`dd.current_price DESC, dd.id`,
  popularity: sql`d.popularity_score DESC NULLS LAST, dd.current_price ASC, dd.id`,
  savings: sql`dd.savings_percent DESC, dd.id`,
} as const;

/**
 * Active deals with the listing filters of spec section 5; counts ignore the stops filter.
 * Deals leaving on or before `now`'s date in Sofia are not listed.
 */
export async function listDeals(db: Db, filters: DealFilters, now: Date): Promise<DealList> {
  const base = sql`dd.status = 'active' AND dd.departure_date > ${sofiaDate(now)}::date
    AND (${filters.from ?? null}::text IS NULL OR dd.from_airport = ${filters.from ?? null})
    AND (${filters.destination ?? null}::text IS NULL OR dd.destination_id = ${filters.destination ?? null})
    AND (${filters.country ?? null}::text IS NULL OR d.country_code = ${filters.country ?? null})
    AND (${filters.month ?? null}::text IS NULL OR to_char(dd.departure_date, 'YYYY-MM') = ${filters.month ?? null})
    AND (${filters.minPrice ?? null}::numeric IS NULL OR dd.current_price >= ${filters.minPrice ?? null})
    AND (${filters.maxPrice ?? null}::numeric IS NULL OR dd.current_price <= ${filters.maxPrice ?? null})`;
  const stops =
    filters.stops === "direct"
      ? sql`dd.is_direct_flight`
      : filters.stops === "stopover"
        ? sql`NOT dd.is_direct_flight`
        : sql`true`;
  const offset = (filters.page - 1) * filters.pageSize;
  // Counts come from deal_facets unless a price range asks for a real count. Facets count deals
  // until the expiry job retires them, so a deal departing today may be counted for minutes.
  const byPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const countQuery = byPrice
    ? sql<{ all: number; direct: number; stopover: number }>`
      SELECT count(*)::int AS all, count(*) FILTER (WHERE dd.is_direct_flight)::int AS direct,
             count(*) FILTER (WHERE NOT dd.is_direct_flight)::int AS stopover
        FROM destination_deals dd LEFT JOIN destinations d ON d.iata_code = dd.destination_id
       WHERE ${base}`
    : sql<{ all: number; direct: number; stopover: number }>`
      SELECT COALESCE(sum(f.live), 0)::int AS all, COALESCE(sum(f.live) FILTER (WHERE f.is_direct_flight), 0)::int AS direct,
             COALESCE(sum(f.live) FILTER (WHERE NOT f.is_direct_flight), 0)::int AS stopover
        FROM deal_facets f LEFT JOIN destinations d ON d.iata_code = f.destination_id
       WHERE f.live > 0
         AND (${filters.from ?? null}::text IS NULL OR f.from_airport = ${filters.from ?? null})
         AND (${filters.destination ?? null}::text IS NULL OR f.destination_id = ${filters.destination ?? null})
         AND (${filters.country ?? null}::text IS NULL OR d.country_code = ${filters.country ?? null})
         AND (${filters.month ?? null}::text IS NULL OR f.departure_month = ${filters.month ?? null})`;
  const [rows, counts, updated] = await Promise.all([
    sql<Raw>`${SELECT_DEAL} WHERE ${base} AND ${stops} ORDER BY ${ORDER[filters.sortBy]}
             LIMIT ${filters.pageSize} OFFSET ${offset}`.execute(db),
    countQuery.execute(db),
    sql<{ updatedAt: Date | null }>`SELECT updated_at FROM destination_deals ORDER BY updated_at DESC LIMIT 1`.execute(
      db,
    ),
  ]);
  const c = counts.rows[0] ?? { all: 0, direct: 0, stopover: 0 };
  const updatedAt = updated.rows[0]?.updatedAt ?? null;
  const total = filters.stops === "direct" ? c.direct : filters.stops === "stopover" ? c.stopover : c.all;
  return {
    data: rows.rows.map(toDeal),
    total,
    page: filters.page,
    pageSize: filters.pageSize,
    filters,
    dealsUpdatedAt: updatedAt ? new Date(updatedAt).toISOString() : null,
    counts: { all: c.all, direct: c.direct, stopover: c.stopover },
  };
}

/** One deal by id or short code, whatever its status. */
export async function dealByIdOrCode(db: Db, idOrCode: string): Promise<DealResponse | null> {
  const byId = UUID_PATTERN.test(idOrCode);
  const where = byId ? sql`dd.id = ${idOrCode}::uuid` : sql`dd.short_code = ${idOrCode.toUpperCase()}`;
  const result = await sql<Raw>`${SELECT_DEAL} WHERE ${where}`.execute(db);
  const row = result.rows[0];
  return row ? toDeal(row) : null;
}

export interface DealCountry {
  countryCode: string;
  nameBg: string;
  nameEn: string;
  deals: number;
}

/** Countries that have live deals, for the listing's country filter (a sum over deal_facets). */
export async function dealCountries(db: Db): Promise<DealCountry[]> {
  const result = await sql<DealCountry>`
    SELECT c.country_code, c.country_name_bg AS name_bg, c.country_name_en AS name_en, sum(f.live)::int AS deals
      FROM deal_facets f
      JOIN destinations d ON d.iata_code = f.destination_id
      JOIN countries c ON c.country_code = d.country_code
     WHERE f.live > 0
     GROUP BY 1, 2, 3
     ORDER BY c.country_name_bg`.execute(db);
  return result.rows;
}

// ── What the deal jobs read ────────────────────────────────────────────────────────────────────

export interface StaleDeal {
  id: string;
  reason: "validity_passed" | "departure_passed";
}

/** Active deals whose validity or departure has passed, and which of the two ended them. */
export async function staleDeals(db: Db, now: Date): Promise<StaleDeal[]> {
  const stale = await sql<StaleDeal>`
    SELECT id, CASE WHEN departure_date <= ${now.toISOString().slice(0, 10)}::date THEN 'departure_passed'
                    ELSE 'validity_passed' END AS reason
      FROM destination_deals
     WHERE status = 'active' AND (valid_until < ${now} OR departure_date <= ${now.toISOString().slice(0, 10)}::date)`.execute(
    db,
  );
  return stale.rows;
}

/** Every active deal not yet departed, with what the ranking weighs (an unknown popularity is 50). */
export async function dealsToRank(db: Db, now: Date): Promise<RankableDeal[]> {
  const live = await sql<{
    id: string;
    savingsPercent: string;
    zScore: string | null;
    popularityScore: number | null;
    badges: Badge[];
    isDirectFlight: boolean;
  }>`
    SELECT dd.id, dd.savings_percent, dd.z_score, d.popularity_score, dd.badges, dd.is_direct_flight
      FROM destination_deals dd LEFT JOIN destinations d ON d.iata_code = dd.destination_id
     WHERE dd.status = 'active' AND dd.departure_date > ${now.toISOString().slice(0, 10)}::date`.execute(db);
  return live.rows.map((r) => ({
    dealId: r.id,
    savingsPercent: Number(r.savingsPercent),
    zScore: r.zScore === null ? null : Number(r.zScore),
    popularityScore: r.popularityScore ?? 50,
    badges: r.badges,
    isDirectFlight: r.isDirectFlight,
  }));
}
