import { sql } from "kysely";
import { DAY_MS } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";
import {
  christmasSeasonFor,
  coversChristmasHolidays,
  upcomingWeekends,
  urgency,
  type WeekendPattern,
  weekendPatternOf,
} from "../../core/deals/calendar.ts";
import { sofiaDate } from "../../core/time/clock.ts";
import { type DealResponse, SELECT_DEAL, toDeal } from "./queries.ts";

type Raw = Record<string, unknown>;

/** Live deals leaving after `today` (Sofia's date, from the caller's clock) that match `where`. */
async function activeDeals(
  db: Db,
  today: string,
  where: ReturnType<typeof sql>,
  order = sql`dd.current_price`,
  limit: number | null = null,
): Promise<DealResponse[]> {
  const result = await sql<Raw>`${SELECT_DEAL}
    WHERE dd.status = 'active' AND dd.departure_date > ${today}::date AND ${where} ORDER BY ${order}, dd.id
    LIMIT ${limit}`.execute(db);
  return result.rows.map(toDeal);
}

const sofiaToday = sofiaDate;

export type LastMinuteDeal = DealResponse & { urgency: { departureInHours: number; departureInDays: number } };

/** Deals departing within `maxDepartureDays`, soonest first, with how soon (spec: urgency). */
export async function lastMinuteDeals(
  db: Db,
  options: { limit: number; maxDepartureDays: number; now: Date },
): Promise<LastMinuteDeal[]> {
  const { now } = options;
  const last = new Date(now.getTime() + options.maxDepartureDays * DAY_MS).toISOString().slice(0, 10);
  const deals = await activeDeals(
    db,
    sofiaToday(now),
    sql`dd.departure_date <= ${last}::date`,
    sql`dd.departure_date, dd.current_price`,
  );
  return deals
    .map((deal) => ({ ...deal, urgency: urgency(deal.departureDate, deal.departureTime, now) }))
    .filter((deal) => deal.urgency.departureInHours > 0 && deal.urgency.departureInDays <= options.maxDepartureDays)
    .slice(0, options.limit);
}

export interface WeekendGroup {
  weekendKey: string;
  weekendStart: string;
  weekendEnd: string;
  totalDeals: number;
  patterns: WeekendPattern[];
  deals: Array<DealResponse & { nights: number; pattern: WeekendPattern; needsPto: boolean }>;
}

/** Deals that are weekend trips, by weekend, for the next `weeks` weekends. */
export async function weekendDeals(
  db: Db,
  options: { origin: string; weeks: number; pattern?: WeekendPattern; now: Date },
): Promise<WeekendGroup[]> {
  const today = sofiaToday(options.now);
  const weekends = upcomingWeekends(today, options.weeks);
  const first = weekends[0];
  const lastWeekend = weekends.at(-1);
  if (!first || !lastWeekend) return [];
  const origin = options.origin === "ALL" ? null : options.origin;
  const deals = await activeDeals(
    db,
    today,
    sql`dd.return_date IS NOT NULL AND (${origin}::text IS NULL OR dd.from_airport = ${origin})
        AND dd.departure_date BETWEEN (${first.weekendStart}::date - 2) AND ${lastWeekend.weekendEnd}::date`,
  );
  const groups = new Map<string, WeekendGroup>(
    weekends.map((w) => [w.weekendKey, { ...w, totalDeals: 0, patterns: [], deals: [] }]),
  );
  for (const deal of deals) {
    const trip = weekendPatternOf(deal.departureDate, deal.returnDate as string);
    if (!trip || (options.pattern && trip.pattern !== options.pattern)) continue;
    const group = groups.get(trip.weekendKey);
    if (!group) continue;
    group.deals.push({ ...deal, nights: trip.nights, pattern: trip.pattern, needsPto: trip.needsPto });
    if (!group.patterns.includes(trip.pattern)) group.patterns.push(trip.pattern);
    group.totalDeals += 1;
  }
  return [...groups.values()];
}

/** Deals for trips over the Bulgarian Christmas and New Year holidays of the coming season. */
export async function christmasDeals(
  db: Db,
  now: Date,
): Promise<{ season: { start: string; end: string }; deals: DealResponse[] }> {
  const today = sofiaToday(now);
  const season = christmasSeasonFor(today);
  const deals = await activeDeals(
    db,
    today,
    sql`dd.return_date IS NOT NULL AND dd.departure_date BETWEEN ${season.start}::date AND ${season.end}::date`,
  );
  return {
    season: { start: season.start, end: season.end },
    deals: deals.filter((d) => coversChristmasHolidays(d.departureDate, d.returnDate as string)),
  };
}

/**
 * The live deals leaving soonest after `after` (and after today): what a seasonal listing shows
 * instead of a blank when nothing fits its season.
 */
export async function soonestDeals(
  db: Db,
  options: { after: string; limit: number; origin?: string; now: Date },
): Promise<DealResponse[]> {
  const today = sofiaToday(options.now);
  const origin = options.origin && options.origin !== "ALL" ? options.origin : null;
  const deals = await activeDeals(
    db,
    today,
    sql`dd.departure_date >= ${options.after}::date AND (${origin}::text IS NULL OR dd.from_airport = ${origin})`,
    sql`dd.departure_date, dd.current_price`,
    options.limit,
  );
  return deals;
}

export interface PricePoint {
  date: string;
  minPrice: number;
  medianPrice: number;
  samples: number;
}

/** A route's lowest and median observed price per day of observation: the deal page's chart. */
export async function routeHistory(
  db: Db,
  fromAirport: string,
  toAirport: string,
  options: { days: number; departureMonth?: string; now: Date },
): Promise<PricePoint[]> {
  const month = options.departureMonth ?? null;
  const result = await sql<Raw>`
    SELECT to_char(date_trunc('day', found_at), 'YYYY-MM-DD') AS date, min(price_bgn) AS min_price,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY price_bgn) AS median_price, count(*)::int AS samples
      FROM price_history
     WHERE from_airport = ${fromAirport} AND to_airport = ${toAirport}
       AND found_at >= ${options.now.toISOString()}::timestamptz - make_interval(days => ${options.days})
       AND (${month}::text IS NULL OR to_char(flight_date, 'YYYY-MM') = ${month})
     GROUP BY 1 ORDER BY 1`.execute(db);
  return result.rows.map((r) => ({
    date: r.date as string,
    minPrice: Number(r.minPrice),
    medianPrice: Math.round(Number(r.medianPrice) * 100) / 100,
    samples: r.samples as number,
  }));
}

export interface BestDealsFilters {
  origin?: string;
  country?: string;
  alliance?: string;
  maxStops?: number;
  limit: number;
  carrierComposition?: string;
}

export interface BestDeal {
  rank: number;
  score: number;
  popularityTier: string;
  refreshedAt: string;
  ttlSeconds: number;
  scoreBreakdown: Record<string, number>;
  deal: DealResponse;
}

/** The latest ranking of live deals (best_deals_cache) with the spec's best-deals filters. */
/** `now`: deals leaving on or before its date in Sofia are no longer shown. */
export async function bestDeals(db: Db, filters: BestDealsFilters, now: Date): Promise<BestDeal[]> {
  return (await bestDealsWindow(db, filters, now, { offset: 0, size: filters.limit })).entries;
}

/**
 * One page of the ranking: only the page's deals leave PostgreSQL (a page's worth of rows to
 * parse, not the whole ranking of up to `filters.limit`), with how many the ranking holds.
 */
export async function bestDealsWindow(
  db: Db,
  filters: BestDealsFilters,
  now: Date,
  window: { offset: number; size: number },
): Promise<{ entries: BestDeal[]; total: number }> {
  const origin = filters.origin && filters.origin !== "ALL" ? filters.origin : null;
  const country = filters.country ?? null;
  const alliance = filters.alliance ?? null;
  const size = Math.max(0, Math.min(window.size, filters.limit - window.offset));
  const result = await sql<Raw>`
    SELECT b.rank, b.score AS best_score, b.popularity_tier, b.refreshed_at, b.ttl_seconds, b.score_breakdown, deal.*,
           count(*) OVER () AS ranked_total
      FROM best_deals_cache b
      JOIN LATERAL (${SELECT_DEAL} WHERE dd.id = b.deal_id) deal ON true
     WHERE deal.status = 'active' AND deal.departure_date > ${sofiaDate(now)}::date
       AND (${origin}::text IS NULL OR deal.from_airport = ${origin})
       AND (${country}::text IS NULL OR deal.country_code = upper(${country}) OR deal.country_slug_bg = lower(${country})
            OR deal.country_slug_en = lower(${country}))
       AND (${alliance}::text IS NULL OR EXISTS (SELECT 1 FROM airlines a WHERE a.iata_code = ANY(deal.airlines)
            AND a.alliance_code = upper(${alliance})))
       AND (${filters.maxStops ?? null}::int IS NULL OR deal.stops <= ${filters.maxStops ?? null})
       AND (${filters.carrierComposition ?? null}::text IS NULL OR deal.carrier_composition = ${filters.carrierComposition ?? null})
     ORDER BY b.rank
     LIMIT ${size} OFFSET ${window.offset}`.execute(db);
  const counted = Number(result.rows[0]?.rankedTotal ?? 0);
  return {
    entries: result.rows.map((r) => ({
      rank: r.rank as number,
      score: Number(r.bestScore),
      popularityTier: r.popularityTier as string,
      refreshedAt: new Date(r.refreshedAt as string).toISOString(),
      ttlSeconds: r.ttlSeconds as number,
      scoreBreakdown: r.scoreBreakdown as Record<string, number>,
      deal: toDeal(r),
    })),
    total: Math.min(counted, filters.limit),
  };
}

/** The middle half of a route's prices in one season (25th to 75th percentile): "usually between". */
export async function typicalRange(
  db: Db,
  fromAirport: string,
  toAirport: string,
  seasonKey: string,
): Promise<{ low: number; high: number } | null> {
  const result = await sql<Raw>`
    SELECT percentile_cont(0.25) WITHIN GROUP (ORDER BY price_bgn) AS low,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY price_bgn) AS high
      FROM route_price_samples
     WHERE from_airport = ${fromAirport} AND to_airport = ${toAirport} AND season_key = ${seasonKey}`.execute(db);
  const row = result.rows[0];
  if (!row || row.low === null) return null;
  return { low: Math.round(Number(row.low) * 100) / 100, high: Math.round(Number(row.high) * 100) / 100 };
}
