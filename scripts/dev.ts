/**
 * `npm run dev`: the whole product with Vite in middleware mode, so ui/ changes hot-reload;
 * `tsx watch` restarts the process when server code changes.
 */
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { createServer as createViteServer } from "vite";
import { parseEnv } from "../core/config/env.ts";
import { createLogger } from "../core/log/logger.ts";
import { createHttpApp } from "../http/app.ts";
import { appSettingsFromEnv } from "../http/app-settings.ts";
import { adminDepsFor, formServicesFor } from "./adapters.ts";
import { startBackend } from "./system.ts";

const env = parseEnv({ NODE_ENV: "development", ...process.env });
const logger = createLogger(env.LOG_LEVEL, { service: "flydealsbg-dev" });
const { database, kernel, boss, stop: stopBackend } = await startBackend(env, logger);

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createHttpApp({
  ...appSettingsFromEnv(env),
  database,
  projections: kernel.projections,
  store: kernel.store,
  logger,
  forms: formServicesFor(env, database, kernel, logger),
  // Vite's dev server injects scripts and styles of its own: the policy reports, it does not block
  contentSecurityPolicy: { turnstile: env.CAPTCHA === "turnstile", reportOnly: true },
  admin: await adminDepsFor(env, database, kernel, logger, boss),
  ssr: async (request, context) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, context);
  },
});
const listener = getRequestListener(app.fetch);
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
server.listen(env.PORT, env.HOST, () => process.stdout.write(`\n  flydealsbg (dev) at ${env.PUBLIC_URL}\n\n`));

const stop = async () => {
  server.close();
  await vite.close();
  await stopBackend();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
