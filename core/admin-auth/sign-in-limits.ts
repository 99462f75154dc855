import { createHash, randomUUID } from "node:crypto";
import { DAY_MS } from "../constants.ts";

/**
 * How sign-in attempts are limited (docs/decisions/0049). Every attempt is judged and recorded
 * in one step, before the password is checked, so concurrent requests cannot share a count:
 * - from one address: at most 10 failed (or unfinished) attempts in 15 minutes, then refused;
 * - against one account: five failures in 15 minutes (since its last sign-in) are free one at a
 *   time; an attempt made while another is still being checked, or after the five, waits for a
 *   slot that doubles from 1 s up to a minute (so 16 at once from 16 addresses are checked at
 *   0, 1, 3, 7 and 15 s), and is refused when its slot is more than 30 s away. After the five,
 *   an address that took part in them is refused outright.
 * - a browser that signed in before, or was trusted by a link from the server's shell (a
 *   trusted device cookie), is not slowed by the account's failures at all, only by its own.
 * So nobody waits more than 30 s, a stranger with many addresses gets about one guess a minute,
 * and the admin's own browser is never held up by them (docs/decisions/0049, 0098).
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perIp: 10,
  perAccount: 5,
  perDevice: 5,
  firstDelayMs: 1000,
  maxDelayMs: 60 * 1000,
  /** A slot further away than this is refused with its wait instead of held open. */
  maxWaitMs: 30 * 1000,
  /** Attempts are kept this long, then deleted: they hold addresses. */
  keepMs: DAY_MS,
} as const;

export type AttemptOutcome = "pending" | "failed" | "succeeded";

/** One recorded attempt. An attempt whose process died stays pending and counts as a failure. */
export interface SignInAttempt {
  id: string;
  ip: string;
  /** A hash of the typed account name: the name itself may be a password typed in the wrong box. */
  accountKey: string;
  /** The trusted device the attempt came from, if any. */
  device: string | null;
  startedAt: number;
  /** When its password may be checked: later than startedAt when the account was slowed. */
  notBefore: number;
  outcome: AttemptOutcome;
}

export interface AttemptRequest {
  ip: string;
  accountKey: string;
  device: string | null;
  now: number;
}

export type AttemptVerdict =
  | { kind: "check"; attempt: SignInAttempt }
  | { kind: "refused"; retryAfterMs: number; reason: "ip" | "account" | "device" };

export function accountKey(typedName: string): string {
  return createHash("sha256").update(typedName.trim().toLowerCase()).digest("hex");
}

const counts = (attempt: SignInAttempt) => attempt.outcome !== "succeeded";

/** The wait until the oldest of the last `limit` counted attempts leaves the window. */
function waitFor(times: number[], limit: number, now: number): number {
  if (times.length < limit) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  return SIGN_IN_LIMITS.windowMs - (now - (sorted[sorted.length - limit] as number));
}

/**
 * The verdict on a new attempt given the earlier attempts, in the order they were recorded.
 * Pure: both ledgers call it inside their one atomic step.
 */
export function judgeAttempt(history: readonly SignInAttempt[], request: AttemptRequest): AttemptVerdict {
  const { now } = request;
  const recent = history.filter((a) => now - a.startedAt < SIGN_IN_LIMITS.windowMs);
  const fromIp = recent.filter((a) => a.ip === request.ip && counts(a)).map((a) => a.startedAt);
  const ipWait = waitFor(fromIp, SIGN_IN_LIMITS.perIp, now);
  if (ipWait > 0) return { kind: "refused", retryAfterMs: ipWait, reason: "ip" };

  const fresh = (notBefore: number): AttemptVerdict => ({
    kind: "check",
    attempt: { id: randomUUID(), ...request, startedAt: now, notBefore, outcome: "pending" },
  });

  if (request.device) {
    const fromDevice = recent.filter((a) => a.device === request.device && counts(a)).map((a) => a.startedAt);
    const deviceWait = waitFor(fromDevice, SIGN_IN_LIMITS.perDevice, now);
    return deviceWait > 0 ? { kind: "refused", retryAfterMs: deviceWait, reason: "device" } : fresh(now);
  }

  const forAccount = recent.filter((a) => a.accountKey === request.accountKey && a.device === null);
  const lastSuccess = forAccount.findLastIndex((a) => a.outcome === "succeeded");
  const failures = forAccount.slice(lastSuccess + 1).filter(counts);
  const beyondFree = failures.length >= SIGN_IN_LIMITS.perAccount;
  // the free tries are free one at a time: a burst waits its slots from its first attempt
  if (!beyondFree && !failures.some((a) => a.outcome === "pending")) return fresh(now);

  if (beyondFree && failures.some((a) => a.ip === request.ip)) {
    return {
      kind: "refused",
      retryAfterMs: waitFor(
        failures.map((a) => a.startedAt),
        SIGN_IN_LIMITS.perAccount,
        now,
      ),
      reason: "account",
    };
  }
  // doubles with each try beyond the free ones, and with each slot a burst has taken already
  const slowedBefore = failures.filter((a) => a.notBefore > a.startedAt).length;
  const doublings = Math.max(failures.length - SIGN_IN_LIMITS.perAccount, slowedBefore);
  const delay = Math.min(SIGN_IN_LIMITS.firstDelayMs * 2 ** doublings, SIGN_IN_LIMITS.maxDelayMs);
  const lastSlot = Math.max(now - delay, ...failures.map((a) => a.notBefore));
  const slot = lastSlot + delay;
  if (slot - now > SIGN_IN_LIMITS.maxWaitMs) return { kind: "refused", retryAfterMs: slot - now, reason: "account" };
  return fresh(slot);
}

/** Where attempts are judged and recorded: one atomic step per attempt, shared by every process. */
export interface SignInLedger {
  open(request: AttemptRequest): Promise<AttemptVerdict>;
  close(attemptId: string, outcome: "failed" | "succeeded"): Promise<void>;
}

/** In this process only, for unit tests without a database: judging and recording never await. */
export function inMemoryLedger(): SignInLedger {
  let attempts: SignInAttempt[] = [];
  return {
    async open(request) {
      attempts = attempts.filter((a) => request.now - a.startedAt < SIGN_IN_LIMITS.keepMs);
      const verdict = judgeAttempt(attempts, request);
      if (verdict.kind === "check") attempts.push(verdict.attempt);
      return verdict;
    },
    async close(attemptId, outcome) {
      const attempt = attempts.find((a) => a.id === attemptId);
      if (attempt) attempt.outcome = outcome;
    },
  };
}
