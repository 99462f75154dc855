/**
 * What the e2e worker shares among its files (the seeded product, Chromium) lives as long as the
 * worker and is stopped at the worker's end by e2e/environment.ts. The environment is loaded apart
 * from the test files' modules, hence one list on globalThis rather than module state.
 */
const KEY = Symbol.for("flydealsbg.e2e-worker-lifetime");
const holder = globalThis as { [KEY]?: Array<() => Promise<void>> };

/** Runs `stop` when the worker ends, after whatever was registered later. */
export function stopAtWorkerEnd(stop: () => Promise<void>): void {
  holder[KEY] ??= [];
  holder[KEY].push(stop);
}

export async function endOfWorker(): Promise<void> {
  const stops = holder[KEY] ?? [];
  delete holder[KEY];
  for (const stop of stops.reverse()) {
    await stop().catch((error: unknown) => console.error("stopping a shared e2e resource failed:", error));
  }
}
