import type { PriceObservation } from "../pricing/events.ts";
import { toBgn } from "../pricing/money.ts";
import { seasonKeyOf } from "../pricing/season.ts";
import { bookingUrlFor } from "./booking-url.ts";
import type { DealSnapshot } from "./events.ts";
import { type DealRuleThresholds, FLASH_SALE_HOURS, judgeFare, type PriceStats } from "./rules.ts";
import { dealIdOf, dealKeyOf } from "./service.ts";

/** A season's statistics of a route: over every fare, and over the fares with a stop. */
export interface SeasonStats {
  all: PriceStats;
  stopover: PriceStats | null;
}

/** What the read models know about a route when a crawl of it is judged. */
export interface RouteDealContext {
  bySeason: Map<string, SeasonStats>;
  firstSeenAt: Date | null;
  popularityScore: number;
  destinationId: string | null;
  destinationImageUrl: string | null;
  /** Airline code -> name: every airline of the catalog (a few hundred rows at most). */
  airlineNames: Map<string, string>;
  /** Active deals on the route: deal id -> current price. */
  activeDeals: Map<string, number>;
}

export interface DetectionContext extends RouteDealContext {
  previousPrices: Map<string, number>;
  affiliateMarker: string;
  observedAt: Date;
  today: string;
  /** From the system settings; the constants of spec section 9 when not given. */
  thresholds?: DealRuleThresholds;
}

export interface DetectionPlan {
  detect: DealSnapshot[];
  /** Live deals this crawl saw again at a normal price. */
  expire: string[];
}

/** Deals stay valid this long after the crawl that last confirmed them. */
export const DEAL_VALIDITY_HOURS = 48;

/** Judges one crawl's fares: which are deals (new or repriced), and which live deals are over. */
export function planDetection(observations: readonly PriceObservation[], context: DetectionContext): DetectionPlan {
  const cheapestPerDeal = new Map<string, PriceObservation>();
  for (const o of observations) {
    if (o.flightDate <= context.today) continue;
    const key = dealKeyOf({ ...o, departureDate: o.flightDate });
    const known = cheapestPerDeal.get(key);
    if (!known || toBgn(o.price, o.currency) < toBgn(known.price, known.currency)) cheapestPerDeal.set(key, o);
  }
  const detect: DealSnapshot[] = [];
  const expire: string[] = [];
  const validUntil = new Date(context.observedAt.getTime() + DEAL_VALIDITY_HOURS * 3_600_000).toISOString();
  for (const [key, o] of cheapestPerDeal) {
    const priceBgn = toBgn(o.price, o.currency);
    const season = context.bySeason.get(seasonKeyOf(o.flightDate));
    const previous = context.previousPrices.get(`${o.flightDate}|${o.returnDate ?? "oneway"}|${o.itinerarySignature}`);
    const verdict = judgeFare(
      { priceBgn, isDirectFlight: o.isDirectFlight, popularityScore: context.popularityScore },
      {
        seasonal: season?.all ?? null,
        seasonalStopover: season?.stopover ?? null,
        firstSeenAt: context.firstSeenAt,
        now: context.observedAt,
        previousPriceBgn: previous ?? null,
        thresholds: context.thresholds,
      },
    );
    const dealId = dealIdOf(key);
    if (!verdict.isDeal || !verdict.dealType || verdict.referencePrice === null || !season) {
      if (context.activeDeals.has(dealId)) expire.push(dealId);
      continue;
    }
    detect.push({
      destinationId: context.destinationId,
      fromAirport: o.fromAirport,
      toAirport: o.toAirport,
      currentPrice: priceBgn,
      currency: "BGN",
      medianPrice: verdict.referencePrice,
      lowestPriceEver: Math.min(season.all.min, priceBgn),
      seasonalMedian: season.all.median,
      seasonalMean: season.all.mean,
      seasonalStddev: season.all.stddev,
      seasonalSampleCount: season.all.sampleCount,
      savingsAmount: verdict.savingsAmount,
      savingsPercent: verdict.savingsPercent,
      zScore: verdict.zScore,
      dealType: verdict.dealType,
      badges: verdict.badges,
      airline: o.airline,
      airlines: o.airlines,
      airlineName: context.airlineNames.get(o.airline) ?? null,
      durationMinutes: o.durationMinutes,
      returnDurationMinutes: o.returnDurationMinutes ?? null,
      ogImageUrl: context.destinationImageUrl,
      departureTime: o.departureTime,
      arrivalTime: o.arrivalTime,
      stops: o.stops,
      isDirectFlight: o.isDirectFlight,
      stopoverCount: o.stops,
      firstStopoverCode: o.stopoverAirports[0] ?? null,
      secondStopoverCode: o.stopoverAirports[1] ?? null,
      flightRoute: [o.fromAirport, ...o.stopoverAirports, o.toAirport].join("-"),
      bookingUrl: bookingUrlFor({ ...o, departureDate: o.flightDate }, context.affiliateMarker),
      departureDate: o.flightDate,
      returnDate: o.returnDate,
      validUntil,
      carrierComposition: o.carrierComposition,
      itinerarySignature: o.itinerarySignature,
      primaryAirlineId: o.primaryAirlineId,
      providerFlightId: o.providerFlightId,
      foundAt: o.foundAt,
    });
  }
  return { detect, expire };
}

export const FLASH_WINDOW_MS = FLASH_SALE_HOURS * 3_600_000;
