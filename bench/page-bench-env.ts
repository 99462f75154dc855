import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { type Env, parseEnv } from "../core/config/env.ts";
import { withDatabase } from "../core/db/database.ts";
import { freePort, startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { silentLogger } from "../core/log/logger.ts";

/**
 * The environment of the page benchmarks: an embedded PostgreSQL of their own with an empty
 * database the product seeds (12 days of fares), the web tier alone (crawls and jobs would land
 * on random pages of a run). `stop` removes the server and its files.
 */
export async function pageBenchEnv(
  name: string,
  settings?: Record<string, string>,
): Promise<{ env: Env; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `flydealsbg-bench-${name}-`));
  const server = await startEmbeddedPostgres({ dataDir, logger: silentLogger, settings });
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  await admin`CREATE DATABASE bench`;
  await admin.end();
  const env = parseEnv({
    DATABASE_URL: withDatabase(server.url, "bench"),
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SEED_DAYS: "12",
    WORKERS: "false",
    LOG_LEVEL: "silent",
  });
  return {
    env,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
