import type PgBoss from "pg-boss";
import type { CmsLocale } from "../core/cms/events.ts";
import type { GenerationEvent, GeneratorName } from "../core/content-generation/events.ts";
import { catalogFacts } from "../core/content-generation/facts.ts";
import type { ContentGenerator } from "../core/content-generation/generator.ts";
import { type RunOutcome, runGenerationJob } from "../core/content-generation/run-job.ts";
import type { Db } from "../core/db/database.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import type { Logger } from "../core/log/logger.ts";
import { type Clock, systemClock } from "../core/time/clock.ts";
import { cheapestFaresByDestination } from "../projections/pricing/fares.ts";
import { createQueue, inTransaction } from "./boss.ts";
import { QUEUES } from "./queues.ts";
import type { Reactor } from "./reactor.ts";

export interface GenerateDraftJob {
  jobId: string;
  pageKey: string;
  locale: CmsLocale;
}

export interface ContentGenerationJobDeps {
  store: EventStore;
  db: Db;
  generators: Partial<Record<GeneratorName, ContentGenerator>>;
  logger: Logger;
  clock?: Clock;
}

/** Every requested job (a new one or a retry) becomes one pg-boss job, sent with the reactor's checkpoint. */
export const contentGenerationReactor: Reactor<GenerationEvent> = {
  name: "content-generation",
  eventTypes: ["CmsGenerationRequested"],
  async react(tx, events, boss) {
    for (const event of events) {
      if (event.type !== "CmsGenerationRequested") continue;
      const { jobId, pageKey, locale } = event.data;
      const job: GenerateDraftJob = { jobId, pageKey, locale };
      await boss.send(QUEUES.cmsGenerateDraft, job, { singletonKey: jobId, ...inTransaction(tx) });
    }
  },
};

/** Runs one generation job with the facts the catalog and the current fares give. */
export function generateDraft(deps: ContentGenerationJobDeps, job: GenerateDraftJob): Promise<RunOutcome> {
  return runGenerationJob(
    {
      store: deps.store,
      generators: deps.generators,
      clock: deps.clock ?? systemClock,
      logger: deps.logger,
      async factsFor(target) {
        const fares = await cheapestFaresByDestination(deps.db, { toAirports: target.destination.airports, limit: 20 });
        return catalogFacts(
          target,
          fares.map((fare) => ({
            fromAirport: fare.fromAirport,
            priceEur: fare.priceEur,
            airlineCode: fare.airline,
            airlineName: fare.airlineName,
            direct: fare.isDirectFlight,
          })),
        );
      },
    },
    job,
  );
}

export async function registerContentGenerationJobs(deps: ContentGenerationJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  // a retry of the pg-boss job is for a crash; a generator's failure fails the generation job instead
  await createQueue(boss, QUEUES.cmsGenerateDraft, { retryLimit: 2, retryDelay: 30 });
  await boss.work<GenerateDraftJob>(QUEUES.cmsGenerateDraft, async ([job]) => {
    if (!job) return;
    const outcome = await generateDraft(deps, job.data);
    logger.info("draft generation", { ...job.data, outcome });
  });
}
