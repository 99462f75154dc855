import type PgBoss from "pg-boss";
import { CMS_PAGE_EVENT_TYPES, type CmsContentEvent, type CmsPageEvent } from "../core/cms/events.ts";
import type { Db } from "../core/db/database.ts";
import type { Cdn } from "../core/edge-purge/cdn.ts";
import { type PurgeRun, queuePurgeForCmsEvent, runEdgePurge, STALE_ATTEMPT_MS } from "../core/edge-purge/service.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import { EVENTS_CHANNEL } from "../core/eventstore/wakeup.ts";
import { isUuid } from "../core/ids.ts";
import type { Logger } from "../core/log/logger.ts";
import { type Clock, systemClock } from "../core/time/clock.ts";
import { duePurges } from "../projections/edge-purge/queries.ts";
import { createQueue, inTransaction, scheduleQueue } from "./boss.ts";
import { type EdgePurgeJob, QUEUES } from "./queues.ts";
import type { Reactor } from "./reactor.ts";

/** The sweep that catches what a lost job, a stopped worker or a retry time left waiting. */
export const EDGE_PURGE_SWEEP_CRON = "* * * * *";

/**
 * Reads the CMS events in order and queues the purge each asks for (core/edge-purge/urls.ts),
 * in the transaction that moves the reactor's checkpoint: the purge's events, its job and the
 * checkpoint commit together. A re-read event queues nothing new (the purge has the event's id).
 */
export function edgePurgeReactor(
  options: { clock?: Clock; sitemapPaths?: readonly string[] } = {},
): Reactor<CmsPageEvent | CmsContentEvent> {
  const clock = options.clock ?? systemClock;
  return {
    name: "edge-purge",
    eventTypes: [...CMS_PAGE_EVENT_TYPES, "CmsContentPublished"],
    async react(tx, events, boss) {
      const store = new PostgresEventStore(tx);
      let queued = 0;
      for (const event of events) {
        const purge = await queuePurgeForCmsEvent(store, event, clock(), options.sitemapPaths);
        if (purge?.status !== "queued") continue;
        queued += 1;
        await boss.send(QUEUES.cmsEdgePurge, { purgeId: purge.purgeId } satisfies EdgePurgeJob, inTransaction(tx));
      }
      // the read model hears of the new purges at the commit, as it does of the store's own appends
      if (queued > 0) await tx`SELECT pg_notify(${EVENTS_CHANNEL}, '')`;
    },
  };
}

export interface EdgePurgeJobDeps {
  store: EventStore;
  db: Db;
  cdn: Cdn;
  /** PUBLIC_URL: the CDN is given absolute URLs. */
  publicUrl: string;
  logger: Logger;
  clock?: Clock;
}

const runDeps = (deps: EdgePurgeJobDeps) => ({
  store: deps.store,
  cdn: deps.cdn,
  publicUrl: deps.publicUrl,
  clock: deps.clock ?? systemClock,
});

/** Every purge that is due, as the read model names them; each one's stream has the last word. */
export async function runDuePurges(deps: EdgePurgeJobDeps): Promise<PurgeRun[]> {
  const now = (deps.clock ?? systemClock)();
  const due = await duePurges(deps.db, now, new Date(now.getTime() - STALE_ATTEMPT_MS));
  const runs: PurgeRun[] = [];
  for (const purgeId of due) runs.push(await runEdgePurge(runDeps(deps), purgeId));
  return runs;
}

/** One job: its purge, or the sweep; a failure with retries left is looked at again at its retry time. */
export async function runEdgePurgeJob(deps: EdgePurgeJobDeps & { boss: PgBoss }, job: EdgePurgeJob) {
  const runs =
    job.purgeId === undefined
      ? await runDuePurges(deps)
      : isUuid(job.purgeId)
        ? [await runEdgePurge(runDeps(deps), job.purgeId)]
        : [];
  for (const run of runs) {
    if (run.status === "failed" && run.retryAt) {
      await deps.boss.send(QUEUES.cmsEdgePurge, { purgeId: run.purgeId } satisfies EdgePurgeJob, {
        startAfter: new Date(run.retryAt),
      });
    }
  }
  return runs;
}

export async function registerEdgePurgeJobs(deps: EdgePurgeJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  // pg-boss retries a job that threw (the database away) after the attempt counts as stale
  await createQueue(boss, QUEUES.cmsEdgePurge, { retryLimit: 3, retryDelay: Math.ceil(STALE_ATTEMPT_MS / 1000) + 30 });
  await scheduleQueue(boss, QUEUES.cmsEdgePurge, EDGE_PURGE_SWEEP_CRON);
  // a purge is quick and a page stays stale until it has run: look every second, several at a time
  await boss.work<EdgePurgeJob>(QUEUES.cmsEdgePurge, { batchSize: 10, pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) {
      const runs = await runEdgePurgeJob(deps, job.data ?? {});
      const ran = runs.filter((run) => run.status !== "queued");
      if (ran.length > 0) logger.info("edge purges", { jobId: job.id, cdn: deps.cdn.name, runs: ran });
    }
  });
}
