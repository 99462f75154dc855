import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../core/log/logger.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { createBoss } from "./boss.ts";
import { QUEUES } from "./queues.ts";
import { registerRateLimitJobs } from "./rate-limit-jobs.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const NOW = Date.parse("2031-06-01T10:00:00.000Z");

describe("the rate limits' purge job (docs/decisions/0083)", () => {
  it("runs every minute through pg-boss and deletes only the rows whose window has passed", async () => {
    await database.sql`
      INSERT INTO rate_limit_takes (rule, key_hash, takes, last_ok, expires_at) VALUES
        ('forms', '\\x01', ${`{${NOW - 700_000}}`}, true, ${NOW - 100_000}),
        ('forms', '\\x02', ${`{${NOW - 500_000}}`}, true, ${NOW + 100_000}),
        ('search-jobs', '\\x01', ${`{${NOW - 3_600_000}}`}, true, ${NOW})`;
    const boss = createBoss(database.sql, silentLogger, { schedule: false, pollingIntervalSeconds: 0.5 });
    await boss.start();
    try {
      await registerRateLimitJobs({ boss, sql: database.sql, logger: silentLogger, now: () => NOW });
      const schedules = await boss.getSchedules();
      expect(schedules.find((schedule) => schedule.name === QUEUES.rateLimitPurge)).toMatchObject({
        cron: "* * * * *",
      });
      await boss.send(QUEUES.rateLimitPurge, {});
      const left = async () =>
        database.sql<{ rule: string; key: string }[]>`
          SELECT rule, encode(key_hash, 'hex') AS key FROM rate_limit_takes ORDER BY rule, key`;
      const deadline = Date.now() + 20_000;
      while ((await left()).length > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await left()).toEqual([{ rule: "forms", key: "02" }]);
    } finally {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    }
  }, 40_000);
});
