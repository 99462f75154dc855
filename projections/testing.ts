import type { Sql } from "../core/db/database.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { installAnalyticsSchema } from "./analytics/schema.ts";
import { allProjections } from "./index.ts";
import { ProjectionRunner } from "./runner.ts";

/** Every projection installed on a test database, folded on demand with catchUp(). */
export async function installedProjections(sql: Sql): Promise<ProjectionRunner> {
  const runner = new ProjectionRunner(allProjections, {
    sql,
    upcasters: new Upcasters(),
    wakeup: new Wakeup(undefined),
    logger: silentLogger,
    afterViewsChanged: installAnalyticsSchema,
  });
  await runner.install();
  return runner;
}
