import { setInterval } from "node:timers";
import { Worker } from "node:worker_threads";

/**
 * vitest's test and hook timeouts are timers on the test's own event loop: a test that keeps
 * that loop busy (a synchronous loop, or promises that settle without I/O, forever) starves them,
 * and the run hangs without a word. This watchdog runs on a thread of its own: the test thread
 * ticks a shared clock; when the ticks stop for `stallMs`, the watchdog writes which test stalled
 * and kills the worker process, so that vitest reports the file as failed and the run goes on.
 *
 * The tick uses node:timers, not the global setInterval, so fake timers do not stop it.
 */
export interface EventLoopWatchdog {
  /** Names what runs now, for the message the watchdog writes if it fires. */
  running(label: string): void;
}

const LABEL_BYTES = 1024;

export function startEventLoopWatchdog(stallMs: number): EventLoopWatchdog {
  const ticks = new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT);
  const label = new SharedArrayBuffer(LABEL_BYTES);
  const lastTick = new Float64Array(ticks);
  lastTick[0] = Date.now();
  setInterval(() => {
    lastTick[0] = Date.now();
  }, 250).unref();
  const thread = new Worker(new URL("./event-loop-watchdog-thread.mjs", import.meta.url), {
    workerData: { ticks, label, stallMs },
    // not the process's flags (a loader, --input-type...): the thread is plain JavaScript
    execArgv: [],
  });
  // a watchdog that could not start must say so, or the suite would trust one that is not there
  thread.on("error", (error) => process.stderr.write(`[event-loop watchdog] its thread failed: ${error}\n`));
  thread.unref();
  const labelBytes = new Uint8Array(label);
  return {
    running(text: string) {
      const encoded = new TextEncoder().encode(text).subarray(0, LABEL_BYTES - 1);
      labelBytes.fill(0);
      labelBytes.set(encoded);
    },
  };
}
