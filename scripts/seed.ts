import { runCli } from "./cli.ts";
import { catchUpWithProgress, seedIfEmpty } from "./first-start.ts";
import { prepareDatabase } from "./kernel.ts";

await runCli(async ({ env, database, kernel, logger }) => {
  await prepareDatabase(database, kernel, logger);
  await seedIfEmpty(database, kernel, env, logger);
  await catchUpWithProgress(kernel, logger);
});
