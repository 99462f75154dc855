import { DAY_MS } from "../constants.ts";
/** One priced itinerary as a fare source returned it at one moment. */
export interface FareObservation {
  fromAirport: string;
  toAirport: string;
  /** Total price with 2 decimals, in `currency`. */
  price: number;
  currency: Currency;
  /** Outbound departure date, YYYY-MM-DD (price_history.flightDate). */
  departureDate: string;
  /** Return departure date, YYYY-MM-DD, or null for one-way. */
  returnDate: string | null;
  /** Local departure and arrival time of the outbound leg, HH:MM. */
  departureTime: string;
  arrivalTime: string;
  /** Outbound travel time in minutes, stopovers included. */
  durationMinutes: number;
  /** Return travel time in minutes, stopovers included; null for one-way or when unknown. */
  returnDurationMinutes: number | null;
  /** Primary (validating) airline, 2-character IATA code. */
  airline: string;
  /** Every operating airline of the outbound leg, in order. */
  airlines: string[];
  stops: number;
  isDirectFlight: boolean;
  /** IATA codes of the stopover airports, in order; empty when direct. */
  stopoverAirports: string[];
  providerFlightId: string;
  /** Stable identity of the itinerary shape: carriers, flight numbers, stopovers. */
  itinerarySignature: string;
  /** ISO timestamp of when the fare was seen. */
  foundAt: string;
}

export type Currency = "BGN" | "EUR";

export interface FareQuery {
  origin: string;
  destination: string;
  /** First and last departure date to search, YYYY-MM-DD, inclusive. */
  departFrom: string;
  departTo: string;
  oneWay: boolean;
  currency: Currency;
  limit: number;
  /** Round trips of this many nights only; any length the source likes when absent. */
  stay?: { minNights: number; maxNights: number };
  /** Departures on these ISO weekdays only (1 Monday … 7 Sunday); any day when absent. */
  departureWeekdays?: readonly number[];
}

const isoWeekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/**
 * Whether a fare has the shape a query asked for. Sources whose API cannot ask for a trip length
 * or a weekday (Travelpayouts) filter their answers with it.
 */
export function fitsQuery(fare: Pick<FareObservation, "departureDate" | "returnDate">, query: FareQuery): boolean {
  if (fare.departureDate < query.departFrom || fare.departureDate > query.departTo) return false;
  if (query.departureWeekdays && !query.departureWeekdays.includes(isoWeekdayOf(fare.departureDate))) return false;
  if (query.stay && fare.returnDate) {
    const nights = Math.round((Date.parse(fare.returnDate) - Date.parse(fare.departureDate)) / DAY_MS);
    if (nights < query.stay.minNights || nights > query.stay.maxNights) return false;
  }
  return true;
}

/**
 * The `limit` cheapest fares, in the order every fare source answers with: by price, then by
 * departure date, then by itinerary, so the same fares always come back in the same order.
 */
export function cheapestFares<Fare extends FareObservation>(fares: Fare[], limit: number): Fare[] {
  fares.sort(
    (a, b) =>
      a.price - b.price ||
      a.departureDate.localeCompare(b.departureDate) ||
      a.itinerarySignature.localeCompare(b.itinerarySignature),
  );
  return fares.slice(0, limit);
}

/** Port for anything that can price flights: the simulated default, Travelpayouts later. */
export interface FareSource {
  readonly name: string;
  search(query: FareQuery, signal?: AbortSignal): Promise<FareObservation[]>;
}
