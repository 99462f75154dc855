import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequestHandler } from "react-router";
import { hashPassword } from "../core/admin-auth/password.ts";
import { parseEnv } from "../core/config/env.ts";
import { freePort } from "../core/db/embedded-postgres.ts";
import { createLogger, silentLogger } from "../core/log/logger.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { createHttpApp } from "../http/app.ts";
import { listenNode, nodeStaticFiles } from "../http/node.ts";
import { loadProductionBuild, type RunningProduct, serveProduct } from "../scripts/serve.ts";

/** The admin sign-in of every e2e product (its hash is the product's ADMIN_PASSWORD_HASH). */
export const E2E_ADMIN = { username: "admin", password: "e2e admin password" } as const;

export interface StartedProduct extends RunningProduct {
  database: TestDatabase;
}

/** The whole product (seed, projections, workers, web) on a fresh database of the test cluster. */
export async function startProduct(overrides: Record<string, string> = {}): Promise<StartedProduct> {
  if (!existsSync("build/server/index.js")) {
    throw new Error("No UI build: `npm test` builds it; to run this file alone, run `npm run build` first");
  }
  const database = await createTestDatabase({ migrate: false });
  const port = await freePort();
  const env = parseEnv({
    DATABASE_URL: database.url,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), "flydealsbg-e2e-")),
    SEED_DAYS: "6",
    LOG_LEVEL: "warn",
    // tests read what they just changed; the page cache has its own tests
    PAGE_CACHE: "false",
    ADMIN_USER: E2E_ADMIN.username,
    ADMIN_PASSWORD_HASH: await hashPassword(E2E_ADMIN.password),
    ...overrides,
  });
  const product = await serveProduct({ env, logger: createLogger(env.LOG_LEVEL, { service: "e2e" }) });
  return {
    ...product,
    database,
    async stop() {
      await product.stop();
      await database.drop();
    },
  };
}

/** A second web server on a started product's database, with GA_MEASUREMENT_ID set. */
export async function serveWithAnalytics(
  product: StartedProduct,
  measurementId: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const handler = createRequestHandler(await loadProductionBuild(), "production");
  const app = createHttpApp({
    database: product.database,
    projections: {} as never,
    logger: silentLogger,
    publicUrl: product.url,
    readyMaxLag: 100,
    analyticsId: measurementId,
    ssr: (request, context) => handler(request, context),
    staticFiles: nodeStaticFiles("./build/client"),
  });
  const listening = await listenNode(app, 0, "127.0.0.1");
  return { url: `http://127.0.0.1:${listening.port}`, close: listening.close };
}
