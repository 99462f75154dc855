import type { DealResponse } from "../projections/queries/deals.ts";

/**
 * What a deal card shows, and all a listing page's loader sends to the browser for it: the API's
 * whole deal (booking URL, flight statistics, durations, slugs...) would be serialised into the
 * page's hydration data for nothing (docs/decisions/0057).
 */
export type DealCardData = Pick<
  DealResponse,
  | "id"
  | "shortCode"
  | "fromAirport"
  | "toAirport"
  | "currentPrice"
  | "currentPriceEur"
  | "medianPrice"
  | "lowestPriceEver"
  | "savingsAmount"
  | "savingsPercent"
  | "badges"
  | "airline"
  | "airlineName"
  | "airlineDetails"
  | "stops"
  | "isDirectFlight"
  | "departureTime"
  | "arrivalTime"
  | "popularityScore"
  | "clickOutUrl"
  | "validUntil"
  | "departureDate"
  | "returnDate"
  | "foundAt"
> & { destination: Pick<DealResponse["destination"], "city" | "cityEn" | "country" | "countryEn"> };

export function dealCardData(deal: DealResponse): DealCardData {
  const { city, cityEn, country, countryEn } = deal.destination;
  return {
    id: deal.id,
    shortCode: deal.shortCode,
    destination: { city, cityEn, country, countryEn },
    fromAirport: deal.fromAirport,
    toAirport: deal.toAirport,
    currentPrice: deal.currentPrice,
    currentPriceEur: deal.currentPriceEur,
    medianPrice: deal.medianPrice,
    lowestPriceEver: deal.lowestPriceEver,
    savingsAmount: deal.savingsAmount,
    savingsPercent: deal.savingsPercent,
    badges: deal.badges,
    airline: deal.airline,
    airlineName: deal.airlineName,
    airlineDetails: deal.airlineDetails,
    stops: deal.stops,
    isDirectFlight: deal.isDirectFlight,
    departureTime: deal.departureTime,
    arrivalTime: deal.arrivalTime,
    popularityScore: deal.popularityScore,
    clickOutUrl: deal.clickOutUrl,
    validUntil: deal.validUntil,
    departureDate: deal.departureDate,
    returnDate: deal.returnDate,
    foundAt: deal.foundAt,
  };
}
