import type { SnapshotStore } from "../eventstore/snapshots.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import type { Currency, FareObservation, FareSource } from "./fare.ts";
import { recordFareObservations } from "./record-fares.ts";

export interface CrawlRouteInput {
  fromAirport: string;
  toAirport: string;
  /** The crawl's moment; fares are searched from the next day on. */
  at: Date;
  /** Crawls in the same slot of this many minutes share a crawl id, so a retried job records once. */
  slotMinutes?: number;
  horizonDays?: number;
  /** The horizon is searched in windows of this many days, each for its cheapest fares. */
  windowDays?: number;
  /** Fares kept per window. */
  limitPerWindow?: number;
  currency?: Currency;
}

export interface CrawlRouteResult {
  crawlId: string;
  fares: number;
  recordedEvents: string[];
}

const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

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
  // One search per window rather than one over the whole horizon: the cheapest fares of the
  // horizon would all come from its cheapest month, and every month needs samples.
  const horizonDays = input.horizonDays ?? 180;
  const windowDays = input.windowDays ?? 30;
  const fares: FareObservation[] = [];
  for (let start = 1; start <= horizonDays; start += windowDays) {
    const end = Math.min(start + windowDays - 1, horizonDays);
    const found = await fareSource.search(
      {
        origin: input.fromAirport,
        destination: input.toAirport,
        departFrom: isoDate(new Date(input.at.getTime() + start * DAY_MS)),
        departTo: isoDate(new Date(input.at.getTime() + end * DAY_MS)),
        oneWay: false,
        currency: input.currency ?? "BGN",
        limit: input.limitPerWindow ?? 8,
      },
      signal,
    );
    fares.push(...found);
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
