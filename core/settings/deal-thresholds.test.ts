import { describe, expect, it } from "vitest";
import { DEAL_THRESHOLDS } from "../constants.ts";
import { judgeFare } from "../deals/rules.ts";
import { dealRuleThresholds } from "./deal-thresholds.ts";
import { defaultSystemSettings } from "./schema.ts";

const season = { sampleCount: 60, median: 200, mean: 200, stddev: 30, min: 150 };
const route = { seasonal: season, seasonalStopover: null, firstSeenAt: null, now: new Date(), previousPriceBgn: null };
const fare = { priceBgn: 150, isDirectFlight: true, popularityScore: 10 };

describe("deal thresholds from the settings", () => {
  it("are the spec's constants by default", () => {
    expect(dealRuleThresholds(defaultSystemSettings())).toEqual(DEAL_THRESHOLDS);
  });

  it("change what deal detection decides", () => {
    expect(judgeFare(fare, route).dealType).toBe("great_deal");
    const settings = defaultSystemSettings();
    settings.dealThresholds.hotPercent = 25;
    expect(judgeFare(fare, { ...route, thresholds: dealRuleThresholds(settings) }).dealType).toBe("hot_deal");
  });
});
