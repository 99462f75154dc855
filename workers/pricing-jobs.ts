import type PgBoss from "pg-boss";
import type { SnapshotStore } from "../core/eventstore/snapshots.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import type { Logger } from "../core/log/logger.ts";
import { crawlRoute } from "../core/pricing/crawl.ts";
import type { PricingEvent } from "../core/pricing/events.ts";
import type { FareSource } from "../core/pricing/fare.ts";
import { createQueue, inTransaction } from "./boss.ts";
import { type CrawlRouteJob, type LowestPriceLoweredJob, QUEUES } from "./queues.ts";
import type { Reactor } from "./reactor.ts";

export interface PricingJobDeps {
  boss: PgBoss;
  store: EventStore;
  snapshots: SnapshotStore;
  fareSource: FareSource;
  logger: Logger;
}

export async function registerPricingJobs(deps: PricingJobDeps): Promise<void> {
  const { boss, logger } = deps;
  for (const name of [QUEUES.crawlRoute, QUEUES.lowestPriceLowered]) {
    await createQueue(boss, name, { retryLimit: 3, retryBackoff: true });
  }
  await boss.work<CrawlRouteJob>(QUEUES.crawlRoute, { batchSize: 4 }, async (jobs) => {
    for (const job of jobs) {
      const jobLogger = logger.child({ jobId: job.id, queue: QUEUES.crawlRoute });
      const result = await crawlRoute(
        deps,
        { fromAirport: job.data.fromAirport, toAirport: job.data.toAirport, at: new Date(job.data.at) },
        { causationId: job.id, correlationId: job.id, actor: "system:crawler" },
      );
      jobLogger.info("route crawled", { route: `${job.data.fromAirport}-${job.data.toAirport}`, ...result });
    }
  });

  await boss.work<LowestPriceLoweredJob>(
    QUEUES.lowestPriceLowered,
    { batchSize: 50, pollingIntervalSeconds: 1 },
    async (jobs) => {
      // Deal detection (issue 4) takes over from here; for now the drop is logged for operators.
      for (const job of jobs) {
        logger.child({ jobId: job.id, queue: QUEUES.lowestPriceLowered }).info("route reached a new lowest price", {
          ...job.data,
        });
      }
    },
  );
}

/** RouteLowestPriceLowered -> a job, sent in the reactor's checkpoint transaction. */
export const lowestPriceReactor: Reactor<Extract<PricingEvent, { type: "RouteLowestPriceLowered" }>> = {
  name: "lowest-price-alerts",
  eventTypes: ["RouteLowestPriceLowered"],
  async react(tx, events, boss) {
    for (const event of events) {
      const data = event.data;
      const job: LowestPriceLoweredJob = {
        fromAirport: data.fromAirport,
        toAirport: data.toAirport,
        previousLowestBgn: data.previousLowestBgn,
        lowestBgn: data.lowestBgn,
        flightDate: data.flightDate,
        eventId: event.eventId,
      };
      await boss.send(QUEUES.lowestPriceLowered, job, { ...inTransaction(tx), singletonKey: event.eventId });
    }
  },
};
