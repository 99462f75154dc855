import { describe, expect, it } from "vitest";
import { type RankableDeal, rankDeals } from "./ranking.ts";

const deal = (dealId: string, overrides: Partial<RankableDeal> = {}): RankableDeal => ({
  dealId,
  savingsPercent: 30,
  zScore: -1,
  popularityScore: 50,
  badges: [],
  isDirectFlight: true,
  ...overrides,
});

describe("rankDeals", () => {
  it("ranks by score with its breakdown, deterministically", () => {
    const ranked = rankDeals([
      deal("b"),
      deal("a"),
      deal("hot", { savingsPercent: 45, badges: ["hot_deal", "lowest_ever"], zScore: -2.5 }),
      deal("connection", { isDirectFlight: false }),
    ]);
    expect(ranked.map((r) => [r.dealId, r.rank])).toEqual([
      ["hot", 1],
      ["a", 2],
      ["b", 3],
      ["connection", 4],
    ]);
    expect(ranked[0]?.scoreBreakdown).toEqual({ savings: 45, statistical: 12.5, popularity: 5, badges: 18, direct: 5 });
    expect(ranked[0]?.score).toBe(85.5);
  });

  it("sorts destinations into popularity tiers", () => {
    const tiers = rankDeals([
      deal("x", { popularityScore: 80 }),
      deal("y", { popularityScore: 50 }),
      deal("z", { popularityScore: 49 }),
    ]);
    expect(Object.fromEntries(tiers.map((t) => [t.dealId, t.popularityTier]))).toEqual({
      x: "top",
      y: "popular",
      z: "niche",
    });
  });
});
