/**
 * Polls `probe` until it gives something truthy and returns it; throws naming `what` once
 * `timeoutMs` has passed. With `retryErrors`, a probe that throws (a server just killed) counts
 * as "not yet".
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  options: { timeoutMs?: number; everyMs?: number; retryErrors?: boolean } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const value = await (options.retryErrors ? probe().catch(() => null) : probe());
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100));
  }
}
