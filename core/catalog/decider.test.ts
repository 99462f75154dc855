import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { type CatalogCommand, type CatalogEvent, type CatalogState, catalogDecider as decider } from "./decider.ts";

const fold = (events: CatalogEvent[]): CatalogState =>
  events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
const given = (events: CatalogEvent[]) => ({
  when: (command: CatalogCommand) => decider.decide(command, fold(events)),
});

const faq = {
  id: "f1",
  questionBg: "Въпрос?",
  answerBg: "Отговор.",
  questionEn: "Q?",
  answerEn: "A.",
  iataCode: "lon",
  relatedSlugs: [],
  tags: ["london"],
};
const registered = given([]).when({ type: "RegisterEntry", kind: "faq", key: "f1", entry: faq });

describe("catalog entries", () => {
  it("registers a valid entry, normalised (IATA upper-cased)", () => {
    expect(registered).toEqual([
      { type: "CatalogEntryRegistered", data: { kind: "faq", key: "f1", entry: { ...faq, iataCode: "LON" } } },
    ]);
  });

  it.each([
    [{ questionBg: "  " }, "questionBg: Bulgarian question is required"],
    [{ answerBg: "" }, "answerBg: Bulgarian answer is required"],
    [{ iataCode: "LOND" }, "iataCode: IATA code must be exactly 3 characters"],
  ])("refuses an invalid FAQ %o with the spec's message", (override, message) => {
    const command: CatalogCommand = { type: "RegisterEntry", kind: "faq", key: "f2", entry: { ...faq, ...override } };
    expect(() => given([]).when(command)).toThrow(DomainError);
    expect(() => given([]).when(command)).toThrow(message);
  });

  it("a rerun of the same registration records nothing; a different one conflicts", () => {
    expect(given(registered).when({ type: "RegisterEntry", kind: "faq", key: "f1", entry: faq })).toEqual([]);
    expect(() =>
      given(registered).when({ type: "RegisterEntry", kind: "faq", key: "f1", entry: { ...faq, answerBg: "Друг." } }),
    ).toThrow(/already registered/);
  });

  it("an update records the changed fields, their previous values and the whole entry", () => {
    const [event] = given(registered).when({
      type: "UpdateEntry",
      kind: "faq",
      key: "f1",
      changes: { answerEn: "B.", tags: ["london"] },
    });
    expect(event).toEqual({
      type: "CatalogEntryUpdated",
      data: {
        kind: "faq",
        key: "f1",
        changes: { answerEn: "B." },
        previous: { answerEn: "A." },
        entry: { ...faq, iataCode: "LON", answerEn: "B." },
      },
    });
    expect(
      given(registered).when({ type: "UpdateEntry", kind: "faq", key: "f1", changes: { answerEn: "A." } }),
    ).toEqual([]);
    expect(() =>
      given(registered).when({ type: "UpdateEntry", kind: "faq", key: "f1", changes: { questionBg: "" } }),
    ).toThrow("Bulgarian question is required");
    expect(() => given([]).when({ type: "UpdateEntry", kind: "faq", key: "nope", changes: {} })).toThrow(/No faq nope/);
  });

  it("deactivates and reactivates", () => {
    const [off] = given(registered).when({ type: "SetEntryActive", kind: "faq", key: "f1", active: false });
    expect(off?.type).toBe("CatalogEntryDeactivated");
    expect(
      given([...registered, off as CatalogEvent]).when({
        type: "SetEntryActive",
        kind: "faq",
        key: "f1",
        active: false,
      }),
    ).toEqual([]);
  });
});
