import { describe, expect, it } from "vitest";
import { chooseDeals, type DigestCandidate, ISSUE_ID_PATTERN, issueIdOf } from "./digest.ts";

const deal = (dealId: string, over: Partial<DigestCandidate> = {}): DigestCandidate => ({
  dealId,
  fromAirport: "SOF",
  destinationId: dealId,
  countryCode: "GB",
  priceBgn: 100,
  ...over,
});
const ANY = { countries: [], maxPriceBgn: null };

describe("issueIdOf", () => {
  it("names an issue by day, frequency, language and airports, in a form the click-out accepts", () => {
    const id = issueIdOf({ day: "2026-11-26", frequency: "weekly", language: "bg", airports: ["SOF", "VAR"] });
    expect(id).toBe("2026-11-26.weekly.bg.SOF-VAR");
    expect(ISSUE_ID_PATTERN.test(id)).toBe(true);
    expect(ISSUE_ID_PATTERN.test("2026-11-26.weekly.bg.SOF-VAR<script>")).toBe(false);
  });
});

describe("chooseDeals", () => {
  const pool = [
    deal("a", { priceBgn: 300, countryCode: "AE" }),
    deal("b", { priceBgn: 90 }),
    deal("c", { priceBgn: 120, destinationId: "b" }),
    deal("d", { priceBgn: 80, countryCode: "ES" }),
    deal("e", { priceBgn: 60, countryCode: "IT" }),
  ];

  it("keeps the pool's order and one deal per destination", () => {
    expect(chooseDeals(pool, ANY, new Set())).toEqual(["a", "b", "d", "e"]);
  });

  it("keeps to the subscriber's countries and price cap", () => {
    expect(chooseDeals(pool, { countries: ["GB", "ES"], maxPriceBgn: null }, new Set())).toEqual(["b", "d"]);
    expect(chooseDeals(pool, { countries: [], maxPriceBgn: 90 }, new Set())).toEqual(["b", "d", "e"]);
  });

  it("never sends a deal twice, and gives the destination's next deal instead", () => {
    expect(chooseDeals(pool, ANY, new Set(["a", "b"]))).toEqual(["c", "d", "e"]);
  });

  it("stops at the limit and may choose nothing", () => {
    expect(chooseDeals(pool, ANY, new Set(), 2)).toEqual(["a", "b"]);
    expect(chooseDeals(pool, { countries: ["JP"], maxPriceBgn: null }, new Set())).toEqual([]);
  });
});
