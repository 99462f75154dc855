import { describe, expect, it } from "vitest";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { AnyEvent } from "../eventstore/types.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { type BindingCommand, type BindingState, bindingDecider as decider } from "./binding-decider.ts";
import type { BindingEvent } from "./events.ts";

const timing = { successIntervalMinutes: 60, zeroResultSnoozeDays: 30, errorSnoozeDays: 30 };
const at = "2026-11-21T10:00:00.000Z";
const given = DeciderSpecification.for(decider);
const run = (commands: BindingCommand[]): BindingEvent[] =>
  commands.reduce<BindingEvent[]>((events, c) => events.concat(given(events).when(c).events), []);
const create: BindingCommand = {
  type: "CreateBinding",
  bindingId: "b1",
  input: { profileId: "p1", scope: "destination", destinationIata: "LON" },
  at,
};
const crawl = (status: "success" | "zero_result" | "error", when = at): BindingCommand => ({
  type: "RecordCrawl",
  bindingId: "b1",
  status,
  resultCount: status === "success" ? 12 : 0,
  error: status === "error" ? "429 rate limited" : null,
  at: when,
  timing,
});

describe("search binding crawl scheduling", () => {
  it("a new binding is pending and due at once", () => {
    expect(given(run([create])).state).toMatchObject({ lastStatus: "pending", nextRunAt: at, failureCount: 0 });
  });

  it("refuses a binding that targets both a destination and a country", () => {
    given([])
      .when({
        ...create,
        input: { profileId: "p1", scope: "destination", destinationIata: "LON", countryCode: "GB" },
      } as BindingCommand)
      .thenThrows("A binding targets exactly one of destination or country");
  });

  it("after a success: the success interval (60 minutes by default), or the binding's cadence", () => {
    expect(given(run([create, crawl("success")])).state.nextRunAt).toBe("2026-11-21T11:00:00.000Z");
    const override = {
      ...create,
      input: { profileId: "p1", scope: "country", countryCode: "IT", cadenceOverrideMinutes: 240 },
    } as BindingCommand;
    expect(given(run([override, crawl("success")])).state.nextRunAt).toBe("2026-11-21T14:00:00.000Z");
  });

  it("after zero results: snoozed 30 days", () => {
    expect(given(run([create, crawl("zero_result")])).state).toMatchObject({
      lastStatus: "zero_result",
      nextRunAt: "2026-12-21T10:00:00.000Z",
    });
  });

  it("errors back off 5, 10, 20, 40 minutes, then after 5 in a row snooze 30 days; a success resets", () => {
    const events = run([create, crawl("error"), crawl("error"), crawl("error"), crawl("error")]);
    const nexts = events.filter((e) => e.type === "SearchBindingCrawled").map((e) => e.data.nextRunAt);
    expect(nexts).toEqual([
      "2026-11-21T10:05:00.000Z",
      "2026-11-21T10:10:00.000Z",
      "2026-11-21T10:20:00.000Z",
      "2026-11-21T10:40:00.000Z",
    ]);
    const fifth = given(events).when(crawl("error")).state;
    expect(fifth).toMatchObject({ failureCount: 5, nextRunAt: "2026-12-21T10:00:00.000Z", lastStatus: "error" });
    const recovered = given(run([create, crawl("error"), crawl("error"), crawl("success")])).state;
    expect(recovered).toMatchObject({ failureCount: 0, lastStatus: "success" });
  });

  it("crawl now makes a binding due at once", () => {
    const events = run([
      create,
      crawl("zero_result"),
      { type: "RequestCrawl", bindingId: "b1", by: "admin", at: "2026-11-22T08:00:00.000Z" },
    ]);
    expect(given(events).state.nextRunAt).toBe("2026-11-22T08:00:00.000Z");
    given([]).when({ type: "RequestCrawl", bindingId: "x", by: "a", at }).thenThrows(DomainError);
  });
});

describe("editing and pausing a search binding", () => {
  const update = (changes: unknown): BindingCommand =>
    ({ type: "UpdateBinding", bindingId: "b1", changes }) as BindingCommand;
  const pause = (paused: boolean): BindingCommand => ({
    type: "SetBindingPaused",
    bindingId: "b1",
    paused,
    by: "admin",
  });
  const created = run([create]);
  const before = given(created).state.binding;

  it("records the changed cadence, score and boost with what they were; the target stays", () => {
    const events = given(created).when(update({ cadenceOverrideMinutes: 240, priorityScore: 90, boost: -20 })).events;
    expect(events).toEqual([
      {
        type: "SearchBindingUpdated",
        data: {
          bindingId: "b1",
          binding: { ...before, cadenceOverrideMinutes: 240, priorityScore: 90, boost: -20 },
          previous: before,
        },
      },
    ]);
    expect(given([...created, ...events]).state.binding).toMatchObject({
      scope: "destination",
      destinationIata: "LON",
      cadenceOverrideMinutes: 240,
      priorityScore: 90,
    });
  });

  it("changes only the fields given, and null clears the cadence override", () => {
    const events = run([create, update({ cadenceOverrideMinutes: 30 }), update({ boost: 5 })]);
    expect(given(events).state.binding).toMatchObject({ cadenceOverrideMinutes: 30, priorityScore: 50, boost: 5 });
    const cleared = given(events).when(update({ cadenceOverrideMinutes: null })).state;
    expect(cleared.binding?.cadenceOverrideMinutes).toBeNull();
  });

  it("the next run after a success follows the new cadence", () => {
    const events = run([create, update({ cadenceOverrideMinutes: 120 }), crawl("success")]);
    expect(given(events).state.nextRunAt).toBe("2026-11-21T12:00:00.000Z");
  });

  it("records nothing when nothing changes", () => {
    given(created)
      .when(update({ priorityScore: 50, boost: 0 }))
      .thenNothingHappened();
    given(created).when(update({})).thenNothingHappened();
  });

  it.each([
    [{ cadenceOverrideMinutes: 0 }, "cadenceOverrideMinutes must be a positive whole number"],
    [{ cadenceOverrideMinutes: 1.5 }, "cadenceOverrideMinutes must be a positive whole number"],
    [{ priorityScore: 0 }, "priorityScore must be between 1 and 100"],
    [{ priorityScore: "high" }, "priorityScore must be a number"],
    [{ boost: 101 }, "boost must be between -100 and 100"],
    [
      { scope: "country", countryCode: "GB" },
      "scope, countryCode cannot be changed: only cadenceOverrideMinutes, priorityScore and boost can be (a new target is a new binding)",
    ],
  ])("refuses the change %o with the binding schema's message", (changes, message) => {
    given(created).when(update(changes)).thenThrows(message);
  });

  it("pauses and resumes, recording nothing when already in that state", () => {
    const paused = run([create, pause(true)]);
    expect(paused.at(-1)).toEqual({ type: "SearchBindingPaused", data: { bindingId: "b1", by: "admin" } });
    expect(given(paused).state.paused).toBe(true);
    given(paused).when(pause(true)).thenNothingHappened();
    const resumed = [...paused, ...given(paused).when(pause(false)).events];
    expect(resumed.at(-1)).toEqual({ type: "SearchBindingResumed", data: { bindingId: "b1", by: "admin" } });
    expect(given(resumed).state.paused).toBe(false);
    given(created).when(pause(false)).thenNothingHappened();
  });

  it("refuses to edit or pause an unknown binding with a 404", () => {
    for (const command of [update({ boost: 1 }), pause(true)]) {
      let error: unknown;
      try {
        given([]).when(command).events;
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "not_found", status: 404 });
    }
  });

  it("keeps the state as it was for an event type it does not know", () => {
    const state = given(created).state;
    // the decider as a read can meet it: with a type a newer version of the code wrote
    const reading: Decider<BindingCommand, AnyEvent, BindingState> = decider;
    expect(reading.evolve(state, { type: "SomethingFromTheFuture", data: {} })).toBe(state);
  });
});
