import type { CarrierComposition } from "./carriers.ts";
import type { Currency } from "./fare.ts";

/** One row of price_history, as the spec names its fields. */
export interface PriceObservation {
  fromAirport: string;
  toAirport: string;
  price: number;
  currency: Currency;
  flightDate: string;
  returnDate: string | null;
  departureTime: string;
  arrivalTime: string;
  /** Outbound travel time. */
  durationMinutes: number;
  /** Return travel time; absent from observations recorded before it was kept (read as null). */
  returnDurationMinutes?: number | null;
  foundAt: string;
  airline: string;
  airlines: string[];
  isDirectFlight: boolean;
  stops: number;
  stopoverAirports: string[];
  providerFlightId: string;
  itinerarySignature: string;
  /** Number of stops, capped at 2; -1 when the source did not say. */
  stopoverBucket: number;
  primaryAirlineId: string;
  carrierComposition: CarrierComposition;
}

export type PricingEvent =
  | {
      type: "FaresObserved";
      data: {
        fromAirport: string;
        toAirport: string;
        crawlId: string;
        source: string;
        observedAt: string;
        observations: PriceObservation[];
      };
    }
  | {
      type: "RouteLowestPriceLowered";
      data: {
        fromAirport: string;
        toAirport: string;
        previousLowestBgn: number;
        lowestBgn: number;
        flightDate: string;
        itinerarySignature: string;
        crawlId: string;
      };
    };

export const PRICING_EVENT_TYPES = ["FaresObserved", "RouteLowestPriceLowered"] as const;

export function routeStreamId(fromAirport: string, toAirport: string): string {
  return `route-${fromAirport}-${toAirport}`;
}
