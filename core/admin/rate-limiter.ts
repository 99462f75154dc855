/**
 * Counts failed sign-ins per key (an IP, an account) in a sliding window. In memory: one web
 * process serves /nimda; a restart forgets the counts, which only gives an attacker a few more
 * guesses against a 20-character generated password (docs/decisions/0033-admin-area.md).
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfterMs(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return this.windowMs - (now - (recent[recent.length - this.limit] as number));
  }

  fail(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > 10_000) this.prune(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}

export const SIGN_IN_LIMITS = {
  perIp: { limit: 10, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
} as const;
