import { DAY_MS } from "../constants.ts";
import type { SnapshotStore } from "../eventstore/snapshots.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Logger } from "../log/logger.ts";
import { crawlRoute } from "./crawl.ts";
import type { FareSource } from "./fare.ts";

export interface SeedHistoryOptions {
  routes: ReadonlyArray<{ from: string; to: string }>;
  /** Days of daily crawls to record, ending now: enough for seasonal statistics. */
  days: number;
  /** Routes reached only by connection get CONNECTION_HISTORY: a current fare, not a season's statistics. */
  isConnectionOnly?: (route: { from: string; to: string }) => boolean;
  now: Date;
  concurrency?: number;
  /** After each route's history: how many routes are done, of how many. */
  onProgress?: (done: number, total: number) => void;
}

const SLOT_MS = 30 * 60_000;

/**
 * When the history's crawls happened, oldest first: one a day at 06:00 UTC on the days before
 * today, and the latest at the start of `now`'s half hour (a crawl slot), never after `now`: a seed
 * at 05:29 has no crawl "found" at 06:00. Times fixed by the day and the slot give the same crawl
 * ids when an interrupted seed runs again, so it records nothing twice.
 */
export function seedCrawlTimes(now: Date, days: number): Date[] {
  const latest = Math.floor(now.getTime() / SLOT_MS) * SLOT_MS;
  const todayAt6 = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6);
  const earlier = Array.from({ length: days - 1 }, (_, index) => new Date(todayAt6 - (days - 1 - index) * DAY_MS));
  return [...earlier, new Date(latest)];
}

/** A lighter crawl for the history: half the fares per month and no focused searches, so a first start stays quick. */
const HISTORY_CRAWL = { limitPerWindow: 4, focused: false } as const;

/**
 * A place reached only by connection (160 of them) gets two days of light crawls: fares on its
 * page and a first comparison from the start, for a tenth more first-start time, not a doubling.
 */
const CONNECTION_HISTORY_DAYS = 2;

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
  const queue = [...options.routes];
  const total = queue.length;
  let done = 0;
  let fares = 0;
  let crawls = 0;
  let lastReport = Date.now();
  const worker = async () => {
    for (let route = queue.shift(); route; route = queue.shift()) {
      const connectionOnly = options.isConnectionOnly?.(route) ?? false;
      const days = connectionOnly ? Math.min(CONNECTION_HISTORY_DAYS, options.days) : options.days;
      const crawlTimes = seedCrawlTimes(options.now, days);
      for (const [index, at] of crawlTimes.entries()) {
        // older days only feed the monthly statistics; the latest crawl is the one judged for deals
        const full = index === crawlTimes.length - 1 && !connectionOnly;
        const result = await crawlRoute(
          { store: deps.store, snapshots: deps.snapshots, fareSource: deps.fareSourceAt(at) },
          full
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
