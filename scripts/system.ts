import type PgBoss from "pg-boss";
import { localCaptchaSecret } from "../core/captcha/from-env.ts";
import type { Env } from "../core/config/env.ts";
import { analystPassword, enableAnalystLogin } from "../core/db/analyst-role.ts";
import type { Database } from "../core/db/database.ts";
import type { Logger } from "../core/log/logger.ts";
import { PageCacheInvalidator } from "../http/middleware/page-cache.ts";
import { bootstrapDealDetection, catchUpWithProgress, seedIfEmpty } from "./first-start.ts";
import { createKernel, type Kernel, openDatabase, prepareDatabase } from "./kernel.ts";
import { noProgress, type StartProgress } from "./terminal.ts";
import { startWorkers, type Workers } from "./workers.ts";

export interface Backend {
  database: Database;
  kernel: Kernel;
  /** pg-boss of this process's workers; null with WORKERS=false. */
  boss: PgBoss | null;
  /**
   * How the edge purge's built-in CDN reaches this process's page cache: the web app's cache
   * listens to it (createHttpApp's pageCacheInvalidator), the purge worker calls it.
   */
  pageCacheInvalidator: PageCacheInvalidator;
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
  const pageCacheInvalidator = new PageCacheInvalidator();
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
      workers = await startWorkers(database, kernel, env, logger, env.PAGE_CACHE ? pageCacheInvalidator : null);
    }
    return { database, kernel, boss: workers?.boss ?? null, pageCacheInvalidator, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
