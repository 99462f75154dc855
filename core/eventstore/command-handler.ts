import type { Decider } from "./decider.ts";
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
    const { version, events: history } = await store.readStream(streamId);
    let state = decider.initialState();
    for (const event of history) state = decider.evolve(state, event as unknown as Event);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, version };
    const expectedVersion: ExpectedVersion = version === 0 ? "no_stream" : version;
    try {
      const toAppend: NewEvent[] = events.map((event) => ({
        type: event.type,
        data: event.data,
        metadata: options.metadata,
      }));
      const result = await store.append(streamId, toAppend, { expectedVersion });
      for (const event of events) state = decider.evolve(state, event);
      return { events, state, version: result.nextExpectedVersion };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= maxRetries) throw error;
      const backoff = 5 * 2 ** attempt + Math.random() * 10;
      await new Promise((resolve) => setTimeout(resolve, backoff));
    }
  }
}
