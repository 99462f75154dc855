import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../db/embedded-postgres.ts";
import { createLogger } from "../log/logger.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run (TEST_DATABASE_URL, or an embedded cluster in a temp
 * directory); every test file makes its own database on it.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide("postgresUrl", external);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), "flydealsbg-test-"));
  const server = await startEmbeddedPostgres({
    dataDir,
    logger: createLogger("warn"),
    // a throwaway cluster: durability buys nothing here and costs seconds
    settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "300" },
  });
  project.provide("postgresUrl", server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
