import { writeFileSync } from "node:fs";
import { analyticsMarkdown, analyticsSchemaFromDatabase } from "../projections/analytics/docs.ts";
import { runCli } from "./cli.ts";
import { prepareDatabase } from "./kernel.ts";

/** `npm run docs:analytics`: writes docs/analytics.md from the analytics schema's comments. */
await runCli(async ({ database, kernel, logger }) => {
  await prepareDatabase(database, kernel, logger);
  const path = new URL("../docs/analytics.md", import.meta.url);
  writeFileSync(path, analyticsMarkdown(await analyticsSchemaFromDatabase(database.sql)));
  logger.info("docs/analytics.md written");
});
