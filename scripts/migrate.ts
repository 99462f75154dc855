import { migrateToLatest } from "../core/db/migrate.ts";
import { runCli } from "./cli.ts";

await runCli(async ({ database, kernel, logger }) => {
  await migrateToLatest(database.db as never, logger);
  await kernel.projections.install();
  logger.info("database is up to date");
});
