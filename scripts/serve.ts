import { PageRefresher } from "../http/middleware/page-cache.ts";
import { startPageWarmer } from "../http/page-warmer.ts";
import "./production-env.ts";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { ConfigError, type Env, parseEnv } from "../core/config/env.ts";
import { createLogger, type Logger } from "../core/log/logger.ts";
import { createHttpApp, type SsrHandler } from "../http/app.ts";
import { appSettingsFromEnv } from "../http/app-settings.ts";
import { createMetrics } from "../http/metrics/registry.ts";
import { listenNode, nodeStaticFiles } from "../http/node.ts";
import { fareSourceHealth, recheckDrops } from "../projections/pricing/fare-source-queries.ts";
import { adminDepsFor, formServicesFor } from "./adapters.ts";
import { startBackend } from "./system.ts";
import { logFormatOf, readyBanner, type StartProgress, startLogger, startProgress } from "./terminal.ts";

export interface RunningProduct {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface ServeOptions {
  env?: Env;
  logger?: Logger;
  /** Overrides the production build, e.g. Vite's dev server build in `npm run dev`. */
  loadBuild?: () => Promise<ServerBuild>;
  /** Skips static files from build/client (Vite serves them in dev). */
  staticFiles?: boolean;
  /** Where the start's steps and bars go (scripts/terminal.ts); nowhere by default. */
  progress?: StartProgress;
  /** Shows a generated admin password once; straight to stdout by default. */
  announce?: (message: string) => void;
}

export async function loadProductionBuild(): Promise<ServerBuild> {
  const path = resolve("build/server/index.js");
  if (!existsSync(path)) throw new Error("No UI build at build/server/index.js: run `npm run build` first");
  return (await import(pathToFileURL(path).href)) as ServerBuild;
}

/** Starts the whole product: database, migrations, seed, projections, workers and web. */
export async function serveProduct(options: ServeOptions = {}): Promise<RunningProduct> {
  const env = options.env ?? parseEnv();
  const logger = options.logger ?? createLogger(env.LOG_LEVEL, { service: "flydealsbg" });
  const announce = (message: string) => {
    logger.info("admin password generated");
    (options.announce ?? ((text: string) => process.stdout.write(`\n  ${text}\n\n`)))(message);
  };
  const backend = await startBackend(env, logger, { progress: options.progress, announce, web: true });
  const { database, kernel } = backend;
  let closeHttp: (() => Promise<void>) | null = null;
  let warmer: { stop(): Promise<void> } | null = null;
  const stop = async () => {
    logger.info("shutting down");
    await warmer?.stop();
    await closeHttp?.().catch(() => {});
    await backend.stop();
  };
  try {
    const build = await (options.loadBuild ?? loadProductionBuild)();
    const handler = createRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
    const ssr: SsrHandler = (request, context) => handler(request, context);
    // Prometheus metrics for /metrics and the admin's screen (docs/decisions/0082)
    const metrics = createMetrics({
      sql: database.sql,
      projections: kernel.projections,
      replicas: () => database.read.replicas(),
      fareSources: () => fareSourceHealth(database.db, new Date()),
      recheckDrops: () => recheckDrops(database.db, { now: new Date(), allTime: true }),
    });
    kernel.onAppended((count) => metrics.eventsAppended(count));
    const pageRefresher = new PageRefresher();
    const app = createHttpApp({
      ...appSettingsFromEnv(env),
      database,
      projections: kernel.projections,
      store: kernel.store,
      logger,
      pageCache: env.PAGE_CACHE,
      pageCacheInvalidator: backend.pageCacheInvalidator,
      pageRefresher,
      buildVersion: build.assets.version,
      forms: formServicesFor(env, database, kernel, logger),
      contentSecurityPolicy: { turnstile: env.CAPTCHA === "turnstile" },
      admin: {
        ...(await adminDepsFor(env, database, kernel, logger, backend.boss, announce)),
        instanceId: backend.instance.instanceId,
      },
      ssr,
      staticFiles: options.staticFiles === false ? undefined : nodeStaticFiles("./build/client"),
      metrics,
    });
    const listening = await listenNode(app, env.PORT, env.HOST);
    closeHttp = listening.close;
    const url =
      env.PUBLIC_URL.endsWith(`:${env.PORT}`) && env.PORT === 0
        ? env.PUBLIC_URL.replace(/:0$/, `:${listening.port}`)
        : env.PUBLIC_URL;
    await backend.instance.listening(url);
    // the hot pages rendered again whenever the read models move, ahead of their visitors
    if (env.PAGE_CACHE)
      warmer = startPageWarmer({
        origin: url,
        refresher: pageRefresher,
        positions: () => kernel.projections.positions(),
        logger,
        onRound: (round) => metrics.observeWarmRound(round),
      });
    return { url, port: listening.port, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/** CLI entry: start, print the URL, stop cleanly on Ctrl-C or SIGTERM. */
export async function main(options: ServeOptions = {}): Promise<void> {
  let env: Env;
  try {
    env = options.env ?? parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const logger = startLogger(env, "flydealsbg");
  const pretty = logFormatOf(env) === "pretty";
  const announcements: string[] = [];
  let product: RunningProduct;
  try {
    product = await serveProduct({
      ...options,
      env,
      logger,
      progress: startProgress(env, logger),
      // on a terminal the password waits for the box with the URL
      announce: pretty ? (message) => announcements.push(message) : undefined,
    });
  } catch (error) {
    logger.error("start failed", { error });
    process.exit(1);
  }
  logger.info("flydealsbg is running", { url: product.url });
  const running = `flydealsbg is running at ${product.url}  (Ctrl-C stops it)`;
  process.stdout.write(pretty ? readyBanner([running, ...announcements.flatMap(wrapped)]) : `\n  ${running}\n\n`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("signal received", { signal });
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 30_000);
    force.unref();
    product.stop().then(
      () => process.exit(0),
      (error) => {
        logger.error("shutdown failed", { error });
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

/** A long message as lines of at most 72 characters, for the box. */
function wrapped(message: string): string[] {
  const lines = [""];
  for (const word of message.split(" ")) {
    const last = lines.length - 1;
    if ((lines[last] ?? "").length + word.length + 1 > 72 && lines[last]) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
  }
  return ["", ...lines];
}
