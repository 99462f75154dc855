/**
 * A delivery's life (the spec's webhook states): pending -> processing -> completed, or ->
 * failed and tried again later, until MAX_ATTEMPTS, then discarded. An admin can retry a failed
 * or discarded delivery (back to pending) or discard a pending or failed one.
 */
export const DELIVERY_STATUSES = ["pending", "processing", "failed", "completed", "discarded"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const MAX_ATTEMPTS = 8;
/** A receiver has this long to answer; a slower one counts as a failure. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** A delivery left processing this long belongs to a process that died: it is due again. */
export const STALE_PROCESSING_MS = 5 * 60_000;

/** Wait after the nth failed attempt: 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h (about 11 h in all). */
const BACKOFF_SECONDS = [30, 120, 600, 1_800, 3_600, 10_800, 21_600];

export function retryDelaySeconds(failedAttempts: number): number {
  return BACKOFF_SECONDS[Math.min(failedAttempts, BACKOFF_SECONDS.length) - 1] ?? BACKOFF_SECONDS[0] ?? 30;
}

/** What a failed attempt leads to: another try after a pause, or the end. */
export function afterFailure(
  attempts: number,
  at: Date,
): { status: "failed"; nextAttemptAt: Date } | { status: "discarded" } {
  if (attempts >= MAX_ATTEMPTS) return { status: "discarded" };
  return { status: "failed", nextAttemptAt: new Date(at.getTime() + retryDelaySeconds(attempts) * 1000) };
}

export function canRetry(status: DeliveryStatus): boolean {
  return status === "failed" || status === "discarded";
}

export function canDiscard(status: DeliveryStatus): boolean {
  return status === "pending" || status === "failed";
}
