import { describe, expect, it } from "vitest";
import { accountKey, judgeAttempt, SIGN_IN_LIMITS, type SignInAttempt } from "./sign-in-limits.ts";

const at = Date.UTC(2026, 10, 25, 9, 0, 0);
const admin = accountKey("admin");

/** Judges attempts one after another as a ledger would, keeping the ones let through. */
function run(requests: { ip: string; account?: string; device?: string | null; now?: number }[]) {
  const history: SignInAttempt[] = [];
  return requests.map((r) => {
    const verdict = judgeAttempt(history, {
      ip: r.ip,
      accountKey: r.account ?? admin,
      device: r.device ?? null,
      now: r.now ?? at,
    });
    if (verdict.kind === "check") history.push({ ...verdict.attempt, outcome: "failed" });
    return verdict;
  });
}

describe("judging a sign-in attempt", () => {
  it("refuses an address after ten failures on any accounts, until the first leaves the window", () => {
    const verdicts = run(Array.from({ length: 11 }, (_, i) => ({ ip: "192.0.2.1", account: `u${i}`, now: at + i })));
    expect(verdicts.filter((v) => v.kind === "check")).toHaveLength(10);
    expect(verdicts[10]).toEqual({ kind: "refused", reason: "ip", retryAfterMs: SIGN_IN_LIMITS.windowMs - 10 });
  });

  it("slows an account after five failures: waits double from a second, slots over 30 s away are refused", () => {
    const verdicts = run(Array.from({ length: 16 }, (_, i) => ({ ip: `203.0.113.${i}` })));
    const waits = verdicts.map((v) => (v.kind === "check" ? v.attempt.notBefore - at : `refused ${v.retryAfterMs}`));
    expect(waits).toEqual([
      0,
      0,
      0,
      0,
      0,
      1000,
      3000,
      7000,
      15_000,
      ...Array.from({ length: 7 }, () => "refused 31000"),
    ]);
  });

  it("gives a burst its slots from the first attempt: the free tries are free one at a time", () => {
    const history: SignInAttempt[] = [];
    const waits = Array.from({ length: 16 }, (_, i) => {
      const verdict = judgeAttempt(history, { ip: `203.0.113.${i}`, accountKey: admin, device: null, now: at });
      // all sixteen are still being checked when the next one arrives
      if (verdict.kind === "check") history.push(verdict.attempt);
      return verdict.kind === "check" ? verdict.attempt.notBefore - at : "refused";
    });
    expect(waits).toEqual([0, 1000, 3000, 7000, 15_000, ...Array.from({ length: 11 }, () => "refused")]);
  });

  it("keeps slowing a stranger to about one guess a minute, and never holds anyone over 30 s", () => {
    const history: SignInAttempt[] = [];
    const checkedAt: number[] = [];
    for (let second = 0; second < 10 * 60; second++) {
      const now = at + second * 1000;
      const verdict = judgeAttempt(history, { ip: `203.0.113.${second % 250}`, accountKey: admin, device: null, now });
      if (verdict.kind !== "check") continue;
      expect(verdict.attempt.notBefore - now).toBeLessThanOrEqual(SIGN_IN_LIMITS.maxWaitMs);
      history.push({ ...verdict.attempt, outcome: "failed" });
      checkedAt.push(verdict.attempt.notBefore);
    }
    // five free, then gaps doubling from a second to a minute: 20 checks in ten minutes, not 600
    const gaps = checkedAt.slice(1).map((t, i) => (t - (checkedAt[i] as number)) / 1000);
    expect(gaps).toEqual([1, 1, 1, 1, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60, 60, 60, 60]);
  });

  it("refuses an address that took part in the failures, whatever it types next", () => {
    const verdicts = run([...Array.from({ length: 5 }, (_, i) => ({ ip: `203.0.113.${i}` })), { ip: "203.0.113.3" }]);
    expect(verdicts[5]).toMatchObject({ kind: "refused", reason: "account" });
  });

  it("forgets the account's failures once it signs in", () => {
    const history: SignInAttempt[] = Array.from({ length: 5 }, (_, i) => ({
      id: `${i}`,
      ip: `203.0.113.${i}`,
      accountKey: admin,
      device: null,
      startedAt: at,
      notBefore: at,
      outcome: i === 4 ? "succeeded" : "failed",
    }));
    history.push({ ...(history[0] as SignInAttempt), id: "5" });
    const verdict = judgeAttempt(history, { ip: "203.0.113.1", accountKey: admin, device: null, now: at });
    expect(verdict).toMatchObject({ kind: "check", attempt: { notBefore: at } });
  });

  it("does not slow a trusted device for the account's failures, only for its own", () => {
    const verdicts = run([
      ...Array.from({ length: 12 }, (_, i) => ({ ip: `203.0.113.${i}` })),
      ...Array.from({ length: 6 }, () => ({ ip: "192.0.2.9", device: "laptop" })),
    ]);
    expect(verdicts.slice(12, 17).every((v) => v.kind === "check" && v.attempt.notBefore === at)).toBe(true);
    expect(verdicts[17]).toMatchObject({ kind: "refused", reason: "device" });
  });

  it("lets everything through again once the window has passed", () => {
    const verdicts = run([
      ...Array.from({ length: 10 }, (_, i) => ({ ip: "192.0.2.1", account: `u${i}` })),
      { ip: "192.0.2.1", account: "u", now: at + SIGN_IN_LIMITS.windowMs },
    ]);
    expect(verdicts[10]).toMatchObject({ kind: "check" });
  });
});
