import { describe, expect, it } from "vitest";
import { isTripLength, tripLengthsOf } from "./trip-length.ts";

describe("tripLengthsOf", () => {
  it("a Friday-to-Monday trip is a weekend and a short trip; Friday to Sunday only a weekend", () => {
    // 2026-12-04 is a Friday
    expect(tripLengthsOf("2026-12-04", "2026-12-07")).toEqual(["weekend", "short"]);
    expect(tripLengthsOf("2026-12-04", "2026-12-06")).toEqual(["weekend"]);
  });

  it("three nights from a Tuesday is short, not a weekend", () => {
    expect(tripLengthsOf("2026-12-01", "2026-12-04")).toEqual(["short"]);
  });

  it("a week is six to eight nights, two weeks thirteen to fifteen", () => {
    expect(tripLengthsOf("2026-12-01", "2026-12-08")).toEqual(["week"]);
    expect(tripLengthsOf("2026-12-01", "2026-12-09")).toEqual(["week"]);
    expect(tripLengthsOf("2026-12-01", "2026-12-15")).toEqual(["fortnight"]);
    expect(tripLengthsOf("2026-12-01", "2026-12-11")).toEqual([]);
  });

  it("counts nights across the change to winter time and the year's end", () => {
    // the clocks go back on 25 October 2026; nights are calendar days, not 24-hour spans
    expect(tripLengthsOf("2026-10-23", "2026-10-26")).toEqual(["weekend", "short"]);
    expect(tripLengthsOf("2026-12-28", "2027-01-04")).toEqual(["week"]);
  });

  it("a one-way fare has no trip length", () => {
    expect(tripLengthsOf("2026-12-04", null)).toEqual([]);
  });

  it("knows its own names", () => {
    expect(isTripLength("week")).toBe(true);
    expect(isTripLength("month")).toBe(false);
    expect(isTripLength(undefined)).toBe(false);
  });
});
