import { DomainError } from "../eventstore/decider.ts";
import { type EventStore, type RecordedEvent, streamTypeOf } from "../eventstore/types.ts";
import type { AggregateKind, AggregateRegistry } from "./aggregates.ts";
import { type DiffEntry, jsonDiff } from "./json-diff.ts";

export interface StateAt {
  streamId: string;
  streamType: string;
  /** Null when no aggregate is registered for the stream type: only its events can be shown. */
  kind: AggregateKind | null;
  /** The version folded: the requested one, or the last at or before `asOf` (0 before the first event). */
  version: number;
  currentVersion: number;
  /** Null when `kind` is null. */
  state: unknown;
  /** The events folded, versions 1 to `version`. */
  events: RecordedEvent[];
}

export interface VersionComparison {
  from: StateAt;
  to: StateAt;
  diff: DiffEntry[];
  /** The events after `from` up to and including `to`. */
  events: RecordedEvent[];
}

type WithStreamVersion = EventStore & { streamVersion(streamId: string): Promise<number | null> };

function requireVersion(name: string, version: number): void {
  if (!Number.isInteger(version) || version < 0) {
    throw new DomainError("invalid_version", `${name} must be a whole number >= 0, not ${version}`, 400);
  }
}

/** The Postgres store answers the version without reading the events, which can be many on a route. */
async function currentVersionOf(store: EventStore, streamId: string): Promise<number> {
  if ("streamVersion" in store) return (await (store as WithStreamVersion).streamVersion(streamId)) ?? 0;
  return (await store.readStream(streamId)).version;
}

function fold(kind: AggregateKind | null, events: RecordedEvent[]): unknown {
  if (!kind) return null;
  return events.reduce((state, event) => kind.evolve(state, event), kind.initialState());
}

/** The state of a stream as it was at a version, or at an instant, or at whichever came first. */
export async function stateAt(
  store: EventStore,
  registry: AggregateRegistry,
  streamId: string,
  at: { version?: number; asOf?: Date },
): Promise<StateAt> {
  if (at.version !== undefined) requireVersion("version", at.version);
  if (at.asOf !== undefined && Number.isNaN(at.asOf.getTime())) {
    throw new DomainError("invalid_as_of", "asOf must be a valid date", 400);
  }
  const currentVersion = await currentVersionOf(store, streamId);
  if (currentVersion === 0) throw new DomainError("stream_not_found", `No such stream ${streamId}`, 404);
  if (at.version !== undefined && at.version > currentVersion) {
    throw new DomainError(
      "version_not_found",
      `No version ${at.version} of ${streamId}: it is at version ${currentVersion}`,
      404,
    );
  }
  // bounded by the version just read, so that an append meanwhile does not show up as folded
  const toVersion = at.version ?? currentVersion;
  const { events } = await store.readStream(streamId, { toVersion, asOf: at.asOf });
  const streamType = streamTypeOf(streamId);
  const kind = registry.get(streamType) ?? null;
  return {
    streamId,
    streamType,
    kind,
    version: events.at(-1)?.streamPosition ?? 0,
    currentVersion,
    state: fold(kind, events),
    events,
  };
}

/** Both states come from one read, so that they are of the same stream history. */
export async function compareVersions(
  store: EventStore,
  registry: AggregateRegistry,
  streamId: string,
  fromVersion: number,
  toVersion: number,
): Promise<VersionComparison> {
  requireVersion("fromVersion", fromVersion);
  requireVersion("toVersion", toVersion);
  if (fromVersion > toVersion) {
    throw new DomainError("invalid_range", `fromVersion ${fromVersion} is after toVersion ${toVersion}`, 400);
  }
  const to = await stateAt(store, registry, streamId, { version: toVersion });
  const earlier = to.events.filter((event) => event.streamPosition <= fromVersion);
  const from: StateAt = { ...to, version: fromVersion, state: fold(to.kind, earlier), events: earlier };
  return {
    from,
    to,
    diff: to.kind ? jsonDiff(from.state, to.state) : [],
    events: to.events.filter((event) => event.streamPosition > fromVersion),
  };
}
