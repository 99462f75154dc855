import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import { addMonths, firstDayOf, lastDayOf, type Month, monthOf, monthsFrom } from "../../core/deals/month-grid.ts";
import type { TripLength } from "../../core/deals/trip-length.ts";
import { type PriceLevel, priceLevel } from "../../core/pricing/price-level.ts";
import { sofiaDate } from "../../core/time/clock.ts";
import { currentFareSince } from "./fares.ts";

/** How many months ahead the calendar looks, this one included. */
export const CALENDAR_MONTHS = 12;

export interface CalendarDay {
  /** The departure day. */
  date: string;
  returnDate: string;
  toAirport: string;
  priceBgn: number;
  airline: string;
  isDirectFlight: boolean;
  /** Against the route's usual price for that month; null while the route has none. */
  level: PriceLevel | null;
  /** The live deal with this very trip, when there is one: the day links to it. */
  dealCode: string | null;
}

export interface CalendarMonth {
  month: Month;
  /** The cheapest current fare departing that month, null when none is known. */
  cheapestBgn: number | null;
}

export interface RouteCalendar {
  fromAirport: string;
  toAirports: readonly string[];
  tripLength: TripLength;
  month: Month;
  /** Days of the month that have a current fare, from today on. */
  days: CalendarDay[];
  /** The route's usual price for this month (the seasonal median), for the legend. */
  usualBgn: number | null;
  /** This month and the next eleven. */
  months: CalendarMonth[];
  /** The month of the twelve with the cheapest fare; null when none has one. */
  cheapestMonth: { month: Month; cheapestBgn: number } | null;
}

export interface RouteCalendarQuery {
  fromAirport: string;
  /** A destination's airports: each day shows the cheapest of them. */
  toAirports: readonly string[];
  tripLength: TripLength;
  /**
   * The month to show; before this month it is this month, beyond the twelve the last of them.
   * Null: the first of the twelve with a current fare.
   */
  month: Month | null;
  now: Date;
}

/** The months a calendar may show on `today`: this one and the next eleven. */
export function calendarMonths(today: string): { first: Month; last: Month } {
  const first = monthOf(today);
  return { first, last: addMonths(first, CALENDAR_MONTHS - 1) };
}

/** The month to show: the one asked for when it is within the twelve, else the nearest end. */
function shownMonth(asked: Month | null, today: string): Month {
  const { first, last } = calendarMonths(today);
  if (asked === null || asked < first) return first;
  return asked > last ? last : asked;
}

/**
 * One route's price calendar from route_calendar (folded with price_history): the cheapest
 * current fare of each departure day of a month for one trip length, each against the route's
 * usual price for the month, with the cheapest fare of each of the twelve months ahead.
 */
export async function routeCalendar(db: Db, query: RouteCalendarQuery): Promise<RouteCalendar> {
  const today = sofiaDate(query.now);
  const { first, last } = calendarMonths(today);
  const freshSince = currentFareSince(query.now);
  const toAirports = [...query.toAirports];
  const base = sql`c.from_airport = ${query.fromAirport} AND c.to_airport = ANY(${toAirports}::text[])
    AND c.trip_length = ${query.tripLength} AND c.found_at > ${freshSince} AND c.flight_date >= ${today}::date`;

  const perMonth = await sql<{ month: string; cheapestBgn: string }>`
    SELECT to_char(c.flight_date, 'YYYY-MM') AS month, min(c.price_bgn) AS cheapest_bgn
      FROM route_calendar c
     WHERE ${base} AND c.flight_date <= ${lastDayOf(last)}::date
     GROUP BY 1`.execute(db);
  const cheapestByMonth = new Map(perMonth.rows.map((row) => [row.month, Number(row.cheapestBgn)]));
  const months = monthsFrom(first, CALENDAR_MONTHS).map((m) => ({
    month: m,
    cheapestBgn: cheapestByMonth.get(m) ?? null,
  }));
  let cheapestMonth: RouteCalendar["cheapestMonth"] = null;
  for (const { month: m, cheapestBgn } of months) {
    if (cheapestBgn !== null && (cheapestMonth === null || cheapestBgn < cheapestMonth.cheapestBgn))
      cheapestMonth = { month: m, cheapestBgn };
  }
  // nothing asked: the first month with a fare, so a month nearly over does not open the calendar empty
  const month =
    query.month === null
      ? (months.find((m) => m.cheapestBgn !== null)?.month ?? first)
      : shownMonth(query.month, today);

  const [days, usualBgn] = await Promise.all([
    sql<Record<string, unknown>>`
      SELECT DISTINCT ON (c.flight_date)
             to_char(c.flight_date, 'YYYY-MM-DD') AS date, to_char(c.return_date, 'YYYY-MM-DD') AS return_date,
             c.to_airport, c.price_bgn, c.airline, c.is_direct_flight, s.median AS usual_bgn, d.short_code
        FROM route_calendar c
        LEFT JOIN route_price_stats s ON s.from_airport = c.from_airport AND s.to_airport = c.to_airport
             AND s.season_key = 'm' || to_char(c.flight_date, 'MM')
        LEFT JOIN LATERAL (
          SELECT dd.short_code FROM destination_deals dd
           WHERE dd.status = 'active' AND dd.from_airport = c.from_airport AND dd.to_airport = c.to_airport
             AND dd.departure_date = c.flight_date AND dd.return_date = c.return_date
           ORDER BY dd.current_price LIMIT 1) d ON true
       WHERE ${base} AND c.flight_date BETWEEN ${firstDayOf(month)}::date AND ${lastDayOf(month)}::date
       ORDER BY c.flight_date, c.price_bgn, c.to_airport`.execute(db),
    usualPrice(db, query.fromAirport, toAirports, month),
  ]);
  return {
    fromAirport: query.fromAirport,
    toAirports,
    tripLength: query.tripLength,
    month,
    days: days.rows.map((row) => {
      const priceBgn = Number(row.priceBgn);
      return {
        date: row.date as string,
        returnDate: row.returnDate as string,
        toAirport: row.toAirport as string,
        priceBgn,
        airline: row.airline as string,
        isDirectFlight: row.isDirectFlight as boolean,
        level: priceLevel(priceBgn, row.usualBgn === null ? null : Number(row.usualBgn)),
        dealCode: (row.shortCode as string | null) ?? null,
      };
    }),
    usualBgn,
    months,
    cheapestMonth,
  };
}

/** The usual price of the month on the route: the lowest seasonal median of the destination's airports. */
async function usualPrice(db: Db, fromAirport: string, toAirports: string[], month: Month): Promise<number | null> {
  const result = await sql<{ usual: string | null }>`
    SELECT min(median) AS usual FROM route_price_stats
     WHERE from_airport = ${fromAirport} AND to_airport = ANY(${toAirports}::text[])
       AND season_key = ${`m${month.slice(5, 7)}`}`.execute(db);
  const usual = result.rows[0]?.usual;
  return usual === null || usual === undefined ? null : Number(usual);
}

/** The Bulgarian airports with a current calendar fare to any of these airports, cheapest first. */
export async function calendarOrigins(db: Db, toAirports: readonly string[], now: Date): Promise<string[]> {
  const freshSince = currentFareSince(now);
  const result = await sql<{ fromAirport: string }>`
    SELECT c.from_airport FROM route_calendar c
     WHERE c.to_airport = ANY(${[...toAirports]}::text[]) AND c.found_at > ${freshSince}
       AND c.flight_date >= ${sofiaDate(now)}::date
     GROUP BY c.from_airport ORDER BY min(c.price_bgn), c.from_airport`.execute(db);
  return result.rows.map((row) => row.fromAirport);
}
