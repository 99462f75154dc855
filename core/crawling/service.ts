import { handleCommand } from "../eventstore/command-handler.ts";
import type { SnapshotStore } from "../eventstore/snapshots.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { crawlRoute } from "../pricing/crawl.ts";
import type { FareSource } from "../pricing/fare.ts";
import { type BindingCommand, bindingDecider, type CrawlTiming } from "./binding-decider.ts";
import { searchBindingStreamId, searchProfileStreamId } from "./events.ts";
import type { SearchProfileParams } from "./profile.ts";
import { type ProfileCommand, profileDecider } from "./profile-decider.ts";

export function runProfileCommand(store: EventStore, command: ProfileCommand, metadata?: EventMetadata) {
  return handleCommand(store, searchProfileStreamId(command.profileId), profileDecider, command, { metadata });
}

export function runBindingCommand(store: EventStore, command: BindingCommand, metadata?: EventMetadata) {
  return handleCommand(store, searchBindingStreamId(command.bindingId), bindingDecider, command, { metadata });
}

export interface BindingToCrawl {
  bindingId: string;
  params: SearchProfileParams;
  timing: CrawlTiming;
  /** Destination airports the binding covers. */
  airports: string[];
}

export interface CrawlBindingDeps {
  store: EventStore;
  snapshots: SnapshotStore;
  fareSource: FareSource;
}

/**
 * Crawls every route a binding covers with its profile's parameters and records the outcome on
 * the binding: success, zero_result, or error (the first failure stops the crawl; fares already
 * recorded stay recorded).
 */
export async function crawlBinding(deps: CrawlBindingDeps, target: BindingToCrawl, now: Date, metadata: EventMetadata) {
  let fares = 0;
  let failure: string | null = null;
  for (const airport of target.airports) {
    if (airport === target.params.origin) continue;
    try {
      const result = await crawlRoute(
        deps,
        {
          fromAirport: target.params.origin,
          toAirport: airport,
          at: now,
          horizonDays: target.params.departureDaysToNow,
          currency: target.params.currency === "EUR" ? "EUR" : "BGN",
        },
        metadata,
      );
      fares += result.fares;
    } catch (error) {
      failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      break;
    }
  }
  const status = failure ? "error" : fares === 0 ? "zero_result" : "success";
  await runBindingCommand(
    deps.store,
    {
      type: "RecordCrawl",
      bindingId: target.bindingId,
      status,
      resultCount: fares,
      error: failure,
      at: now.toISOString(),
      timing: target.timing,
      source: deps.fareSource.name,
    },
    metadata,
  );
  return { status, fares, error: failure };
}
