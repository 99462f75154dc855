import { DAY_MS, DEAL_THRESHOLDS } from "../constants.ts";
import { roundPrice } from "../pricing/money.ts";
import { zScore } from "./statistics.ts";

/** Badges of spec section 2, as stored and sent in the API. */
export const BADGES = [
  "hot_deal",
  "good_deal",
  "new_route",
  "flash_sale",
  "lowest_ever",
  "smart_value",
  "percent_off",
] as const;
export type Badge = (typeof BADGES)[number];
export type DealType = "deal" | "great_deal" | "hot_deal";

export interface PriceStats {
  sampleCount: number;
  median: number;
  mean: number;
  stddev: number;
  min: number;
}

export interface FareToJudge {
  priceBgn: number;
  isDirectFlight: boolean;
  /** The destination's popularity, 0-100. */
  popularityScore: number;
}

/** The thresholds of spec section 9; admins may change them in the system settings. */
export interface DealRuleThresholds {
  standardPercent: { min: number; max: number };
  greatPercent: { min: number; max: number };
  hotPercent: number;
  lowestEverTolerance: number;
  stopoverLeniency: number;
  popularityStrictness: number;
  minSavingsForDisplay: number;
  minSavingsPercent: number;
  statisticalZThreshold: number;
  minSeasonalSamples: number;
  minAbsoluteSavings: number;
  lowestEverSeasonalMin: number;
}

export interface RouteContext {
  /** Same route, same departure month. */
  seasonal: PriceStats | null;
  /** Same route, same month, fares with stops only. */
  seasonalStopover: PriceStats | null;
  /** When the route's first fare was observed, and now. */
  firstSeenAt: Date | null;
  now: Date;
  /** The same itinerary on the same dates, as last seen within the flash window, if it was. */
  previousPriceBgn: number | null;
  /** The constants of spec section 9 when not given. */
  thresholds?: DealRuleThresholds;
}

export interface Verdict {
  isDeal: boolean;
  dealType: DealType | null;
  badges: Badge[];
  /** The price the fare is compared with, and what it rests on. */
  referencePrice: number | null;
  referenceBasis: "seasonal_stopover" | "seasonal" | null;
  sampleCount: number;
  savingsAmount: number;
  savingsPercent: number;
  zScore: number | null;
  /** Percentage points added to (popular) or taken off (stopover) the thresholds. */
  thresholdAdjustment: number;
}

export const POPULAR_DESTINATION_SCORE = 80;
export const NEW_ROUTE_DAYS = 14;
export const FLASH_SALE_HOURS = 48;

/**
 * Decides whether a fare is a deal and which badges it earns, by the rules written in
 * docs/decisions/0014-deal-rules.md. Pure: everything it needs is in its arguments.
 */
export function judgeFare(fare: FareToJudge, route: RouteContext): Verdict {
  const T: DealRuleThresholds = route.thresholds ?? DEAL_THRESHOLDS;
  const stopoverReference =
    !fare.isDirectFlight && route.seasonalStopover && route.seasonalStopover.sampleCount >= T.minSeasonalSamples
      ? route.seasonalStopover
      : null;
  const seasonalReference =
    route.seasonal && route.seasonal.sampleCount >= T.minSeasonalSamples ? route.seasonal : null;
  const reference = stopoverReference ?? seasonalReference;

  const badges: Badge[] = [];
  const isNewRoute =
    route.firstSeenAt !== null && route.now.getTime() - route.firstSeenAt.getTime() <= NEW_ROUTE_DAYS * DAY_MS;
  if (isNewRoute) badges.push("new_route");

  if (!reference) {
    return {
      isDeal: false,
      dealType: null,
      badges,
      referencePrice: null,
      referenceBasis: null,
      sampleCount: route.seasonal?.sampleCount ?? 0,
      savingsAmount: 0,
      savingsPercent: 0,
      zScore: null,
      thresholdAdjustment: 0,
    };
  }

  const savingsAmount = roundPrice(reference.median - fare.priceBgn);
  const savingsPercent = Math.round(((reference.median - fare.priceBgn) / reference.median) * 1000) / 10;
  const thresholdAdjustment =
    (fare.popularityScore >= POPULAR_DESTINATION_SCORE ? T.popularityStrictness : 0) -
    (stopoverReference ? T.stopoverLeniency : 0);
  const z = zScore(fare.priceBgn, reference.mean, reference.stddev);

  const meetsFloor = savingsPercent >= T.minSavingsPercent && savingsAmount >= T.minAbsoluteSavings;
  let dealType: DealType | null = null;
  if (meetsFloor) {
    if (savingsPercent >= T.hotPercent + thresholdAdjustment) dealType = "hot_deal";
    else if (savingsPercent >= T.greatPercent.min + thresholdAdjustment) dealType = "great_deal";
    else if (savingsPercent >= T.standardPercent.min + thresholdAdjustment) dealType = "deal";
  }

  if (dealType === "hot_deal") badges.push("hot_deal");
  if (dealType === "great_deal") badges.push("good_deal");
  if (
    route.previousPriceBgn !== null &&
    route.previousPriceBgn > 0 &&
    ((route.previousPriceBgn - fare.priceBgn) / route.previousPriceBgn) * 100 >= T.standardPercent.min
  ) {
    badges.push("flash_sale");
  }
  // the lowest price ever seen for this route and departure month, within the tolerance
  const season = route.seasonal;
  if (season && season.sampleCount >= T.lowestEverSeasonalMin && fare.priceBgn <= season.min * T.lowestEverTolerance) {
    badges.push("lowest_ever");
  }
  if (z !== null && z <= T.statisticalZThreshold) badges.push("smart_value");
  if (savingsPercent >= T.minSavingsForDisplay && savingsAmount >= T.minAbsoluteSavings) badges.push("percent_off");

  return {
    isDeal: dealType !== null,
    dealType,
    badges,
    referencePrice: reference.median,
    referenceBasis: stopoverReference ? "seasonal_stopover" : "seasonal",
    sampleCount: reference.sampleCount,
    savingsAmount,
    savingsPercent,
    zScore: z === null ? null : Math.round(z * 100) / 100,
    thresholdAdjustment,
  };
}
