/** The workers: pg-boss queues and the reactors that follow the log, started beside the web tier. */

import type PgBoss from "pg-boss";
import type { Env } from "../core/config/env.ts";
import { mailerFromEnv, newsletterLinkSecret } from "../core/contact/form-services.ts";
import { contentGeneratorsFromEnv } from "../core/content-generation/from-env.ts";
import { startAnalystWatchdog } from "../core/db/analyst-watchdog.ts";
import type { Database } from "../core/db/database.ts";
import type { PageCacheInvalidator } from "../core/edge-purge/cdn.ts";
import { cdnFromEnv } from "../core/edge-purge/from-env.ts";
import type { Logger } from "../core/log/logger.ts";
import { createOutboxMailer } from "../core/mail/outbox-mailer.ts";
import type { SmtpMailer } from "../core/mail/smtp-mailer.ts";
import { telegramBotFromEnv } from "../core/newsletter/telegram-bot.ts";
import { fareModeOf } from "../core/pricing/fare-mode.ts";
import { currentVapidKeys } from "../core/push/vapid.ts";
import { createWebPushSender, vapidSubjectOf } from "../core/push/web-push-sender.ts";
import { socialPublisherFromEnv } from "../core/social/from-env.ts";
import { passportIndexProvider } from "../core/visa/passport-index-provider.ts";
import { webhookNetworkFromEnv } from "../core/webhooks/address-policy.ts";
import { httpWebhookSender } from "../core/webhooks/sender.ts";
import { priceAlertReactor, registerAlertJobs } from "../workers/alert-jobs.ts";
import { createBoss } from "../workers/boss.ts";
import { registerCmsJobs } from "../workers/cms-jobs.ts";
import { contentGenerationReactor, registerContentGenerationJobs } from "../workers/content-generation-jobs.ts";
import { registerCrawlJobs } from "../workers/crawl-jobs.ts";
import { dealDetectionReactor, registerDealJobs } from "../workers/deal-jobs.ts";
import { discoveryReactor, registerDiscoveryJobs } from "../workers/discovery-jobs.ts";
import { edgePurgeReactor, registerEdgePurgeJobs } from "../workers/edge-purge-jobs.ts";
import { heroReactor, registerHeroJobs } from "../workers/hero-jobs.ts";
import { registerMailJobs } from "../workers/mail-jobs.ts";
import { registerNewsletterJobs } from "../workers/newsletter-jobs.ts";
import { lowestPriceReactor, registerPricingJobs } from "../workers/pricing-jobs.ts";
import { registerPrivacyJobs } from "../workers/privacy-jobs.ts";
import { registerPushJobs } from "../workers/push-jobs.ts";
import { registerRateLimitJobs } from "../workers/rate-limit-jobs.ts";
import { type ReactorDeps, reactorLoop } from "../workers/reactor.ts";
import { registerSocialJobs, socialPostingReactor } from "../workers/social-jobs.ts";
import { registerTelegramJobs } from "../workers/telegram-jobs.ts";
import { registerVisaJobs } from "../workers/visa-jobs.ts";
import { registerWebhookJobs, webhookReactor } from "../workers/webhook-jobs.ts";
import { fareSourceFor } from "./adapters.ts";
import type { Kernel } from "./kernel.ts";

export interface Workers {
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startWorkers(
  database: Database,
  kernel: Kernel,
  env: Env,
  logger: Logger,
  /** This process's page cache, for the built-in CDN; null when PAGE_CACHE=false. */
  pageCache: PageCacheInvalidator | null = null,
): Promise<Workers> {
  const boss = createBoss(database.sql, logger);
  await boss.start();
  // one source for the crawls and for asking again about a fare before it is sent
  const fareSource = fareSourceFor(env, logger);
  await registerPricingJobs({
    boss,
    store: kernel.store,
    snapshots: kernel.snapshots,
    fareSource,
    logger,
  });
  await registerCrawlJobs({
    boss,
    database,
    store: kernel.store,
    snapshots: kernel.snapshots,
    fareSource,
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
    mailer: mailer ?? createOutboxMailer({ sql: database.sql, logger }),
    publicUrl: env.PUBLIC_URL,
    linkSecret: newsletterLinkSecret(env),
    logger,
    fareMode: fareModeOf(env.FARE_SOURCE),
    fareSource,
  };
  const telegram = telegramBotFromEnv(env);
  // the pair was agreed on by every instance before the workers start (shared-secrets.ts)
  const vapid = currentVapidKeys(env);
  const push = vapid ? createWebPushSender({ vapid, subject: vapidSubjectOf(env) }) : null;
  await registerNewsletterJobs({ ...newsletterDeps, boss });
  await registerAlertJobs({ ...newsletterDeps, telegram, push, boss });
  if (push) await registerPushJobs({ ...newsletterDeps, sender: push, boss });
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
    fareMode: fareModeOf(env.FARE_SOURCE),
    fareSource,
  });
  await registerHeroJobs({ boss, store: kernel.store, db: database.db, logger });
  await registerCmsJobs({ boss, store: kernel.store, db: database.db, logger });
  await registerContentGenerationJobs({
    boss,
    store: kernel.store,
    db: database.db,
    generators: contentGeneratorsFromEnv(env, logger).available,
    logger,
  });
  // publishing, withdrawing or moving a CMS page purges its URLs from the CDN (docs/decisions/0078)
  await registerEdgePurgeJobs({
    boss,
    store: kernel.store,
    db: database.db,
    cdn: cdnFromEnv(env, pageCache),
    publicUrl: env.PUBLIC_URL,
    logger,
  });
  // contact data past its date, click-out IPs after 90 days, mails after 30 (decision 0052)
  await registerPrivacyJobs({ boss, sql: database.sql, store: kernel.store, upcasters: kernel.upcasters, logger });
  // the shared rate limits' keyed address hashes, once their window has passed (decision 0083)
  await registerRateLimitJobs({ boss, sql: database.sql, logger });
  await registerWebhookJobs({
    boss,
    sql: database.sql,
    send: httpWebhookSender({ network: webhookNetworkFromEnv(env) }),
    logger,
  });
  const reactors = [
    dealDetectionReactor,
    lowestPriceReactor,
    discoveryReactor,
    socialPostingReactor,
    heroReactor,
    priceAlertReactor,
    webhookReactor,
    contentGenerationReactor,
    edgePurgeReactor(),
  ].map((reactor) => reactorLoop(reactor, reactorDeps));
  for (const reactor of reactors) reactor.start();
  // the analyst role may SET its own timeouts away: its statements are held to them from here
  const analystWatchdog = startAnalystWatchdog(database.sql, logger);
  return {
    boss,
    async stop() {
      analystWatchdog.stop();
      await Promise.all(reactors.map((r) => r.stop()));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      smtpMailer?.close();
    },
  };
}
