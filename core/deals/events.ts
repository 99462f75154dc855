import type { CarrierComposition } from "../pricing/carriers.ts";
import type { RankedDeal } from "./ranking.ts";
import type { Badge, DealType } from "./rules.ts";

/** Everything destination_deals shows of a deal at one moment. */
export interface DealSnapshot {
  destinationId: string | null;
  fromAirport: string;
  toAirport: string;
  currentPrice: number;
  currency: "BGN";
  medianPrice: number;
  lowestPriceEver: number;
  seasonalMedian: number;
  seasonalMean: number;
  seasonalStddev: number;
  seasonalSampleCount: number;
  savingsAmount: number;
  savingsPercent: number;
  zScore: number | null;
  dealType: DealType;
  badges: Badge[];
  airline: string;
  airlines: string[];
  /** Name of the primary airline from the catalog; absent from deals detected before it was kept. */
  airlineName?: string | null;
  durationMinutes: number;
  returnDurationMinutes?: number | null;
  /** Picture shared with the deal (the destination's); absent from older deals. */
  ogImageUrl?: string | null;
  departureTime: string;
  arrivalTime: string;
  stops: number;
  isDirectFlight: boolean;
  stopoverCount: number;
  firstStopoverCode: string | null;
  secondStopoverCode: string | null;
  flightRoute: string;
  bookingUrl: string;
  departureDate: string;
  returnDate: string | null;
  validUntil: string;
  carrierComposition: CarrierComposition;
  itinerarySignature: string;
  primaryAirlineId: string;
  providerFlightId: string;
  foundAt: string;
}

export type DealEvent =
  | { type: "DealDetected"; data: { dealId: string; shortCode: string; deal: DealSnapshot } }
  | { type: "DealRepriced"; data: { dealId: string; previousPrice: number; deal: DealSnapshot } }
  | { type: "DealExpired"; data: { dealId: string; reason: DealExpiryReason; at: string } };

export type DealExpiryReason = "validity_passed" | "departure_passed" | "price_back_to_normal";

export const DEAL_EVENT_TYPES = ["DealDetected", "DealRepriced", "DealExpired"] as const;

export function dealStreamId(dealId: string): string {
  return `deal-${dealId}`;
}

/** A short code taken by a deal, stream `shortcode-{code}`: only its first append can create it. */
export type ShortCodeEvent = { type: "ShortCodeReserved"; data: { code: string; dealId: string } };

export function shortCodeStreamId(code: string): string {
  return `shortcode-${code}`;
}

/** A new ranking of the live deals, stream `bestdeals-ranking`: the best-deals read model keeps the latest. */
export type BestDealsRankedEvent = {
  type: "BestDealsRanked";
  data: { refreshedAt: string; ttlSeconds: number; entries: RankedDeal[] };
};

export const BEST_DEALS_EVENT_TYPES = ["BestDealsRanked"] as const;
export const BEST_DEALS_STREAM = "bestdeals-ranking";
