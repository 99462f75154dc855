import { expect } from "vitest";
import { type Decider, DomainError } from "../eventstore/decider.ts";

/** A class of error the command must throw, text or a pattern its message holds, or fields it has. */
export type ErrorExpectation = (abstract new (...args: never[]) => Error) | string | RegExp | Record<string, unknown>;

export interface DeciderWhen<Event, State> {
  /** The command decides exactly these events. */
  then(expected: readonly Event[]): void;
  /** The command decides no event: it was already done, or there is nothing to do. */
  thenNothingHappened(): void;
  /** The command is refused; each expectation must hold of the error, which is returned. */
  thenThrows(...expected: ErrorExpectation[]): unknown;
  /** What the command decided, for a test that looks closer or goes on with them. */
  readonly events: Event[];
  /** The state after the given events and the decided ones. */
  readonly state: State;
}

export interface DeciderGiven<Command, Event, State> {
  /** The state the given events fold to. */
  readonly state: State;
  when(command: Command): DeciderWhen<Event, State>;
}

/**
 * Given events, when a command, then events (or a refusal): a decider tested as Emmett's
 * DeciderSpecification does, without a store. `for` returns the `given` of one decider:
 *
 *   const given = DeciderSpecification.for(dealDecider);
 *   given([detected]).when(expire).then([expired]);
 *   given([]).when(expire).thenNothingHappened();
 *   given([]).when(reprice).thenThrows(DomainError, { code: "not_found" });
 *
 * The decision runs when a `then…`, `events` or `state` asks for it, so a refusal surfaces there.
 */
export const DeciderSpecification = {
  for<Command, Event, State>(
    decider: Decider<Command, Event, State>,
  ): (events: readonly Event[]) => DeciderGiven<Command, Event, State> {
    const fold = (events: readonly Event[]) => events.reduce(decider.evolve, decider.initialState());
    return (given) => ({
      get state() {
        return fold(given);
      },
      when(command) {
        const decide = () => decider.decide(command, fold(given));
        return {
          // biome-ignore lint/suspicious/noThenProperty: Emmett's name for it; nothing awaits a specification
          then(expected) {
            expect(decide()).toEqual(expected);
          },
          thenNothingHappened() {
            expect(decide()).toEqual([]);
          },
          thenThrows(...expected) {
            let thrown: { error: unknown } | null = null;
            try {
              decide();
            } catch (error) {
              thrown = { error };
            }
            if (!thrown) throw new Error("expected the command to be refused, but it was decided");
            for (const expectation of expected) {
              if (typeof expectation === "function") expect(thrown.error).toBeInstanceOf(expectation);
              else if (typeof expectation === "string") expect(String(messageOf(thrown.error))).toContain(expectation);
              else if (expectation instanceof RegExp) expect(String(messageOf(thrown.error))).toMatch(expectation);
              else expect(thrown.error).toMatchObject(expectation);
            }
            return thrown.error;
          },
          get events() {
            return decide();
          },
          get state() {
            return fold([...given, ...decide()]);
          },
        };
      },
    });
  },
};

function messageOf(error: unknown): unknown {
  return error instanceof Error ? error.message : error;
}

/** The refusal a decision throws, for a test that reads its code, status or message. */
export function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error("the command was not refused");
}
