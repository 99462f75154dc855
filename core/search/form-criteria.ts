import { BULGARIAN_AIRPORTS, type BulgarianAirport, DAY_MS } from "../constants.ts";
import type { BookingSearch } from "../deals/booking-url.ts";
import { airportByIata } from "../pricing/simulated-routes.ts";
import { ANYTIME, isCalendarDay, type SearchFormValues } from "./form-fields.ts";
import { foldText } from "./normalise.ts";

/**
 * What a valid search asks of the fares we hold (the /search results page): from which airport,
 * which dates with their flexibility, which trip type and how many stops; what of it the fares
 * cannot honour (said on the page, never dropped); and the booking link's parameters, which
 * carry every field. Pure: the query is projections/search/search-results.ts, the view
 * ui/search/search-results.tsx.
 */

/** Days, YYYY-MM-DD, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface FareCriteria {
  /** Departure airports; null when the origin is none of ours (then any Bulgarian airport). */
  origins: readonly string[] | null;
  /** Arrival airports: the destination's airports (a city has several), or one airport. */
  toAirports: readonly string[];
  oneWay: boolean;
  /** Departure days; null for "anytime". */
  departure: DayRange | null;
  /** Return days (round trips only); null for "anytime". */
  returning: DayRange | null;
  maxStops: number;
  /** Closest departures to this day first, before price (the "other dates" alternative). */
  nearDate?: string;
}

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days a date field covers with the form's flexibility (± days); null for "anytime". */
export function dayWindow(day: string, flexibility: number): DayRange | null {
  if (day === ANYTIME || !isCalendarDay(day)) return null;
  return { from: shiftDay(day, -flexibility), to: shiftDay(day, flexibility) };
}

/**
 * The Bulgarian departure airport the "from" field names: its code ("var" too), its city in
 * either language ("Варна", "Varna") or a picked option ("Варна (VAR)"); null for anything else.
 */
export function resolveOrigin(from: string): BulgarianAirport | null {
  const text = from.trim();
  const code = (/\(([A-Za-z]{3})\)\s*$/.exec(text)?.[1] ?? (/^[A-Za-z]{3}$/.test(text) ? text : "")).toUpperCase();
  const byCode = BULGARIAN_AIRPORTS.find((airport) => airport.toUpperCase() === code);
  if (byCode) return byCode;
  const name = foldText(text.replace(/\([^)]*\)\s*$/, ""));
  if (!name) return null;
  return (
    BULGARIAN_AIRPORTS.find((airport) => {
      const place = airportByIata(airport);
      return place !== undefined && (foldText(place.cityBg) === name || foldText(place.cityEn) === name);
    }) ?? null
  );
}

/** The fares a valid search matches. A direct-only search allows no stop whatever the stopover limit. */
export function fareCriteria(
  values: SearchFormValues,
  origin: BulgarianAirport | null,
  toAirports: readonly string[],
): FareCriteria {
  const oneWay = values.tripType === "oneway";
  return {
    origins: origin ? [origin] : null,
    toAirports,
    oneWay,
    departure: dayWindow(values.departureDate, values.dateFlexibility),
    returning: oneWay ? null : dayWindow(values.returnDate, values.dateFlexibility),
    maxStops: values.flightPreference === "direct" ? 0 : values.maxStopovers,
  };
}

/**
 * The nearest alternatives when nothing matches: the same route on other dates (closest to the
 * wanted day first), and the same dates to the same place from the other Bulgarian airports.
 * Either is null when it would ask for what was already asked.
 */
export function alternativeCriteria(
  criteria: FareCriteria,
  values: SearchFormValues,
): { otherDates: FareCriteria | null; otherOrigins: FareCriteria | null } {
  const dated = criteria.departure !== null || criteria.returning !== null;
  const origins = criteria.origins;
  return {
    otherDates: dated
      ? {
          ...criteria,
          departure: null,
          returning: null,
          ...(isCalendarDay(values.departureDate) ? { nearDate: values.departureDate } : {}),
        }
      : null,
    otherOrigins: origins
      ? { ...criteria, origins: BULGARIAN_AIRPORTS.filter((airport) => !origins.includes(airport)) }
      : null,
  };
}

/** Something the search asked that the fares we hold cannot honour, said on the results page. */
export type SearchNotice =
  /** "from" is none of the four Bulgarian airports: fares from all of them are shown. */
  | "originUnknown"
  /** The fares we collect are economy; the booking link asks for the chosen cabin. */
  | "cabinNotCollected"
  /** The booking site has no premium economy search: it opens economy, pick premium there. */
  | "premiumEconomyOnBookingSite"
  /** Prices are for one adult; the booking site prices the whole party. */
  | "pricePerPerson";

export function searchNotices(values: SearchFormValues, origin: BulgarianAirport | null): SearchNotice[] {
  const notices: SearchNotice[] = [];
  if (origin === null) notices.push("originUnknown");
  if (values.cabinClass !== "M") notices.push("cabinNotCollected");
  if (values.cabinClass === "W") notices.push("premiumEconomyOnBookingSite");
  if (values.adults + values.children + values.infants > 1) notices.push("pricePerPerson");
  return notices;
}

/** The booking link's parameters for one fare: its own route and days, and the rest of the search. */
export function bookingSearchOf(
  fare: { fromAirport: string; toAirport: string; flightDate: string; returnDate: string | null },
  values: SearchFormValues,
): BookingSearch {
  return {
    fromAirport: fare.fromAirport,
    toAirport: fare.toAirport,
    departureDate: fare.flightDate,
    returnDate: fare.returnDate,
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    cabinClass: values.cabinClass,
    currency: values.currency,
  };
}
