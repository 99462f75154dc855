import { type Decider, DomainError } from "../eventstore/decider.ts";
import { carrierComposition } from "./carriers.ts";
import type { PriceObservation, PricingEvent } from "./events.ts";
import type { FareObservation } from "./fare.ts";
import { roundPrice, toBgn } from "./money.ts";

export interface RecordFareObservations {
  type: "RecordFareObservations";
  fromAirport: string;
  toAirport: string;
  /** Identifies the crawl run: recording the same crawl twice records nothing the second time. */
  crawlId: string;
  source: string;
  observedAt: string;
  fares: FareObservation[];
}

export type PricingCommand = RecordFareObservations;

export interface RouteState {
  exists: boolean;
  observationCount: number;
  lowestBgn: number | null;
  /** Recent crawl ids, newest last; enough to make crawl retries idempotent. */
  recentCrawlIds: string[];
}

const RECENT_CRAWLS_KEPT = 100;
const IATA = /^[A-Z]{3}$/;
const AIRLINE = /^[A-Z0-9]{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isRealDate(value: string): boolean {
  return (
    DATE.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

function invalid(message: string): never {
  throw new DomainError("invalid_fare", message, 400);
}

function toObservation(fare: FareObservation, command: RecordFareObservations, index: number): PriceObservation {
  const at = `fare ${index}`;
  if (fare.fromAirport !== command.fromAirport || fare.toAirport !== command.toAirport) {
    invalid(`${at}: route ${fare.fromAirport}-${fare.toAirport} is not ${command.fromAirport}-${command.toAirport}`);
  }
  if (!Number.isFinite(fare.price) || fare.price <= 0) invalid(`${at}: price must be positive`);
  if (fare.currency !== "BGN" && fare.currency !== "EUR") invalid(`${at}: currency must be BGN or EUR`);
  if (!isRealDate(fare.departureDate)) invalid(`${at}: departureDate must be YYYY-MM-DD`);
  if (fare.returnDate !== null && (!isRealDate(fare.returnDate) || fare.returnDate < fare.departureDate)) {
    invalid(`${at}: returnDate must be YYYY-MM-DD on or after departureDate`);
  }
  if (!TIME.test(fare.departureTime) || !TIME.test(fare.arrivalTime)) invalid(`${at}: times must be HH:MM`);
  if (!Number.isInteger(fare.stops) || fare.stops < 0) invalid(`${at}: stops must be a whole number >= 0`);
  if (fare.isDirectFlight !== (fare.stops === 0)) invalid(`${at}: isDirectFlight contradicts stops`);
  if (!AIRLINE.test(fare.airline)) invalid(`${at}: airline must be a 2-character IATA code`);
  if (!fare.itinerarySignature || !fare.providerFlightId)
    invalid(`${at}: itinerarySignature and providerFlightId are required`);
  if (Number.isNaN(Date.parse(fare.foundAt))) invalid(`${at}: foundAt must be an ISO timestamp`);
  const airlines = fare.airlines.length > 0 ? fare.airlines : [fare.airline];
  return {
    fromAirport: fare.fromAirport,
    toAirport: fare.toAirport,
    price: roundPrice(fare.price),
    currency: fare.currency,
    flightDate: fare.departureDate,
    returnDate: fare.returnDate,
    departureTime: fare.departureTime,
    arrivalTime: fare.arrivalTime,
    durationMinutes: fare.durationMinutes,
    returnDurationMinutes: fare.returnDurationMinutes,
    foundAt: fare.foundAt,
    airline: fare.airline,
    airlines,
    isDirectFlight: fare.isDirectFlight,
    stops: fare.stops,
    stopoverAirports: fare.stopoverAirports,
    providerFlightId: fare.providerFlightId,
    itinerarySignature: fare.itinerarySignature,
    stopoverBucket: Math.min(fare.stops, 2),
    primaryAirlineId: fare.airline,
    carrierComposition: carrierComposition(airlines),
  };
}

export const routePricingDecider: Decider<PricingCommand, PricingEvent, RouteState> = {
  initialState: () => ({ exists: false, observationCount: 0, lowestBgn: null, recentCrawlIds: [] }),

  evolve(state, event) {
    switch (event.type) {
      case "FaresObserved": {
        const prices = event.data.observations.map((o) => toBgn(o.price, o.currency));
        const batchLowest = prices.length ? Math.min(...prices) : null;
        return {
          exists: true,
          observationCount: state.observationCount + event.data.observations.length,
          lowestBgn:
            batchLowest === null ? state.lowestBgn : Math.min(batchLowest, state.lowestBgn ?? Number.POSITIVE_INFINITY),
          recentCrawlIds: [...state.recentCrawlIds, event.data.crawlId].slice(-RECENT_CRAWLS_KEPT),
        };
      }
      case "RouteLowestPriceLowered":
        return state;
    }
  },

  decide(command, state) {
    if (!IATA.test(command.fromAirport) || !IATA.test(command.toAirport)) {
      invalid("fromAirport and toAirport must be 3-letter IATA codes");
    }
    if (command.fromAirport === command.toAirport) invalid("fromAirport and toAirport must differ");
    if (!command.crawlId) invalid("crawlId is required");
    if (state.recentCrawlIds.includes(command.crawlId)) return [];
    if (command.fares.length === 0) return [];
    const observations = command.fares.map((fare, index) => toObservation(fare, command, index));
    const events: PricingEvent[] = [
      {
        type: "FaresObserved",
        data: {
          fromAirport: command.fromAirport,
          toAirport: command.toAirport,
          crawlId: command.crawlId,
          source: command.source,
          observedAt: command.observedAt,
          observations,
        },
      },
    ];
    const cheapest = observations.reduce((best, o) =>
      toBgn(o.price, o.currency) < toBgn(best.price, best.currency) ? o : best,
    );
    const cheapestBgn = toBgn(cheapest.price, cheapest.currency);
    if (state.lowestBgn !== null && cheapestBgn < state.lowestBgn) {
      events.push({
        type: "RouteLowestPriceLowered",
        data: {
          fromAirport: command.fromAirport,
          toAirport: command.toAirport,
          previousLowestBgn: state.lowestBgn,
          lowestBgn: cheapestBgn,
          flightDate: cheapest.flightDate,
          itinerarySignature: cheapest.itinerarySignature,
          crawlId: command.crawlId,
        },
      });
    }
    return events;
  },
};
