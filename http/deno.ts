/**
 * Deno entry for the web tier: `deno run -A http/deno.ts` with DATABASE_URL set and the UI
 * built. It serves HTTP and SSR from the read models; projections and workers run in the Node
 * process (`npm start`), see docs/decisions/0006-deno-web-tier.md.
 */

import { hostname } from "node:os";
import process from "node:process";
import { serveStatic } from "hono/deno";
import { createRequestHandler, type ServerBuild } from "react-router";
import { AdminAuth } from "../core/admin-auth/auth.ts";
import { resolveAdminCredentials } from "../core/admin-auth/credentials.ts";
import { postgresSignInLedger } from "../core/admin-auth/sign-in-ledger.ts";
import { defaultAggregates } from "../core/audit/aggregates.ts";
import { parseEnv } from "../core/config/env.ts";
import { formServicesFromEnv, lazyFormServices } from "../core/contact/form-services.ts";
import { connectDatabase } from "../core/db/database.ts";
import { readUrlsOf } from "../core/db/read-replicas.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { agreeOnSecrets } from "../core/instances/agreements.ts";
import { BroadcastPageCacheInvalidator } from "../core/instances/page-cache-broadcast.ts";
import { InstanceRegistry } from "../core/instances/registry.ts";
import { sharedSecrets } from "../core/instances/shared-secrets.ts";
import { connectionNameOf } from "../core/instances/subscription-owners.ts";
import { createLogger } from "../core/log/logger.ts";
import { allProjections } from "../projections/index.ts";
import { destinationCountryCodes, destinationNames } from "../projections/newsletter/queries.ts";
import { fareSourceHealth, recheckDrops } from "../projections/pricing/fare-source-queries.ts";
import { ProjectionRunner } from "../projections/runner.ts";
import { createHttpApp } from "./app.ts";
import { adminSettingsFromEnv, appSettingsFromEnv } from "./app-settings.ts";
import { createMetrics } from "./metrics/registry.ts";
import { PageCacheInvalidator } from "./middleware/page-cache.ts";

declare const Deno: {
  serve(
    options: { port: number; hostname: string; onListen?: () => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): unknown;
  env: { toObject(): Record<string, string> };
  addSignalListener(signal: "SIGINT" | "SIGTERM", handler: () => void): void;
  exit(code: number): never;
};

const env = parseEnv(Deno.env.toObject());
const logger = createLogger(env.LOG_LEVEL, { service: "flydealsbg-web", runtime: "deno" });
if (!env.DATABASE_URL) {
  logger.error("DATABASE_URL is required under Deno: the embedded PostgreSQL is started by `npm start` on Node");
  Deno.exit(2);
}
const instanceId = crypto.randomUUID();
const database = connectDatabase(env.DATABASE_URL, {
  max: env.DB_POOL_MAX,
  name: connectionNameOf(instanceId),
  readUrls: readUrlsOf(env.DATABASE_READ_URL),
  readMaxLagMs: env.READ_REPLICA_MAX_LAG_MS,
});
// one of the instances on the database (docs/decisions/0084): the same secrets as the others, a
// heartbeat, and the purges other instances broadcast
await agreeOnSecrets(
  database.sql,
  instanceId,
  sharedSecrets(env, (message) => logger.warn(message)),
  logger,
);
const instance = new InstanceRegistry(
  database.sql,
  { instanceId, host: hostname(), pid: process.pid, url: env.PUBLIC_URL, web: true, workers: false, runtime: "deno" },
  logger,
);
await instance.register();
const pageCacheInvalidator = new PageCacheInvalidator();
const broadcast = new BroadcastPageCacheInvalidator(pageCacheInvalidator, database.sql, instanceId, logger);
if (env.PAGE_CACHE) await broadcast.listen();
const projections = new ProjectionRunner(allProjections, {
  sql: database.sql,
  upcasters: new Upcasters(),
  wakeup: new Wakeup(undefined),
  logger,
});
// a variable specifier: the build exists only after `npm run build`, so tsc must not resolve it
const buildModule = "../build/server/index.js";
const build = (await import(buildModule)) as ServerBuild;
const handler = createRequestHandler(build, "production");
// prom-client runs on Deno too: this web tier has its own /metrics (docs/decisions/0082)
const metrics = createMetrics({
  sql: database.sql,
  projections,
  replicas: () => database.read.replicas(),
  fareSources: () => fareSourceHealth(database.db, new Date()),
  recheckDrops: () => recheckDrops(database.db, { now: new Date(), allTime: true }),
});
const store = new PostgresEventStore(database.sql, { onAppended: (count) => metrics.eventsAppended(count) });
const app = createHttpApp({
  ...appSettingsFromEnv(env),
  database,
  projections,
  store,
  logger,
  pageCache: env.PAGE_CACHE,
  pageCacheInvalidator,
  // built on the first form request: a web tier that never serves one needs no captcha secret
  forms: lazyFormServices(() =>
    formServicesFromEnv(env, {
      sql: database.sql,
      store,
      publicUrl: env.PUBLIC_URL,
      logger,
      countryCodes: () => destinationCountryCodes(database.db),
      destinationNames: (id) => destinationNames(database.db, id),
    }),
  ),
  contentSecurityPolicy: { turnstile: env.CAPTCHA === "turnstile" },
  // the admin area too; its pg-boss jobs (crawl now) wait for the Node process's scheduler
  admin: {
    auth: new AdminAuth(
      await resolveAdminCredentials(env, (message) => logger.warn(message)),
      store,
      Date.now,
      postgresSignInLedger(database.sql),
    ),
    store,
    database,
    projections,
    logger,
    aggregates: defaultAggregates(),
    boss: null,
    ...adminSettingsFromEnv(env, database, logger),
  },
  ssr: (request, context) => handler(request, context),
  buildVersion: build.assets.version,
  staticFiles: serveStatic({ root: "./build/client", precompressed: true }),
  metrics,
});

Deno.serve(
  { port: env.PORT, hostname: env.HOST, onListen: () => logger.info("listening", { url: env.PUBLIC_URL }) },
  app.fetch,
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, () => {
    Promise.allSettled([broadcast.close(), instance.deregister()])
      .then(() => database.close())
      .finally(() => Deno.exit(0));
  });
}
