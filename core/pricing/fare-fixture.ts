import type { RecordFareObservations } from "./decider.ts";
import type { FareObservation } from "./fare.ts";

/** A valid fare for tests; override what the test is about. */
export function fareFixture(overrides: Partial<FareObservation> = {}): FareObservation {
  return {
    fromAirport: "SOF",
    toAirport: "LTN",
    price: 199.99,
    currency: "BGN",
    departureDate: "2027-03-14",
    returnDate: "2027-03-21",
    departureTime: "06:10",
    arrivalTime: "07:55",
    durationMinutes: 225,
    returnDurationMinutes: 220,
    airline: "W6",
    airlines: ["W6"],
    stops: 0,
    isDirectFlight: true,
    stopoverAirports: [],
    providerFlightId: "fx-W6-4301-2027-03-14",
    itinerarySignature: "SOF-W64301-LTN",
    foundAt: "2026-11-21T10:00:00.000Z",
    ...overrides,
  };
}

export function recordFixture(
  fares: FareObservation[],
  overrides: Partial<RecordFareObservations> = {},
): RecordFareObservations {
  return {
    type: "RecordFareObservations",
    fromAirport: fares[0]?.fromAirport ?? "SOF",
    toAirport: fares[0]?.toAirport ?? "LTN",
    crawlId: "crawl-1",
    source: "test",
    observedAt: "2026-11-21T10:00:00.000Z",
    fares,
    ...overrides,
  };
}

/**
 * The Sofia-Barcelona return fare of Wizz Air (W6 4321) that the deal tests price: one
 * itinerary on the given dates, found at `foundAt`.
 */
export function sofiaBarcelonaFare(options: {
  price: number;
  departureDate: string;
  returnDate: string;
  foundAt: string;
}): FareObservation {
  return fareFixture({
    fromAirport: "SOF",
    toAirport: "BCN",
    ...options,
    airline: "W6",
    airlines: ["W6"],
    itinerarySignature: "SOF-W6 4321-BCN",
    providerFlightId: `sim-W64321-${options.departureDate}`,
  });
}

/** One crawl that found just this fare, observed when the fare was found. */
export function crawlOf(fare: FareObservation, crawlId: string): RecordFareObservations {
  return recordFixture([fare], {
    fromAirport: fare.fromAirport,
    toAirport: fare.toAirport,
    crawlId,
    observedAt: fare.foundAt,
  });
}

/**
 * One airline's fare on a route for a trip: the itinerary is the airline's on that route, so
 * another price for the same airline and dates is the same fare seen again.
 */
export function tripFixture(trip: {
  from: string;
  to: string;
  departure: string;
  back: string | null;
  price: number;
  airline: string;
  foundAt: string;
}): FareObservation {
  const signature = `${trip.from}-${trip.airline}-${trip.to}`;
  return fareFixture({
    fromAirport: trip.from,
    toAirport: trip.to,
    price: trip.price,
    departureDate: trip.departure,
    returnDate: trip.back,
    airline: trip.airline,
    airlines: [trip.airline],
    itinerarySignature: signature,
    providerFlightId: `${signature}-${trip.departure}-${trip.back ?? "ow"}`,
    foundAt: trip.foundAt,
  });
}
