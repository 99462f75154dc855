import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import { sofiaDate } from "../../core/time/clock.ts";
import { type DealResponse, SELECT_DEAL, toDeal } from "./queries.ts";

export interface FeedDealsQuery {
  /** A departure airport's IATA code; all airports when left out. */
  from?: string;
  limit: number;
  /** Deals leaving on or before its date in Sofia are gone from the feed. */
  now: Date;
}

/**
 * The live deals of the feeds (http/deals/feeds.ts), best first: in the latest ranking's order
 * (best_deals_cache), then the deals the ranking has not seen yet (or all, before any ranking),
 * cheapest first.
 */
export async function liveDealsForFeed(db: Db, query: FeedDealsQuery): Promise<DealResponse[]> {
  const from = query.from ?? null;
  const result = await sql<Record<string, unknown>>`${SELECT_DEAL}
    LEFT JOIN best_deals_cache b ON b.deal_id = dd.id
    WHERE dd.status = 'active' AND dd.departure_date > ${sofiaDate(query.now)}::date
      AND (${from}::text IS NULL OR dd.from_airport = ${from})
    ORDER BY b.rank NULLS LAST, dd.current_price, dd.id
    LIMIT ${query.limit}`.execute(db);
  return result.rows.map(toDeal);
}
