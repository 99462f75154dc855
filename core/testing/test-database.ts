import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { inject } from "vitest";
import { connectDatabase, type Database, withDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { silentLogger } from "../log/logger.ts";

export interface TestDatabase extends Database {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated database on the run's PostgreSQL. */
export async function createTestDatabase(options: { max?: number; migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const database = connectDatabase(url, { max: options.max ?? 10, name });
  if (options.migrate !== false) await migrateToLatest(database.db as never, silentLogger);
  return {
    ...database,
    url,
    name,
    async drop() {
      await database.close();
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
