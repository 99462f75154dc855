import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import {
  type BindingCommand,
  type BindingEvent,
  type BindingState,
  bindingDecider as decider,
} from "./binding-decider.ts";

const timing = { successIntervalMinutes: 60, zeroResultSnoozeDays: 30, errorSnoozeDays: 30 };
const at = "2026-11-21T10:00:00.000Z";
const fold = (events: BindingEvent[]): BindingState =>
  events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
const run = (commands: BindingCommand[]): BindingEvent[] =>
  commands.reduce<BindingEvent[]>((events, c) => events.concat(decider.decide(c, fold(events))), []);
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
    expect(fold(run([create]))).toMatchObject({ lastStatus: "pending", nextRunAt: at, failureCount: 0 });
  });

  it("refuses a binding that targets both a destination and a country", () => {
    expect(() =>
      decider.decide(
        {
          ...create,
          input: { profileId: "p1", scope: "destination", destinationIata: "LON", countryCode: "GB" },
        } as BindingCommand,
        decider.initialState(),
      ),
    ).toThrow("A binding targets exactly one of destination or country");
  });

  it("after a success: the success interval (60 minutes by default), or the binding's cadence", () => {
    expect(fold(run([create, crawl("success")])).nextRunAt).toBe("2026-11-21T11:00:00.000Z");
    const override = {
      ...create,
      input: { profileId: "p1", scope: "country", countryCode: "IT", cadenceOverrideMinutes: 240 },
    } as BindingCommand;
    expect(fold(run([override, crawl("success")])).nextRunAt).toBe("2026-11-21T14:00:00.000Z");
  });

  it("after zero results: snoozed 30 days", () => {
    expect(fold(run([create, crawl("zero_result")]))).toMatchObject({
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
    const fifth = fold([...events, ...decider.decide(crawl("error"), fold(events))]);
    expect(fifth).toMatchObject({ failureCount: 5, nextRunAt: "2026-12-21T10:00:00.000Z", lastStatus: "error" });
    const recovered = fold(run([create, crawl("error"), crawl("error"), crawl("success")]));
    expect(recovered).toMatchObject({ failureCount: 0, lastStatus: "success" });
  });

  it("crawl now makes a binding due at once", () => {
    const events = run([
      create,
      crawl("zero_result"),
      { type: "RequestCrawl", bindingId: "b1", by: "admin", at: "2026-11-22T08:00:00.000Z" },
    ]);
    expect(fold(events).nextRunAt).toBe("2026-11-22T08:00:00.000Z");
    expect(() => decider.decide({ type: "RequestCrawl", bindingId: "x", by: "a", at }, decider.initialState())).toThrow(
      DomainError,
    );
  });
});
