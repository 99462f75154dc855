import { describe, expect, it } from "vitest";
import { alternatesOf, hreflangPaths, leafAlternates } from "./alternates.ts";

const rome = { bg: "/italiya/rim", en: "/en/italy/rome" };

describe("alternatesOf", () => {
  it("reads a well-formed pair from loader data and ignores anything else", () => {
    expect(alternatesOf({ alternates: rome, other: 1 })).toEqual(rome);
    expect(alternatesOf({ alternates: { bg: "/x" } })).toBeNull();
    expect(alternatesOf({ alternates: null })).toBeNull();
    expect(alternatesOf({ fares: [] })).toBeNull();
    expect(alternatesOf(undefined)).toBeNull();
    expect(alternatesOf("text")).toBeNull();
  });

  it("takes the deepest match", () => {
    expect(leafAlternates([{ loaderData: { publicUrl: "" } }, { loaderData: { alternates: rome } }])).toEqual(rome);
    expect(leafAlternates([{ loaderData: { alternates: rome } }, { loaderData: undefined }])).toBeNull();
    expect(leafAlternates([])).toBeNull();
  });
});

describe("hreflangPaths", () => {
  it("prefers the page's alternates, else the route table's static pairs", () => {
    expect(hreflangPaths("/italiya/rim", rome)).toEqual(rome);
    expect(hreflangPaths("/en/airlines", null)).toEqual({ bg: "/aviokompanii", en: "/en/airlines" });
    expect(hreflangPaths("/italiya/rim", null)).toBeNull();
  });
});
