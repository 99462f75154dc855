import { CRAWL_BUDGET_PER_DAY } from "../../../core/crawling/budget.ts";
import { sofiaDate } from "../../../core/time/clock.ts";
import type { AdminDeps } from "../shell/deps.ts";

/** Route crawls a day one departure airport's active bindings plan, at their cadence and airports. */
export interface PlannedRow {
  origin: string;
  bindings: number;
  perDay: number;
}

/** Route crawls a fare source answered for one airport on one Sofia day. */
export interface VolumeRow {
  day: string;
  source: string;
  origin: string;
  crawls: number;
  fares: number;
}

export interface CrawlBudget {
  budgetPerDay: number;
  planned: PlannedRow[];
  plannedTotal: number;
  /** Today and yesterday in Sofia, newest first. */
  recorded: VolumeRow[];
}

export async function crawlBudget(deps: AdminDeps, now: Date): Promise<CrawlBudget> {
  const { sql } = deps.database;
  // a binding crawls every active airport of its city; paused ones plan nothing
  const planned = await sql<PlannedRow[]>`
    SELECT p.origin, count(*)::int AS bindings,
           round(sum(1440.0 / COALESCE(b.cadence_override_minutes, p.success_interval_minutes) * COALESCE(a.airports, 0)))::int
             AS "perDay"
      FROM search_profile_bindings b
      JOIN search_profiles p ON p.id = b.profile_id
      LEFT JOIN LATERAL (
        SELECT count(*) AS airports FROM airports a JOIN destinations d ON d.iata_code = a.city_code
         WHERE a.is_active AND d.is_active
           AND CASE b.scope WHEN 'destination' THEN d.iata_code = b.destination_iata
                            WHEN 'country' THEN d.country_code = b.country_code ELSE true END
      ) a ON true
     WHERE NOT p.is_paused AND NOT b.is_paused
     GROUP BY p.origin ORDER BY p.origin`;
  const today = sofiaDate(now);
  const yesterday = sofiaDate(new Date(now.getTime() - 86_400_000));
  const recorded = await sql<VolumeRow[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, source, from_airport AS origin, crawls, fares
      FROM crawl_volume WHERE day IN (${today}::date, ${yesterday}::date)
     ORDER BY day DESC, source, from_airport`;
  return {
    budgetPerDay: CRAWL_BUDGET_PER_DAY,
    planned: [...planned],
    plannedTotal: planned.reduce((sum, row) => sum + row.perDay, 0),
    recorded: [...recorded],
  };
}
