import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type PgBoss from "pg-boss";
import { localCaptchaSecret } from "../core/captcha/from-env.ts";
import type { Env } from "../core/config/env.ts";
import { confineAnalyst, enableAnalystLogin } from "../core/db/analyst-role.ts";
import type { Database, Sql } from "../core/db/database.ts";
import { agreeOnSecrets } from "../core/instances/agreements.ts";
import { BroadcastPageCacheInvalidator } from "../core/instances/page-cache-broadcast.ts";
import { InstanceRegistry } from "../core/instances/registry.ts";
import { sharedSecrets } from "../core/instances/shared-secrets.ts";
import { connectionNameOf } from "../core/instances/subscription-owners.ts";
import type { Logger } from "../core/log/logger.ts";
import { PageCacheInvalidator } from "../http/middleware/page-cache.ts";
import { createBoss } from "../workers/boss.ts";
import { bootstrapDealDetection, catchUpWithProgress, seedIfEmpty } from "./first-start.ts";
import { createKernel, type Kernel, openDatabase, prepareDatabase } from "./kernel.ts";
import { noProgress, type StartProgress } from "./terminal.ts";
import { startWorkers, type Workers } from "./workers.ts";

export interface Backend {
  database: Database;
  kernel: Kernel;
  /** pg-boss: this process's workers, or with WORKERS=false one that only queues jobs. */
  boss: PgBoss | null;
  /**
   * How the edge purge's built-in CDN reaches this process's page cache: the web app's cache
   * listens to it (createHttpApp's pageCacheInvalidator), the purge worker calls it.
   */
  pageCacheInvalidator: PageCacheInvalidator;
  /** This process's row among the instances on the database (docs/decisions/0084). */
  instance: InstanceRegistry;
  stop(): Promise<void>;
}

export interface BackendOptions {
  progress?: StartProgress;
  /** Shows a generated admin password once. */
  announce?: (message: string) => void;
  /** Whether this process serves HTTP (false for a worker-only instance). */
  web?: boolean;
}

/**
 * Runs `work` while holding the start-up lock: instances starting together on one database
 * migrate, seed, catch up and agree on secrets one after the other. A session lock, so a start
 * that dies lets the next one go.
 */
async function underStartupLock<T>(sql: Sql, work: () => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  try {
    await connection`SELECT pg_advisory_lock(hashtextextended('flydealsbg:startup', 0))`;
    try {
      return await work();
    } finally {
      await connection`SELECT pg_advisory_unlock(hashtextextended('flydealsbg:startup', 0))`.catch(() => {});
    }
  } finally {
    connection.release();
  }
}

const printAnnouncement = (message: string) => process.stdout.write(`\n  ${message}\n\n`);

/**
 * Everything but the web server: database, migrations, seed, projections caught up and
 * running, workers. Shared by `npm start` and `npm run dev`.
 */
export async function startBackend(env: Env, logger: Logger, options: BackendOptions = {}): Promise<Backend> {
  const progress = options.progress ?? noProgress;
  progress.step(env.DATABASE_URL ? "Connecting to PostgreSQL" : "Starting the embedded PostgreSQL");
  const instanceId = randomUUID();
  const opened = await openDatabase(env, logger, connectionNameOf(instanceId));
  const { database } = opened;
  const kernel = createKernel(database, logger);
  let workers: Workers | null = null;
  let sender: PgBoss | null = null;
  const pageCacheInvalidator = new PageCacheInvalidator();
  const broadcast = new BroadcastPageCacheInvalidator(pageCacheInvalidator, database.sql, instanceId, logger);
  const instance = new InstanceRegistry(
    database.sql,
    {
      instanceId,
      host: hostname(),
      pid: process.pid,
      url: null,
      web: options.web ?? true,
      workers: env.WORKERS,
      runtime: `node ${process.versions.node}`,
    },
    logger,
  );
  let registered = false;
  const stop = async () => {
    await workers?.stop().catch((error) => logger.warn("stopping workers failed", { error }));
    await sender?.stop({ graceful: false, wait: true }).catch(() => {});
    await kernel.projections.stop();
    await kernel.wakeup.close();
    await broadcast.close();
    if (registered) await instance.deregister().catch((error) => logger.warn("deregistering failed", { error }));
    await opened.close();
  };
  try {
    await underStartupLock(database.sql, async () => {
      progress.step("Migrating the database and installing the read models");
      await prepareDatabase(database, kernel, logger);
      // before anything signs with them: a second instance with other secrets stops here
      await agreeOnSecrets(database.sql, instanceId, sharedSecrets(env, options.announce ?? printAnnouncement), logger);
      await instance.register();
      registered = true;
      // a fixed ANALYST_PASSWORD is the operator's choice; otherwise `npm run analyst` issues one per use
      const analystReady = env.ANALYST_PASSWORD
        ? await enableAnalystLogin(database.sql, env.ANALYST_PASSWORD, "infinity")
        : await confineAnalyst(database.sql);
      if (!analystReady) {
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
    });
    await kernel.wakeup.listen();
    if (env.PAGE_CACHE) await broadcast.listen();
    kernel.projections.start();
    if (env.WORKERS) {
      progress.step("Starting the workers: crawls, deal detection, posting, mail, webhooks");
      workers = await startWorkers(database, kernel, env, logger, env.PAGE_CACHE ? broadcast : null);
    } else {
      // a web-only instance still queues jobs (the admin's "crawl now", a purge's retry): the
      // instances with workers take them
      sender = createBoss(database.sql, logger, { schedule: false, supervise: false });
      await sender.start();
    }
    return { database, kernel, boss: workers?.boss ?? sender, pageCacheInvalidator, instance, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
