import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import type { RecordedEvent } from "../eventstore/types.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import type { VisaState } from "../visa/decider.ts";
import { visaStreamId } from "../visa/events.ts";
import type { VisaRule } from "../visa/rule.ts";
import { runVisaCommand } from "../visa/service.ts";
import { type AggregateRegistry, defaultAggregates } from "./aggregates.ts";
import { compareVersions, stateAt } from "./state-at.ts";

const rule: VisaRule = {
  requirementType: "visa_free",
  visaFreeDays: 90,
  passportValidityMinDays: null,
  notesBg: null,
  notesEn: null,
  sources: ["passport-index"],
  confidenceLevel: "medium",
  needsReview: true,
};

const streamId = visaStreamId("TR");
let database: TestDatabase;
let store: PostgresEventStore;
let registry: AggregateRegistry;
/** The stream's events as appended: v1 proposed, v2 approved, v3 + v4 a manual edit. */
let history: RecordedEvent[];

// created_at is the appending transaction's start: a pause keeps appends in different milliseconds
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.sql);
  registry = defaultAggregates();
  await runVisaCommand(store, "TR", {
    type: "ProposeAutomatedRevision",
    countryCode: "TR",
    revisionId: "r1",
    rule,
    proposedBy: "system",
  });
  await pause();
  await runVisaCommand(store, "TR", { type: "ApproveRevision", revisionId: "r1", reviewer: "admin", comment: "ok" });
  await pause();
  await runVisaCommand(store, "TR", {
    type: "EditManually",
    countryCode: "TR",
    revisionId: "r2",
    changes: { visaFreeDays: 30 },
    reviewer: "editor",
    comment: "shorter stay",
    lockFields: false,
  });
  history = (await store.readStream(streamId)).events;
});
afterAll(() => database.drop());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? { status: error.status, message: error.message } : error),
  );

describe("stateAt", () => {
  it("folds the stream up to a version", async () => {
    const first = await stateAt(store, registry, streamId, { version: 1 });
    expect(first).toMatchObject({ streamId, streamType: "visa", version: 1, currentVersion: 4 });
    expect(first.kind?.label).toBe("Visa rule");
    expect(first.events.map((e) => e.type)).toEqual(["VisaRevisionProposed"]);
    const state = first.state as VisaState;
    expect(state.currentRevisionId).toBeNull();
    expect(state.revisions.map((r) => [r.revisionId, r.status])).toEqual([["r1", "pending"]]);

    const second = (await stateAt(store, registry, streamId, { version: 2 })).state as VisaState;
    expect(second.currentRevisionId).toBe("r1");
    expect(second.revisions[0]).toMatchObject({ status: "approved", reviewer: "admin", comment: "ok" });
  });

  it("folds the whole stream without a bound, and nothing at version 0", async () => {
    const latest = await stateAt(store, registry, streamId, {});
    expect(latest.version).toBe(4);
    expect((latest.state as VisaState).currentRevisionId).toBe("r2");
    const none = await stateAt(store, registry, streamId, { version: 0 });
    expect(none).toMatchObject({ version: 0, currentVersion: 4, events: [] });
    expect(none.state).toEqual(registry.get("visa")?.initialState());
  });

  it("folds the stream as it was at an instant", async () => {
    const [proposed, approved] = history as [RecordedEvent, RecordedEvent];
    expect(approved.createdAt.getTime()).toBeGreaterThan(proposed.createdAt.getTime() + 1);
    const between = new Date((proposed.createdAt.getTime() + approved.createdAt.getTime()) / 2);
    const then = await stateAt(store, registry, streamId, { asOf: between });
    expect(then.version).toBe(1);
    expect((then.state as VisaState).revisions[0]?.status).toBe("pending");

    const before = await stateAt(store, registry, streamId, { asOf: new Date(proposed.createdAt.getTime() - 1) });
    expect(before).toMatchObject({ version: 0, currentVersion: 4, events: [] });
  });

  it("shows the events of a stream type no aggregate is registered for", async () => {
    await store.append("mystery-1", [{ type: "Happened", data: { n: 1 } }]);
    const result = await stateAt(store, registry, "mystery-1", {});
    expect(result).toMatchObject({ streamType: "mystery", kind: null, state: null, version: 1 });
    expect(result.events.map((e) => e.data)).toEqual([{ n: 1 }]);
  });

  it("refuses an unknown stream, a version it has not reached and a bad version", async () => {
    expect(await refusal(stateAt(store, registry, "visa-XX", {}))).toEqual({
      status: 404,
      message: "No such stream visa-XX",
    });
    expect(await refusal(stateAt(store, registry, streamId, { version: 5 }))).toMatchObject({ status: 404 });
    expect(await refusal(stateAt(store, registry, streamId, { version: -1 }))).toMatchObject({ status: 400 });
    expect(await refusal(stateAt(store, registry, streamId, { version: 1.5 }))).toMatchObject({ status: 400 });
    expect(await refusal(stateAt(store, registry, streamId, { asOf: new Date("nope") }))).toMatchObject({
      status: 400,
    });
  });
});

describe("compareVersions", () => {
  it("diffs the state between two versions", async () => {
    const result = await compareVersions(store, registry, streamId, 1, 2);
    expect(result.from.version).toBe(1);
    expect(result.to.version).toBe(2);
    expect(result.diff).toEqual([
      { path: "currentRevisionId", kind: "changed", before: null, after: "r1" },
      { path: "revisions[0].comment", kind: "changed", before: null, after: "ok" },
      { path: "revisions[0].reviewer", kind: "changed", before: null, after: "admin" },
      { path: "revisions[0].status", kind: "changed", before: "pending", after: "approved" },
    ]);
    expect(result.events.map((e) => e.streamPosition)).toEqual([2]);
  });

  it("returns the events after the first version up to the second", async () => {
    const result = await compareVersions(store, registry, streamId, 2, 4);
    expect(result.events.map((e) => [e.streamPosition, e.type])).toEqual([
      [3, "VisaRevisionProposed"],
      [4, "VisaRevisionApproved"],
    ]);
    expect(result.diff.map((d) => [d.path, d.kind])).toEqual([
      ["currentRevisionId", "changed"],
      ["revisions[0].status", "changed"],
      ["revisions[1]", "added"],
    ]);
    expect(result.from.events).toHaveLength(2);
  });

  it("finds nothing between a version and itself", async () => {
    const result = await compareVersions(store, registry, streamId, 3, 3);
    expect(result).toMatchObject({ diff: [], events: [] });
  });

  it("refuses a reversed or bad range and an unknown stream", async () => {
    expect(await refusal(compareVersions(store, registry, streamId, 2, 1))).toMatchObject({ status: 400 });
    expect(await refusal(compareVersions(store, registry, streamId, -1, 1))).toMatchObject({ status: 400 });
    expect(await refusal(compareVersions(store, registry, streamId, 0, 2.5))).toMatchObject({ status: 400 });
    expect(await refusal(compareVersions(store, registry, "visa-XX", 0, 1))).toMatchObject({ status: 404 });
  });
});
