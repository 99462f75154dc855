import { mulberry32 } from "../core/pricing/simulated-price-model.ts";
/** Small helpers shared by the chaos suites (docs/decisions/0055). */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A size or knob from the environment, e.g. CHAOS_APPENDS=20000 for a short run. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw.replaceAll("_", ""));
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got ${raw}`);
  return value;
}

/**
 * The run's random numbers (mulberry32): CHAOS_SEED repeats a run's choices of streams, kills
 * and delays (timing still differs); without it a seed is drawn and printed.
 */
export function chaosRandom(): () => number {
  const seed = envNumber("CHAOS_SEED", Math.floor(Math.random() * 2 ** 31));
  console.log(`[chaos] CHAOS_SEED=${seed}`);
  return mulberry32(seed);
}

export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 120) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The figures of a run, one per line, for the closing note. */
export function printFigures(title: string, figures: Record<string, unknown>): void {
  const width = Math.max(...Object.keys(figures).map((k) => k.length));
  const lines = Object.entries(figures).map(([key, value]) => `  ${key.padEnd(width)}  ${String(value)}`);
  console.log(`\n${title}\n${lines.join("\n")}\n`);
}

/**
 * postgres.js 3.4.9 can throw outside any query when a connection dies at an unlucky moment:
 * a TypeError from a deferred write on a socket already closed (porsager/postgres#1154, #1208;
 * it also leaves that connection unable to send again), and an unhandled rejection of the array
 * type lookup it runs on each new connection. In a product process either one is fatal (Node
 * exits on an uncaught exception). The suites count them and treat each like a crash of the
 * process whose client it hit: that client is thrown away and a new one made.
 */
export function isDriverFault(error: unknown): boolean {
  const e = error as { name?: string; message?: string; stack?: string; query?: string } | null;
  if (!e || typeof e !== "object") return false;
  if (e.name === "TypeError" && e.message?.includes("reading 'write'") && e.stack?.includes("nextWrite")) return true;
  return typeof e.query === "string" && e.query.includes("pg_catalog.pg_type") && e.query.includes("typarray");
}

export interface DriverFaults {
  count: number;
  samples: string[];
  stop(): void;
}

/** Counts driver faults that reach the process; anything else is left to vitest. */
export function watchDriverFaults(onFault?: () => void): DriverFaults {
  const faults: DriverFaults = {
    count: 0,
    samples: [],
    stop() {
      process.off("uncaughtException", listener);
      process.off("unhandledRejection", listener);
    },
  };
  const listener = (error: unknown) => {
    if (!isDriverFault(error)) return;
    faults.count += 1;
    if (faults.samples.length < 5) faults.samples.push(String((error as Error).message).split("\n")[0] ?? "");
    onFault?.();
  };
  process.on("uncaughtException", listener);
  process.on("unhandledRejection", listener);
  return faults;
}
