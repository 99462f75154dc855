import type PgBoss from "pg-boss";
import { type CmsPageState, cmsPageDecider } from "../core/cms/decider.ts";
import { type CmsPageEvent, cmsPageStreamId } from "../core/cms/events.ts";
import { runCmsPageCommand } from "../core/cms/runner.ts";
import type { Db } from "../core/db/database.ts";
import { aggregateStream } from "../core/eventstore/aggregate-stream.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import type { Logger } from "../core/log/logger.ts";
import { scheduledPagesDue } from "../projections/cms/queries.ts";
import { createQueue, scheduleQueue } from "./boss.ts";
import { QUEUES } from "./queues.ts";

export interface CmsJobDeps {
  store: EventStore;
  db: Db;
  logger: Logger;
}

const ACTOR = "system:cms-scheduler";

/**
 * Puts live every scheduled page whose time has come. The read model names the candidates; each
 * page's own stream has the last word, so a page moved to another time or state meanwhile waits.
 */
export async function publishScheduledPages(deps: CmsJobDeps, now = new Date()): Promise<string[]> {
  const published: string[] = [];
  for (const pageKey of await scheduledPagesDue(deps.db, now)) {
    const { state } = await aggregateStream<CmsPageEvent, CmsPageState>(
      deps.store,
      cmsPageStreamId(pageKey),
      cmsPageDecider,
    );
    if (state.publishingState !== "scheduled" || !state.publishAt || Date.parse(state.publishAt) > now.getTime())
      continue;
    await runCmsPageCommand(deps.store, { type: "ChangePublishingState", pageKey, to: "live" }, { actor: ACTOR });
    published.push(pageKey);
  }
  return published;
}

export async function registerCmsJobs(deps: CmsJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  await createQueue(boss, QUEUES.cmsPublishScheduled, { retryLimit: 1 });
  await scheduleQueue(boss, QUEUES.cmsPublishScheduled, "* * * * *");
  await boss.work(QUEUES.cmsPublishScheduled, async ([job]) => {
    const published = await publishScheduledPages(deps);
    if (published.length > 0) logger.info("scheduled pages published", { jobId: job?.id, published });
  });
}
