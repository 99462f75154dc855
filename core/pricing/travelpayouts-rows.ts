/** What the Travelpayouts prices_for_dates API answers, and one of its rows as our fare. */
import { z } from "zod";
import type { FareObservation, FareQuery } from "./fare.ts";
import { roundPrice } from "./money.ts";

/** A FareObservation plus the affiliate link to book it; still assignable to FareObservation. */
export interface TravelpayoutsFareObservation extends FareObservation {
  bookingUrl: string;
}

/** Affiliate booking URL for an API `link` (a path on aviasales, possibly with a query string). */
export function bookingUrlFor(link: string, marker: string): string {
  return `https://www.aviasales.com${link}${link.includes("?") ? "&" : "?"}marker=${encodeURIComponent(marker)}`;
}

/** `2026-03-15T06:35:00+02:00` -> date and local clock as written (the offset is the airport's). */
export const LOCAL_ISO = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()),
  currency: z.string().optional(),
  error: z.string().nullish(),
});

const minutes = z.number().int().nonnegative();

export const rowSchema = z
  .object({
    origin: z.string().min(2),
    destination: z.string().min(2),
    origin_airport: z.string().optional(),
    destination_airport: z.string().optional(),
    price: z.number().positive(),
    airline: z.string().regex(/^[A-Z0-9]{2}$/),
    flight_number: z.union([z.string().min(1), z.number().int().nonnegative()]),
    departure_at: z.string().regex(LOCAL_ISO),
    return_at: z.string().nullish(),
    transfers: z.number().int().nonnegative(),
    return_transfers: z.number().int().nonnegative().nullish(),
    duration: minutes.nullish(),
    duration_to: minutes.nullish(),
    duration_back: minutes.nullish(),
    link: z.string().startsWith("/"),
  })
  .refine((row) => row.duration_to != null || row.duration != null, { message: "duration_to or duration required" });

export type Row = z.infer<typeof rowSchema>;

function clock(totalMinutes: number): string {
  const m = ((totalMinutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** YYYY-MM of every month touched by [from, to]. */
export function monthsBetween(from: string, to: string): string[] {
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const lastYear = Number(to.slice(0, 4));
  const lastMonth = Number(to.slice(5, 7));
  const months: string[] = [];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, "0")}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** One API row as a fare of the query, or why it was dropped. */
export function toObservation(
  row: Row,
  query: FareQuery,
  foundAt: string,
  marker: string,
): TravelpayoutsFareObservation | string {
  const departure = LOCAL_ISO.exec(row.departure_at);
  if (!departure) return "departure_at is not an ISO timestamp";
  const [, departureDate = "", hours = "00", mins = "00"] = departure;
  let returnDate: string | null = null;
  if (!query.oneWay) {
    const returning = row.return_at ? LOCAL_ISO.exec(row.return_at) : null;
    returnDate = returning?.[1] ?? (row.return_at && DATE.test(row.return_at) ? row.return_at : null);
    if (!returnDate) return "return_at missing on a round trip";
    if (returnDate < departureDate) return "return_at before departure_at";
  }
  const durationMinutes = (row.duration_to ?? row.duration) as number;
  const departureMinute = Number(hours) * 60 + Number(mins);
  const from = row.origin_airport || row.origin;
  const to = row.destination_airport || row.destination;
  const flightNumber = String(row.flight_number);
  const signature = `${from}-${row.airline} ${flightNumber}-${to}`;
  return {
    fromAirport: from,
    toAirport: to,
    price: roundPrice(row.price),
    currency: query.currency,
    departureDate,
    returnDate,
    departureTime: clock(departureMinute),
    arrivalTime: clock(departureMinute + durationMinutes),
    durationMinutes,
    returnDurationMinutes: query.oneWay ? null : (row.duration_back ?? null),
    airline: row.airline,
    airlines: [row.airline],
    stops: row.transfers,
    isDirectFlight: row.transfers === 0,
    // The API names neither the stopover airports nor the connecting flights.
    stopoverAirports: [],
    providerFlightId: ["tp", `${row.airline}${flightNumber}`, departureDate, ...(returnDate ? [returnDate] : [])].join(
      "-",
    ),
    itinerarySignature: row.transfers > 0 ? `${signature}-T${row.transfers}` : signature,
    foundAt,
    bookingUrl: bookingUrlFor(row.link, marker),
  };
}
