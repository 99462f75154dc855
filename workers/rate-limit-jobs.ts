import type PgBoss from "pg-boss";
import type { Sql } from "../core/db/database.ts";
import { purgeExpiredTakes } from "../core/limits/postgres-rate-limiter.ts";
import type { Logger } from "../core/log/logger.ts";
import { createQueue, scheduleQueue } from "./boss.ts";
import { QUEUES } from "./queues.ts";

export interface RateLimitJobDeps {
  sql: Sql;
  logger: Logger;
  /** The job's clock (ms since the epoch); the real one unless a test sets it. */
  now?: () => number;
}

/**
 * Every minute, deletes the shared rate limits' rows whose window has passed (docs/decisions/0083):
 * takes delete them on the way, but only while visitors come; after the last one of the
 * evening the keyed hashes of addresses must not wait for the next visitor, nor for the night.
 */
export async function registerRateLimitJobs(deps: RateLimitJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  const now = deps.now ?? Date.now;
  await createQueue(boss, QUEUES.rateLimitPurge, { retryLimit: 1 });
  await scheduleQueue(boss, QUEUES.rateLimitPurge, "* * * * *");
  await boss.work(QUEUES.rateLimitPurge, async ([job]) => {
    const purged = await purgeExpiredTakes(deps.sql, now());
    if (purged > 0) logger.debug("rate limit rows purged", { jobId: job?.id, purged });
  });
}
