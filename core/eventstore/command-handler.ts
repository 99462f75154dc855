import type { Decider } from "./decider.ts";
import type { SnapshotPolicy, SnapshotStore } from "./snapshots.ts";
import {
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

export interface HandleOptions {
  metadata?: EventMetadata;
  /** Conflicts retried before giving up; each retry reloads the stream. */
  maxRetries?: number;
  /** Fold from a snapshot plus the events after it, and save a new one after the append. */
  snapshots?: { store: SnapshotStore; policy: SnapshotPolicy };
}

type AnyEvent = { type: string; data: unknown };

/**
 * Load, fold, decide, append with the version that was folded. A concurrent writer makes the
 * append fail with WrongExpectedVersion: the command is then decided again on the fresh state.
 */
export async function handleCommand<Command, Event extends AnyEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: HandleOptions = {},
): Promise<CommandResult<Event, State>> {
  const maxRetries = options.maxRetries ?? 5;
  for (let attempt = 0; ; attempt++) {
    const snapshot = options.snapshots
      ? await options.snapshots.store.load<State>(streamId, options.snapshots.policy)
      : null;
    const fromVersion = snapshot ? snapshot.version + 1 : 1;
    const { version: readVersion, events: history } = await store.readStream(streamId, { fromVersion });
    const version = Math.max(readVersion, snapshot?.version ?? 0);
    let state = snapshot ? snapshot.state : decider.initialState();
    for (const event of history) state = decider.evolve(state, event as unknown as Event);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, version };
    const expectedVersion: ExpectedVersion = version === 0 ? "no_stream" : version;
    const toAppend: NewEvent[] = events.map((event) => ({ type: event.type, data: event.data }));
    try {
      const result = await store.append(streamId, toAppend, { expectedVersion, metadata: options.metadata });
      for (const event of events) state = decider.evolve(state, event);
      if (options.snapshots) {
        await options.snapshots.store.save(streamId, options.snapshots.policy, {
          version: result.nextExpectedVersion,
          state,
        });
      }
      return { events, state, version: result.nextExpectedVersion };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= maxRetries) throw error;
      const backoff = 5 * 2 ** attempt + Math.random() * 10;
      await new Promise((resolve) => setTimeout(resolve, backoff));
    }
  }
}
