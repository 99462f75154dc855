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

/**
 * Reads until `done` accepts the value or `timeoutMs` has passed, and returns the last value
 * either way: the test's own assertion then says what was wrong with it.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
