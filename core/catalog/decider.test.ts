import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { type CatalogCommand, catalogDecider as decider } from "./decider.ts";
import type { CatalogEvent } from "./events.ts";

const given = DeciderSpecification.for(decider);

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
const registered = given([]).when({ type: "RegisterEntry", kind: "faq", key: "f1", entry: faq }).events;

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
    given([]).when(command).thenThrows(DomainError);
    given([]).when(command).thenThrows(message);
  });

  it("a rerun of the same registration records nothing; a different one conflicts", () => {
    given(registered).when({ type: "RegisterEntry", kind: "faq", key: "f1", entry: faq }).thenNothingHappened();
    given(registered)
      .when({ type: "RegisterEntry", kind: "faq", key: "f1", entry: { ...faq, answerBg: "Друг." } })
      .thenThrows(/already registered/);
  });

  it("an update records the changed fields, their previous values and the whole entry", () => {
    const [event] = given(registered).when({
      type: "UpdateEntry",
      kind: "faq",
      key: "f1",
      changes: { answerEn: "B.", tags: ["london"] },
    }).events;
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
    given(registered)
      .when({ type: "UpdateEntry", kind: "faq", key: "f1", changes: { answerEn: "A." } })
      .thenNothingHappened();
    given(registered)
      .when({ type: "UpdateEntry", kind: "faq", key: "f1", changes: { questionBg: "" } })
      .thenThrows("Bulgarian question is required");
    given([])
      .when({ type: "UpdateEntry", kind: "faq", key: "nope", changes: {} })
      .thenThrows(/No faq nope/);
  });

  it("deactivates and reactivates", () => {
    const [off] = given(registered).when({ type: "SetEntryActive", kind: "faq", key: "f1", active: false }).events;
    expect(off?.type).toBe("CatalogEntryDeactivated");
    given([...registered, off as CatalogEvent])
      .when({
        type: "SetEntryActive",
        kind: "faq",
        key: "f1",
        active: false,
      })
      .thenNothingHappened();
  });
});
