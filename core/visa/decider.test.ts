import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { contentHash } from "./content-hash.ts";
import { appliesAtOnce, visaDecider as decider, type VisaCommand } from "./decider.ts";
import type { VisaEvent } from "./events.ts";
import type { VisaRule } from "./rule.ts";

const rule = (overrides: Partial<VisaRule> = {}): VisaRule => ({
  requirementType: "visa_free",
  visaFreeDays: 90,
  passportValidityMinDays: null,
  notesBg: null,
  notesEn: null,
  sources: ["passport-index"],
  confidenceLevel: "medium",
  needsReview: true,
  ...overrides,
});

const given = DeciderSpecification.for(decider);

const propose = (revisionId: string, r: VisaRule = rule()): VisaCommand => ({
  type: "ProposeAutomatedRevision",
  countryCode: "TR",
  revisionId,
  rule: r,
  proposedBy: "system:fetch",
});
const history = (...commands: VisaCommand[]): VisaEvent[] =>
  commands.reduce<VisaEvent[]>((events, c) => [...events, ...given(events).when(c).events], []);
const approve = (revisionId: string): VisaCommand => ({ type: "ApproveRevision", revisionId, reviewer: "admin" });

describe("visa revision workflow", () => {
  it("an automated fetch proposes a pending revision", () => {
    const [event] = given([]).when(propose("r1")).events;
    expect(event).toMatchObject({
      type: "VisaRevisionProposed",
      data: {
        revisionId: "r1",
        changeType: "automated_fetch",
        nationalityCode: "BGR",
        provider: "MFA_BG",
        contentHash: contentHash(rule()),
      },
    });
    expect(given([event as VisaEvent]).state.revisions[0]?.status).toBe("pending");
  });

  it("approving makes a revision current and supersedes the one before", () => {
    const before = history(propose("r1"), approve("r1"), propose("r2", rule({ visaFreeDays: 30 })));
    const state = given(before).when(approve("r2")).state;
    expect(state.currentRevisionId).toBe("r2");
    expect(state.revisions.map((r) => [r.revisionId, r.status])).toEqual([
      ["r1", "superseded"],
      ["r2", "approved"],
    ]);
  });

  it("rejecting needs a comment and leaves the current rule alone", () => {
    const before = history(propose("r1"), approve("r1"), propose("r2", rule({ visaFreeDays: 30 })));
    given(before)
      .when({ type: "RejectRevision", revisionId: "r2", reviewer: "admin", comment: " " })
      .thenThrows("A comment is required to reject a revision");
    const state = given(before).when({
      type: "RejectRevision",
      revisionId: "r2",
      reviewer: "admin",
      comment: "source is wrong",
    }).state;
    expect(state.currentRevisionId).toBe("r1");
    expect(state.revisions[1]).toMatchObject({ status: "rejected", comment: "source is wrong", reviewer: "admin" });
  });

  it("only a pending revision can be approved or rejected", () => {
    const before = history(propose("r1"), approve("r1"));
    given(before).when(approve("r1")).thenThrows(DomainError);
    given(before).when(approve("nope")).thenThrows("No revision nope");
  });

  it("a proposal equal to the current rule or to a pending one records nothing", () => {
    given(history(propose("r1"), approve("r1")))
      .when(propose("r2"))
      .thenNothingHappened();
    given(history(propose("r1")))
      .when(propose("r2"))
      .thenNothingHappened();
  });

  it("a manual override applies at once and locks its fields against automated updates", () => {
    const before = history(propose("r1"), approve("r1"));
    const override: VisaCommand = {
      type: "EditManually",
      countryCode: "TR",
      revisionId: "m1",
      changes: { visaFreeDays: 60, notesEn: "Checked with the embassy" },
      reviewer: "admin",
      comment: "embassy answer",
      lockFields: true,
    };
    expect(
      given(before)
        .when(override)
        .events.map((e) => e.type),
    ).toEqual(["VisaRevisionProposed", "VisaRevisionApproved", "VisaOverrideFieldsLocked"]);
    const locked = [...before, ...given(before).when(override).events];
    expect(given(locked).state.manualOverrideFields).toEqual(["visaFreeDays", "notesEn"]);
    expect(given(locked).state.revisions.at(-1)?.changeType).toBe("manual_override");

    // the source still says 90 days and adds an e-visa: only the unlocked field may change
    const [proposal] = given(locked).when(propose("r3", rule({ visaFreeDays: 90, requirementType: "evisa" }))).events;
    expect(proposal).toMatchObject({
      data: {
        rule: { visaFreeDays: 60, notesEn: "Checked with the embassy", requirementType: "evisa" },
        keptLockedFields: ["visaFreeDays", "notesEn"],
      },
    });
    // a source that only disagrees on locked fields proposes nothing
    given(locked)
      .when(propose("r4", rule({ visaFreeDays: 90 })))
      .thenNothingHappened();
  });

  it("a manual edit without locking is recorded as manual_edit", () => {
    const before = history(propose("r1"), approve("r1"));
    const events = given(before).when({
      type: "EditManually",
      countryCode: "TR",
      revisionId: "m1",
      changes: { notesBg: "Нужен е паспорт" },
      reviewer: "admin",
      lockFields: false,
    }).events;
    expect(events.map((e) => e.type)).toEqual(["VisaRevisionProposed", "VisaRevisionApproved"]);
    expect(events[0]).toMatchObject({ data: { changeType: "manual_edit" } });
  });

  it("disabled automatic updates stop proposals entirely", () => {
    const before = history(propose("r1"), approve("r1"), { type: "SetAutoUpdate", disabled: true, by: "admin" });
    given(before)
      .when(propose("r2", rule({ requirementType: "eta" })))
      .thenNothingHappened();
    const enabled = history(
      ...[
        propose("r1"),
        approve("r1"),
        { type: "SetAutoUpdate", disabled: true, by: "admin" } as VisaCommand,
        { type: "SetAutoUpdate", disabled: false, by: "admin" } as VisaCommand,
      ],
    );
    expect(given(enabled).when(propose("r2", rule({ requirementType: "eta" }))).events).toHaveLength(1);
  });

  it("a rollback restores a superseded revision's rule as a new current revision", () => {
    const before = history(
      propose("r1"),
      approve("r1"),
      propose("r2", rule({ requirementType: "eta", visaFreeDays: null })),
      approve("r2"),
    );
    const rollback: VisaCommand = {
      type: "Rollback",
      revisionId: "b1",
      toRevisionId: "r1",
      reviewer: "admin",
      comment: "eta not in force yet",
    };
    const state = given(before).when(rollback).state;
    expect(state.currentRevisionId).toBe("b1");
    expect(state.revisions.find((r) => r.revisionId === "b1")).toMatchObject({
      changeType: "rollback",
      status: "approved",
      rule: rule(),
    });
    expect(state.revisions.find((r) => r.revisionId === "r2")?.status).toBe("superseded");
    given(before)
      .when({ ...rollback, toRevisionId: "r2" })
      .thenThrows(/Only a superseded revision/);
    given(before)
      .when({ ...rollback, comment: "" })
      .thenThrows("A comment is required to roll back");
  });
});

describe("a proposal already verified against its sources (a correction, decision 0043)", () => {
  const verified = rule({
    requirementType: "eta",
    visaFreeDays: null,
    sources: ["https://www.gov.uk/eta"],
    confidenceLevel: "high",
    needsReview: false,
    idCardAccepted: false,
    verifiedOn: "2026-11-25",
  });
  const proposeVerified = (revisionId: string): VisaCommand => ({
    type: "ProposeAutomatedRevision",
    countryCode: "GB",
    revisionId,
    rule: verified,
    proposedBy: "system:fetch",
    comment: "Correction verified on 2026-11-25: the ETA",
  });
  const seedImport = (): VisaEvent[] =>
    history(propose("r1"), { type: "ApproveRevision", revisionId: "r1", reviewer: "system:seed" });

  it("takes effect at once where the current rule is only the system's import", () => {
    // Given the dataset's rule, approved by the seed and by no person
    const before = seedImport();
    // When a verified correction is proposed
    const events = given(before).when(proposeVerified("c1")).events;
    // Then it is proposed and approved in one go, its reason kept as the comment
    expect(events.map((e) => e.type)).toEqual(["VisaRevisionProposed", "VisaRevisionApproved"]);
    expect(events[1]).toMatchObject({
      data: { revisionId: "c1", supersededRevisionId: "r1", comment: "Correction verified on 2026-11-25: the ETA" },
    });
    const state = given(before).when(proposeVerified("c1")).state;
    expect(state.currentRevisionId).toBe("c1");
    expect(state.revisions.find((r) => r.revisionId === "c1")?.rule).toMatchObject({ verifiedOn: "2026-11-25" });
  });

  it("takes effect at once where there is no rule yet (Bulgaria itself)", () => {
    expect(
      given([])
        .when(proposeVerified("c1"))
        .events.map((e) => e.type),
    ).toEqual(["VisaRevisionProposed", "VisaRevisionApproved"]);
  });

  it("waits for review where an editor approved the current rule: the editor's word wins", () => {
    // Given a rule a person approved
    const before = history(propose("r1"), approve("r1"));
    // When a verified correction is proposed, Then it only waits in the queue
    const events = given(before).when(proposeVerified("c1")).events;
    expect(events.map((e) => e.type)).toEqual(["VisaRevisionProposed"]);
    expect(given(before).when(proposeVerified("c1")).state.currentRevisionId).toBe("r1");
  });

  it("waits for review after an editor's manual edit, and keeps the fields the editor locked", () => {
    const before = [
      ...seedImport(),
      ...given(seedImport()).when({
        type: "EditManually",
        countryCode: "GB",
        revisionId: "m1",
        changes: { notesEn: "Checked with the embassy" },
        reviewer: "admin:editor",
        lockFields: true,
      }).events,
    ];
    const [proposal, ...rest] = given(before).when(proposeVerified("c1")).events;
    expect(rest).toEqual([]);
    expect(proposal).toMatchObject({
      type: "VisaRevisionProposed",
      data: { rule: { notesEn: "Checked with the embassy", requirementType: "eta" }, keptLockedFields: ["notesEn"] },
    });
  });

  it("never overrules an editor who rejected the very same rule", () => {
    // Given the seed's import and an editor who rejected this very correction once
    const [proposal] = given(seedImport()).when(proposeVerified("c1")).events;
    const before: VisaEvent[] = [
      ...seedImport(),
      proposal as VisaEvent,
      {
        type: "VisaRevisionRejected",
        data: { revisionId: "c1", reviewer: "admin:editor", comment: "not in force yet" },
      },
    ];
    // When the same correction comes again
    const events = given(before).when(proposeVerified("c2")).events;
    // Then it only waits for review; the current rule stays
    expect(events.map((e) => e.type)).toEqual(["VisaRevisionProposed"]);
    expect(appliesAtOnce(given(before).state, verified)).toBe(false);
  });

  it("an unverified proposal (the plain dataset) still only waits for review", () => {
    expect(appliesAtOnce(given(seedImport()).state, rule({ visaFreeDays: 30 }))).toBe(false);
  });

  it("rules recorded before idCardAccepted and verifiedOn keep their hashes: the same dataset proposes nothing", () => {
    expect(contentHash({ ...rule(), idCardAccepted: null, verifiedOn: null })).toBe(contentHash(rule()));
    expect(contentHash({ ...rule(), idCardAccepted: true })).not.toBe(contentHash(rule()));
    given(seedImport())
      .when(propose("r2", { ...rule(), idCardAccepted: null, verifiedOn: null }))
      .thenNothingHappened();
  });
});
