import { sql } from "kysely";
import { BGN_PER_EUR } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";
import { roundPrice } from "../../core/pricing/money.ts";
import { AIRLINE_NAMES, airportByIata } from "../../core/pricing/simulated-routes.ts";

export interface PlaceSummary {
  iataCode: string;
  cityBg: string;
  cityEn: string;
  countryBg: string;
  countryEn: string;
  countryCode: string;
}

export interface CheapestFare {
  fromAirport: string;
  toAirport: string;
  origin: PlaceSummary;
  destination: PlaceSummary;
  priceBgn: number;
  priceEur: number;
  flightDate: string;
  returnDate: string | null;
  departureTime: string;
  arrivalTime: string;
  durationMinutes: number;
  airline: string;
  airlineName: string;
  isDirectFlight: boolean;
  stops: number;
  foundAt: string;
  /** Median of the route's fares departing in the same month, and how many fares it rests on. */
  seasonalMedianBgn: number | null;
  seasonalSampleCount: number;
}

export interface CheapestFaresQuery {
  origin?: string;
  limit?: number;
  /** Fares seen longer ago than this are not current any more. */
  freshDays?: number;
}

function place(iataCode: string): PlaceSummary {
  const known = airportByIata(iataCode);
  return {
    iataCode,
    cityBg: known?.cityBg ?? iataCode,
    cityEn: known?.cityEn ?? iataCode,
    countryBg: known?.countryBg ?? "",
    countryEn: known?.countryEn ?? "",
    countryCode: known?.countryCode ?? "",
  };
}

const isoDay = (value: Date | string) =>
  typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The cheapest current fare to each destination, cheapest destinations first. */
export async function cheapestFaresByDestination(db: Db, query: CheapestFaresQuery = {}): Promise<CheapestFare[]> {
  const limit = Math.min(Math.max(query.limit ?? 24, 1), 300);
  const freshDays = query.freshDays ?? 3;
  const perDestination = db
    .selectFrom("currentFares as c")
    .leftJoin("routePriceStats as s", (join) =>
      join
        .onRef("s.fromAirport", "=", "c.fromAirport")
        .onRef("s.toAirport", "=", "c.toAirport")
        .on("s.seasonKey", "=", sql<string>`'m' || to_char(c.flight_date, 'MM')`),
    )
    .distinctOn("c.toAirport")
    .select([
      "c.fromAirport",
      "c.toAirport",
      "c.priceBgn",
      "c.flightDate",
      "c.returnDate",
      "c.departureTime",
      "c.arrivalTime",
      "c.durationMinutes",
      "c.airline",
      "c.isDirectFlight",
      "c.stops",
      "c.foundAt",
      "s.median",
      "s.sampleCount",
    ])
    .where("c.flightDate", ">", sql<Date>`current_date`)
    .where("c.foundAt", ">", sql<Date>`now() - make_interval(days => ${freshDays})`)
    .$if(Boolean(query.origin), (qb) => qb.where("c.fromAirport", "=", query.origin as string))
    .orderBy("c.toAirport")
    .orderBy("c.priceBgn")
    .orderBy("c.flightDate");
  const rows = await db
    .selectFrom(perDestination.as("cheapest"))
    .selectAll()
    .orderBy("priceBgn")
    .orderBy("toAirport")
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const priceBgn = Number(row.priceBgn);
    return {
      fromAirport: row.fromAirport,
      toAirport: row.toAirport,
      origin: place(row.fromAirport),
      destination: place(row.toAirport),
      priceBgn,
      priceEur: roundPrice(priceBgn / BGN_PER_EUR),
      flightDate: isoDay(row.flightDate),
      returnDate: row.returnDate ? isoDay(row.returnDate) : null,
      departureTime: row.departureTime,
      arrivalTime: row.arrivalTime,
      durationMinutes: row.durationMinutes,
      airline: row.airline,
      airlineName: AIRLINE_NAMES[row.airline] ?? row.airline,
      isDirectFlight: row.isDirectFlight,
      stops: row.stops,
      foundAt: new Date(row.foundAt).toISOString(),
      seasonalMedianBgn: row.median === null ? null : Number(row.median),
      seasonalSampleCount: row.sampleCount ?? 0,
    };
  });
}
