import type { SnapshotStore } from "../eventstore/snapshots.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { planCrawlSearches } from "./crawl-plan.ts";
import type { Currency, FareObservation, FareSource } from "./fare.ts";
import { recordFareObservations } from "./record-fares.ts";

export interface CrawlRouteInput {
  fromAirport: string;
  toAirport: string;
  /** The crawl's moment; fares are searched from the next day on. */
  at: Date;
  /** Crawls in the same slot of this many minutes share a crawl id, so a retried job records once. */
  slotMinutes?: number;
  /** Days ahead the monthly windows cover (DEFAULT_HORIZON_DAYS). */
  horizonDays?: number;
  /** The horizon is searched in windows of this many days, each for its cheapest fares. */
  windowDays?: number;
  /** Fares kept per window. */
  limitPerWindow?: number;
  /** Whether to search the coming week, weekends and Christmas too (default true). */
  focused?: boolean;
  currency?: Currency;
}

export interface CrawlRouteResult {
  crawlId: string;
  fares: number;
  recordedEvents: string[];
}

/** Airlines sell about a year ahead: the monthly windows cover twelve months. */
export const DEFAULT_HORIZON_DAYS = 360;

export function crawlIdOf(source: string, from: string, to: string, at: Date, slotMinutes: number): string {
  const slot = Math.floor(at.getTime() / (slotMinutes * 60_000)) * slotMinutes * 60_000;
  return `${source}:${from}-${to}:${new Date(slot).toISOString()}`;
}

/** Asks a fare source for a route's fares and records them through the pricing command. */
export async function crawlRoute(
  deps: { store: EventStore; snapshots: SnapshotStore; fareSource: FareSource },
  input: CrawlRouteInput,
  metadata?: EventMetadata,
  signal?: AbortSignal,
): Promise<CrawlRouteResult> {
  const { fareSource } = deps;
  const slotMinutes = input.slotMinutes ?? 30;
  const fares: FareObservation[] = [];
  const seen = new Set<string>();
  const searches = planCrawlSearches(input.at, {
    horizonDays: input.horizonDays ?? DEFAULT_HORIZON_DAYS,
    windowDays: input.windowDays ?? 30,
    limitPerWindow: input.limitPerWindow ?? 8,
    focused: input.focused,
  });
  for (const { purpose: _purpose, ...search } of searches) {
    const found = await fareSource.search(
      {
        origin: input.fromAirport,
        destination: input.toAirport,
        oneWay: false,
        currency: input.currency ?? "BGN",
        ...search,
      },
      signal,
    );
    // the focused searches overlap the monthly windows: a fare counts once in the statistics
    for (const fare of found) {
      if (seen.has(fare.providerFlightId)) continue;
      seen.add(fare.providerFlightId);
      fares.push(fare);
    }
  }
  const crawlId = crawlIdOf(fareSource.name, input.fromAirport, input.toAirport, input.at, slotMinutes);
  const { events } = await recordFareObservations(
    deps,
    {
      type: "RecordFareObservations",
      fromAirport: input.fromAirport,
      toAirport: input.toAirport,
      crawlId,
      source: fareSource.name,
      observedAt: input.at.toISOString(),
      fares,
    },
    metadata,
  );
  return { crawlId, fares: fares.length, recordedEvents: events.map((e) => e.type) };
}
