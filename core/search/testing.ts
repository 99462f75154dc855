import { DAY_MS } from "../constants.ts";
import type { Sql } from "../db/database.ts";
import { PostgresSnapshotStore } from "../eventstore/snapshots.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { FareObservation } from "../pricing/fare.ts";
import { fareFixture, recordFixture } from "../pricing/fare-fixture.ts";
import { recordFareObservations } from "../pricing/record-fares.ts";

/**
 * For the search results' tests: fares recorded through the pricing command, one crawl per
 * route, as a live crawl records them; and a set of Varna (and Sofia) to London fares around
 * one day, each there to be matched or left out by one field of a search.
 */

/** The day `days` after `from` (YYYY-MM-DD). */
export const dayAfter = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export async function recordFares(deps: { sql: Sql; store: EventStore }, fares: FareObservation[], crawl = "search") {
  const byRoute = new Map<string, FareObservation[]>();
  for (const fare of fares) {
    const route = `${fare.fromAirport}-${fare.toAirport}`;
    byRoute.set(route, [...(byRoute.get(route) ?? []), fare]);
  }
  for (const [route, routeFares] of byRoute) {
    const [first] = routeFares as [FareObservation];
    await recordFareObservations(
      { store: deps.store, snapshots: new PostgresSnapshotStore(deps.sql) },
      recordFixture(routeFares, {
        fromAirport: first.fromAirport,
        toAirport: first.toAirport,
        crawlId: `${crawl}-${route}`,
        observedAt: new Date().toISOString(),
      }),
    );
  }
}

interface LegSpec {
  from: string;
  to: string;
  price: number;
  departure: string;
  returning: string | null;
  stops?: number;
  airline?: string;
  foundAt?: string;
}

function fare(leg: LegSpec): FareObservation {
  const stops = leg.stops ?? 0;
  const airline = leg.airline ?? "W6";
  const via = stops === 0 ? [] : ["IST", "VIE", "MUC"].slice(0, stops);
  const signature = `${leg.from}-${airline}${stops}${via.join("")}-${leg.to}`;
  return fareFixture({
    fromAirport: leg.from,
    toAirport: leg.to,
    price: leg.price,
    departureDate: leg.departure,
    returnDate: leg.returning,
    airline,
    airlines: [airline],
    stops,
    isDirectFlight: stops === 0,
    stopoverAirports: via,
    itinerarySignature: signature,
    providerFlightId: `${signature}-${leg.departure}-${leg.returning ?? "ow"}`,
    foundAt: leg.foundAt ?? new Date().toISOString(),
  });
}

/**
 * Varna and Sofia to London around `day` (out) and a week later (back), prices in BGN:
 * - VAR-LTN direct on the very days, 180; and two days later, 150 (found only with ± days);
 * - VAR-LHR with 1 stop on the very days, 400; with 2 stops, 350 (left out by "up to 1 stop");
 * - VAR-LTN one way on the day, 90;
 * - VAR-LTN three weeks later, 170 (another date); SOF-STN on the very days, 200 (another airport);
 * - VAR-LTN on the very days but seen 10 days ago, 50 (not current any more).
 */
export function londonFares(day: string): FareObservation[] {
  const back = dayAfter(day, 7);
  return [
    fare({ from: "VAR", to: "LTN", price: 180, departure: day, returning: back }),
    fare({ from: "VAR", to: "LTN", price: 150, departure: dayAfter(day, 2), returning: dayAfter(back, 2) }),
    fare({ from: "VAR", to: "LHR", price: 400, departure: day, returning: back, stops: 1, airline: "TK" }),
    fare({ from: "VAR", to: "LHR", price: 350, departure: day, returning: back, stops: 2, airline: "OS" }),
    fare({ from: "VAR", to: "LTN", price: 90, departure: day, returning: null }),
    fare({ from: "VAR", to: "LTN", price: 170, departure: dayAfter(day, 21), returning: dayAfter(back, 21) }),
    fare({ from: "SOF", to: "STN", price: 200, departure: day, returning: back, airline: "FR" }),
    fare({
      from: "VAR",
      to: "LTN",
      price: 50,
      departure: day,
      returning: back,
      airline: "U2",
      foundAt: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    }),
  ];
}
