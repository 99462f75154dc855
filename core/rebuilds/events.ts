import type { EventMetadata, EventStore } from "../eventstore/types.ts";

/**
 * An admin's rebuild of a read model, stream `projection-<name>`: who asked, and how it ended
 * (how long it took, or why it failed), so the audit log shows who rebuilt what.
 */
export type ProjectionRebuildEvent =
  | { type: "ProjectionRebuildRequested"; data: { projection: string } }
  | { type: "ProjectionRebuildCompleted"; data: { projection: string; seconds: number } }
  | { type: "ProjectionRebuildFailed"; data: { projection: string; error: string } };

export const PROJECTION_REBUILD_EVENT_TYPES = [
  "ProjectionRebuildRequested",
  "ProjectionRebuildCompleted",
  "ProjectionRebuildFailed",
] as const;

export function projectionRebuildStreamId(projection: string): string {
  return `projection-${projection}`;
}

/** Records one step of a rebuild on the projection's own stream. */
export async function recordProjectionRebuild(
  store: EventStore,
  event: ProjectionRebuildEvent,
  metadata: EventMetadata,
): Promise<void> {
  await store.append(projectionRebuildStreamId(event.data.projection), [event], { metadata });
}
