/**
 * Per-key rate limits (docs/decisions/0054, 0083): at most `limit` takes per key in any
 * `windowMs` (a sliding window: each take counts until it is `windowMs` old). The limiter in
 * use is shared by every instance through PostgreSQL (./postgres-rate-limiter.ts).
 */

export interface RateRule {
  limit: number;
  windowMs: number;
}

export type Take = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateLimiter {
  readonly rule: RateRule;
  /** Counts one use by `key`, or refuses with how long until the oldest counted one leaves the window. */
  take(key: string): Promise<Take>;
  /** Forgets the latest use by `key` (one that turned out not to count). */
  refund(key: string): Promise<void>;
}

/** Throws for a rule that would refuse everything or nothing. */
export function checkRule(rule: RateRule): RateRule {
  if (!(Number.isInteger(rule.limit) && rule.limit >= 1) || !(Number.isInteger(rule.windowMs) && rule.windowMs > 0)) {
    throw new Error("a rate rule needs a whole limit >= 1 and a whole windowMs > 0");
  }
  return rule;
}

/** Whole seconds for a Retry-After header, never 0. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
