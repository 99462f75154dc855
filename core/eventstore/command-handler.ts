import type { Decider } from "./decider.ts";
import type { SnapshotPolicy, SnapshotStore } from "./snapshots.ts";
import type { StreamStateCache } from "./stream-state-cache.ts";
import {
  type AnyEvent,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  WrongExpectedVersionError,
} from "./types.ts";

export interface CommandResult<Event, State> {
  events: Event[];
  state: State;
  /** Stream version after the command. */
  version: number;
}

export interface HandleOptions<State = unknown> {
  metadata?: EventMetadata;
  /** Conflicts retried before giving up; each retry reloads the stream. */
  maxRetries?: number;
  /**
   * Fold from a snapshot plus the events after it, and save a new one once `everyEvents`
   * (default 1) events have been appended since the last.
   */
  snapshots?: { store: SnapshotStore; policy: SnapshotPolicy; everyEvents?: number };
  /**
   * The states this process folded last, by stream: a command decided on a cached state needs
   * no read, only its append, whose expected version rejects a state someone else has moved on.
   * docs/decisions/0059-writes-in-fewer-round-trips.md
   */
  cache?: StreamStateCache<State>;
}

/**
 * Load, fold, decide, append with the version that was folded. A concurrent writer makes the
 * append fail with WrongExpectedVersion: the command is then decided again on the fresh state.
 */
export async function handleCommand<Command, Event extends AnyEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: HandleOptions<State> = {},
): Promise<CommandResult<Event, State>> {
  const maxRetries = options.maxRetries ?? 5;
  const { cache } = options;
  let trustCache = true;
  for (let attempt = 0; ; attempt++) {
    const cached = trustCache ? cache?.get(streamId) : undefined;
    let state: State;
    let version: number;
    let snapshotVersion: number;
    if (cached) {
      ({ state, version, snapshotVersion } = cached);
    } else {
      const snapshot = options.snapshots
        ? await options.snapshots.store.load<State>(streamId, options.snapshots.policy)
        : null;
      const fromVersion = snapshot ? snapshot.version + 1 : 1;
      const { version: readVersion, events: history } = await store.readStream<Event>(streamId, { fromVersion });
      version = Math.max(readVersion, snapshot?.version ?? 0);
      snapshotVersion = snapshot?.version ?? 0;
      state = history.reduce<State>(decider.evolve, snapshot ? snapshot.state : decider.initialState());
    }
    const events = decider.decide(command, state);
    if (events.length === 0) {
      // Nothing to append means nothing checks the state: confirm a cached one against the store.
      if (cached) {
        trustCache = false;
        attempt--;
        continue;
      }
      cache?.set(streamId, { state, version, snapshotVersion });
      return { events, state, version };
    }
    const expectedVersion: ExpectedVersion = version === 0 ? "no_stream" : version;
    const toAppend: NewEvent[] = events.map((event) => ({ type: event.type, data: event.data }));
    try {
      const result = await store.append(streamId, toAppend, { expectedVersion, metadata: options.metadata });
      for (const event of events) state = decider.evolve(state, event);
      const newVersion = result.nextExpectedVersion;
      if (options.snapshots && newVersion - snapshotVersion >= (options.snapshots.everyEvents ?? 1)) {
        await options.snapshots.store.save(streamId, options.snapshots.policy, { version: newVersion, state });
        snapshotVersion = newVersion;
      }
      cache?.set(streamId, { state, version: newVersion, snapshotVersion });
      return { events, state, version: newVersion };
    } catch (error) {
      cache?.delete(streamId);
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (cached) {
        // the cache was behind: read the stream and decide again, no wait needed
        trustCache = false;
        attempt--;
        continue;
      }
      if (attempt >= maxRetries) throw error;
      const backoff = 5 * 2 ** attempt + Math.random() * 10;
      await new Promise((resolve) => setTimeout(resolve, backoff));
    }
  }
}
