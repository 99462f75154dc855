import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { connectDatabase, type Database, withDatabase } from "../core/db/database.ts";
import { startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { migrateToLatest } from "../core/db/migrate.ts";
import { createLogger, silentLogger } from "../core/log/logger.ts";

/**
 * A fresh, migrated database for one benchmark: on BENCH_DATABASE_URL's server when set, else
 * on an embedded PostgreSQL of its own. `run` gets it; afterwards everything is dropped.
 */
export async function withBenchDatabase<T>(
  name: string,
  options: { poolMax: number; maxConnections?: number },
  run: (database: Database) => Promise<T>,
): Promise<T> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  let stopServer = async () => {};
  let dataDir: string | undefined;
  if (!serverUrl) {
    dataDir = mkdtempSync(join(tmpdir(), `flydealsbg-bench-${name}-`));
    // default durability (fsync on): every side of a comparison pays the same commit cost, as in production
    const settings = options.maxConnections ? { max_connections: String(options.maxConnections) } : undefined;
    const server = await startEmbeddedPostgres({ dataDir, logger: silentLogger, settings });
    serverUrl = server.url;
    stopServer = server.stop;
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const dbName = `bench_${name}_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  const database = connectDatabase(withDatabase(serverUrl, dbName), { max: options.poolMax });
  try {
    await migrateToLatest(database.db as never, createLogger("warn"));
    return await run(database);
  } finally {
    await database.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await stopServer();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
