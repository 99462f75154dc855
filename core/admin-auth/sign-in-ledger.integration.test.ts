import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { postgresSignInLedger } from "./sign-in-ledger.ts";
import { accountKey, SIGN_IN_LIMITS } from "./sign-in-limits.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ max: 30 });
});
afterAll(() => database.drop());

const now = Date.UTC(2026, 10, 25, 9, 0, 0);

describe("sign-in attempts judged in PostgreSQL", () => {
  it("gives 24 concurrent attempts from one address exactly ten checks, from two ledgers", async () => {
    const [a, b] = [postgresSignInLedger(database.sql), postgresSignInLedger(database.sql)];
    const verdicts = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (i % 2 ? a : b).open({ ip: "192.0.2.1", accountKey: accountKey(`user${i}`), device: null, now }),
      ),
    );
    expect(verdicts.filter((v) => v.kind === "check")).toHaveLength(SIGN_IN_LIMITS.perIp);
    expect(verdicts.filter((v) => v.kind === "refused")).toHaveLength(14);
  });

  it("gives 16 concurrent addresses on one account five checks, at 0, 1, 3, 7 and 15 s", async () => {
    const ledger = postgresSignInLedger(database.sql);
    const verdicts = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        ledger.open({ ip: `203.0.113.${i}`, accountKey: accountKey("admin"), device: null, now }),
      ),
    );
    const checks = verdicts.flatMap((v) => (v.kind === "check" ? [v.attempt.notBefore - now] : []));
    expect(checks.sort((x, y) => x - y)).toEqual([0, 1000, 3000, 7000, 15_000]);
    expect(verdicts.filter((v) => v.kind === "refused")).toHaveLength(11);
  });

  it("counts a closed success and forgets attempts after a day", async () => {
    const ledger = postgresSignInLedger(database.sql);
    const admin = accountKey("Admin ");
    const later = now + 20 * 60_000;
    const first = await ledger.open({ ip: "198.51.100.1", accountKey: admin, device: null, now: later });
    if (first.kind !== "check") throw new Error("refused");
    await ledger.close(first.attempt.id, "succeeded");
    const next = await ledger.open({ ip: "198.51.100.2", accountKey: admin, device: null, now: later });
    expect(next).toMatchObject({ kind: "check", attempt: { notBefore: later } });
    await ledger.open({ ip: "198.51.100.3", accountKey: admin, device: null, now: now + SIGN_IN_LIMITS.keepMs + 1 });
    const [row] = await database.sql<{ count: string }[]>`SELECT count(*) FROM admin_sign_in_attempts`;
    expect(Number(row?.count)).toBe(3);
  });
});
