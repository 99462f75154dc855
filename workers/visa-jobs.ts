import type PgBoss from "pg-boss";
import type { EventStore } from "../core/eventstore/types.ts";
import type { Logger } from "../core/log/logger.ts";
import { syncVisaRules, type VisaRuleProvider } from "../core/visa/service.ts";
import { createQueue, scheduleQueue } from "./boss.ts";
import { QUEUES } from "./queues.ts";

/** Weekly automated fetch: changed rules become pending revisions for an editor to review. */
export async function registerVisaJobs(deps: {
  boss: PgBoss;
  store: EventStore;
  provider: VisaRuleProvider;
  logger: Logger;
}): Promise<void> {
  const { boss } = deps;
  await createQueue(boss, QUEUES.visaFetch, { retryLimit: 2, retryBackoff: true });
  await scheduleQueue(boss, QUEUES.visaFetch, "0 4 * * 1");
  await boss.work(QUEUES.visaFetch, async ([job]) => {
    await syncVisaRules(deps.store, deps.provider, {
      proposedBy: `system:fetch:${deps.provider.name}`,
      logger: deps.logger.child({ jobId: job?.id, queue: QUEUES.visaFetch }),
    });
  });
}
