import type { Sql } from "../db/database.ts";
import { PostgresSnapshotStore } from "../eventstore/snapshots.ts";
import type { EventStore } from "../eventstore/types.ts";
import { silentLogger } from "../log/logger.ts";
import { crawlRoute } from "../pricing/crawl.ts";
import { type SeedHistoryOptions, seedHistory } from "../pricing/seed-history.ts";
import { createSimulatedFareSource } from "../pricing/simulated-fare-source.ts";

/**
 * Days of daily crawls of the simulated fare source on a test database, as the first start
 * seeds them: `fareSeed` picks the simulated prices, so a test's fares are the same every run.
 */
export function seedTestHistory(
  sql: Sql,
  store: EventStore,
  options: SeedHistoryOptions & { fareSeed: number },
): Promise<{ crawls: number; fares: number }> {
  const { fareSeed, ...history } = options;
  return seedHistory(
    {
      store,
      snapshots: new PostgresSnapshotStore(sql),
      fareSourceAt: (at) => createSimulatedFareSource({ seed: fareSeed, now: () => at }),
    },
    history,
    silentLogger,
  );
}

/**
 * One crawl from `from` to each of `to` at `at`, one after another, from one simulated fare source
 * (`fareSeed` picks its prices): current fares, where seedTestHistory's days of them are more than a test needs.
 */
export async function crawlTestRoutes(
  sql: Sql,
  store: EventStore,
  options: { fareSeed: number; from: string; to: readonly string[]; at: Date },
): Promise<void> {
  const crawl = {
    store,
    snapshots: new PostgresSnapshotStore(sql),
    fareSource: createSimulatedFareSource({ seed: options.fareSeed }),
  };
  for (const to of options.to) {
    await crawlRoute(crawl, { fromAirport: options.from, toAirport: to, at: options.at });
  }
}
