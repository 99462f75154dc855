import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { AdminAuth } from "./auth.ts";
import { hashPassword } from "./password.ts";
import { eventLogFailureLog, inMemoryFailureLog, retryAfterMs } from "./rate-limiter.ts";

describe("the sliding window", () => {
  it("blocks after the limit until the oldest counted failure leaves the window", () => {
    expect(retryAfterMs([0, 100], 3, 1000, 150)).toBe(0);
    expect(retryAfterMs([200, 0, 100], 3, 1000, 250)).toBe(750);
    expect(retryAfterMs([0, 100, 200], 3, 1000, 1000)).toBe(0);
    expect(retryAfterMs([], 1, 1000, 0)).toBe(0);
  });

  it("in memory, forgets an account's failures once it signs in", async () => {
    const log = inMemoryFailureLog();
    log.record("ip", "admin", 0);
    expect(await log.recent("ip", "admin", 1)).toEqual({ fromIp: [0], againstAccount: [0] });
    log.succeeded("admin");
    expect(await log.recent("ip", "admin", 1)).toEqual({ fromIp: [], againstAccount: [] });
  });
});

describe("sign-in limits shared through the event log", () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let passwordHash: string;
  const clock = Date.now();
  const process = () =>
    new AdminAuth(
      { username: "admin", passwordHash, sessionSecret: "k".repeat(40) },
      store,
      () => clock,
      eventLogFailureLog(database.sql),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore(database.sql);
    passwordHash = await hashPassword("right password");
  });
  afterAll(() => database.drop());

  it("count one process's failures in another, and a restart forgets none", async () => {
    const node = process();
    for (let i = 0; i < 5; i++) {
      await node.signIn("admin", `guess ${i}`, { ip: `203.0.113.${i}`, userAgent: null });
    }
    const deno = process();
    expect(await deno.signIn("admin", "right password", { ip: "203.0.113.99", userAgent: null })).toMatchObject({
      reason: "rate_limited",
    });
    for (let i = 0; i < 10; i++) await deno.signIn(`user${i}`, "x", { ip: "192.0.2.1", userAgent: null });
    const restarted = process();
    expect(await restarted.signIn("someone", "x", { ip: "192.0.2.1", userAgent: null })).toMatchObject({
      reason: "rate_limited",
    });
    expect(await restarted.signIn("someone", "x", { ip: "192.0.2.2", userAgent: null })).toMatchObject({
      reason: "refused",
    });
  });

  it("stop counting an account's failures once it signs in", async () => {
    const log = eventLogFailureLog(database.sql);
    const auth = process();
    // the account is locked by the test above; a later window lets the right password through
    const later = new AdminAuth(
      { username: "admin", passwordHash, sessionSecret: "k".repeat(40) },
      store,
      () => clock + 16 * 60_000,
      log,
    );
    expect((await later.signIn("admin", "right password", { ip: "198.51.100.1", userAgent: null })).ok).toBe(true);
    expect((await log.recent("198.51.100.1", "admin", clock)).againstAccount).toEqual([]);
    expect((await auth.signIn("admin", "wrong", { ip: "198.51.100.1", userAgent: null })).ok).toBe(false);
    expect((await log.recent("198.51.100.1", "admin", clock)).againstAccount).toHaveLength(1);
  });
});
