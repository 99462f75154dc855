import { describe, expect, it } from "vitest";
import { alternatesOf, hreflangPaths, languageSwitchTarget, leafAlternates } from "./alternates.ts";

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

describe("languageSwitchTarget", () => {
  it("uses the page's alternate, keeping query and hash", () => {
    expect(languageSwitchTarget("/italiya/rim?from=SOF#sights", "en", rome)).toBe("/en/italy/rome?from=SOF#sights");
    expect(languageSwitchTarget("/en/italy/rome", "bg", rome)).toBe("/italiya/rim");
  });

  it("falls back to the route table without alternates", () => {
    expect(languageSwitchTarget("/destinacii?sort=price", "en", null)).toBe("/en/destinations?sort=price");
    expect(languageSwitchTarget("/italiya/rim", "en", null)).toBe("/en");
  });
});

describe("hreflangPaths", () => {
  it("prefers the page's alternates, else the route table's static pairs", () => {
    expect(hreflangPaths("/italiya/rim", rome)).toEqual(rome);
    expect(hreflangPaths("/en/airlines", null)).toEqual({ bg: "/aviokompanii", en: "/en/airlines" });
    expect(hreflangPaths("/italiya/rim", null)).toBeNull();
  });
});
