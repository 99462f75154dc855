import { ConfigError, type Env, parseEnv } from "../core/config/env.ts";
import type { Database } from "../core/db/database.ts";
import type { Logger } from "../core/log/logger.ts";
import { createKernel, type Kernel, openDatabase } from "./kernel.ts";
import { startLogger } from "./terminal.ts";

export interface CliContext {
  env: Env;
  logger: Logger;
  database: Database;
  kernel: Kernel;
}

/** Runs a maintenance command against the configured database, then closes everything. */
export async function runCli(task: (context: CliContext) => Promise<void>): Promise<void> {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  }
  const logger = startLogger(env, "flydealsbg-cli");
  const opened = await openDatabase(env, logger);
  const kernel = createKernel(opened.database, logger);
  let failed = false;
  try {
    await task({ env, logger, database: opened.database, kernel });
  } catch (error) {
    failed = true;
    logger.error("command failed", { error });
  } finally {
    await opened.close();
  }
  process.exit(failed ? 1 : 0);
}
