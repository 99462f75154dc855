import { seedCatalog } from "../core/catalog/seed.ts";
import { seedCmsPages } from "../core/cms/seed.ts";
import type { Env } from "../core/config/env.ts";
import { seedSearchProfiles } from "../core/crawling/seed.ts";
import type { Database } from "../core/db/database.ts";
import type { Logger } from "../core/log/logger.ts";
import { seedHistory } from "../core/pricing/seed-history.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { isConnectionOnly, SIMULATED_ROUTES } from "../core/pricing/simulated-routes.ts";
import { runSeedSteps } from "../core/seed/progress.ts";
import { passportIndexProvider } from "../core/visa/passport-index-provider.ts";
import { syncVisaRules } from "../core/visa/service.ts";
import { priceAlertReactor } from "../workers/alert-jobs.ts";
import { dealDetectionReactor, detectDealsAt, rankBestDeals } from "../workers/deal-jobs.ts";
import { edgePurgeReactor } from "../workers/edge-purge-jobs.ts";
import { heroReactor, rotateHomepageHero } from "../workers/hero-jobs.ts";
import { socialPostingReactor } from "../workers/social-jobs.ts";
import type { Kernel } from "./kernel.ts";
import { noProgress, type StartProgress } from "./terminal.ts";

async function hasStreams(database: Database, streamType: string): Promise<boolean> {
  const [row] = await database.sql<{ found: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM streams WHERE stream_type = ${streamType}) AS found`;
  return row?.found ?? false;
}

/**
 * Seeds what is missing: the catalog, CMS pages, search profiles, visa rules, then simulated fare
 * history. Each step is marked complete when it ends, so a first start killed half-way resumes the
 * interrupted step on the next start instead of leaving the catalog or the history half-seeded.
 */
export async function seedIfEmpty(
  database: Database,
  kernel: Kernel,
  env: Env,
  logger: Logger,
  progress: StartProgress = noProgress,
): Promise<void> {
  const store = kernel.store;
  await runSeedSteps(
    store,
    [
      {
        step: "catalog",
        run: () => {
          progress.step("Seeding the catalog: countries, airports, destinations, airlines, sights and FAQs");
          return seedCatalog(store, logger);
        },
      },
      { step: "cms-pages", run: () => seedCmsPages(store, logger) },
      { step: "search-profiles", run: () => seedSearchProfiles(store, logger) },
      {
        step: "visa-rules",
        run: () => {
          progress.step("Importing visa rules from the passport-index dataset");
          return syncVisaRules(store, passportIndexProvider, {
            proposedBy: "system:seed",
            approveAs: {
              reviewer: "system:seed",
              comment: "Initial import of the passport-index dataset; awaiting review by an editor",
            },
            logger,
          });
        },
      },
      { step: "fare-history", run: () => seedFareHistory(kernel, env, logger, progress) },
    ],
    // stores seeded before the markers existed: the fare history was the last step
    () => hasStreams(database, "route"),
  );
}

async function seedFareHistory(kernel: Kernel, env: Env, logger: Logger, progress: StartProgress): Promise<void> {
  const bar = progress.bar(`Seeding ${env.SEED_DAYS} days of fares`, SIMULATED_ROUTES.length);
  const started = Date.now();
  const result = await seedHistory(
    {
      store: kernel.store,
      snapshots: kernel.snapshots,
      fareSourceAt: (at) => createSimulatedFareSource({ seed: env.FARE_SEED, now: () => at }),
    },
    {
      routes: SIMULATED_ROUTES,
      days: env.SEED_DAYS,
      isConnectionOnly,
      now: new Date(),
      onProgress: (done) => bar.update(done),
    },
    logger,
  );
  bar.stop();
  logger.info("seed recorded", { ...result, seconds: Math.round((Date.now() - started) / 1000) });
}

/** Folds what the projections have not seen yet, reporting progress, before the site serves. */
export async function catchUpWithProgress(
  kernel: Kernel,
  logger: Logger,
  progress: StartProgress = noProgress,
): Promise<void> {
  const behind = (await kernel.projections.status()).filter((status) => status.lag > 0);
  if (behind.length === 0) return;
  const bar = progress.bar(
    "Catching up the read models",
    behind.reduce((sum, status) => sum + status.lag, 0),
  );
  let done = 0;
  for (const status of behind) {
    const started = Date.now();
    await kernel.projections.catchUp(status.name);
    done += status.lag;
    bar.update(done);
    logger.debug("projection caught up", { projection: status.name, seconds: (Date.now() - started) / 1000 });
  }
  bar.stop();
}

/**
 * On a store that has fares but has never run deal detection (the first start after a seed),
 * judge only each route's latest crawl and start the detection reactor after the history:
 * replaying months of crawls would detect and expire thousands of long-gone deals.
 */
export async function bootstrapDealDetection(
  database: Database,
  kernel: Kernel,
  env: Env,
  logger: Logger,
): Promise<void> {
  const checkpointId = `reactor:${dealDetectionReactor.name}`;
  const [known] = await database.sql`SELECT 1 FROM subscription_checkpoints WHERE subscription_id = ${checkpointId}`;
  if (known) return;
  const latest = await database.sql<{ global_position: number }[]>`
    SELECT DISTINCT ON (stream_id) global_position FROM events
     WHERE type = 'FaresObserved' ORDER BY stream_id, global_position DESC`;
  await database.sql`
    INSERT INTO subscription_checkpoints (subscription_id, last_transaction_id, last_position)
    SELECT ${checkpointId}, COALESCE(max(transaction_id), '0'::xid8), COALESCE(max(global_position), 0) FROM events
    ON CONFLICT (subscription_id) DO NOTHING`;
  if (latest.length === 0) return skipHistory(database, PRESENT_ONLY_REACTORS);
  logger.info("detecting deals in the latest crawl of each route", { routes: latest.length });
  const deps = { store: kernel.store, db: database.db, affiliateMarker: env.AFFILIATE_MARKER };
  let detected = 0;
  for (const { global_position } of latest) detected += (await detectDealsAt(deps, global_position)).detected;
  await kernel.projections.catchUp("deals");
  const ranked = await rankBestDeals(deps);
  await kernel.projections.catchUp("best_deals");
  // the home page features the best deal from the first visit, before the workers' first rotation
  await rotateHomepageHero({ store: kernel.store, db: database.db, logger });
  await kernel.projections.catchUp("hero");
  await skipHistory(database, PRESENT_ONLY_REACTORS);
  logger.info("deals detected and ranked", { detected, ranked });
}

/**
 * Reactors about what happens from now on: a seeded history is nothing to post or feature, and
 * the seeded CMS pages going live purge nothing (no cache has seen them yet).
 */
const PRESENT_ONLY_REACTORS = [
  socialPostingReactor.name,
  heroReactor.name,
  priceAlertReactor.name,
  edgePurgeReactor().name,
];

async function skipHistory(database: Database, reactorNames: readonly string[]): Promise<void> {
  for (const name of reactorNames) {
    await database.sql`
      INSERT INTO subscription_checkpoints (subscription_id, last_transaction_id, last_position)
      SELECT ${`reactor:${name}`}, COALESCE(max(transaction_id), '0'::xid8), COALESCE(max(global_position), 0)
        FROM events
      ON CONFLICT (subscription_id) DO NOTHING`;
  }
}
