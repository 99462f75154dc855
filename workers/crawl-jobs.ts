import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import type { CrawlTiming } from "../core/crawling/binding-decider.ts";
import { type CrawlBindingDeps, crawlBinding } from "../core/crawling/service.ts";
import type { Database, Sql } from "../core/db/database.ts";
import type { Logger } from "../core/log/logger.ts";
import { airportsCovered, bindingCrawlPlan, dueBindings } from "../projections/crawling/queries.ts";
import { createQueue, scheduleQueue } from "./boss.ts";
import { QUEUES } from "./queues.ts";

export interface CrawlBindingJob {
  bindingId: string;
}

export interface CrawlJobDeps extends CrawlBindingDeps {
  boss: PgBoss;
  /** The crawler's leases are written with its `sql`; bindings and airports read with its `db`. */
  database: Database;
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

/** Crawls one binding under its lease; the outcome is recorded on the binding. */
export async function runBindingCrawl(
  deps: Omit<CrawlJobDeps, "boss" | "crawlCron">,
  bindingId: string,
  now = new Date(),
) {
  const plan = await bindingCrawlPlan(deps.database.db, bindingId);
  if (!plan) return { status: "missing" as const };
  if (!(await acquireCrawlerLock(deps.database.sql, bindingId))) return { status: "locked" as const };
  try {
    const airports = await airportsCovered(deps.database.db, plan);
    const timing: CrawlTiming = {
      successIntervalMinutes: plan.successIntervalMinutes,
      zeroResultSnoozeDays: plan.zeroResultSnoozeDays,
      errorSnoozeDays: plan.errorSnoozeDays,
    };
    return await crawlBinding(deps, { bindingId, params: plan.params, timing, airports }, now, {
      actor: "system:crawler",
      correlationId: `crawl:${bindingId}:${now.toISOString()}`,
    });
  } finally {
    await releaseCrawlerLock(deps.database.sql, bindingId);
  }
}

export async function registerCrawlJobs(deps: CrawlJobDeps): Promise<void> {
  const { boss, logger } = deps;
  for (const name of [QUEUES.crawlSchedule, QUEUES.crawlBinding]) {
    await createQueue(boss, name, { retryLimit: 2, retryBackoff: true });
  }
  await scheduleQueue(boss, QUEUES.crawlSchedule, deps.crawlCron);
  await boss.work(QUEUES.crawlSchedule, async ([job]) => {
    const due = await dueBindings(deps.database.db, new Date(), deps.batch ?? 50);
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
