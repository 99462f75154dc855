import { type Kysely, type MigrationResultSet, Migrator } from "kysely";
import type { Logger } from "../log/logger.ts";
import { migrations } from "./migrations/index.ts";

export async function migrateToLatest(db: Kysely<unknown>, logger: Logger): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    const fields = { migration: result.migrationName, status: result.status };
    if (result.status === "Error") logger.error("migration failed", fields);
    else logger.info("migration applied", fields);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Names of migrations not yet applied: /readyz fails while any remain. */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const all = await migrator.getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
