import type PgBoss from "pg-boss";
import postgres from "postgres";
import { AdminAuth } from "../core/admin-auth/auth.ts";
import { resolveAdminCredentials } from "../core/admin-auth/credentials.ts";
import { postgresSignInLedger } from "../core/admin-auth/sign-in-ledger.ts";
import { defaultAggregates } from "../core/audit/aggregates.ts";
import { localCaptchaSecret } from "../core/captcha/from-env.ts";
import { seedCatalog } from "../core/catalog/seed.ts";
import { seedCmsPages } from "../core/cms/seed.ts";
import type { Env } from "../core/config/env.ts";
import {
  type FormServices,
  formServicesFromEnv,
  mailerFromEnv,
  newsletterLinkSecret,
} from "../core/contact/form-services.ts";
import { seedSearchProfiles } from "../core/crawling/seed.ts";
import { analystPassword, enableAnalystLogin } from "../core/db/analyst-role.ts";
import { connectDatabase, type Database, withDatabase } from "../core/db/database.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { migrateToLatest } from "../core/db/migrate.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { PostgresSnapshotStore } from "../core/eventstore/snapshots.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { imageProviderFromEnv } from "../core/images/providers.ts";
import type { Logger } from "../core/log/logger.ts";
import type { Mailer } from "../core/mail/mail.ts";
import { createOutboxMailer } from "../core/mail/outbox-mailer.ts";
import type { SmtpMailer } from "../core/mail/smtp-mailer.ts";
import { telegramBotFromEnv } from "../core/newsletter/telegram-bot.ts";
import type { FareSource } from "../core/pricing/fare.ts";
import { seedHistory } from "../core/pricing/seed-history.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { SIMULATED_ROUTES } from "../core/pricing/simulated-routes.ts";
import { createTravelpayoutsFareSource } from "../core/pricing/travelpayouts-fare-source.ts";
import { runSeedSteps } from "../core/seed/progress.ts";
import { socialPublisherFromEnv } from "../core/social/from-env.ts";
import { passportIndexProvider } from "../core/visa/passport-index-provider.ts";
import { syncVisaRules } from "../core/visa/service.ts";
import { httpWebhookSender } from "../core/webhooks/sender.ts";
import type { AdminDeps } from "../http/admin/shell/deps.ts";
import { installAnalyticsSchema } from "../projections/analytics-schema.ts";
import { allProjections } from "../projections/index.ts";
import { destinationCountryCodes, destinationNames } from "../projections/queries/newsletter.ts";
import { ProjectionRunner } from "../projections/runner.ts";
import { priceAlertReactor, registerAlertJobs } from "../workers/alert-jobs.ts";
import { createBoss } from "../workers/boss.ts";
import { registerCmsJobs } from "../workers/cms-jobs.ts";
import { registerCrawlJobs } from "../workers/crawl-jobs.ts";
import { dealDetectionReactor, detectDealsAt, rankBestDeals, registerDealJobs } from "../workers/deal-jobs.ts";
import { discoveryReactor, registerDiscoveryJobs } from "../workers/discovery-jobs.ts";
import { heroReactor, registerHeroJobs, rotateHomepageHero } from "../workers/hero-jobs.ts";
import { registerMailJobs } from "../workers/mail-jobs.ts";
import { registerNewsletterJobs } from "../workers/newsletter-jobs.ts";
import { lowestPriceReactor, registerPricingJobs } from "../workers/pricing-jobs.ts";
import { registerPrivacyJobs } from "../workers/privacy-jobs.ts";
import { type ReactorDeps, reactorLoop } from "../workers/reactor.ts";
import { registerSocialJobs, socialPostingReactor } from "../workers/social-jobs.ts";
import { registerTelegramJobs } from "../workers/telegram-jobs.ts";
import { registerVisaJobs } from "../workers/visa-jobs.ts";
import { registerWebhookJobs, webhookReactor } from "../workers/webhook-jobs.ts";
import { noProgress, type StartProgress } from "./terminal.ts";

const APP_DATABASE = "flydealsbg";

/** The database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR with an app database on it. */
export async function openDatabase(
  env: Env,
  logger: Logger,
): Promise<{ database: Database; url: string; embedded: EmbeddedPostgres | null; close(): Promise<void> }> {
  let url = env.DATABASE_URL;
  let embedded: EmbeddedPostgres | null = null;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, logger });
    const admin = postgres(embedded.url, { max: 1, onnotice: () => {} });
    try {
      const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${APP_DATABASE}`;
      if (!exists) await admin.unsafe(`CREATE DATABASE ${APP_DATABASE}`);
    } finally {
      await admin.end();
    }
    url = withDatabase(embedded.url, APP_DATABASE);
  }
  const database = connectDatabase(url, { max: env.DB_POOL_MAX });
  return {
    database,
    url,
    embedded,
    async close() {
      await database.close().catch((error) => logger.warn("closing the pool failed", { error }));
      await embedded?.stop();
    },
  };
}

/** The event store and read-model machinery over one database. */
export function createKernel(database: Database, logger: Logger) {
  const wakeup = new Wakeup(database.sql);
  const upcasters = new Upcasters();
  const store = new PostgresEventStore(database.sql, { upcasters, onAppended: () => wakeup.appended() });
  const snapshots = new PostgresSnapshotStore(database.sql);
  const projections = new ProjectionRunner(allProjections, {
    sql: database.sql,
    locks: database.locks,
    upcasters,
    wakeup,
    logger,
    afterViewsChanged: installAnalyticsSchema,
  });
  return { wakeup, upcasters, store, snapshots, projections };
}

export type Kernel = ReturnType<typeof createKernel>;

export async function prepareDatabase(database: Database, kernel: Kernel, logger: Logger): Promise<void> {
  await migrateToLatest(database.db as never, logger);
  await kernel.projections.install();
}

export function fareSourceFor(env: Env, logger: Logger): FareSource {
  if (env.FARE_SOURCE === "travelpayouts" && env.TRAVELPAYOUTS_TOKEN) {
    return createTravelpayoutsFareSource({
      token: env.TRAVELPAYOUTS_TOKEN,
      marker: env.AFFILIATE_MARKER,
      baseUrl: env.TRAVELPAYOUTS_BASE_URL,
      logger,
    });
  }
  return createSimulatedFareSource({ seed: env.FARE_SEED });
}

/** Newsletter and contact forms as CAPTCHA configures them, for createHttpApp's `forms`. */
export function formServicesFor(env: Env, database: Database, kernel: Kernel, logger: Logger): FormServices {
  return formServicesFromEnv(env, {
    sql: database.sql,
    store: kernel.store,
    publicUrl: env.PUBLIC_URL,
    logger,
    countryCodes: () => destinationCountryCodes(database.db),
    destinationNames: (id) => destinationNames(database.db, id),
  });
}

/** The mail port MAIL selects: SMTP, or the outbox alone. */
function mailerFor(env: Env, database: Database, logger: Logger): Mailer {
  return mailerFromEnv(env, { sql: database.sql, logger }) ?? createOutboxMailer({ sql: database.sql, logger });
}

/** The admin area's sign-in (a generated password is printed once, on the first start) and its parts. */
export async function adminDepsFor(
  env: Env,
  database: Database,
  kernel: Kernel,
  logger: Logger,
  boss: PgBoss | null,
  /** Shows the generated password once; by default, straight to stdout. */
  announce: (message: string) => void = (message) => process.stdout.write(`\n  ${message}\n\n`),
): Promise<AdminDeps> {
  const credentials = await resolveAdminCredentials(env, (message) => {
    logger.info("admin password generated");
    announce(message);
  });
  return {
    auth: new AdminAuth(credentials, kernel.store, Date.now, postgresSignInLedger(database.sql)),
    store: kernel.store,
    database,
    projections: kernel.projections,
    logger,
    aggregates: defaultAggregates(),
    boss,
    trustProxy: env.TRUST_PROXY,
    secureCookies: env.PUBLIC_URL.startsWith("https:"),
    socialDelivery: env.SOCIAL,
    newsletter: { publicUrl: env.PUBLIC_URL, mailer: mailerFor(env, database, logger), delivery: env.MAIL },
    images: imageProviderFromEnv(env, logger),
  };
}

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
    { routes: SIMULATED_ROUTES, days: env.SEED_DAYS, now: new Date(), onProgress: (done) => bar.update(done) },
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

/** Reactors about what happens from now on: a seeded history is nothing to post or feature. */
const PRESENT_ONLY_REACTORS = [socialPostingReactor.name, heroReactor.name, priceAlertReactor.name];

async function skipHistory(database: Database, reactorNames: readonly string[]): Promise<void> {
  for (const name of reactorNames) {
    await database.sql`
      INSERT INTO subscription_checkpoints (subscription_id, last_transaction_id, last_position)
      SELECT ${`reactor:${name}`}, COALESCE(max(transaction_id), '0'::xid8), COALESCE(max(global_position), 0)
        FROM events
      ON CONFLICT (subscription_id) DO NOTHING`;
  }
}

export interface Workers {
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startWorkers(database: Database, kernel: Kernel, env: Env, logger: Logger): Promise<Workers> {
  const boss = createBoss(database.sql, logger);
  await boss.start();
  await registerPricingJobs({
    boss,
    store: kernel.store,
    snapshots: kernel.snapshots,
    fareSource: fareSourceFor(env, logger),
    logger,
  });
  await registerCrawlJobs({
    boss,
    database,
    store: kernel.store,
    snapshots: kernel.snapshots,
    fareSource: fareSourceFor(env, logger),
    logger,
    crawlCron: env.CRAWL_CRON,
  });
  await registerVisaJobs({ boss, store: kernel.store, provider: passportIndexProvider, logger });
  await registerDealJobs({ boss, store: kernel.store, db: database.db, logger, affiliateMarker: env.AFFILIATE_MARKER });
  await registerDiscoveryJobs({ boss, store: kernel.store, db: database.db, logger });
  // with SMTP, mails a failed delivery left in mail_outbox go out again on a schedule
  const mailer = mailerFromEnv(env, { sql: database.sql, logger });
  const smtpMailer = mailer && "deliverPending" in mailer ? (mailer as SmtpMailer) : null;
  if (smtpMailer) await registerMailJobs({ boss, mailer: smtpMailer, logger });
  const newsletterDeps = {
    database,
    store: kernel.store,
    upcasters: kernel.upcasters,
    mailer: mailer ?? mailerFor(env, database, logger),
    publicUrl: env.PUBLIC_URL,
    linkSecret: newsletterLinkSecret(env),
    logger,
  };
  const telegram = telegramBotFromEnv(env);
  await registerNewsletterJobs({ ...newsletterDeps, boss });
  await registerAlertJobs({ ...newsletterDeps, telegram, boss });
  if (telegram) await registerTelegramJobs({ ...newsletterDeps, bot: telegram, boss });
  const reactorDeps: ReactorDeps = {
    sql: database.sql,
    locks: database.locks,
    boss,
    upcasters: kernel.upcasters,
    wakeup: kernel.wakeup,
    logger,
  };
  await registerSocialJobs({
    boss,
    store: kernel.store,
    db: database.db,
    publisher: socialPublisherFromEnv(env),
    publicUrl: env.PUBLIC_URL,
    logger,
  });
  await registerHeroJobs({ boss, store: kernel.store, db: database.db, logger });
  await registerCmsJobs({ boss, store: kernel.store, db: database.db, logger });
  // contact data past its date, click-out IPs after 90 days, mails after 30 (decision 0052)
  await registerPrivacyJobs({ boss, sql: database.sql, store: kernel.store, upcasters: kernel.upcasters, logger });
  await registerWebhookJobs({ boss, sql: database.sql, send: httpWebhookSender(), logger });
  const reactors = [
    dealDetectionReactor,
    lowestPriceReactor,
    discoveryReactor,
    socialPostingReactor,
    heroReactor,
    priceAlertReactor,
    webhookReactor,
  ].map((reactor) => reactorLoop(reactor, reactorDeps));
  for (const reactor of reactors) reactor.start();
  return {
    boss,
    async stop() {
      await Promise.all(reactors.map((r) => r.stop()));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      smtpMailer?.close();
    },
  };
}

export interface Backend {
  database: Database;
  kernel: Kernel;
  /** pg-boss of this process's workers; null with WORKERS=false. */
  boss: PgBoss | null;
  stop(): Promise<void>;
}

/**
 * Everything but the web server: database, migrations, seed, projections caught up and
 * running, workers. Shared by `npm start` and `npm run dev`.
 */
export async function startBackend(env: Env, logger: Logger, progress: StartProgress = noProgress): Promise<Backend> {
  progress.step(env.DATABASE_URL ? "Connecting to PostgreSQL" : "Starting the embedded PostgreSQL");
  const opened = await openDatabase(env, logger);
  const { database } = opened;
  const kernel = createKernel(database, logger);
  let workers: Workers | null = null;
  const stop = async () => {
    await workers?.stop().catch((error) => logger.warn("stopping workers failed", { error }));
    await kernel.projections.stop();
    await kernel.wakeup.close();
    await opened.close();
  };
  try {
    progress.step("Migrating the database and installing the read models");
    await prepareDatabase(database, kernel, logger);
    if (!(await enableAnalystLogin(database.sql, analystPassword(env)))) {
      logger.warn("no analyst role: create it by hand to give analysts read-only access (docs/analytics.md)");
    }
    // the built-in captcha's secret is made now, so an unwritable DATA_DIR stops the start, not a form
    if (env.CAPTCHA === "local") localCaptchaSecret(env);
    logger.info("forms ready", {
      captcha: env.CAPTCHA,
      mail: env.MAIL === "smtp" ? "smtp (recorded in mail_outbox, then sent)" : "outbox (mail_outbox table; no SMTP)",
    });
    if (env.SEED_ON_START) await seedIfEmpty(database, kernel, env, logger, progress);
    await catchUpWithProgress(kernel, logger, progress);
    await bootstrapDealDetection(database, kernel, env, logger);
    await kernel.wakeup.listen();
    kernel.projections.start();
    if (env.WORKERS) {
      progress.step("Starting the workers: crawls, deal detection, posting, mail, webhooks");
      workers = await startWorkers(database, kernel, env, logger);
    }
    return { database, kernel, boss: workers?.boss ?? null, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
