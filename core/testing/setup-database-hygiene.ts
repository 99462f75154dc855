import { afterAll, expect } from "vitest";
import { dropTestDatabase, undroppedTestDatabases } from "./test-database.ts";

/**
 * Integration files run one after another in a worker that keeps its modules and its server
 * (vitest.config.ts). A file that leaves its database behind, perhaps with a pool, pg-boss or a
 * subscription loop still writing to it, slows the next files and holds back their projections
 * (a subscription reads only what is older than every transaction running on the server). After
 * each file: every database it made is dropped.
 */
afterAll(async () => {
  const left = undroppedTestDatabases();
  // dropped before failing, so that the next file starts clean and only this one fails
  for (const name of left) await dropTestDatabase(name);
  expect(left, `${expect.getState().testPath} left databases behind: drop each one in afterAll`).toEqual([]);
});
