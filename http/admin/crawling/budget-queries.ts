import { CRAWL_BUDGET_PER_DAY } from "../../../core/crawling/budget.ts";
import { sofiaYesterday } from "../../../core/time/clock.ts";
import { type PlannedCrawls, plannedRouteCrawls } from "../../../projections/crawling/queries.ts";
import type { AdminDeps } from "../shell/deps.ts";

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
  planned: PlannedCrawls[];
  plannedTotal: number;
  /** Today and yesterday in Sofia, newest first. */
  recorded: VolumeRow[];
}

export async function crawlBudget(deps: AdminDeps, now: Date): Promise<CrawlBudget> {
  const [planned, recorded] = await Promise.all([
    plannedRouteCrawls(deps.database.db),
    deps.database.sql<VolumeRow[]>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, source, from_airport AS origin, crawls, fares
        FROM crawl_volume WHERE day >= ${sofiaYesterday(now)}::date
       ORDER BY day DESC, source, from_airport`,
  ]);
  return {
    budgetPerDay: CRAWL_BUDGET_PER_DAY,
    planned,
    plannedTotal: planned.reduce((sum, row) => sum + row.perDay, 0),
    recorded: [...recorded],
  };
}
