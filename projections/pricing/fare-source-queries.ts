import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import { sofiaYesterday } from "../../core/time/clock.ts";

/** How a fare source has been doing: the figures /nimda and /metrics show for each. */
export interface FareSourceHealth {
  source: string;
  /** The latest fares it answered with, ever. */
  lastSuccessAt: Date | null;
  /** Route crawls answered today and yesterday (Sofia), and their fares per crawl. */
  routeCrawls: number;
  faresPerCrawl: number | null;
  /** Binding crawls recorded today and yesterday, and the share of them that failed. */
  bindingCrawls: number;
  errors: number;
  errorRate: number | null;
  lastError: string | null;
  lastErrorAt: Date | null;
}

/** A row as kysely hands it over: the database's snake_case columns in camelCase. */
interface HealthRow {
  source: string;
  lastSuccessAt: Date | null;
  routeCrawls: number;
  fares: number;
  bindingCrawls: number;
  errors: number;
  lastError: string | null;
  lastErrorAt: Date | null;
}

/** Every source that ever answered or failed, the busiest first. */
export async function fareSourceHealth(db: Db, now: Date): Promise<FareSourceHealth[]> {
  const yesterday = sofiaYesterday(now);
  const result = await sql<HealthRow>`
    WITH sources AS (SELECT source FROM crawl_volume UNION SELECT source FROM crawl_outcomes),
    volume AS (
      SELECT source, max(last_observed_at) AS last_success_at,
             COALESCE(sum(crawls) FILTER (WHERE day >= ${yesterday}::date), 0)::int AS route_crawls,
             COALESCE(sum(fares) FILTER (WHERE day >= ${yesterday}::date), 0)::int AS fares
        FROM crawl_volume GROUP BY source
    ),
    outcomes AS (
      SELECT source,
             COALESCE(sum(crawls) FILTER (WHERE day >= ${yesterday}::date), 0)::int AS binding_crawls,
             COALESCE(sum(errors) FILTER (WHERE day >= ${yesterday}::date), 0)::int AS errors,
             (array_agg(last_error ORDER BY last_error_at DESC NULLS LAST))[1] AS last_error,
             max(last_error_at) AS last_error_at
        FROM crawl_outcomes GROUP BY source
    )
    SELECT s.source, v.last_success_at, COALESCE(v.route_crawls, 0) AS route_crawls, COALESCE(v.fares, 0) AS fares,
           COALESCE(o.binding_crawls, 0) AS binding_crawls, COALESCE(o.errors, 0) AS errors,
           o.last_error, o.last_error_at
      FROM sources s LEFT JOIN volume v USING (source) LEFT JOIN outcomes o USING (source)
     ORDER BY COALESCE(v.route_crawls, 0) DESC, s.source`.execute(db);
  return result.rows.map(({ fares, ...row }) => ({
    ...row,
    faresPerCrawl: row.routeCrawls > 0 ? Math.round((fares / row.routeCrawls) * 10) / 10 : null,
    errorRate: row.bindingCrawls > 0 ? row.errors / row.bindingCrawls : null,
  }));
}

/** Deals held back from one channel because their fare had changed, by outcome. */
export interface RecheckDrops {
  channel: string;
  gone: number;
  dearer: number;
}

/** Drops since yesterday (Sofia), or over all time, per channel. */
export async function recheckDrops(db: Db, options: { now: Date; allTime?: boolean }): Promise<RecheckDrops[]> {
  const since = options.allTime ? "1970-01-01" : sofiaYesterday(options.now);
  const result = await sql<RecheckDrops>`
    SELECT channel,
           COALESCE(sum(drops) FILTER (WHERE outcome = 'gone'), 0)::int AS gone,
           COALESCE(sum(drops) FILTER (WHERE outcome = 'dearer'), 0)::int AS dearer
      FROM fare_recheck_drops WHERE day >= ${since}::date GROUP BY channel ORDER BY channel`.execute(db);
  return result.rows;
}
