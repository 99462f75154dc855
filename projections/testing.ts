import { beforeAll } from "vitest";
import type { Sql } from "../core/db/database.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { type EventStoreTestBed, extendBed, made, testEventStore } from "../core/testing/event-store.ts";
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from "../core/testing/test-database.ts";
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

export interface ProjectionTestBed extends EventStoreTestBed {
  /** Every projection installed on the bed's database (installedProjections). */
  readonly projections: ProjectionRunner;
}

/**
 * testEventStore() with every projection installed: a test database, its event store and the
 * projections for the tests of a file (or of the describe it is called in), made in beforeAll
 * hooks and the database dropped in an afterAll. The file's own beforeAll, registered after it,
 * runs once they are made:
 *
 *   const bed = testProjectionBed();
 *   beforeAll(async () => { await seedCatalog(bed.store, silentLogger); await bed.projections.catchUp(); });
 */
export function testProjectionBed(options: TestDatabaseOptions = {}): ProjectionTestBed {
  const bed = testEventStore(options);
  let projections: ProjectionRunner | undefined;
  beforeAll(async () => {
    projections = await installedProjections(bed.database.sql);
  });
  return extendBed(bed, {
    get projections() {
      return made(projections);
    },
  });
}

/**
 * What testProjectionBed() makes, without its hooks: for a file that holds the three in variables
 * of its own and drops the database itself.
 */
export async function projectionTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<{ database: TestDatabase; store: PostgresEventStore; projections: ProjectionRunner }> {
  const database = await createTestDatabase(options);
  return {
    database,
    store: new PostgresEventStore(database.sql),
    projections: await installedProjections(database.sql),
  };
}
