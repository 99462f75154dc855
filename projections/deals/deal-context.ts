import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import type { RouteDealContext, SeasonStats } from "../../core/deals/detect.ts";

type Raw = Record<string, unknown>;
const n = (v: unknown) => Number(v);

/** What deal detection needs to judge a route's fares: its statistics, age, popularity and live deals. */
export async function routeDealContext(db: Db, fromAirport: string, toAirport: string): Promise<RouteDealContext> {
  const [stats, meta, deals, airlines] = await Promise.all([
    sql<Raw>`SELECT * FROM route_price_stats WHERE from_airport = ${fromAirport} AND to_airport = ${toAirport}`.execute(
      db,
    ),
    sql<Raw>`
      SELECT (SELECT first_seen_at FROM route_first_seen
               WHERE from_airport = ${fromAirport} AND to_airport = ${toAirport}) AS first_seen_at,
             d.iata_code AS destination_id, d.popularity_score, d.image_url
        FROM (SELECT 1) one
        LEFT JOIN airports a ON a.iata_code = ${toAirport}
        LEFT JOIN destinations d ON d.iata_code = a.city_code`.execute(db),
    sql<Raw>`SELECT id, current_price FROM destination_deals
              WHERE status = 'active' AND from_airport = ${fromAirport} AND to_airport = ${toAirport}`.execute(db),
    sql<Raw>`SELECT iata_code, name FROM airlines`.execute(db),
  ]);
  const bySeason = new Map<string, SeasonStats>();
  for (const r of stats.rows) {
    const stopoverCount = r.stopoverCount as number;
    bySeason.set(r.seasonKey as string, {
      all: {
        sampleCount: r.sampleCount as number,
        median: n(r.median),
        mean: n(r.mean),
        stddev: n(r.stddev),
        min: n(r.min),
      },
      stopover:
        stopoverCount > 0
          ? {
              sampleCount: stopoverCount,
              median: n(r.stopoverMedian),
              mean: n(r.stopoverMean),
              stddev: n(r.stopoverStddev ?? 0),
              min: n(r.stopoverMin),
            }
          : null,
    });
  }
  const m = meta.rows[0] ?? {};
  return {
    bySeason,
    firstSeenAt: m.firstSeenAt ? new Date(m.firstSeenAt as string) : null,
    popularityScore: (m.popularityScore as number | null) ?? 50,
    destinationId: (m.destinationId as string | null) ?? null,
    destinationImageUrl: (m.imageUrl as string | null) ?? null,
    airlineNames: new Map(airlines.rows.map((r) => [r.iataCode as string, r.name as string])),
    activeDeals: new Map(deals.rows.map((r) => [r.id as string, n(r.currentPrice)])),
  };
}

/**
 * The previous price of each itinerary on each date seen on the route since `since`, before the
 * event at `beforePosition`: what a flash sale is measured against.
 */
export async function previousPrices(
  db: Db,
  fromAirport: string,
  toAirport: string,
  beforePosition: number,
  since: Date,
): Promise<Map<string, number>> {
  const result = await sql<Raw>`
    SELECT DISTINCT ON (flight_date, return_date, itinerary_signature)
           to_char(flight_date, 'YYYY-MM-DD') AS flight_date, to_char(return_date, 'YYYY-MM-DD') AS return_date,
           itinerary_signature, price_bgn
      FROM price_history
     WHERE from_airport = ${fromAirport} AND to_airport = ${toAirport}
       AND event_position < ${beforePosition} AND found_at >= ${since}
     ORDER BY flight_date, return_date, itinerary_signature, event_position DESC`.execute(db);
  return new Map(
    result.rows.map((r) => [`${r.flightDate}|${r.returnDate ?? "oneway"}|${r.itinerarySignature}`, n(r.priceBgn)]),
  );
}
