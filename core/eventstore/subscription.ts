import type { Sql } from "../db/database.ts";
import type { Logger } from "../log/logger.ts";
import type { Wakeup } from "./wakeup.ts";

export interface SubscriptionLoopOptions {
  /** Names the owner lock: at most one live loop per name across all processes. */
  name: string;
  sql: Sql;
  /**
   * One connection, outside the pool, that holds the owner locks of every loop of the process
   * (Database.locks). Without it each loop reserves a pool connection for its whole life, and a
   * dozen loops starve the pool.
   */
  locks?: Sql;
  wakeup: Wakeup;
  logger: Logger;
  /** Processes one batch in its own transaction; returns how many events it handled. */
  step(): Promise<number>;
  /** Called when a step fails, after its transaction rolled back. */
  onError?(error: unknown): Promise<void>;
  batchSize: number;
  pollIntervalMs?: number;
  /** How often a standby retries to become the owner; STANDBY_RETRY_MS by default. */
  standbyRetryMs?: number;
}

/**
 * How often a standby asks for a subscription's lock. It bounds how long a subscription whose
 * owner died goes unfolded (PostgreSQL drops a dead session's locks as soon as it sees the
 * connection close), and costs one cheap query per subscription per second on each standby.
 */
export const STANDBY_RETRY_MS = 1_000;

/**
 * Waits `ms`, or less if the signal aborts. The abort listener goes when the wait ends: a standby
 * waits every second for as long as it runs, and a listener left per wait would pile up on the
 * loop's one signal.
 */
export function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Keeps one subscription caught up: owns it through a session advisory lock (released by
 * PostgreSQL if this process dies), runs batches back to back while they come full, then
 * waits for a wake-up or the poll interval. A failing batch is retried with backoff.
 */
export class SubscriptionLoop {
  private readonly abort = new AbortController();
  private wake: (() => void) | undefined;
  private pending = false;
  private running: Promise<void> | undefined;
  private owner = false;

  constructor(private readonly options: SubscriptionLoopOptions) {}

  get isOwner(): boolean {
    return this.owner;
  }

  start(): void {
    this.running ??= this.run();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.wake?.();
    await this.running;
  }

  private async run(): Promise<void> {
    const { sql, logger, name } = this.options;
    const signal = this.abort.signal;
    const unsubscribe = this.options.wakeup.subscribe(() => {
      this.pending = true;
      this.wake?.();
    });
    const shared = this.options.locks;
    const reserved = shared ? null : await sql.reserve();
    const lockConnection = (shared ?? reserved) as Sql;
    try {
      while (!signal.aborted) {
        // a lost connection is a reason to try again, never to end the loop: a rejection here
        // would leave the subscription without a loop and, unhandled, end the process
        // (docs/decisions/0055)
        const locked = await lockConnection<{ locked: boolean }[]>`
          SELECT pg_try_advisory_lock(hashtextextended(${`subscription:${name}`}, 0)) AS locked`.then(
          ([row]) => row?.locked === true,
          (error) => {
            if (!signal.aborted) logger.warn("subscription lock check failed", { subscription: name, error });
            return false;
          },
        );
        if (locked) break;
        logger.debug("subscription owned elsewhere; standing by", { subscription: name });
        await sleepUnlessAborted(this.options.standbyRetryMs ?? STANDBY_RETRY_MS, signal);
      }
      if (signal.aborted) return;
      this.owner = true;
      logger.debug("subscription started", { subscription: name });
      await this.loop(signal);
    } finally {
      unsubscribe();
      if (this.owner) {
        await lockConnection`SELECT pg_advisory_unlock(hashtextextended(${`subscription:${name}`}, 0))`.catch(() => {});
        this.owner = false;
      }
      reserved?.release();
    }
  }

  private async loop(signal: AbortSignal): Promise<void> {
    const { logger, name, batchSize } = this.options;
    let failures = 0;
    while (!signal.aborted) {
      this.pending = false;
      let handled = 0;
      try {
        handled = await this.options.step();
        failures = 0;
      } catch (error) {
        if (signal.aborted) return;
        failures += 1;
        const delay = Math.min(30_000, 200 * 2 ** Math.min(failures, 8));
        logger.error("subscription batch failed", { subscription: name, error, retryInMs: delay });
        await this.options.onError?.(error).catch(() => {});
        await sleepUnlessAborted(delay, signal);
        continue;
      }
      if (handled >= batchSize || this.pending) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollIntervalMs ?? 1_000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }
}
