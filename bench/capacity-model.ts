/**
 * The capacity plan's arithmetic (docs/capacity.md): measured per-crawl figures scaled to N
 * routes crawled M times a day. Pure, so the bench prints the same table the document shows and
 * a test can check the sums.
 */

/** What bench/capacity.ts measures for one live crawl of one route, and what happens whatever the routes. */
export interface MeasuredRates {
  /** Events appended per live crawl of one route: fares, deal detection, the binding's share. */
  eventsPerCrawl: number;
  /** Growth of the events table (heap, TOAST, indexes) per event of that mix. */
  eventBytes: number;
  /** price_history rows folded per live crawl of one route. */
  priceRowsPerCrawl: number;
  /** Growth of price_history (heap, indexes) per row. */
  priceRowBytes: number;
  /** route_price_samples rows per live crawl (the statistics keep a row per observation too). */
  sampleRowsPerCrawl: number;
  sampleRowBytes: number;
  /** WAL written per live crawl of one route: the append, the folds and the detection. */
  walBytesPerCrawl: number;
  /** Events that happen on a clock, whatever the routes: rankings and hero rotations. */
  fixedEventsPerDay: number;
  fixedEventBytesPerDay: number;
}

export interface CapacityRow {
  routes: number;
  crawlsPerDay: number;
  crawls: number;
  eventsPerDay: number;
  priceRowsPerDay: number;
  eventsPerYear: number;
  priceRowsPerYear: number;
  /** Events table after a year, heap + TOAST + indexes, in GB (10^9 bytes). */
  eventsGbPerYear: number;
  priceHistoryGbPerYear: number;
  samplesGbPerYear: number;
  /** WAL generated per day, GB; what a replica streams and a WAL archive keeps. */
  walGbPerDay: number;
}

const GB = 1e9;

export function capacityRow(rates: MeasuredRates, routes: number, crawlsPerDay: number, days = 365): CapacityRow {
  const crawls = routes * crawlsPerDay;
  const eventsPerDay = crawls * rates.eventsPerCrawl + rates.fixedEventsPerDay;
  const eventBytesPerDay = crawls * rates.eventsPerCrawl * rates.eventBytes + rates.fixedEventBytesPerDay;
  const priceRowsPerDay = crawls * rates.priceRowsPerCrawl;
  return {
    routes,
    crawlsPerDay,
    crawls,
    eventsPerDay,
    priceRowsPerDay,
    eventsPerYear: eventsPerDay * days,
    priceRowsPerYear: priceRowsPerDay * days,
    eventsGbPerYear: (eventBytesPerDay * days) / GB,
    priceHistoryGbPerYear: (priceRowsPerDay * rates.priceRowBytes * days) / GB,
    samplesGbPerYear: (crawls * rates.sampleRowsPerCrawl * rates.sampleRowBytes * days) / GB,
    walGbPerDay: (crawls * rates.walBytesPerCrawl) / GB,
  };
}

export const PLAN_ROUTES = [100, 500, 2_000] as const;
export const PLAN_CRAWLS_PER_DAY = [4, 24, 96] as const;

export function capacityTable(rates: MeasuredRates): CapacityRow[] {
  return PLAN_ROUTES.flatMap((routes) => PLAN_CRAWLS_PER_DAY.map((m) => capacityRow(rates, routes, m)));
}
