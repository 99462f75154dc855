import { handleCommand } from "../eventstore/command-handler.ts";
import type { SnapshotStore } from "../eventstore/snapshots.ts";
import { type StreamStateCache, streamStateCacheFor } from "../eventstore/stream-state-cache.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { type RecordFareObservations, type RouteState, routePricingDecider } from "./decider.ts";
import { routeStreamId } from "./events.ts";

const SNAPSHOT_POLICY = { decider: "route-pricing", version: 1 };
/** A route's stream gets one event a crawl; a restart reads at most this many to catch up. */
export const SNAPSHOT_EVERY_EVENTS = 20;
const routeStates = new WeakMap<object, StreamStateCache<RouteState>>();

/** The pricing context's one command: record a crawl's fares on the route's stream. */
export function recordFareObservations(
  deps: { store: EventStore; snapshots: SnapshotStore },
  command: RecordFareObservations,
  metadata?: EventMetadata,
) {
  return handleCommand(
    deps.store,
    routeStreamId(command.fromAirport, command.toAirport),
    routePricingDecider,
    command,
    {
      metadata,
      snapshots: { store: deps.snapshots, policy: SNAPSHOT_POLICY, everyEvents: SNAPSHOT_EVERY_EVENTS },
      cache: streamStateCacheFor(routeStates, deps.store),
    },
  );
}
