import type PgBoss from "pg-boss";
import type { Db } from "../core/db/database.ts";
import { FLASH_WINDOW_MS, planDetection } from "../core/deals/detect.ts";
import { rankDeals } from "../core/deals/ranking.ts";
import { detectDeals, expireDeal, expireDeals, recordBestDealsRanking } from "../core/deals/service.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import type { Logger } from "../core/log/logger.ts";
import type { PricingEvent } from "../core/pricing/events.ts";
import { dealRuleThresholds } from "../core/settings/deal-thresholds.ts";
import { loadSettings } from "../core/settings/service.ts";
import { previousPrices, routeDealContext } from "../projections/deals/deal-context.ts";
import { dealsToRank, staleDeals } from "../projections/deals/queries.ts";
import { type FoldWait, whenFolded } from "../projections/folded.ts";
import { createQueue, inTransaction, scheduleQueue } from "./boss.ts";
import { QUEUES } from "./queues.ts";
import type { Reactor } from "./reactor.ts";

export interface DetectDealsJob {
  globalPosition: number;
}

export interface DetectionDeps {
  store: EventStore;
  db: Db;
  affiliateMarker: string;
  /** How long a crawl's detection waits for the statistics to fold it (DETECTION_READS). */
  foldWait?: FoldWait;
}

/**
 * The read models detection judges a crawl by that other subscriptions fold from the same
 * FaresObserved event: the route's usual prices and the prices before it. Detection waits until
 * both have folded the crawl, so a deal is never judged on the statistics of the crawl before.
 */
export const DETECTION_READS = ["route_price_stats", "price_history"] as const;

/** A crawl whose statistics lag longer is retried by the queue (retryLimit, with backoff). */
const FOLD_WAIT: FoldWait = { timeoutMs: 10_000 };

export interface DealJobDeps extends DetectionDeps {
  boss: PgBoss;
  logger: Logger;
}

/** Judges the fares of one recorded crawl and records what changed in the route's deals. */
export async function detectDealsAt(deps: DetectionDeps, globalPosition: number, now = new Date()) {
  const [event] = await deps.store.readAll<PricingEvent>({ after: globalPosition - 1, limit: 1 });
  if (event?.type !== "FaresObserved") return { detected: 0, expired: 0 };
  const { data } = event;
  const observedAt = new Date(data.observedAt);
  await whenFolded(deps.db, DETECTION_READS, globalPosition, deps.foldWait ?? FOLD_WAIT);
  const [context, previous, settings] = await Promise.all([
    routeDealContext(deps.db, data.fromAirport, data.toAirport),
    previousPrices(
      deps.db,
      data.fromAirport,
      data.toAirport,
      globalPosition,
      new Date(observedAt.getTime() - FLASH_WINDOW_MS),
    ),
    loadSettings(deps.store),
  ]);
  const plan = planDetection(data.observations, {
    ...context,
    thresholds: dealRuleThresholds(settings.settings),
    previousPrices: previous,
    affiliateMarker: deps.affiliateMarker,
    observedAt,
    today: now.toISOString().slice(0, 10),
  });
  const metadata = {
    actor: "system:deal-detection",
    causationId: event.eventId,
    correlationId: event.metadata.correlationId,
  };
  const detected = await detectDeals(deps.store, plan.detect, metadata);
  await expireDeals(deps.store, plan.expire, "price_back_to_normal", observedAt, metadata);
  return { detected: detected.reduce((a, b) => a + b, 0), expired: plan.expire.length };
}

/** Expires deals whose validity or departure has passed. */
export async function expireStaleDeals(deps: DetectionDeps, now = new Date()): Promise<number> {
  const stale = await staleDeals(deps.db, now);
  for (const deal of stale) {
    await expireDeal(deps.store, deal.id, deal.reason, now, { actor: "system:deal-expiry" });
  }
  return stale.length;
}

export const BEST_DEALS_TTL_SECONDS = 900;
const RANKED_AT_MOST = 1000;

/** Ranks every live deal and records the ranking; best_deals_cache folds it. */
export async function rankBestDeals(deps: DetectionDeps, now = new Date()): Promise<number> {
  const ranked = rankDeals(await dealsToRank(deps.db, now)).slice(0, RANKED_AT_MOST);
  await recordBestDealsRanking(deps.store, {
    refreshedAt: now.toISOString(),
    ttlSeconds: BEST_DEALS_TTL_SECONDS,
    entries: ranked,
  });
  return ranked.length;
}

export async function registerDealJobs(deps: DealJobDeps): Promise<void> {
  const { boss, logger } = deps;
  for (const name of [QUEUES.detectDeals, QUEUES.expireDeals, QUEUES.rankDeals]) {
    await createQueue(boss, name, { retryLimit: 3, retryBackoff: true });
  }
  await scheduleQueue(boss, QUEUES.expireDeals, "*/15 * * * *");
  await scheduleQueue(boss, QUEUES.rankDeals, "*/15 * * * *");
  await boss.work(QUEUES.rankDeals, async ([job]) => {
    const ranked = await rankBestDeals(deps);
    logger.child({ jobId: job?.id, queue: QUEUES.rankDeals }).info("best deals ranked", { ranked });
  });
  await boss.work<DetectDealsJob>(QUEUES.detectDeals, { batchSize: 10, pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) {
      const result = await detectDealsAt(deps, job.data.globalPosition);
      if (result.detected || result.expired) {
        logger.child({ jobId: job.id, queue: QUEUES.detectDeals }).info("deals updated", { ...result });
      }
    }
  });
  await boss.work(QUEUES.expireDeals, async ([job]) => {
    const expired = await expireStaleDeals(deps);
    logger.child({ jobId: job?.id, queue: QUEUES.expireDeals }).info("stale deals expired", { expired });
  });
}

/** FaresObserved -> a detection job, sent in the reactor's checkpoint transaction. */
export const dealDetectionReactor: Reactor = {
  name: "deal-detection",
  eventTypes: ["FaresObserved"],
  async react(tx, events, boss) {
    for (const event of events) {
      const job: DetectDealsJob = { globalPosition: event.globalPosition };
      await boss.send(QUEUES.detectDeals, job, { ...inTransaction(tx), singletonKey: event.eventId });
    }
  },
};
