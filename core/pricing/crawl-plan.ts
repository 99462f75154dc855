import { DAY_MS } from "../constants.ts";
import type { FareQuery } from "./fare.ts";

/** What one crawl of a route asks the fare source, minus the route and the currency. */
export type PlannedSearch = Pick<FareQuery, "departFrom" | "departTo" | "limit" | "stay" | "departureWeekdays"> & {
  purpose: "month" | "last_minute" | "weekend" | "christmas";
};

export interface CrawlPlanOptions {
  /** Days ahead the monthly windows cover. */
  horizonDays: number;
  /** The horizon is searched in windows of this many days, each for its cheapest fares. */
  windowDays: number;
  /** Fares kept per window. */
  limitPerWindow: number;
  /** Also the coming week, weekends and Christmas (true unless told otherwise). */
  focused?: boolean;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const plus = (at: Date, days: number) => isoDate(new Date(at.getTime() + days * DAY_MS));

/** Friday out for two or three nights, Saturday out for two: the weekend shapes travellers book. */
const WEEKEND_SEARCHES = [
  { departureWeekdays: [5], stay: { minNights: 2, maxNights: 3 }, limit: 4 },
  { departureWeekdays: [6], stay: { minNights: 2, maxNights: 2 }, limit: 3 },
] as const;
const WEEKEND_HORIZON_DAYS = 84;
const LAST_MINUTE_DAYS = 7;
/**
 * Six nights away, leaving between 19 and 31 December, covers Christmas Eve or New Year's Eve and
 * is back by 6 January: the trips the Christmas listing counts, right up to the last departure.
 */
const CHRISTMAS_DEPARTURES = { first: "12-19", last: "12-31" } as const;
const CHRISTMAS_STAY = { minNights: 6, maxNights: 6 } as const;

/**
 * The searches of one crawl. The monthly windows give every month its samples (the cheapest fares
 * of the whole horizon would all come from its cheapest month). The focused searches look where
 * travellers look and the cheapest-per-month never does: the coming week, the next twelve
 * weekends and the Christmas holidays, so those listings have fares in any season.
 */
export function planCrawlSearches(at: Date, options: CrawlPlanOptions): PlannedSearch[] {
  const searches: PlannedSearch[] = [];
  for (let start = 1; start <= options.horizonDays; start += options.windowDays) {
    const end = Math.min(start + options.windowDays - 1, options.horizonDays);
    searches.push({
      purpose: "month",
      departFrom: plus(at, start),
      departTo: plus(at, end),
      limit: options.limitPerWindow,
    });
  }
  if (options.focused === false) return searches;
  searches.push({ purpose: "last_minute", departFrom: plus(at, 1), departTo: plus(at, LAST_MINUTE_DAYS), limit: 4 });
  for (const weekend of WEEKEND_SEARCHES) {
    searches.push({
      purpose: "weekend",
      departFrom: plus(at, 1),
      departTo: plus(at, WEEKEND_HORIZON_DAYS),
      limit: weekend.limit,
      stay: weekend.stay,
      departureWeekdays: weekend.departureWeekdays,
    });
  }
  const christmas = christmasDepartures(at);
  if (christmas) searches.push({ purpose: "christmas", ...christmas, limit: 4, stay: CHRISTMAS_STAY });
  return searches;
}

/** The coming Christmas departures still ahead of `at` (from tomorrow), or null once they are all gone. */
function christmasDepartures(at: Date): { departFrom: string; departTo: string } | null {
  const today = isoDate(at);
  const tomorrow = plus(at, 1);
  const year = Number(today.slice(0, 4)) + (today.slice(5) > CHRISTMAS_DEPARTURES.last ? 1 : 0);
  const first = `${year}-${CHRISTMAS_DEPARTURES.first}`;
  const last = `${year}-${CHRISTMAS_DEPARTURES.last}`;
  if (tomorrow > last) return null;
  return { departFrom: tomorrow > first ? tomorrow : first, departTo: last };
}
