import { sql } from "kysely";
import type { SearchProfileParams } from "../../core/crawling/profile.ts";
import type { Db } from "../../core/db/database.ts";

/** What the crawler reads: which bindings are due, what each one crawls, and which airports. */

/** Bindings whose next run has come, neither they nor their profiles paused, most important first. */
export async function dueBindings(db: Db, now: Date, limit: number): Promise<string[]> {
  const result = await sql<{ id: string }>`
    SELECT b.id FROM search_profile_bindings b JOIN search_profiles p ON p.id = b.profile_id
     WHERE NOT p.is_paused AND NOT b.is_paused AND b.next_run_at <= ${now}
     ORDER BY p.priority + p.priority_boost + b.priority_score + b.boost DESC, b.next_run_at
     LIMIT ${limit}`.execute(db);
  return result.rows.map((r) => r.id);
}

/** A binding as its crawl needs it: the profile's parameters and timing, and what it covers. */
export interface BindingCrawlPlan {
  params: SearchProfileParams;
  successIntervalMinutes: number;
  zeroResultSnoozeDays: number;
  errorSnoozeDays: number;
  scope: string;
  destinationIata: string | null;
  countryCode: string | null;
}

export async function bindingCrawlPlan(db: Db, bindingId: string): Promise<BindingCrawlPlan | null> {
  const found = await sql<BindingCrawlPlan>`
    SELECT p.params, p.success_interval_minutes, p.zero_result_snooze_days, p.error_snooze_days, b.scope,
           b.destination_iata, b.country_code
      FROM search_profile_bindings b JOIN search_profiles p ON p.id = b.profile_id WHERE b.id = ${bindingId}`.execute(
    db,
  );
  return found.rows[0] ?? null;
}

/** The active airports of the active destinations a binding covers (one, a country's, or all). */
export async function airportsCovered(
  db: Db,
  binding: Pick<BindingCrawlPlan, "scope" | "destinationIata" | "countryCode">,
): Promise<string[]> {
  const airports = await sql<{ iataCode: string }>`
    SELECT a.iata_code FROM airports a JOIN destinations d ON d.iata_code = a.city_code
     WHERE a.is_active AND d.is_active
       AND CASE ${binding.scope} WHEN 'destination' THEN d.iata_code = ${binding.destinationIata}
                                 WHEN 'country' THEN d.country_code = ${binding.countryCode} ELSE true END
     ORDER BY a.iata_code`.execute(db);
  return airports.rows.map((a) => a.iataCode);
}

/** Whether binding `b` covers destination `d`: its one city, its country's, or all of them. */
const BINDING_COVERS_DESTINATION = sql<boolean>`CASE b.scope WHEN 'destination' THEN b.destination_iata = d.iata_code
  WHEN 'country' THEN b.country_code = d.country_code ELSE true END`;

/** The active bindings whose crawl covers the route: the origin's profiles bound to the airport's city or country. */
export async function bindingsCoveringRoute(db: Db, fromAirport: string, toAirport: string): Promise<string[]> {
  const result = await sql<{ id: string }>`
    SELECT b.id FROM search_profile_bindings b
      JOIN search_profiles p ON p.id = b.profile_id
      JOIN airports a ON a.iata_code = ${toAirport}
      JOIN destinations d ON d.iata_code = a.city_code
     WHERE p.origin = ${fromAirport} AND NOT p.is_paused AND NOT b.is_paused AND ${BINDING_COVERS_DESTINATION}
     ORDER BY b.id`.execute(db);
  return result.rows.map((row) => row.id);
}

/** Route crawls a day one departure airport's active bindings plan, at their cadence and airports. */
export interface PlannedCrawls {
  origin: string;
  bindings: number;
  perDay: number;
}

/** The crawl plan per departure airport: a binding crawls every active airport it covers. */
export async function plannedRouteCrawls(db: Db): Promise<PlannedCrawls[]> {
  const result = await sql<PlannedCrawls>`
    SELECT p.origin, count(*)::int AS bindings,
           round(sum(1440.0 / COALESCE(b.cadence_override_minutes, p.success_interval_minutes) * covered.airports))::int
             AS per_day
      FROM search_profile_bindings b
      JOIN search_profiles p ON p.id = b.profile_id
      CROSS JOIN LATERAL (
        SELECT count(*) AS airports FROM airports a JOIN destinations d ON d.iata_code = a.city_code
         WHERE a.is_active AND d.is_active AND ${BINDING_COVERS_DESTINATION}
      ) covered
     WHERE NOT p.is_paused AND NOT b.is_paused
     GROUP BY p.origin ORDER BY p.origin`.execute(db);
  return result.rows;
}
