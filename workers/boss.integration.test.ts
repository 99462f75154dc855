import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../core/log/logger.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { createBoss, inTransaction } from "./boss.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("pg-boss on our pool", () => {
  it("sends inside a transaction only when it commits, and works jobs", async () => {
    const boss = createBoss(database.sql, silentLogger, { schedule: false });
    await boss.start();
    await boss.createQueue("test.echo");
    await database.sql
      .begin(async (tx) => {
        await boss.send("test.echo", { n: 1 }, inTransaction(tx));
        throw new Error("roll back");
      })
      .catch(() => {});
    await database.sql.begin(async (tx) => {
      await boss.send("test.echo", { n: 2 }, inTransaction(tx));
    });
    const received: unknown[] = [];
    await boss.work<{ n: number }>("test.echo", { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      received.push(job?.data);
    });
    const deadline = Date.now() + 10_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 700));
    expect(received).toEqual([{ n: 2 }]);
    await boss.stop({ graceful: true, wait: true, timeout: 5000 });
  });

  it("inserts jobs in bulk, the path pg-boss' cron schedules take", async () => {
    const boss = createBoss(database.sql, silentLogger, { schedule: false });
    await boss.start();
    await boss.createQueue("test.bulk");
    await boss.insert([
      { name: "test.bulk", data: { n: 1 } },
      { name: "test.bulk", data: { n: 2 } },
    ]);
    const jobs = await database.sql<{ data: { n: number } }[]>`
      SELECT data FROM pgboss.job WHERE name = 'test.bulk' ORDER BY data->>'n'`;
    expect(jobs.map((j) => j.data.n)).toEqual([1, 2]);
    await boss.stop({ graceful: true, wait: true, timeout: 5000 });
  });
});
