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
}

/** Port for anything that can price flights: the simulated default, Travelpayouts later. */
export interface FareSource {
  readonly name: string;
  search(query: FareQuery, signal?: AbortSignal): Promise<FareObservation[]>;
}
