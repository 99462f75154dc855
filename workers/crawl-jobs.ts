import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type PgBoss from "pg-boss";
import type { CrawlTiming } from "../core/crawling/binding-decider.ts";
import type { SearchProfileParams } from "../core/crawling/profile.ts";
import { type CrawlBindingDeps, crawlBinding } from "../core/crawling/service.ts";
import type { Db, Sql } from "../core/db/database.ts";
import type { Logger } from "../core/log/logger.ts";
import { QUEUES } from "./queues.ts";

export interface CrawlBindingJob {
  bindingId: string;
}

export interface CrawlJobDeps extends CrawlBindingDeps {
  boss: PgBoss;
  db: Db;
  sql: Sql;
  logger: Logger;
  crawlCron: string;
  /** How many due bindings one scheduler tick hands out at most. */
  batch?: number;
}

const LEASE_MINUTES = 10;
const workerId = `crawler-${randomUUID().slice(0, 8)}`;

/** Takes the binding's crawler lease unless a live one is held elsewhere. */
export async function acquireCrawlerLock(sqlClient: Sql, bindingId: string, owner = workerId): Promise<boolean> {
  const rows = await sqlClient`
    INSERT INTO crawler_locks (binding_id, owner, expires_at)
    VALUES (${bindingId}, ${owner}, now() + make_interval(mins => ${LEASE_MINUTES}))
    ON CONFLICT (binding_id) DO UPDATE SET owner = EXCLUDED.owner, acquired_at = now(), expires_at = EXCLUDED.expires_at
      WHERE crawler_locks.expires_at < now()
    RETURNING binding_id`;
  return rows.length === 1;
}

export async function releaseCrawlerLock(sqlClient: Sql, bindingId: string, owner = workerId): Promise<void> {
  await sqlClient`DELETE FROM crawler_locks WHERE binding_id = ${bindingId} AND owner = ${owner}`;
}

/** Bindings whose next run has come, neither they nor their profiles paused, most important first. */
export async function dueBindings(db: Db, now: Date, limit: number): Promise<string[]> {
  const result = await sql<{ id: string }>`
    SELECT b.id FROM search_profile_bindings b JOIN search_profiles p ON p.id = b.profile_id
     WHERE NOT p.is_paused AND NOT b.is_paused AND b.next_run_at <= ${now}
     ORDER BY p.priority + p.priority_boost + b.priority_score + b.boost DESC, b.next_run_at
     LIMIT ${limit}`.execute(db);
  return result.rows.map((r) => r.id);
}

/** Crawls one binding under its lease; the outcome is recorded on the binding. */
export async function runBindingCrawl(
  deps: Omit<CrawlJobDeps, "boss" | "crawlCron">,
  bindingId: string,
  now = new Date(),
) {
  const found = await sql<{
    params: SearchProfileParams;
    successIntervalMinutes: number;
    zeroResultSnoozeDays: number;
    errorSnoozeDays: number;
    scope: string;
    destinationIata: string | null;
    countryCode: string | null;
  }>`
    SELECT p.params, p.success_interval_minutes, p.zero_result_snooze_days, p.error_snooze_days, b.scope,
           b.destination_iata, b.country_code
      FROM search_profile_bindings b JOIN search_profiles p ON p.id = b.profile_id WHERE b.id = ${bindingId}`.execute(
    deps.db,
  );
  const row = found.rows[0];
  if (!row) return { status: "missing" as const };
  if (!(await acquireCrawlerLock(deps.sql, bindingId))) return { status: "locked" as const };
  try {
    const airports = await sql<{ iataCode: string }>`
      SELECT a.iata_code FROM airports a JOIN destinations d ON d.iata_code = a.city_code
       WHERE a.is_active AND d.is_active
         AND CASE ${row.scope} WHEN 'destination' THEN d.iata_code = ${row.destinationIata}
                               WHEN 'country' THEN d.country_code = ${row.countryCode} ELSE true END
       ORDER BY a.iata_code`.execute(deps.db);
    const timing: CrawlTiming = {
      successIntervalMinutes: row.successIntervalMinutes,
      zeroResultSnoozeDays: row.zeroResultSnoozeDays,
      errorSnoozeDays: row.errorSnoozeDays,
    };
    return await crawlBinding(
      deps,
      { bindingId, params: row.params, timing, airports: airports.rows.map((a) => a.iataCode) },
      now,
      { actor: "system:crawler", correlationId: `crawl:${bindingId}:${now.toISOString()}` },
    );
  } finally {
    await releaseCrawlerLock(deps.sql, bindingId);
  }
}

export async function registerCrawlJobs(deps: CrawlJobDeps): Promise<void> {
  const { boss, logger } = deps;
  for (const name of [QUEUES.crawlSchedule, QUEUES.crawlBinding]) {
    await boss.createQueue(name, { name, retryLimit: 2, retryBackoff: true });
  }
  await boss.schedule(QUEUES.crawlSchedule, deps.crawlCron, {}, { tz: "Europe/Sofia" });
  await boss.work(QUEUES.crawlSchedule, async ([job]) => {
    const due = await dueBindings(deps.db, new Date(), deps.batch ?? 50);
    for (const bindingId of due) {
      const data: CrawlBindingJob = { bindingId };
      await boss.send(QUEUES.crawlBinding, data, { singletonKey: bindingId, singletonMinutes: 5 });
    }
    if (due.length) logger.info("crawls scheduled", { jobId: job?.id, bindings: due.length });
  });
  await boss.work<CrawlBindingJob>(QUEUES.crawlBinding, { batchSize: 2 }, async (jobs) => {
    for (const job of jobs) {
      const result = await runBindingCrawl(deps, job.data.bindingId);
      logger.child({ jobId: job.id, queue: QUEUES.crawlBinding }).info("binding crawled", {
        bindingId: job.data.bindingId,
        ...result,
      });
    }
  });
}
