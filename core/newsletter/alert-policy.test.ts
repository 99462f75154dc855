import { describe, expect, it } from "vitest";
import { decideAlerts } from "./alert-policy.ts";

const limits = { dailyCap: 3, minDropBgn: 50 };
const none = { lowestNotifiedBgn: new Map<string, number>(), sentToday: new Map<string, number>() };

describe("decideAlerts", () => {
  it("fires every matching alert once, one mail per subscriber", () => {
    const matches = [
      { alertId: "a1", subscriptionId: "s1" },
      { alertId: "a2", subscriptionId: "s1" },
      { alertId: "a3", subscriptionId: "s2" },
    ];
    expect(decideAlerts(matches, 120, none, limits)).toEqual([
      { alertId: "a1", subscriptionId: "s1", status: "planned", previousPriceBgn: null },
      { alertId: "a2", subscriptionId: "s1", status: "covered", previousPriceBgn: null },
      { alertId: "a3", subscriptionId: "s2", status: "planned", previousPriceBgn: null },
    ]);
  });

  it("tells an alert about the same deal again only when markedly cheaper", () => {
    const told = { ...none, lowestNotifiedBgn: new Map([["a1", 200]]) };
    const match = [{ alertId: "a1", subscriptionId: "s1" }];
    expect(decideAlerts(match, 200, told, limits)).toEqual([]);
    expect(decideAlerts(match, 151, told, limits)).toEqual([]);
    expect(decideAlerts(match, 150, told, limits)).toEqual([
      { alertId: "a1", subscriptionId: "s1", status: "planned", previousPriceBgn: 200 },
    ]);
  });

  it("keeps to the daily cap per subscriber", () => {
    const busy = { ...none, sentToday: new Map([["s1", 3]]) };
    const matches = [
      { alertId: "a1", subscriptionId: "s1" },
      { alertId: "a2", subscriptionId: "s2" },
    ];
    expect(decideAlerts(matches, 100, busy, limits).map((d) => d.alertId)).toEqual(["a2"]);
  });
});
