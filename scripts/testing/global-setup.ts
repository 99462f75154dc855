import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { connectDatabase, withDatabase } from "../../core/db/database.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../../core/db/embedded-postgres.ts";
import { migrateToLatest } from "../../core/db/migrate.ts";
import { createLogger, silentLogger } from "../../core/log/logger.ts";
import type { TestDatabaseContents } from "../../core/testing/test-database.ts";
import { installedProjections } from "../../projections/testing.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's servers: with `exclusiveServers`, each worker claims one for itself (core/testing/test-database.ts). */
    postgresUrls: string[];
    /** False with TEST_DATABASE_URL: one server that every worker shares. */
    exclusiveServers: boolean;
    /** The template database for each kind of contents (CREATE DATABASE ... TEMPLATE). */
    testTemplates: Record<TestDatabaseContents, string>;
  }
}

type Templates = Record<TestDatabaseContents, string>;

/** Named for the run: on a TEST_DATABASE_URL two runs at once keep to their own templates. */
function templatesOfThisRun(): Templates {
  const run = `${process.pid}_${Date.now().toString(36)}`;
  return { empty: "template0", migrated: `tpl_${run}_migrated`, "read-models": `tpl_${run}_read_models` };
}

// a throwaway cluster: durability buys nothing here and costs seconds
const SETTINGS = {
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
  autovacuum: "off",
  max_connections: "300",
};

async function createTemplates(serverUrl: string, templates: Templates): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${templates.migrated}`);
    const migrated = connectDatabase(withDatabase(serverUrl, templates.migrated), { max: 2, name: "test-template" });
    await migrateToLatest(migrated.db as never, silentLogger);
    await migrated.close();
    await admin.unsafe(`CREATE DATABASE ${templates["read-models"]} TEMPLATE ${templates.migrated}`);
    const url = withDatabase(serverUrl, templates["read-models"]);
    const projected = connectDatabase(url, { max: 2, name: "test-template" });
    await installedProjections(projected.sql);
    await projected.close();
  } finally {
    await admin.end();
  }
}

/**
 * vitest tears the global setup down while the last workers are still stopping: the e2e worker
 * stops its shared product then (e2e/environment.ts). The server waits for their connections to
 * close, so that nothing of theirs fails against a server already gone.
 */
async function untilUnused(url: string, timeoutMs = 30_000): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await sql<{ clients: number }[]>`
        SELECT count(*)::int AS clients FROM pg_stat_activity
         WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`;
      if ((row?.clients ?? 0) === 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await sql.end();
  }
}

interface Servers {
  urls: string[];
  templates: Templates;
  exclusive: boolean;
  stop(): Promise<void>;
}

/**
 * `count` embedded clusters with the templates in each: the first is made and given its
 * templates, then copied while stopped, so the migrations run once.
 *
 * A server per worker, not one for all: a subscription reads only the events of transactions
 * older than every transaction still running on the server (checkpointed-batch.ts), so one file's
 * long transaction would hold back another file's projections. Workers run files one at a time.
 */
async function startEmbeddedServers(count: number): Promise<Servers> {
  const root = mkdtempSync(join(tmpdir(), "flydealsbg-test-"));
  // run as root, the servers run as the postgres user, who must pass through to their clusters
  chmodSync(root, 0o711);
  const logger = createLogger("warn");
  const templates = templatesOfThisRun();
  const servers: EmbeddedPostgres[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => untilUnused(server.url)));
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const first = await startEmbeddedPostgres({ dataDir: join(root, "1"), logger, settings: SETTINGS });
    await createTemplates(first.url, templates);
    await first.stop();
    // cp -a: the copies keep the owner PostgreSQL insists on (the postgres user when run as root)
    for (let n = 2; n <= count; n++) execFileSync("cp", ["-a", join(root, "1"), join(root, String(n))]);
    servers.push(
      ...(await Promise.all(
        Array.from({ length: count }, (_, i) =>
          startEmbeddedPostgres({ dataDir: join(root, String(i + 1)), logger, settings: SETTINGS }),
        ),
      )),
    );
    return { urls: servers.map((server) => server.url), templates, exclusive: true, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** TEST_DATABASE_URL: one server for every worker, its templates dropped at the end. */
async function externalServer(url: string): Promise<Servers> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const templates = templatesOfThisRun();
  const dropTemplates = async () => {
    for (const name of [templates["read-models"], templates.migrated]) {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  };
  await createTemplates(url, templates);
  return {
    urls: [url],
    templates,
    exclusive: false,
    async stop() {
      await dropTemplates();
      await admin.end();
    },
  };
}

/**
 * The integration and e2e projects each run this setup in the one vitest process; they share the
 * servers through this key, and the last to finish stops them.
 */
const SHARED = Symbol.for("flydealsbg.test-postgres");
type Holder = { servers: Promise<Servers>; users: number };
const registry = globalThis as { [SHARED]?: Holder };

/** One server for each worker that can run at once: the most workers of any project. */
function workersOf(project: TestProject): number {
  const counts = project.vitest.projects.map((p) => Number(p.config.maxWorkers) || 1);
  return Math.max(1, ...counts);
}

/**
 * The run's PostgreSQL (TEST_DATABASE_URL, or embedded clusters in a temp directory, one per
 * worker) with a template database per kind of contents, migrated once: every test file clones
 * the one it needs (core/testing/test-database.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  registry[SHARED] ??= {
    servers: external ? externalServer(external) : startEmbeddedServers(workersOf(project)),
    users: 0,
  };
  const holder = registry[SHARED];
  holder.users += 1;
  const servers = await holder.servers;
  project.provide("postgresUrls", servers.urls);
  project.provide("exclusiveServers", servers.exclusive);
  project.provide("testTemplates", servers.templates);
  return async () => {
    holder.users -= 1;
    if (holder.users > 0) return;
    delete registry[SHARED];
    await servers.stop();
  };
}
