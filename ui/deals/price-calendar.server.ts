import type { Db } from "../../core/db/database.ts";
import { isMonth } from "../../core/deals/month-grid.ts";
import { DEFAULT_TRIP_LENGTH, isTripLength, type TripLength } from "../../core/deals/trip-length.ts";
import { sofiaDate } from "../../core/time/clock.ts";
import { calendarOrigins, type RouteCalendar, routeCalendar } from "../../projections/pricing/route-calendar.ts";

export interface PriceCalendarData {
  calendar: RouteCalendar;
  /** The Bulgarian airports with current fares there, cheapest first. */
  origins: string[];
  /** Today in Sofia: the days before it are past. */
  today: string;
}

/**
 * The calendar a page's query asks for (from, nights, month), to a destination's airports; what
 * the query gets wrong falls back to the default rather than failing the page. A deal's page
 * names its one route and the trip its calendar opens on. Null when no Bulgarian airport has a
 * current fare there.
 */
export async function priceCalendarFor(
  db: Db,
  query: URLSearchParams,
  toAirports: readonly string[],
  now: Date,
  route: { onlyFrom?: string; nights?: TripLength; month?: string } = {},
): Promise<PriceCalendarData | null> {
  const origins = route.onlyFrom ? [route.onlyFrom] : await calendarOrigins(db, toAirports, now);
  const asked = query.get("from")?.toUpperCase();
  const fromAirport = asked && origins.includes(asked) ? asked : origins[0];
  if (fromAirport === undefined) return null;
  const nights = query.get("nights");
  const month = query.get("month");
  const calendar = await routeCalendar(db, {
    fromAirport,
    toAirports,
    tripLength: isTripLength(nights) ? nights : (route.nights ?? DEFAULT_TRIP_LENGTH),
    month: isMonth(month) ? month : (route.month ?? null),
    now,
  });
  return { calendar, origins, today: sofiaDate(now) };
}
