import type { Badge } from "./rules.ts";

export interface RankableDeal {
  dealId: string;
  savingsPercent: number;
  zScore: number | null;
  popularityScore: number;
  badges: readonly Badge[];
  isDirectFlight: boolean;
}

export interface ScoreBreakdown {
  savings: number;
  statistical: number;
  popularity: number;
  badges: number;
  direct: number;
}

export type PopularityTier = "top" | "popular" | "niche";

export interface RankedDeal {
  dealId: string;
  rank: number;
  score: number;
  scoreBreakdown: ScoreBreakdown;
  popularityTier: PopularityTier;
}

const BADGE_POINTS: Partial<Record<Badge, number>> = { hot_deal: 10, lowest_ever: 8, flash_sale: 5, new_route: 3 };

/**
 * Best deals of the day: savings count most, then how unusual the price is (z), how wanted the
 * destination is, the rarer badges, and a direct flight. Ties break on the deal id, so the same
 * deals always rank the same way.
 */
export function rankDeals(deals: readonly RankableDeal[]): RankedDeal[] {
  const scored = deals.map((deal) => {
    const scoreBreakdown: ScoreBreakdown = {
      savings: deal.savingsPercent,
      statistical: deal.zScore === null ? 0 : Math.max(0, -deal.zScore) * 5,
      popularity: deal.popularityScore / 10,
      badges: deal.badges.reduce((sum, badge) => sum + (BADGE_POINTS[badge] ?? 0), 0),
      direct: deal.isDirectFlight ? 5 : 0,
    };
    const score = Math.round(Object.values(scoreBreakdown).reduce((a, b) => a + b, 0) * 100) / 100;
    const popularityTier: PopularityTier =
      deal.popularityScore >= 80 ? "top" : deal.popularityScore >= 50 ? "popular" : "niche";
    return { dealId: deal.dealId, score, scoreBreakdown, popularityTier };
  });
  scored.sort((a, b) => b.score - a.score || (a.dealId < b.dealId ? -1 : 1));
  return scored.map((entry, index) => ({ ...entry, rank: index + 1 }));
}
