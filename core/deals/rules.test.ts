import { describe, expect, it } from "vitest";
import { DEAL_THRESHOLDS as T } from "../constants.ts";
import { type FareToJudge, judgeFare, type PriceStats, type RouteContext } from "./rules.ts";

const now = new Date("2026-11-21T12:00:00Z");
const stats = (overrides: Partial<PriceStats> = {}): PriceStats => ({
  sampleCount: 120,
  median: 200,
  mean: 205,
  stddev: 40,
  min: 100,
  ...overrides,
});
const route = (overrides: Partial<RouteContext> = {}): RouteContext => ({
  seasonal: stats(),
  seasonalStopover: null,
  firstSeenAt: new Date("2026-01-01T00:00:00Z"),
  now,
  previousPriceBgn: null,
  ...overrides,
});
const fare = (priceBgn: number, overrides: Partial<FareToJudge> = {}): FareToJudge => ({
  priceBgn,
  isDirectFlight: true,
  popularityScore: 50,
  ...overrides,
});

describe("deal tiers against the seasonal median (200 BGN)", () => {
  it.each([
    [171, null], // 14.5% off: below the standard threshold
    [170, "deal"], // 15% exactly
    [161, "deal"], // 19.5%
    [160, "great_deal"], // 20% exactly
    [121, "great_deal"], // 39.5%
    [120, "hot_deal"], // 40% exactly
    [60, "hot_deal"],
  ])("%d BGN is %s", (price, type) => {
    const verdict = judgeFare(fare(price), route());
    expect(verdict.dealType).toBe(type);
    expect(verdict.isDeal).toBe(type !== null);
    expect(verdict.referencePrice).toBe(200);
  });

  it("earns the hot deal badge at 40% and the good deal badge from 20%", () => {
    expect(judgeFare(fare(120), route()).badges).toContain("hot_deal");
    expect(judgeFare(fare(150), route()).badges).toContain("good_deal");
    expect(judgeFare(fare(165), route()).badges).not.toContain("good_deal");
  });

  it("needs the minimum absolute saving of 15 BGN as well as the percentage", () => {
    const cheapRoute = route({ seasonal: stats({ median: 60, mean: 60, stddev: 5 }) });
    // 20% off a 60 BGN median saves 12 BGN: not enough to count
    const verdict = judgeFare(fare(48), cheapRoute);
    expect(verdict.savingsPercent).toBe(20);
    expect(verdict.savingsAmount).toBe(12);
    expect(verdict.isDeal).toBe(false);
    expect(verdict.badges).not.toContain("percent_off");
  });

  it("is not a deal without enough seasonal samples", () => {
    const thin = route({ seasonal: stats({ sampleCount: T.minSeasonalSamples - 1 }) });
    expect(judgeFare(fare(60), thin)).toMatchObject({ isDeal: false, referencePrice: null });
    expect(judgeFare(fare(60), route({ seasonal: stats({ sampleCount: T.minSeasonalSamples }) })).isDeal).toBe(true);
  });
});

describe("threshold adjustments", () => {
  it("asks 5 more points of popular destinations", () => {
    expect(judgeFare(fare(170, { popularityScore: 85 }), route()).dealType).toBeNull();
    expect(judgeFare(fare(160, { popularityScore: 85 }), route())).toMatchObject({
      dealType: "deal",
      thresholdAdjustment: 5,
    });
    expect(judgeFare(fare(160, { popularityScore: 79 }), route()).dealType).toBe("great_deal");
  });

  it("compares a connection with connections, 5 points more leniently", () => {
    const withStopovers = route({ seasonalStopover: stats({ median: 180, mean: 180, stddev: 30 }) });
    // 10% under the connections' median of 180: a deal only thanks to the leniency
    const verdict = judgeFare(fare(162, { isDirectFlight: false }), withStopovers);
    expect(verdict).toMatchObject({
      referenceBasis: "seasonal_stopover",
      referencePrice: 180,
      thresholdAdjustment: -5,
    });
    expect(verdict.dealType).toBe("deal");
    // a direct fare at the same price is judged against the overall median
    expect(judgeFare(fare(162), withStopovers)).toMatchObject({ referenceBasis: "seasonal", dealType: "deal" });
  });

  it("falls back to the overall median when connections have too few samples", () => {
    const thin = route({ seasonalStopover: stats({ median: 180, sampleCount: 10 }) });
    expect(judgeFare(fare(162, { isDirectFlight: false }), thin)).toMatchObject({
      referenceBasis: "seasonal",
      thresholdAdjustment: 0,
    });
  });
});

describe("other badges", () => {
  it("lowest ever: within 3% of the lowest seasonal price, given 10 seasonal samples", () => {
    expect(judgeFare(fare(103), route()).badges).toContain("lowest_ever");
    expect(judgeFare(fare(103.5), route()).badges).not.toContain("lowest_ever");
    const few = route({ seasonal: stats({ sampleCount: 9 }) });
    expect(judgeFare(fare(100), few).badges).not.toContain("lowest_ever");
  });

  it("smart value: at least 1.5 standard deviations under the mean", () => {
    // mean 205, sd 40: 145 is exactly z = -1.5
    expect(judgeFare(fare(145), route()).badges).toContain("smart_value");
    expect(judgeFare(fare(146), route()).badges).not.toContain("smart_value");
    expect(judgeFare(fare(146), route()).zScore).toBe(-1.47);
    expect(judgeFare(fare(140), route({ seasonal: stats({ stddev: 0 }) })).badges).not.toContain("smart_value");
  });

  it("new route: first seen within the last 14 days", () => {
    expect(judgeFare(fare(190), route({ firstSeenAt: new Date("2026-11-08T12:00:00Z") })).badges).toContain(
      "new_route",
    );
    expect(judgeFare(fare(190), route({ firstSeenAt: new Date("2026-11-06T12:00:00Z") })).badges).not.toContain(
      "new_route",
    );
    // a new route has no statistics yet: the badge stands alone
    const fresh = route({ seasonal: null, firstSeenAt: new Date("2026-11-20T00:00:00Z") });
    expect(judgeFare(fare(50), fresh)).toMatchObject({ isDeal: false, badges: ["new_route"] });
  });

  it("flash sale: the same itinerary dropped 15% or more since it was last seen", () => {
    expect(judgeFare(fare(170), route({ previousPriceBgn: 200 })).badges).toContain("flash_sale");
    expect(judgeFare(fare(171), route({ previousPriceBgn: 200 })).badges).not.toContain("flash_sale");
  });

  it("percent off: from 5% and 15 BGN saved", () => {
    // 5% of 200 is only 10 BGN: the 15 BGN floor decides here
    expect(judgeFare(fare(185), route()).badges).toEqual(["percent_off"]);
    expect(judgeFare(fare(186), route()).badges).toEqual([]);
    const dear = route({ seasonal: stats({ median: 1000, mean: 1000, stddev: 300, min: 500 }) });
    expect(judgeFare(fare(950), dear).badges).toEqual(["percent_off"]);
    expect(judgeFare(fare(951), dear).badges).toEqual([]);
  });
});
