import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { connectDatabase, type Database, withDatabase } from "../db/database.ts";

/**
 * What a test database holds when it is made:
 * - `empty`: nothing (the product's own start migrates and seeds it);
 * - `migrated`: the kernel's tables, no read model installed;
 * - `read-models`: migrated, and every projection installed with the analytics views, as
 *   projections/testing.ts `installedProjections` leaves a database.
 */
export type TestDatabaseContents = "empty" | "migrated" | "read-models";

export interface TestDatabase extends Database {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  max?: number;
  /** `read-models` by default. */
  contents?: TestDatabaseContents;
  /** Another database of the run to copy instead, e.g. the e2e files' seeded one (e2e/product.ts). */
  copyOf?: string;
}

/** What this worker process holds, kept on globalThis: modules may be evaluated again per file. */
interface WorkerState {
  server?: Promise<string>;
  /** Databases made and not dropped yet (core/testing/setup-database-hygiene.ts checks them). */
  databases: Set<string>;
}
const KEY = Symbol.for("flydealsbg.test-database");
const holder = globalThis as { [KEY]?: WorkerState };
holder[KEY] ??= { databases: new Set() };
const state = holder[KEY];

/** Any number will do: what matters is that every worker asks for the same lock. */
const SERVER_CLAIM_LOCK = 20_291_129;
const CLAIM_TIMEOUT_MS = 120_000;

/**
 * A server of the run's for this worker process alone (scripts/testing/global-setup.ts starts one
 * per worker): the first whose claim lock is free, held by a session of its own for the process's
 * life and released by PostgreSQL when the process ends. A lock rather than VITEST_POOL_ID, which
 * two workers can share for a moment when vitest moves from one project's files to the next.
 */
async function claimServer(): Promise<string> {
  const urls = inject("postgresUrls");
  if (!inject("exclusiveServers")) return urls[0] as string;
  const deadline = Date.now() + CLAIM_TIMEOUT_MS;
  for (;;) {
    for (const url of urls) {
      const session = postgres(url, { max: 1, idle_timeout: 0, max_lifetime: null, onnotice: () => {} });
      const [row] = await session<{ claimed: boolean }[]>`SELECT pg_try_advisory_lock(${SERVER_CLAIM_LOCK}) AS claimed`;
      // a claimed server's session stays open: its end would release the claim
      if (row?.claimed) return url;
      await session.end();
    }
    if (Date.now() > deadline) {
      throw new Error(`All ${urls.length} test servers are held by other workers: start one per worker`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function serverOfThisWorker(): Promise<string> {
  state.server ??= claimServer();
  return state.server;
}

/** Databases this process made and has not dropped (the hygiene check's business). */
export function undroppedTestDatabases(): string[] {
  return [...state.databases];
}

export async function dropTestDatabase(name: string): Promise<void> {
  const cleanup = postgres(await serverOfThisWorker(), { max: 1, onnotice: () => {} });
  try {
    await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    state.databases.delete(name);
  } finally {
    await cleanup.end();
  }
}

/**
 * A database of its own on this worker's server, cloned from the run's template for its contents:
 * a copy instead of seventeen migrations and twenty projections.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = await serverOfThisWorker();
  const template = options.copyOf ?? inject("testTemplates")[options.contents ?? "read-models"];
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    state.databases.add(name);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const database = connectDatabase(url, { max: options.max ?? 10, name });
  return {
    ...database,
    url,
    name,
    async drop() {
      await database.close();
      await dropTestDatabase(name);
    },
  };
}
