/**
 * Offline fare source: plausible, fully deterministic prices for the routes in
 * simulated-routes.ts, so the site, deal detection and tests run without a real API.
 * The same seed, query and crawl day (UTC date of `now()`) always give the same fares.
 */
import { type AirportRecord, airportRecord } from "../catalog/airport-data.ts";
import { BGN_PER_EUR } from "../constants.ts";
import { cheapestFares, type FareObservation, type FareQuery, type FareSource } from "./fare.ts";
import type { ConnectionTarget } from "./simulated-connections.ts";
import {
  advanceFactor,
  carrierFactor,
  dayNumber,
  dayNumberOf,
  holidaySaleFactor,
  isLowCost,
  isoDate,
  lastMinuteSaleFactor,
  noiseFactor,
  ONE_WAY_SHARE,
  rngFor,
  roundPrice,
  saleFactor,
  seasonalFactor,
  weekdayFactor,
  weekdayOf,
  weekendSaleFactor,
} from "./simulated-price-model.ts";
import {
  airportByIata,
  blockMinutes,
  connectionRoute,
  findRoute,
  type Point,
  type SimulatedCarrier,
  type SimulatedRoute,
} from "./simulated-routes.ts";

export interface SimulatedFareSourceOptions {
  seed: number;
  now?: () => Date;
  /**
   * Where a place the network has no route to is, for a connection from Sofia (a destination a
   * traveller discovered by searching); by default the airport data package. Undefined: no fares.
   */
  placeOf?: (iataCode: string) => Promise<(ConnectionTarget & Point) | undefined>;
}

async function airportPlace(iataCode: string): Promise<(ConnectionTarget & Point) | undefined> {
  const record = (await airportRecord(iataCode)) as (AirportRecord & { continent?: string }) | undefined;
  if (!record?.continent || record.country_code === "BG") return undefined;
  return {
    iataCode: record.iata,
    countryCode: record.country_code,
    continent: record.continent,
    latitude: record.latitude,
    longitude: record.longitude,
  };
}

/** The origin connections are built from: the airport whose airlines reach every hub. */
const CONNECTION_ORIGIN = "SOF";

/** Trips of 3 to 14 nights when the query does not ask for a length. */
const DEFAULT_STAY = { minNights: 3, maxNights: 14 } as const;

/** Airlines open sales about a year out; nothing is priced beyond that. */
const MAX_DAYS_AHEAD = 360;

// The timetable (flight numbers, times, weekdays) depends on the route only, not on the
// seed, so itinerary signatures stay comparable even when the price world is reseeded.

function flightNumber(airline: string, from: string, to: string): number {
  const rng = rngFor("flight", airline, from, to);
  return isLowCost(airline) ? 1001 + Math.floor(rng() * 8998) : 100 + Math.floor(rng() * 2900);
}

/** Scheduled local departure, minutes after midnight, on a 5-minute grid between 06:00 and 22:55. */
function departureMinute(airline: string, from: string, to: string): number {
  return 360 + 5 * Math.floor(rngFor("departs", airline, from, to)() * 204);
}

function operatingWeekdays(route: SimulatedRoute, carrier: SimulatedCarrier): Set<number> {
  const days = [0, 1, 2, 3, 4, 5, 6];
  const rng = rngFor("weekdays", route.from, route.to, carrier.airline, carrier.via ?? "");
  for (let i = days.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [days[i], days[j]] = [days[j] as number, days[i] as number];
  }
  return new Set(days.slice(0, Math.min(7, Math.max(1, carrier.weekly))));
}

function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

interface Itinerary {
  airlines: string[];
  stopovers: string[];
  flightNumbers: number[];
  departureMinute: number;
  durationMinutes: number;
  signature: string;
}

/** Where an airport of the route is: the network knows its hubs, the route its destination. */
function pointOf(route: SimulatedRoute, code: string): Point {
  if (code === route.to) return route.toPlace;
  const airport = airportByIata(code);
  if (!airport) throw new Error(`Unknown airport ${code}`);
  return airport;
}

function itineraryFor(route: SimulatedRoute, carrier: SimulatedCarrier): Itinerary {
  const { from, to } = route;
  const { airline, via } = carrier;
  if (carrier.direct || !via) {
    const number = flightNumber(airline, from, to);
    return {
      airlines: [airline],
      stopovers: [],
      flightNumbers: [number],
      departureMinute: departureMinute(airline, from, to),
      durationMinutes: route.flightMinutes,
      signature: `${from}-${airline} ${number}-${to}`,
    };
  }
  // The feeder is the hub airline's own direct flight to its hub, so it shares that flight's number and time.
  const legs: Array<{ airline: string; from: string; to: string }> = carrier.onward
    ? [
        { airline, from, to: via },
        { airline, from: via, to: carrier.onward.via },
        { airline: carrier.onward.airline, from: carrier.onward.via, to },
      ]
    : [
        { airline, from, to: via },
        { airline, from: via, to },
      ];
  const numbers = legs.map((leg) => flightNumber(leg.airline, leg.from, leg.to));
  let durationMinutes = 0;
  for (const [index, leg] of legs.entries()) {
    if (index > 0) durationMinutes += 50 + 5 * Math.floor(rngFor("layover", leg.airline, from, leg.from, to)() * 35);
    durationMinutes += blockMinutes(pointOf(route, leg.from), pointOf(route, leg.to));
  }
  return {
    airlines: legs.map((leg) => leg.airline),
    stopovers: legs.slice(1).map((leg) => leg.from),
    flightNumbers: numbers,
    departureMinute: departureMinute(airline, from, via),
    durationMinutes,
    signature: [from, ...legs.map((leg, index) => `${leg.airline} ${numbers[index]}-${leg.to}`)].join("-"),
  };
}

export function createSimulatedFareSource(options: SimulatedFareSourceOptions): FareSource {
  const { seed } = options;
  const now = options.now ?? (() => new Date());
  const placeOf = options.placeOf ?? airportPlace;

  async function routeOf(origin: string, destination: string): Promise<SimulatedRoute | undefined> {
    const known = findRoute(origin, destination);
    if (known || origin.toUpperCase() !== CONNECTION_ORIGIN || !/^[A-Za-z]{3}$/.test(destination)) return known;
    const place = await placeOf(destination.toUpperCase());
    return place ? connectionRoute(CONNECTION_ORIGIN, place) : undefined;
  }

  function priceBgn(
    query: FareQuery,
    route: SimulatedRoute,
    carrierIndex: number,
    crawlDay: number,
    departureDay: number,
  ): number {
    const carrier = route.carriers[carrierIndex] as SimulatedCarrier;
    const key = [seed, route.from, route.to, carrier.airline, carrier.via ?? ""] as const;
    const carrierBias = 0.95 + rngFor(...key, "bias")() * 0.1;
    const noise = noiseFactor(rngFor(...key, departureDay)(), rngFor(...key, crawlDay, departureDay)());
    const saleContext = {
      seed,
      origin: route.from,
      destination: route.to,
      crawlDay,
      departureDay,
      carrierIndex,
      carrierCount: route.carriers.length,
    };
    const lastMinute = lastMinuteSaleFactor(saleContext);
    const sale = Math.min(
      saleFactor(saleContext),
      lastMinute,
      weekendSaleFactor(saleContext),
      holidaySaleFactor(saleContext),
    );
    // seats sold off at the last minute go below the usual fare, not below the last-minute premium
    const advance = lastMinute < 1 ? 1 : advanceFactor(departureDay - crawlDay);
    const roundTrip =
      route.basePriceBgn *
      carrierFactor(carrier.airline, carrier.direct) *
      carrierBias *
      seasonalFactor(departureDay) *
      advance *
      weekdayFactor(departureDay) *
      noise *
      sale;
    return query.oneWay ? roundTrip * ONE_WAY_SHARE : roundTrip;
  }

  function observe(
    query: FareQuery,
    route: SimulatedRoute,
    carrierIndex: number,
    crawlDay: number,
    departureDay: number,
    foundAt: string,
  ): FareObservation {
    const carrier = route.carriers[carrierIndex] as SimulatedCarrier;
    const itinerary = itineraryFor(route, carrier);
    const departureDate = isoDate(departureDay);
    const stay = query.stay ?? DEFAULT_STAY;
    const nights =
      stay.minNights +
      Math.floor(
        rngFor(seed, "nights", route.from, route.to, carrier.airline, departureDay)() *
          (stay.maxNights - stay.minNights + 1),
      );
    const returnDate = query.oneWay ? null : isoDate(departureDay + nights);
    const bgn = priceBgn(query, route, carrierIndex, crawlDay, departureDay);
    const flightCodes = itinerary.flightNumbers.map((n, i) => `${itinerary.airlines[i] ?? carrier.airline}${n}`);
    return {
      fromAirport: route.from,
      toAirport: route.to,
      price: roundPrice(query.currency === "EUR" ? bgn / BGN_PER_EUR : bgn),
      currency: query.currency,
      departureDate,
      returnDate,
      departureTime: clock(itinerary.departureMinute),
      arrivalTime: clock(itinerary.departureMinute + itinerary.durationMinutes),
      durationMinutes: itinerary.durationMinutes,
      // the way back flies the same legs reversed
      returnDurationMinutes: returnDate ? itinerary.durationMinutes : null,
      airline: carrier.airline,
      airlines: itinerary.airlines,
      stops: itinerary.stopovers.length,
      isDirectFlight: itinerary.stopovers.length === 0,
      stopoverAirports: itinerary.stopovers,
      providerFlightId: ["sim", ...flightCodes, departureDate, ...(returnDate ? [returnDate] : [])].join("-"),
      itinerarySignature: itinerary.signature,
      foundAt,
    };
  }

  return {
    name: "simulated",
    async search(query: FareQuery, signal?: AbortSignal): Promise<FareObservation[]> {
      signal?.throwIfAborted();
      const firstRequested = dayNumber(query.departFrom);
      const lastRequested = dayNumber(query.departTo);
      const route = await routeOf(query.origin, query.destination);
      signal?.throwIfAborted();
      const limit = Math.floor(query.limit);
      if (!route || limit <= 0) return [];

      const crawledAt = now();
      const crawlDay = dayNumberOf(crawledAt);
      const foundAt = crawledAt.toISOString();
      const weekdays = route.carriers.map((c) => operatingWeekdays(route, c));
      const last = Math.min(lastRequested, crawlDay + MAX_DAYS_AHEAD);

      const fares: FareObservation[] = [];
      for (let day = Math.max(firstRequested, crawlDay); day <= last; day++) {
        const weekday = weekdayOf(day);
        if (query.departureWeekdays && !query.departureWeekdays.includes(weekday || 7)) continue;
        route.carriers.forEach((_, index) => {
          if (weekdays[index]?.has(weekday)) fares.push(observe(query, route, index, crawlDay, day, foundAt));
        });
      }
      return cheapestFares(fares, limit);
    },
  };
}
