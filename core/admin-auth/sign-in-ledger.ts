import type { Sql } from "../db/database.ts";
import { judgeAttempt, SIGN_IN_LIMITS, type SignInAttempt, type SignInLedger } from "./sign-in-limits.ts";

/** One advisory lock for all sign-in bookkeeping: its step lasts milliseconds, sign-ins are rare. */
const SIGN_IN_LOCK = 0x5167_1e;

interface AttemptRow {
  id: string;
  ip: string;
  account_key: string;
  device: string | null;
  started_at: string;
  not_before: string;
  outcome: SignInAttempt["outcome"];
}

/**
 * Attempts in admin_sign_in_attempts, judged under a transaction-scoped advisory lock: every
 * process (Node's and Deno's web tiers, a restart) sees every earlier attempt, and N concurrent
 * requests get exactly the allowed number of checks (docs/decisions/0049).
 */
export function postgresSignInLedger(sql: Sql): SignInLedger {
  return {
    open: (request) =>
      sql.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${SIGN_IN_LOCK})`;
        await tx`DELETE FROM admin_sign_in_attempts WHERE started_at < ${request.now - SIGN_IN_LIMITS.keepMs}`;
        const rows = await tx<AttemptRow[]>`
          SELECT id, ip, account_key, device, started_at, not_before, outcome
            FROM admin_sign_in_attempts
           WHERE started_at > ${request.now - SIGN_IN_LIMITS.windowMs}
             AND (ip = ${request.ip} OR account_key = ${request.accountKey} OR device = ${request.device ?? ""})
           ORDER BY seq`;
        const verdict = judgeAttempt(
          rows.map((row) => ({
            id: row.id,
            ip: row.ip,
            accountKey: row.account_key,
            device: row.device,
            startedAt: Number(row.started_at),
            notBefore: Number(row.not_before),
            outcome: row.outcome,
          })),
          request,
        );
        if (verdict.kind === "check") {
          const a = verdict.attempt;
          await tx`INSERT INTO admin_sign_in_attempts (id, ip, account_key, device, started_at, not_before, outcome)
                   VALUES (${a.id}, ${a.ip}, ${a.accountKey}, ${a.device}, ${a.startedAt}, ${a.notBefore}, 'pending')`;
        }
        return verdict;
      }),
    async close(attemptId, outcome) {
      await sql`UPDATE admin_sign_in_attempts SET outcome = ${outcome} WHERE id = ${attemptId}`;
    },
  };
}
