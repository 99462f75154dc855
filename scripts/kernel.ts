import postgres from "postgres";
import type { Env } from "../core/config/env.ts";
import { connectDatabase, type Database, withDatabase } from "../core/db/database.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { migrateToLatest } from "../core/db/migrate.ts";
import { readUrlsOf } from "../core/db/read-replicas.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { PostgresSnapshotStore } from "../core/eventstore/snapshots.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import type { Logger } from "../core/log/logger.ts";
import { installAnalyticsSchema } from "../projections/analytics/schema.ts";
import { allProjections } from "../projections/index.ts";
import { ProjectionRunner } from "../projections/runner.ts";

const APP_DATABASE = "flydealsbg";

/** The database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR with an app database on it. */
export async function openDatabase(
  env: Env,
  logger: Logger,
  /** application_name of the connections, naming the instance in pg_stat_activity. */
  name = "flydealsbg",
): Promise<{ database: Database; url: string; embedded: EmbeddedPostgres | null; close(): Promise<void> }> {
  let url = env.DATABASE_URL;
  let embedded: EmbeddedPostgres | null = null;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, logger });
    const admin = postgres(embedded.url, { max: 1, onnotice: () => {} });
    try {
      const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${APP_DATABASE}`;
      if (!exists) await admin.unsafe(`CREATE DATABASE ${APP_DATABASE}`);
    } finally {
      await admin.end();
    }
    url = withDatabase(embedded.url, APP_DATABASE);
  }
  const database = connectDatabase(url, {
    max: env.DB_POOL_MAX,
    name,
    readUrls: readUrlsOf(env.DATABASE_READ_URL),
    readMaxLagMs: env.READ_REPLICA_MAX_LAG_MS,
  });
  return {
    database,
    url,
    embedded,
    async close() {
      await database.close().catch((error) => logger.warn("closing the pool failed", { error }));
      await embedded?.stop();
    },
  };
}

/** The event store and read-model machinery over one database. */
export function createKernel(database: Database, logger: Logger) {
  const wakeup = new Wakeup(database.sql);
  const upcasters = new Upcasters();
  // the metrics count appends here (http/metrics); subscriptions of this process wake on each
  const appendListeners = new Set<(count: number) => void>();
  const store = new PostgresEventStore(database.sql, {
    upcasters,
    onAppended: (count) => {
      wakeup.appended();
      for (const listener of appendListeners) listener(count);
    },
  });
  const snapshots = new PostgresSnapshotStore(database.sql);
  const projections = new ProjectionRunner(allProjections, {
    sql: database.sql,
    locks: database.locks,
    upcasters,
    wakeup,
    logger,
    afterViewsChanged: installAnalyticsSchema,
  });
  /** Hears how many events each committed append through this store wrote; returns the way to stop. */
  const onAppended = (listener: (count: number) => void): (() => void) => {
    appendListeners.add(listener);
    return () => appendListeners.delete(listener);
  };
  return { wakeup, upcasters, store, snapshots, projections, onAppended };
}

export type Kernel = ReturnType<typeof createKernel>;

export async function prepareDatabase(database: Database, kernel: Kernel, logger: Logger): Promise<void> {
  await migrateToLatest(database.db as never, logger);
  await kernel.projections.install();
}
