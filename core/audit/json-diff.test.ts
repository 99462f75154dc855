import { describe, expect, it } from "vitest";
import { jsonDiff } from "./json-diff.ts";

describe("jsonDiff", () => {
  it("finds nothing between equal values, whatever their key order", () => {
    expect(jsonDiff({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
    expect(jsonDiff(null, null)).toEqual([]);
    expect(jsonDiff("x", "x")).toEqual([]);
    expect(jsonDiff(Number.NaN, Number.NaN)).toEqual([]);
  });

  it("reports nested changes with dotted paths", () => {
    const before = { settings: { dailyCap: 10, airlines: { blocked: false } }, name: "a" };
    const after = { settings: { dailyCap: 20, airlines: { blocked: true } }, name: "a" };
    expect(jsonDiff(before, after)).toEqual([
      { path: "settings.airlines.blocked", kind: "changed", before: false, after: true },
      { path: "settings.dailyCap", kind: "changed", before: 10, after: 20 },
    ]);
  });

  it("compares arrays index by index as they grow and shrink", () => {
    expect(jsonDiff({ excludedAirlines: ["FR"] }, { excludedAirlines: ["W6", "FR"] })).toEqual([
      { path: "excludedAirlines[0]", kind: "changed", before: "FR", after: "W6" },
      { path: "excludedAirlines[1]", kind: "added", after: "FR" },
    ]);
    expect(jsonDiff([1, 2, 3], [1])).toEqual([
      { path: "[1]", kind: "removed", before: 2 },
      { path: "[2]", kind: "removed", before: 3 },
    ]);
  });

  it("goes into objects inside arrays", () => {
    const before = { revisions: [{ status: "approved" }, { status: "pending", reviewer: null }] };
    const after = { revisions: [{ status: "superseded" }, { status: "approved", reviewer: "admin" }] };
    expect(jsonDiff(before, after).map((d) => d.path)).toEqual([
      "revisions[0].status",
      "revisions[1].reviewer",
      "revisions[1].status",
    ]);
  });

  it("sorts indices as numbers", () => {
    const before = Array.from({ length: 12 }, () => 0);
    const after = before.map(() => 1);
    expect(jsonDiff(before, after).map((d) => d.path)).toEqual(before.map((_, i) => `[${i}]`));
  });

  it("tells null from a missing key, and treats an undefined value as missing", () => {
    expect(jsonDiff({}, { a: null })).toEqual([{ path: "a", kind: "added", after: null }]);
    expect(jsonDiff({ a: null }, {})).toEqual([{ path: "a", kind: "removed", before: null }]);
    expect(jsonDiff({ a: null }, { a: undefined })).toEqual([{ path: "a", kind: "removed", before: null }]);
    expect(jsonDiff({ a: undefined }, {})).toEqual([]);
    expect(jsonDiff({ a: null }, { a: 0 })).toEqual([{ path: "a", kind: "changed", before: null, after: 0 }]);
  });

  it("reports a change of shape as one change, not a change per key", () => {
    expect(jsonDiff({ a: [1] }, { a: { 0: 1 } })).toEqual([
      { path: "a", kind: "changed", before: [1], after: { 0: 1 } },
    ]);
    expect(jsonDiff({ a: { b: 1 } }, { a: "gone" })).toEqual([
      { path: "a", kind: "changed", before: { b: 1 }, after: "gone" },
    ]);
  });

  it("compares dates by instant", () => {
    const at = "2025-03-01T10:00:00.000Z";
    expect(jsonDiff({ at: new Date(at) }, { at: new Date(at) })).toEqual([]);
    expect(jsonDiff({ at: new Date(at) }, { at: new Date("2025-03-02T10:00:00.000Z") })).toHaveLength(1);
  });

  it("reports the whole value at the root path", () => {
    expect(jsonDiff(undefined, { a: 1 })).toEqual([{ path: "", kind: "added", after: { a: 1 } }]);
    expect(jsonDiff(1, 2)).toEqual([{ path: "", kind: "changed", before: 1, after: 2 }]);
  });

  it("quotes keys that are not identifiers", () => {
    expect(jsonDiff({ "route-SOF-LHR": { n: 1 } }, { "route-SOF-LHR": { n: 2 } })).toEqual([
      { path: '["route-SOF-LHR"].n', kind: "changed", before: 1, after: 2 },
    ]);
  });
});
