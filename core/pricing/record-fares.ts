import { handleCommand } from "../eventstore/command-handler.ts";
import type { SnapshotStore } from "../eventstore/snapshots.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { type RecordFareObservations, routePricingDecider } from "./decider.ts";
import { routeStreamId } from "./events.ts";

const SNAPSHOT_POLICY = { decider: "route-pricing", version: 1 };

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
      snapshots: { store: deps.snapshots, policy: SNAPSHOT_POLICY },
    },
  );
}
