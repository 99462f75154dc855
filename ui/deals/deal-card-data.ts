import type { DealResponse } from "../../projections/deals/queries.ts";

/** The deal fields a card shows, besides the destination's names. */
const CARD_FIELDS = [
  "id",
  "shortCode",
  "fromAirport",
  "toAirport",
  "currentPrice",
  "currentPriceEur",
  "medianPrice",
  "lowestPriceEver",
  "savingsAmount",
  "savingsPercent",
  "badges",
  "airline",
  "airlineName",
  "stops",
  "isDirectFlight",
  "departureTime",
  "arrivalTime",
  "popularityScore",
  "clickOutUrl",
  "validUntil",
  "departureDate",
  "returnDate",
  "foundAt",
] as const satisfies ReadonlyArray<keyof DealResponse>;

/**
 * What a deal card shows, and all a listing page's loader sends to the browser for it: the API's
 * whole deal (booking URL, flight statistics, durations, slugs...) would be serialised into the
 * page's hydration data for nothing (docs/decisions/0057).
 */
export type DealCardData = Pick<DealResponse, (typeof CARD_FIELDS)[number]> & {
  destination: Pick<DealResponse["destination"], "city" | "cityEn" | "country" | "countryEn">;
  /** The first airline's logo and name, all the card shows of the airlines. */
  airlineLogo?: string | null;
};

export function dealCardData(deal: DealResponse): DealCardData {
  const fields = Object.fromEntries(CARD_FIELDS.map((field) => [field, deal[field]]));
  const { city, cityEn, country, countryEn } = deal.destination;
  const airline = deal.airlineDetails[0];
  return {
    ...(fields as Omit<DealCardData, "destination" | "airlineLogo">),
    airlineName: deal.airlineName ?? airline?.name ?? null,
    airlineLogo: airline?.logoUrl ?? null,
    destination: { city, cityEn, country, countryEn },
  };
}
