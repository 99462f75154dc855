import type { AnyEvent, EventStore, ReadStreamOptions, Recorded } from "./types.ts";

/** What folds a stream: a decider has it, and so does anything with a state and an evolve. */
export interface Evolver<Event, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
}

/** A stream read and folded (Emmett's aggregateStream): its state, its version and its events. */
export interface AggregatedStream<Event extends AnyEvent, State> {
  state: State;
  /** The stream's version as read: 0 when it has no events. */
  version: number;
  events: Recorded<Event>[];
}

/** The state these events fold to, from the evolver's initial state. */
export function foldEvents<Event, State>(evolver: Evolver<Event, State>, events: Iterable<Event>): State {
  let state = evolver.initialState();
  for (const event of events) state = evolver.evolve(state, event);
  return state;
}

/** Reads a stream (up to a version or instant when asked) and folds it with the evolver. */
export async function aggregateStream<Event extends AnyEvent, State>(
  store: EventStore,
  streamId: string,
  evolver: Evolver<Event, State>,
  options?: ReadStreamOptions,
): Promise<AggregatedStream<Event, State>> {
  const { version, events } = await store.readStream<Event>(streamId, options);
  return { state: foldEvents(evolver, events), version, events };
}
