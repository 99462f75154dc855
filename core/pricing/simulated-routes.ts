import { countryNames } from "../catalog/country-name.ts";
import { DESTINATIONS } from "../catalog/data/index.ts";
import { NETWORK_AIRPORTS } from "./network-airports.ts";
import {
  SIMULATED_DESTINATIONS as DIRECT_DESTINATIONS,
  SIMULATED_ORIGINS,
  type SimulatedDestination,
} from "./simulated-airports.ts";
import {
  type ConnectionTarget,
  connectionBasePriceBgn,
  connectionOptions,
  HUB_AIRLINES,
} from "./simulated-connections.ts";

/**
 * Route network of the simulated fare source: real airports, and carriers that fly
 * (or have recently flown) these routes from Bulgaria's four airports.
 * Frequencies and prices are typical values, not a timetable.
 */

// the network as one import for its users: airports, airlines and routes
export { AIRLINE_NAMES, SIMULATED_ORIGINS, type SimulatedDestination } from "./simulated-airports.ts";

export type BulgarianAirport = "SOF" | "VAR" | "BOJ" | "PDV";

export interface SimulatedCarrier {
  /** 2-character IATA code. */
  airline: string;
  direct: boolean;
  /** Hub the connection changes planes at; set only when `direct` is false. */
  via?: string;
  /** A second change, at `via` of this, onto `airline` of this (Sofia to Honolulu changes twice). */
  onward?: { via: string; airline: string };
  /** Departures per week of this option; connections run daily through the hub. */
  weekly: number;
}

export interface SimulatedRoute {
  from: BulgarianAirport;
  to: string;
  carriers: SimulatedCarrier[];
  /** Typical round-trip economy price in BGN. */
  basePriceBgn: number;
  /** Block time of a direct flight, estimated from the great-circle distance. */
  flightMinutes: number;
  /** Departures per week over all carrier options. */
  weekly: number;
  /** Where the destination is (it need not be in the network: a place a traveller searched for). */
  toPlace: Point;
}

/**
 * [destination, typical round-trip BGN, carriers]. A carrier token is `XX:n` for a
 * direct flight n times a week, or `XX>HUB` for a daily connection through HUB
 * (always on the hub's own airline, which also flies origin → HUB direct).
 */
type RouteSpec = readonly [to: string, basePriceBgn: number, carriers: string];

const ROUTE_SPECS: Record<BulgarianAirport, readonly RouteSpec[]> = {
  SOF: [
    ["LTN", 300, "W6:14"],
    ["STN", 280, "FR:7"],
    ["LHR", 520, "BA:7 FB:5 LH>MUC OS>VIE TK>IST"],
    ["LGW", 320, "U2:4"],
    ["MAN", 330, "FR:3"],
    ["EDI", 460, "LH>FRA TK>IST"],
    ["DUB", 380, "FR:3"],
    ["BCN", 360, "W6:4 FB:3 VY:2"],
    ["MAD", 380, "FB:4 W6:3"],
    ["VLC", 320, "W6:3"],
    ["AGP", 440, "LH>MUC OS>VIE"],
    ["LIS", 480, "LH>MUC OS>VIE LX>ZRH"],
    ["OPO", 500, "LH>FRA OS>VIE"],
    ["FCO", 280, "W6:7 FB:4"],
    ["CIA", 240, "FR:5"],
    ["MXP", 260, "W6:5 FB:3"],
    ["BGY", 230, "FR:7"],
    ["VCE", 260, "W6:3"],
    ["NAP", 260, "W6:3 FR:2"],
    ["BLQ", 250, "FR:3 W6:3"],
    ["PSA", 250, "FR:3"],
    ["PMO", 290, "FR:2"],
    ["CTA", 270, "W6:2"],
    ["BRI", 240, "W6:2"],
    ["MLA", 280, "FR:2"],
    ["CDG", 440, "FB:5 AF:5 LH>MUC"],
    ["BVA", 280, "W6:3"],
    ["NCE", 420, "LH>MUC LX>ZRH"],
    ["AMS", 440, "FB:4 LH>FRA OS>VIE"],
    ["EIN", 270, "W6:5"],
    ["BRU", 420, "SN:5 FB:3"],
    ["CRL", 250, "W6:4 FR:3"],
    ["BER", 300, "FR:4 W6:3 FB:3"],
    ["MUC", 380, "LH:14"],
    ["FRA", 400, "LH:14 FB:4"],
    ["DTM", 270, "W6:5"],
    ["DUS", 300, "EW:3"],
    ["CGN", 280, "W6:3"],
    ["HAM", 300, "W6:3"],
    ["NUE", 270, "W6:2"],
    ["STR", 380, "LH>MUC LH>FRA"],
    ["FKB", 260, "W6:3"],
    ["FMM", 240, "W6:4"],
    ["VIE", 300, "OS:14"],
    ["ZRH", 420, "LX:6"],
    ["GVA", 380, "U2:2"],
    ["CPH", 320, "W6:3"],
    ["BLL", 300, "W6:2"],
    ["ARN", 460, "LH>MUC LO>WAW"],
    ["OSL", 480, "LH>FRA LO>WAW"],
    ["HEL", 460, "OS>VIE LO>WAW"],
    ["RIX", 380, "LO>WAW"],
    ["VNO", 360, "LO>WAW"],
    ["WAW", 300, "LO:12"],
    ["WMI", 220, "FR:3"],
    ["KRK", 330, "LO>WAW"],
    ["KTW", 240, "W6:2"],
    ["PRG", 360, "OS>VIE LH>MUC"],
    ["BTS", 220, "FR:2"],
    ["BUD", 340, "OS>VIE LO>WAW"],
    ["BEG", 320, "OS>VIE TK>IST"],
    ["TIA", 340, "TK>IST"],
    ["ATH", 260, "A3:14 FB:3"],
    ["SKG", 300, "A3>ATH"],
    ["CHQ", 380, "A3>ATH"],
    ["IST", 250, "TK:21"],
    ["SAW", 200, "PC:14"],
    ["AYT", 320, "TK>IST PC>SAW"],
    ["LCA", 340, "FB:4 W6:3"],
    ["PFO", 380, "A3>ATH"],
    ["TLV", 420, "LY:7 W6:5 FB:3"],
    ["KUT", 260, "W6:2"],
    ["DXB", 760, "FZ:7 TK>IST"],
    ["AUH", 720, "TK>IST PC>SAW"],
    ["DOH", 820, "QR:7 TK>IST"],
  ],
  VAR: [
    ["LTN", 320, "W6:3"],
    ["DTM", 280, "W6:2"],
    ["FMM", 260, "W6:2"],
    ["FRA", 420, "LH:3"],
    ["VIE", 320, "OS:5"],
    ["WAW", 300, "LO:3"],
    ["IST", 260, "TK:7"],
    ["TLV", 420, "6H:2"],
    ["LHR", 560, "TK>IST OS>VIE"],
    ["CDG", 500, "OS>VIE LH>FRA"],
    ["AMS", 500, "OS>VIE TK>IST"],
    ["MUC", 440, "OS>VIE LH>FRA"],
    ["BER", 420, "OS>VIE LO>WAW"],
    ["BCN", 480, "TK>IST"],
    ["DXB", 800, "TK>IST"],
  ],
  BOJ: [
    ["LTN", 330, "W6:2"],
    ["DTM", 290, "W6:2"],
    ["MAN", 380, "LS:2"],
    ["EDI", 420, "LS:1"],
    ["VIE", 330, "OS:3"],
    ["WAW", 310, "LO:3"],
    ["IST", 270, "TK:5"],
    ["TLV", 440, "LY:2"],
    ["LHR", 580, "TK>IST OS>VIE"],
    ["CDG", 520, "OS>VIE TK>IST"],
    ["FRA", 460, "OS>VIE LO>WAW"],
    ["MUC", 460, "OS>VIE"],
    ["AMS", 520, "OS>VIE"],
    ["ZRH", 500, "OS>VIE"],
  ],
  PDV: [
    ["STN", 300, "FR:3"],
    ["BGY", 240, "FR:2"],
    ["CRL", 260, "FR:2"],
    ["FMM", 250, "FR:2"],
    ["HHN", 250, "FR:1"],
    ["BER", 280, "FR:2"],
    ["DTM", 270, "W6:2"],
    ["TLV", 420, "6H:2"],
  ],
};

/**
 * Every catalog destination no Bulgarian airport flies to is reached from Sofia by connection
 * (simulated-connections.ts): its main airport joins the network under its catalog names.
 */
const DIRECT_AIRPORTS = new Set(Object.values(ROUTE_SPECS).flatMap((specs) => specs.map(([to]) => to)));
const NETWORK_AIRPORT_BY_IATA = new Map(NETWORK_AIRPORTS.map((airport) => [airport.iataCode, airport]));
const CONNECTED_DESTINATIONS = DESTINATIONS.filter((d) => !d.airports.some((code) => DIRECT_AIRPORTS.has(code)));

function connectedAirport(destination: (typeof DESTINATIONS)[number]): SimulatedDestination & ConnectionTarget {
  const code = destination.airports[0] as string;
  const airport = NETWORK_AIRPORT_BY_IATA.get(code);
  if (!airport) throw new Error(`${code} is not in network-airports.json: run scripts/generate-network-airports.ts`);
  const country = countryNames(destination.countryCode);
  return {
    iataCode: code,
    cityBg: destination.cityBg,
    cityEn: destination.cityEn,
    countryCode: destination.countryCode,
    countryBg: country.bg,
    countryEn: country.en,
    latitude: airport.latitude,
    longitude: airport.longitude,
    continent: airport.continent,
  };
}

const CONNECTED_AIRPORTS = CONNECTED_DESTINATIONS.map(connectedAirport);

/** Every destination airport of the network: those flown to directly, then those reached by connection. */
export const SIMULATED_DESTINATIONS: readonly SimulatedDestination[] = [...DIRECT_DESTINATIONS, ...CONNECTED_AIRPORTS];

const AIRPORTS_BY_IATA = new Map<string, SimulatedDestination>(
  [...SIMULATED_ORIGINS, ...SIMULATED_DESTINATIONS].map((a) => [a.iataCode, a]),
);

export function destinationByIata(code: string): SimulatedDestination | undefined {
  const found = AIRPORTS_BY_IATA.get(code.toUpperCase());
  return found && found.countryCode !== "BG" ? found : undefined;
}

/** Any airport of the network, the four Bulgarian origins included. */
export function airportByIata(code: string): SimulatedDestination | undefined {
  return AIRPORTS_BY_IATA.get(code.toUpperCase());
}

const EARTH_RADIUS_KM = 6371;

export type Point = Pick<SimulatedDestination, "latitude" | "longitude">;

export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Taxi, climb and descent cost about 35 minutes; cruise is roughly 800 km/h. */
export function blockMinutes(from: Point, to: Point): number {
  return Math.round((35 + distanceKm(from, to) * 0.075) / 5) * 5;
}

function requireAirport(code: string): SimulatedDestination {
  const airport = airportByIata(code);
  if (!airport) throw new Error(`Unknown airport ${code}`);
  return airport;
}

export function estimateBlockMinutes(fromIata: string, toIata: string): number {
  return blockMinutes(requireAirport(fromIata), requireAirport(toIata));
}

function parseCarrier(token: string): SimulatedCarrier {
  const direct = /^([A-Z0-9]{2}):(\d+)$/.exec(token);
  if (direct?.[1] && direct[2]) return { airline: direct[1], direct: true, weekly: Number(direct[2]) };
  const connection = /^([A-Z0-9]{2})>([A-Z]{3})$/.exec(token);
  if (connection?.[1] && connection[2]) {
    return { airline: connection[1], direct: false, via: connection[2], weekly: 7 };
  }
  throw new Error(`Bad carrier token "${token}"`);
}

function buildRoutes(): SimulatedRoute[] {
  const routes: SimulatedRoute[] = [];
  for (const from of Object.keys(ROUTE_SPECS) as BulgarianAirport[]) {
    for (const [to, basePriceBgn, tokens] of ROUTE_SPECS[from]) {
      const carriers = tokens.split(" ").map(parseCarrier);
      routes.push({
        from,
        to,
        carriers,
        basePriceBgn,
        flightMinutes: estimateBlockMinutes(from, to),
        weekly: carriers.reduce((sum, c) => sum + c.weekly, 0),
        toPlace: requireAirport(to),
      });
    }
  }
  return routes;
}

/** The stops of a connection in flying order, the destination last. */
function connectionStops(carrier: SimulatedCarrier, to: string): string[] {
  return [carrier.via, carrier.onward?.via, to].filter((code): code is string => Boolean(code));
}

/**
 * A daily connection from `from` to a place the network has no route to, through the hubs
 * simulated-connections.ts picks for where it is; `target` need not be in the network (a place
 * a traveller searched for), only real.
 */
export function connectionRoute(from: BulgarianAirport, target: ConnectionTarget & Point): SimulatedRoute {
  const origin = requireAirport(from);
  const at = (code: string): Point => (code === target.iataCode ? target : requireAirport(code));
  const carriers: SimulatedCarrier[] = connectionOptions(target).map((option) => ({
    airline: HUB_AIRLINES[option.via] as string,
    direct: false,
    via: option.via,
    ...(option.onward ? { onward: option.onward } : {}),
    weekly: 7,
  }));
  const [first] = carriers;
  if (!first) throw new Error(`No connection to ${target.iataCode}`);
  let km = 0;
  let previous: Point = origin;
  for (const code of connectionStops(first, target.iataCode)) {
    km += distanceKm(previous, at(code));
    previous = at(code);
  }
  return {
    from,
    to: target.iataCode,
    carriers,
    basePriceBgn: connectionBasePriceBgn(km),
    flightMinutes: blockMinutes(origin, target),
    weekly: carriers.length * 7,
    toPlace: { latitude: target.latitude, longitude: target.longitude },
  };
}

/** Routes flown directly or with the hand-chosen changes of ROUTE_SPECS, then Sofia's connections. */
export const SIMULATED_ROUTES: readonly SimulatedRoute[] = [
  ...buildRoutes(),
  ...CONNECTED_AIRPORTS.map((airport) => connectionRoute("SOF", airport)),
];

/** Whether the route was generated as a connection rather than chosen by hand (it is crawled less often). */
export function isConnectionOnly(route: { from: string; to: string }): boolean {
  return !ROUTE_SPECS[route.from as BulgarianAirport]?.some(([to]) => to === route.to);
}

export function routesFrom(origin: string): SimulatedRoute[] {
  const code = origin.toUpperCase();
  return SIMULATED_ROUTES.filter((r) => r.from === code);
}

export function findRoute(origin: string, destination: string): SimulatedRoute | undefined {
  const from = origin.toUpperCase();
  const to = destination.toUpperCase();
  return SIMULATED_ROUTES.find((r) => r.from === from && r.to === to);
}
