import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../db/database.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { addressHasher } from "./address-hash.ts";
import {
  createPostgresRateLimiter,
  type PostgresRateLimiterOptions,
  purgeExpiredTakes,
} from "./postgres-rate-limiter.ts";
import { type RateRule, retryAfterSeconds } from "./rate-limiter.ts";

/** The shared limiter (docs/decisions/0083) against the real PostgreSQL. */

const SECRET = "postgres-rate-limiter-test-secret-0123456789";
const hash = addressHasher(SECRET);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

let rules = 0;
/** A limiter under a rule name of its own, so the tests never share a count. */
function limiter(rule: RateRule, now: () => number, options: Partial<PostgresRateLimiterOptions> = {}) {
  rules += 1;
  return createPostgresRateLimiter(database.sql, rule, { name: `test-${rules}`, hash, now, ...options });
}

const rows = async (name: string) =>
  database.sql<{ key_hash: string; takes: string; expires_at: number }[]>`
    SELECT encode(key_hash, 'hex') AS key_hash, takes::text AS takes, expires_at
      FROM rate_limit_takes WHERE rule = ${name} ORDER BY expires_at`;

describe("the shared rate limiter", () => {
  it("allows `limit` uses in a sliding window, then says how long to wait", async () => {
    let clock = 1_000_000;
    const limit = limiter({ limit: 3, windowMs: 60_000 }, () => clock);
    expect((await limit.take("a")).ok).toBe(true);
    clock += 10_000;
    expect([(await limit.take("a")).ok, (await limit.take("a")).ok]).toEqual([true, true]);
    expect(await limit.take("a")).toEqual({ ok: false, retryAfterMs: 50_000 });
    clock += 20_000;
    expect(await limit.take("a")).toEqual({ ok: false, retryAfterMs: 30_000 });
    // another key has its own count
    expect((await limit.take("b")).ok).toBe(true);
    // the first use leaves the window: one more, and only one
    clock += 30_000;
    expect((await limit.take("a")).ok).toBe(true);
    expect(await limit.take("a")).toEqual({ ok: false, retryAfterMs: 10_000 });
  });

  it("gives back the latest use that turned out not to count", async () => {
    let clock = 0;
    const limit = limiter({ limit: 2, windowMs: 1000 }, () => clock);
    expect((await limit.take("a")).ok).toBe(true);
    clock = 400;
    expect((await limit.take("a")).ok).toBe(true);
    await limit.refund("a");
    // the one at 400 went, the one at 0 stays: one more fits, and waits on the one at 0
    clock = 500;
    expect((await limit.take("a")).ok).toBe(true);
    expect(await limit.take("a")).toEqual({ ok: false, retryAfterMs: 500 });
    await limit.refund("a");
    await limit.refund("a");
    await limit.refund("a");
    expect((await limit.take("a")).ok).toBe(true);
    // nothing to give back is no error
    await limit.refund("nobody");
  });

  it("counts exactly `limit` of 50 concurrent takes from two separate pools", async () => {
    const pools: Database[] = [
      connectDatabase(database.url, { max: 5, name: "limiter-a" }),
      connectDatabase(database.url, { max: 5, name: "limiter-b" }),
    ];
    try {
      const rule = { limit: 10, windowMs: 60_000 };
      const name = "concurrent";
      // two processes' limiters: the same rule, the same secret, each its own connections
      const instances = pools.map((pool) =>
        createPostgresRateLimiter(pool.sql, rule, { name, hash: addressHasher(SECRET), now: () => 5_000 }),
      );
      const takes = await Promise.all(
        Array.from({ length: 50 }, (_, index) => instances[index % 2]?.take("203.0.113.7")),
      );
      expect(takes.filter((take) => take?.ok)).toHaveLength(10);
      expect(takes.filter((take) => take?.ok === false)).toEqual(Array(40).fill({ ok: false, retryAfterMs: 60_000 }));
      const [row] = await rows(name);
      expect(row?.takes).toBe(`{${Array(10).fill(5000).join(",")}}`);
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });

  it("stores a keyed hash, never the address; the same secret shares a count, another does not", async () => {
    const name = "hashed";
    const now = () => 0;
    const rule = { limit: 1, windowMs: 1000 };
    const first = createPostgresRateLimiter(database.sql, rule, { name, hash, now });
    const second = createPostgresRateLimiter(database.sql, rule, { name, hash: addressHasher(SECRET), now });
    const stranger = createPostgresRateLimiter(database.sql, rule, {
      name,
      hash: addressHasher("another-secret-altogether-0123456789abcdef"),
      now,
    });
    expect((await first.take("198.51.100.23")).ok).toBe(true);
    expect((await second.take("198.51.100.23")).ok).toBe(false);
    expect((await stranger.take("198.51.100.23")).ok).toBe(true);
    const stored = await rows(name);
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const dump = JSON.stringify(await database.sql`SELECT * FROM rate_limit_takes WHERE rule = ${name}`);
    expect(dump).not.toContain("198.51.100.23");
    expect(stored.map((row) => row.key_hash)).toContain(await hash("198.51.100.23"));
  });

  it("deletes rows once their window has passed: on the way, and all at once with the purge", async () => {
    let clock = 0;
    const rule = { limit: 5, windowMs: 1000 };
    const limit = limiter(rule, () => clock, { purgeEveryMs: 10_000 });
    const name = `test-${rules}`;
    await limit.take("a");
    clock = 500;
    await limit.take("b");
    expect((await rows(name)).map((row) => row.expires_at)).toEqual([1000, 1500]);
    // a's window has passed, b's has not, and the last purge was too recent
    clock = 1200;
    await limit.take("c");
    expect(await rows(name)).toHaveLength(3);
    // due again: after its own take (a afresh), a take deletes what is past its window (b and c)
    clock = 10_000;
    await limit.take("a");
    expect((await rows(name)).map((row) => row.expires_at)).toEqual([11_000]);
    // the job's purge: every expired row of every rule, nothing else
    const other = limiter(rule, () => 10_500);
    await other.take("d");
    expect(await purgeExpiredTakes(database.sql, 11_000)).toBeGreaterThanOrEqual(1);
    expect(await rows(name)).toEqual([]);
    expect(await rows(`test-${rules}`)).toHaveLength(1);
    expect(await purgeExpiredTakes(database.sql, 11_000)).toBe(0);
  });

  it("refuses a rule that would refuse everything or nothing", () => {
    expect(() => limiter({ limit: 0, windowMs: 1000 }, () => 0)).toThrow(/limit/);
    expect(() => limiter({ limit: 1, windowMs: 0 }, () => 0)).toThrow(/windowMs/);
  });

  it("asks for whole seconds, never zero", () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(59_001)).toBe(60);
  });
});

describe("the address hash", () => {
  it("is the same for the same secret and key, and needs a real secret", async () => {
    expect(await addressHasher(SECRET)("203.0.113.9")).toBe(await hash("203.0.113.9"));
    expect(await hash("203.0.113.9")).not.toBe(await hash("203.0.113.10"));
    expect(() => addressHasher("short")).toThrow(/32 characters/);
  });

  it("gives a fixed answer, the one Deno's Web Crypto gives too: Node and Deno instances share keys", async () => {
    // computed under `deno run` (2.x) from this module; a change here restarts every count
    expect(await addressHasher("shared-secret-for-node-and-deno-0123456789")("203.0.113.9")).toBe(
      "f10dab1e43547d55c7c97591f93c3a4d90bb735f59f810f0757382565e94e6bc",
    );
  });
});
