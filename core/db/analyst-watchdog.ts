import type { Logger } from "../log/logger.ts";
import { ANALYST_ROLE } from "./analyst-role.ts";
import type { Sql } from "./database.ts";

/** The limits docs/analytics.md promises; the role's own defaults say the same, but it may SET them. */
export interface AnalystLimits {
  statementMs: number;
  idleInTransactionMs: number;
  checkEveryMs: number;
}

export const ANALYST_LIMITS: AnalystLimits = { statementMs: 30_000, idleInTransactionMs: 60_000, checkEveryMs: 5_000 };

/**
 * Cancels the analyst's statements that outrun the limit and ends its sessions left idle in a
 * transaction: `statement_timeout` and `idle_in_transaction_session_timeout` are the role's
 * defaults, which any session may SET to 0 (docs/decisions/0096). Returns what it did.
 */
export async function enforceAnalystLimits(
  sql: Sql,
  limits: Pick<AnalystLimits, "statementMs" | "idleInTransactionMs"> = ANALYST_LIMITS,
): Promise<{ cancelled: number; terminated: number }> {
  const [row] = await sql<{ cancelled: number; terminated: number }[]>`
    WITH analyst AS (
      SELECT pid, state, query_start, state_change FROM pg_stat_activity
       WHERE usename = ${ANALYST_ROLE} AND datname = current_database() AND pid <> pg_backend_pid()
    ), cancelled AS (
      SELECT pg_cancel_backend(pid) AS done FROM analyst
       WHERE state = 'active' AND query_start < clock_timestamp() - make_interval(secs => ${limits.statementMs / 1000})
    ), terminated AS (
      SELECT pg_terminate_backend(pid) AS done FROM analyst
       WHERE state LIKE 'idle in transaction%'
         AND state_change < clock_timestamp() - make_interval(secs => ${limits.idleInTransactionMs / 1000})
    )
    SELECT (SELECT count(*) FILTER (WHERE done) FROM cancelled)::int AS cancelled,
           (SELECT count(*) FILTER (WHERE done) FROM terminated)::int AS terminated`;
  return row ?? { cancelled: 0, terminated: 0 };
}

/** Runs enforceAnalystLimits every few seconds until stopped; a failed check is logged and tried again. */
export function startAnalystWatchdog(
  sql: Sql,
  logger: Logger,
  limits: AnalystLimits = ANALYST_LIMITS,
): { stop(): void } {
  const timer = setInterval(() => {
    enforceAnalystLimits(sql, limits).then(
      (done) => {
        if (done.cancelled + done.terminated > 0) logger.warn("analyst statements over the limit stopped", done);
      },
      (error: unknown) => logger.warn("the analyst watchdog's check failed", { error }),
    );
  }, limits.checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
