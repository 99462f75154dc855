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
