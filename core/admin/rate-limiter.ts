import type { Sql } from "../db/database.ts";

/**
 * Sign-in failures counted per key (an IP, an account) in a sliding window. The product counts
 * them from the event log (every failure is an AdminSignInFailed event), so every web process,
 * Node's and Deno's alike, sees the same count and a restart forgets nothing
 * (docs/decisions/0040). The in-memory limiter serves where there is no database.
 */

export const SIGN_IN_LIMITS = {
  perIp: { limit: 10, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
} as const;

/** The recent failures that concern one attempt: from its IP, or against its account. */
export interface FailedAttempts {
  /** Times (ms) of failures from the IP. */
  fromIp: number[];
  /** Times (ms) of failures against the account since its last successful sign-in. */
  againstAccount: number[];
}

export interface SignInFailureLog {
  recent(ip: string, account: string, now: number): Promise<FailedAttempts>;
  /** Remembers a failure the log cannot read back by itself (the event log can: a no-op there). */
  record(ip: string, account: string, now: number): void;
  /** The account signed in: its earlier failures no longer count. */
  succeeded(account: string): void;
}

/** Milliseconds until a key with these failure times may try again; 0 when it may try now. */
export function retryAfterMs(times: readonly number[], limit: number, windowMs: number, now: number): number {
  const recent = times.filter((at) => now - at < windowMs).sort((a, b) => a - b);
  if (recent.length < limit) return 0;
  return windowMs - (now - (recent[recent.length - limit] as number));
}

/** Counts kept in this process only: for a store without SQL (unit tests). */
export function inMemoryFailureLog(): SignInFailureLog {
  const failures: { at: number; ip: string; account: string }[] = [];
  const windowMs = Math.max(SIGN_IN_LIMITS.perIp.windowMs, SIGN_IN_LIMITS.perAccount.windowMs);
  return {
    async recent(ip, account, now) {
      const kept = failures.filter((f) => now - f.at < windowMs);
      failures.splice(0, failures.length, ...kept);
      return {
        fromIp: kept.filter((f) => f.ip === ip).map((f) => f.at),
        againstAccount: kept.filter((f) => f.account === account).map((f) => f.at),
      };
    },
    record(ip, account, now) {
      failures.push({ at: now, ip, account });
    },
    succeeded(account) {
      failures.splice(0, failures.length, ...failures.filter((f) => f.account !== account));
    },
  };
}

/**
 * Reads the failures from the event log. Each failure carries the time of the clock that judged
 * it (data.at), which the window is measured on; the coarse filter on created_at only keeps the
 * query on its index.
 */
export function eventLogFailureLog(sql: Sql): SignInFailureLog {
  return {
    async recent(ip, account, now) {
      const rows = await sql<{ at: string; ip: string | null; account: string; afterSuccess: boolean }[]>`
        WITH last_success AS (
          SELECT max(created_at) AS at FROM events
           WHERE type = 'AdminSignedIn' AND created_at > now() - interval '1 day'
             AND lower(data->>'username') = ${account})
        SELECT COALESCE((data->>'at')::bigint, (extract(epoch FROM created_at) * 1000)::bigint) AS at,
               metadata->>'ip' AS ip, lower(data->>'username') AS account,
               created_at > COALESCE((SELECT at FROM last_success), '-infinity') AS "afterSuccess"
          FROM events
         WHERE type = 'AdminSignInFailed' AND created_at > now() - interval '1 day'
           AND (metadata->>'ip' = ${ip} OR lower(data->>'username') = ${account})`;
      const windowMs = Math.max(SIGN_IN_LIMITS.perIp.windowMs, SIGN_IN_LIMITS.perAccount.windowMs);
      const inWindow = rows.filter((row) => now - Number(row.at) < windowMs);
      return {
        fromIp: inWindow.filter((row) => row.ip === ip).map((row) => Number(row.at)),
        againstAccount: inWindow
          .filter((row) => row.account === account && row.afterSuccess)
          .map((row) => Number(row.at)),
      };
    },
    record() {},
    succeeded() {},
  };
}
