import { describe, expect, it } from "vitest";
import { compilePattern, ROUTE_CONSTRAINT_SCHEMA, segmentFits, slugParameters } from "./route-constraints.ts";

const constraint = (value: unknown) => ROUTE_CONSTRAINT_SCHEMA.parse(value);

describe("route constraints", () => {
  it("checks a segment by slug, uuid and regex", () => {
    expect(segmentFits(constraint({ param: "city", kind: "slug" }), "rim-italia")).toBe(true);
    expect(segmentFits(constraint({ param: "city", kind: "slug" }), "Rim")).toBe(false);
    expect(segmentFits(constraint({ param: "id", kind: "uuid" }), "0195f3a2-8c1d-7a4b-9e2f-123456789abc")).toBe(true);
    expect(segmentFits(constraint({ param: "id", kind: "uuid" }), "123")).toBe(false);
    const year = constraint({ param: "year", kind: "regex", pattern: "20[0-9]{2}" });
    expect(segmentFits(year, "2027")).toBe(true);
    // the whole segment, not a part of it
    expect(segmentFits(year, "x2027y")).toBe(false);
  });

  it("says why a pattern does not compile", () => {
    expect(compilePattern("(a")).toMatch(/^The pattern does not compile: /);
    expect(compilePattern("a+")).toBeInstanceOf(RegExp);
  });

  it("names a slug path's parameters in order", () => {
    expect(slugParameters("/en/:country/:city/deals")).toEqual(["country", "city"]);
    expect(slugParameters("/lyato")).toEqual([]);
  });
});
