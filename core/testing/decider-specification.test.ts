import { describe, expect, it } from "vitest";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "./decider-specification.ts";

type CounterCommand = { type: "Add"; by: number };
type CounterEvent = { type: "Added"; data: { by: number } };

const counter: Decider<CounterCommand, CounterEvent, number> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => {
    if (command.by === 0) return [];
    if (total + command.by > 10) throw new DomainError("over_limit", `${total} + ${command.by} is over 10`, 409);
    return [{ type: "Added", data: { by: command.by } }];
  },
};
const added = (by: number): CounterEvent => ({ type: "Added", data: { by } });
const given = DeciderSpecification.for(counter);

describe("decider specification", () => {
  it("passes when the command decides the expected events, and fails otherwise", () => {
    given([added(2)])
      .when({ type: "Add", by: 3 })
      .then([added(3)]);
    expect(() =>
      given([added(2)])
        .when({ type: "Add", by: 3 })
        .then([added(4)]),
    ).toThrow();
    given([]).when({ type: "Add", by: 0 }).thenNothingHappened();
    expect(() => given([]).when({ type: "Add", by: 1 }).thenNothingHappened()).toThrow();
  });

  it("checks a refusal by class, message and fields, and hands the error back", () => {
    const when = given([added(9)]).when({ type: "Add", by: 2 });
    const error = when.thenThrows(DomainError, /over 10/, "9 + 2", { code: "over_limit", status: 409 });
    expect(error).toBeInstanceOf(DomainError);
    expect(() => when.thenThrows(TypeError)).toThrow();
    expect(() => when.thenThrows({ code: "another" })).toThrow();
    expect(() => given([]).when({ type: "Add", by: 2 }).thenThrows()).toThrow(/was decided/);
  });

  it("gives the folded state before and after the command, and the decided events", () => {
    expect(given([added(2), added(3)]).state).toBe(5);
    const when = given([added(2)]).when({ type: "Add", by: 3 });
    expect(when.events).toEqual([added(3)]);
    expect(when.state).toBe(5);
    expect(() => given([added(9)]).when({ type: "Add", by: 2 }).events).toThrow(DomainError);
  });
});
