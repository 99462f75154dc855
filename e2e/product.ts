import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequestHandler } from "react-router";
import { hashPassword } from "../core/admin-auth/password.ts";
import { type Env, parseEnv } from "../core/config/env.ts";
import { freePort } from "../core/db/embedded-postgres.ts";
import { createLogger, silentLogger } from "../core/log/logger.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { createHttpApp } from "../http/app.ts";
import { listenNode, nodeStaticFiles } from "../http/node.ts";
import { loadProductionBuild, type RunningProduct, serveProduct } from "../scripts/serve.ts";
import { startBackend } from "../scripts/system.ts";
import { stopAtWorkerEnd } from "./worker-lifetime.ts";

/** The admin sign-in of every e2e product (its hash is the product's ADMIN_PASSWORD_HASH). */
export const E2E_ADMIN = { username: "admin", password: "e2e admin password" } as const;

/**
 * Days of seeded history: enough for seasonal statistics, so detection yields real deals, and
 * for the weekend, last-minute and Christmas listings of a fresh start.
 */
const SEED_DAYS = "20";

export interface StartedProduct extends RunningProduct {
  database: TestDatabase;
}

// The e2e files run one after another in one worker that keeps its modules (vitest.config.ts):
// these live as long as the worker (e2e/worker-lifetime.ts).
let seededTemplate: Promise<string> | undefined;
let shared: Promise<StartedProduct> | undefined;
let adminPasswordHash: Promise<string> | undefined;
/** One DATA_DIR for the run's products: the secrets the seeded database agreed on stay theirs. */
let dataDir: string | undefined;

function runDataDir(): string {
  if (!dataDir) {
    const made = mkdtempSync(join(tmpdir(), "flydealsbg-e2e-"));
    // registered first, so removed last: after every product that uses it has stopped
    stopAtWorkerEnd(async () => rmSync(made, { recursive: true, force: true }));
    dataDir = made;
  }
  return dataDir;
}

async function productEnv(databaseUrl: string, overrides: Record<string, string>): Promise<Env> {
  adminPasswordHash ??= hashPassword(E2E_ADMIN.password);
  return parseEnv({
    DATABASE_URL: databaseUrl,
    PORT: String(await freePort()),
    DATA_DIR: runDataDir(),
    SEED_DAYS,
    LOG_LEVEL: "warn",
    // tests read what they just changed; the page cache has its own tests
    PAGE_CACHE: "false",
    ADMIN_USER: E2E_ADMIN.username,
    ADMIN_PASSWORD_HASH: await adminPasswordHash,
    ...overrides,
  });
}

/**
 * A database seeded as a first start seeds it (catalog, CMS pages, visa rules, fare history, the
 * first detection), once per run: every product of the run starts on a copy, with nothing to seed.
 */
function seededDatabase(): Promise<string> {
  seededTemplate ??= (async () => {
    const database = await createTestDatabase({ contents: "empty" });
    const env = await productEnv(database.url, { WORKERS: "false" });
    const backend = await startBackend(env, silentLogger, { web: false });
    await backend.stop();
    await database.close();
    return database.name;
  })();
  return seededTemplate;
}

/** The whole product (projections, workers, web) on a copy of the run's seeded database. */
export async function startProduct(overrides: Record<string, string> = {}): Promise<StartedProduct> {
  if (!existsSync("build/server/index.js")) {
    throw new Error("No UI build: `npm test` builds it; to run this file alone, run `npm run build` first");
  }
  // made, and its removal registered, before the product's stop: it is removed after the product stops
  runDataDir();
  const database = await createTestDatabase({ copyOf: await seededDatabase() });
  const env = await productEnv(database.url, overrides);
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

/**
 * The product the e2e files share, started by the first file that asks. A file checks what the
 * seed made or what it made itself (its own social account, its own subscription), never what
 * another file may have changed, so the files run in any order; the admin's settings are changed
 * by admin.test.ts alone. A file that needs other settings starts a product of its own.
 */
export function sharedProduct(): Promise<StartedProduct> {
  if (!shared) {
    shared = startProduct();
    const started = shared;
    stopAtWorkerEnd(async () => (await started).stop());
  }
  return shared;
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
