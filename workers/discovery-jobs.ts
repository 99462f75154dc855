import type PgBoss from "pg-boss";
import type { Db } from "../core/db/database.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import type { Logger } from "../core/log/logger.ts";
import { type DiscoveryOutcome, discoverDestination } from "../core/search/discovery.ts";
import type { DiscoveryEvent } from "../core/search/events.ts";
import { discoveryCatalog } from "../projections/search/queries.ts";
import { createQueue, inTransaction } from "./boss.ts";
import type { CrawlBindingJob } from "./crawl-jobs.ts";
import { QUEUES } from "./queues.ts";
import type { Reactor } from "./reactor.ts";

/**
 * Destination discovery (docs/decisions/0024): the discovery reactor turns each
 * DestinationDiscoveryRequested into a `destination-discovery` job in its checkpoint
 * transaction; the job registers the airport and its city, binds it to the default search
 * profile and queues a crawl of the binding on the existing crawl.binding queue.
 */

export interface DestinationDiscoveryJob {
  jobId: string;
  iataCode: string;
}

export interface DiscoveryJobDeps {
  boss: PgBoss;
  store: EventStore;
  db: Db;
  logger: Logger;
  /** How often an idle worker looks for jobs; a visitor is waiting, so often. */
  pollingIntervalSeconds?: number;
}

/** Runs one job against the read models, queueing the crawl on `boss`. */
export function runDiscoveryJob(
  deps: Pick<DiscoveryJobDeps, "boss" | "store" | "db">,
  job: DestinationDiscoveryJob,
): Promise<DiscoveryOutcome> {
  return discoverDestination(
    {
      ...discoveryCatalog(deps.db),
      store: deps.store,
      async requestCrawl(bindingId) {
        const data: CrawlBindingJob = { bindingId };
        await deps.boss.send(QUEUES.crawlBinding, data, { singletonKey: bindingId, singletonMinutes: 5 });
      },
    },
    job,
  );
}

export async function registerDiscoveryJobs(deps: DiscoveryJobDeps): Promise<void> {
  const { boss, logger } = deps;
  const name = QUEUES.destinationDiscovery;
  // failures are recorded on the discovery stream and a new search starts a new attempt: no retries
  await createQueue(boss, name, { retryLimit: 0 });
  // the crawl it asks for goes to the crawl queue; make sure it exists even without the crawl worker here
  await createQueue(boss, QUEUES.crawlBinding, { retryLimit: 2, retryBackoff: true });
  await boss.work<DestinationDiscoveryJob>(
    name,
    { batchSize: 1, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      for (const job of jobs) {
        const outcome = await runDiscoveryJob(deps, job.data);
        const log = logger.child({ jobId: job.id, queue: name });
        if (outcome.status === "failed") log.warn("destination discovery failed", { ...job.data, ...outcome });
        else log.info("destination discovery finished", { ...job.data, ...outcome });
      }
    },
  );
}

type Requested = Extract<DiscoveryEvent, { type: "DestinationDiscoveryRequested" }>;

/** DestinationDiscoveryRequested -> a job, sent in the reactor's checkpoint transaction. */
export const discoveryReactor: Reactor<Requested> = {
  name: "destination-discovery",
  eventTypes: ["DestinationDiscoveryRequested"],
  async react(tx, events, boss) {
    for (const event of events) {
      const data = event.data;
      const job: DestinationDiscoveryJob = { jobId: data.jobId, iataCode: data.iataCode };
      await boss.send(QUEUES.destinationDiscovery, job, { ...inTransaction(tx), singletonKey: data.jobId });
    }
  },
};
