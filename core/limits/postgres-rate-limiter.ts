import type { Sql } from "../db/database.ts";
import type { AddressHasher } from "./address-hash.ts";
import { checkRule, type RateLimiter, type RateRule, type Take } from "./rate-limiter.ts";

/**
 * A sliding-window limiter every instance shares through PostgreSQL (docs/decisions/0083).
 * One row per rule and key (`rate_limit_takes`, migration 0017) holds the times of the takes
 * still in the window. A take is one INSERT ... ON CONFLICT DO UPDATE: the row lock it takes
 * makes concurrent takes of one key, from any process, queue up and each see the others, and
 * the statement both judges and records, so the count can never be overshot. postgres.js
 * only, no runtime imports: the Deno web tier runs it as Node does.
 */

export interface PostgresRateLimiterOptions {
  /** The rule's name in the table ("forms", "search-jobs"): rules never share a count. */
  name: string;
  /** Turns a limit key into what is stored; the address itself never is. */
  hash: AddressHasher;
  /** Milliseconds since the epoch; tests fix it. */
  now: () => number;
  /**
   * A take also deletes rows whose window has passed, at most this often per limiter (one more
   * statement then); the minutely job (workers/rate-limit-jobs.ts) covers quiet hours.
   */
  purgeEveryMs?: number;
}

/** Rows past their window that one take deletes at most: a take must stay cheap. */
const PURGE_BATCH = 500;

export function createPostgresRateLimiter(sql: Sql, rule: RateRule, options: PostgresRateLimiterOptions): RateLimiter {
  checkRule(rule);
  const { name, hash, now } = options;
  const purgeEveryMs = options.purgeEveryMs ?? 60_000;
  let purgedAt = Number.NEGATIVE_INFINITY;

  return {
    rule,
    async take(key): Promise<Take> {
      const at = now();
      const keyHash = await hash(key);
      const from = at - rule.windowMs;
      // SET sees the row as it was: `live` is the takes still in the window before this one
      const live = sql`ARRAY(SELECT t FROM unnest(r.takes) AS t WHERE t > ${from}::bigint ORDER BY t)`;
      const [row] = await sql<{ ok: boolean; oldest: number | null }[]>`
        INSERT INTO rate_limit_takes AS r (rule, key_hash, takes, last_ok, expires_at)
        VALUES (${name}, decode(${keyHash}, 'hex'), ARRAY[${at}::bigint], true, ${at + rule.windowMs}::bigint)
        ON CONFLICT (rule, key_hash) DO UPDATE SET
          takes = CASE WHEN cardinality(${live}) < ${rule.limit}::int
                       THEN ARRAY(SELECT t FROM unnest(r.takes || ${at}::bigint) AS t WHERE t > ${from}::bigint ORDER BY t)
                       ELSE ${live} END,
          last_ok = cardinality(${live}) < ${rule.limit}::int,
          expires_at = CASE WHEN cardinality(${live}) < ${rule.limit}::int
                            THEN greatest(r.expires_at, ${at + rule.windowMs}::bigint)
                            ELSE r.expires_at END
        RETURNING last_ok AS ok, takes[cardinality(takes) - ${rule.limit}::int + 1] AS oldest`;
      if (!row) throw new Error("rate limit take returned no row");
      if (at - purgedAt >= purgeEveryMs) {
        purgedAt = at;
        await purgeSome(sql, at).catch(() => {
          // a take must not fail for its housekeeping: the minutely job deletes what this leaves
        });
      }
      if (row.ok) return { ok: true };
      // refused: the take that must leave the window before one more fits
      return { ok: false, retryAfterMs: Math.max(1, Number(row.oldest ?? at) + rule.windowMs - at) };
    },
    async refund(key) {
      const keyHash = await hash(key);
      // the takes are kept in order: the last is the latest; an empty row goes with the purge
      await sql`
        UPDATE rate_limit_takes SET takes = takes[1:cardinality(takes) - 1]
         WHERE rule = ${name} AND key_hash = decode(${keyHash}, 'hex') AND cardinality(takes) > 0`;
    },
  };
}

/**
 * Up to PURGE_BATCH rows whose window has passed. A statement of its own, after the take: were
 * it part of the take's statement, two takes could each hold a row the other's upsert waits for
 * (a deadlock). SKIP LOCKED: it never waits for a take, and a take it delays just inserts afresh.
 */
async function purgeSome(sql: Sql, at: number): Promise<void> {
  await sql`
    DELETE FROM rate_limit_takes WHERE (rule, key_hash) IN (
      SELECT rule, key_hash FROM rate_limit_takes WHERE expires_at <= ${at}::bigint
       LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED)`;
}

/** Deletes every row whose window has passed at `at` (ms); how many went. */
export async function purgeExpiredTakes(sql: Sql, at: number): Promise<number> {
  const rows = await sql`DELETE FROM rate_limit_takes WHERE expires_at <= ${at}::bigint RETURNING 1`;
  return rows.length;
}
