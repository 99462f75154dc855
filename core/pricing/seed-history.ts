import type { SnapshotStore } from "../eventstore/snapshots.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Logger } from "../log/logger.ts";
import { crawlRoute } from "./crawl.ts";
import type { FareSource } from "./fare.ts";

export interface SeedHistoryOptions {
  routes: ReadonlyArray<{ from: string; to: string }>;
  /** Days of daily crawls to record, ending today: enough for seasonal statistics. */
  days: number;
  now: Date;
  concurrency?: number;
  /** After each route's history: how many routes are done, of how many. */
  onProgress?: (done: number, total: number) => void;
}

const DAY_MS = 86_400_000;

/** A lighter crawl for the history: half the fares per month and no focused searches, so a first start stays quick. */
const HISTORY_CRAWL = { limitPerWindow: 4, focused: false } as const;

/**
 * Records a history of daily crawls through the same command a live crawl uses, so the
 * statistics have samples from the first start. Crawl ids make a rerun record nothing twice.
 */
export async function seedHistory(
  deps: {
    store: EventStore;
    snapshots: SnapshotStore;
    /** A fare source that answers as it would have at `at` (the simulated one can). */
    fareSourceAt: (at: Date) => FareSource;
  },
  options: SeedHistoryOptions,
  logger: Logger,
): Promise<{ crawls: number; fares: number }> {
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate(), 6);
  const queue = [...options.routes];
  const total = queue.length;
  let done = 0;
  let fares = 0;
  let crawls = 0;
  let lastReport = Date.now();
  const worker = async () => {
    for (let route = queue.shift(); route; route = queue.shift()) {
      for (let day = options.days - 1; day >= 0; day--) {
        const at = new Date(today - day * DAY_MS);
        const result = await crawlRoute(
          { store: deps.store, snapshots: deps.snapshots, fareSource: deps.fareSourceAt(at) },
          // older days only feed the monthly statistics; today's crawl is the one judged for deals
          day === 0
            ? { fromAirport: route.from, toAirport: route.to, at }
            : { ...HISTORY_CRAWL, fromAirport: route.from, toAirport: route.to, at },
          { actor: "system:seed", correlationId: `seed:${route.from}-${route.to}` },
        );
        fares += result.fares;
        crawls += 1;
      }
      done += 1;
      options.onProgress?.(done, total);
      if (Date.now() - lastReport > 2_000 || done === total) {
        lastReport = Date.now();
        logger.debug("seeding fare history", { routesDone: done, routes: total, crawls, fares });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return { crawls, fares };
}
