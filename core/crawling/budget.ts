/**
 * The crawl budget: how many route crawls (one origin airport to one destination airport, one
 * FaresObserved) a day the seeded search profiles may plan, over all four Bulgarian airports.
 * A real source is paid for or rate-limited by the request, so the network may grow only as far
 * as the budget allows. Routes flown directly are crawled hourly (they make the deals); places
 * reached only by connection every six hours (they need a current fare, and long-haul fares
 * move slowly). 3,600 a day before the connections were added, 4,300 after.
 */
export const CRAWL_BUDGET_PER_DAY = 4_500;

/** How often a destination reached only by connection is crawled. */
export const CONNECTION_CADENCE_MINUTES = 360;

const MINUTES_PER_DAY = 1_440;

export interface PlannedBinding {
  cadenceMinutes: number;
  /** Destination airports one crawl of the binding asks the source about. */
  airports: number;
}

/** Route crawls a day the bindings plan when every crawl succeeds on time. */
export function plannedRouteCrawlsPerDay(bindings: readonly PlannedBinding[]): number {
  return Math.round(bindings.reduce((sum, b) => sum + (MINUTES_PER_DAY / b.cadenceMinutes) * b.airports, 0));
}
