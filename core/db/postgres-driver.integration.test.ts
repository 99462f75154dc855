import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ contents: "empty", max: 4 });
});
afterAll(() => database.drop());

// postgres.js 3.4.9 throws "Cannot read properties of null (reading 'write')" outside any query when
// a connection's backend dies (porsager/postgres#1154, #1208), which ends the process: our patch
// (patches/postgres+3.4.9.patch, applied by postinstall) rejects the query instead, and a released
// reserved connection whose socket closed stays closed instead of failing the pool's next query.
describe("the patched postgres.js driver", () => {
  it("rejects a query on a reserved connection whose backend was terminated, and the process lives", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const reserved = await database.sql.reserve();
      const [session] = await reserved<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
      await database.sql`SELECT pg_terminate_backend(${session?.pid ?? 0})`;
      await sleep(100);
      await expect(reserved`SELECT 1`).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
      reserved.release();
    }
    // the dead connections went back to the pool closed, not open: every pooled query is answered
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => database.sql<{ n: number }[]>`SELECT pg_sleep(0.05), ${n}::int AS n`),
    );
    expect(answers.map(([row]) => row?.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
