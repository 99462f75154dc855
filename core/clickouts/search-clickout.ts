import { z } from "zod";
import type { BookingSearch } from "../deals/booking-url.ts";
import { CABIN_CODES, PASSENGER_LIMITS, SEARCH_CURRENCIES } from "../search/form-fields.ts";

/**
 * A /search result's click-out (issue 30, part 5): the itinerary and the search's settings travel
 * in the link's query, so the click can be recorded and the booking site asked exactly what the
 * visitor asked us. Nothing in it identifies anyone.
 */
export const SEARCH_CLICK_OUT_PATH = "/go/search";

export function searchClickOutPath(search: BookingSearch): string {
  const params = new URLSearchParams({
    from: search.fromAirport,
    to: search.toAirport,
    depart: search.departureDate,
  });
  if (search.returnDate) params.set("return", search.returnDate);
  params.set("adults", String(search.adults));
  params.set("children", String(search.children));
  params.set("infants", String(search.infants));
  params.set("cabin", search.cabinClass);
  params.set("currency", search.currency);
  return `${SEARCH_CLICK_OUT_PATH}?${params}`;
}

const iata = z.string().regex(/^[A-Z]{3}$/, "an airport's three-letter IATA code");
/** A day of the calendar, as YYYY-MM-DD: 2027-02-30 is none (Date would roll it into March). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}
const day = z.string().refine(isCalendarDay, "a date as YYYY-MM-DD that exists");
const count = (limits: { min: number; max: number }) => z.coerce.number().int().min(limits.min).max(limits.max);

/** The link's fields, as the OpenAPI document shows them (http/deals/clickout.ts). */
export const searchClickOutFields = z.object({
  from: iata.meta({ description: "departure airport, IATA" }),
  to: iata.meta({ description: "destination airport, IATA" }),
  depart: day.meta({ description: "outbound day, YYYY-MM-DD" }),
  return: day.optional().meta({ description: "return day, YYYY-MM-DD; absent for one way" }),
  adults: count(PASSENGER_LIMITS.adults),
  children: count(PASSENGER_LIMITS.children),
  infants: count(PASSENGER_LIMITS.infants),
  cabin: z.enum(CABIN_CODES).meta({ description: "M economy, W premium economy, C business, F first" }),
  currency: z.enum(SEARCH_CURRENCIES),
});

/** The link's query, checked: a link no results page made is refused, never followed. */
export const searchClickOutQuery = searchClickOutFields
  .refine((query) => query.from !== query.to, "the same airport at both ends")
  .refine((query) => !query.return || query.return >= query.depart, "a return before the departure")
  .refine((query) => query.infants <= query.adults, "more infants than adults")
  .transform(
    (query): BookingSearch => ({
      fromAirport: query.from,
      toAirport: query.to,
      departureDate: query.depart,
      returnDate: query.return ?? null,
      adults: query.adults,
      children: query.children,
      infants: query.infants,
      cabinClass: query.cabin,
      currency: query.currency,
    }),
  );
