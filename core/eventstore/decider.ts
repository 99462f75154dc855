/** A pure decision model (Emmett's decider): no I/O, tested Given events / When command / Then events. */
export interface Decider<Command, Event, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  /** Returns the events a command causes; throws a DomainError when the command is refused. */
  decide(command: Command, state: State): Event[];
}

/** A command refused by business rules: the HTTP layer answers it with a 4xx, never a 500. */
export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 404 | 409 | 422 = 422,
  ) {
    super(message);
  }
}
