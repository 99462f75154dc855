import { CABIN_CLASSES, type DATE_FLEXIBILITY_DAYS, DEFAULTS } from "../constants.ts";
import type { SearchMessageKey } from "./messages.ts";

/**
 * The flight search form's fields, defaults and URL helpers (spec sections 2 and 5); the zod
 * schema that validates it (and the defaults drawn from preferences) is in form.ts, kept out of
 * the browser's bundle. Values arrive as URL parameters (strings) or JSON (numbers).
 */

export const TRIP_TYPES = ["roundtrip", "oneway"] as const;
export const FLIGHT_PREFERENCES = ["cheapest", "direct"] as const;
export const SEARCH_CURRENCIES = ["BGN", "EUR"] as const;
export const CABIN_CODES = [
  CABIN_CLASSES.economy,
  CABIN_CLASSES.premiumEconomy,
  CABIN_CLASSES.business,
  CABIN_CLASSES.first,
] as const;
export const ANYTIME = "anytime";
export const PASSENGER_LIMITS = {
  adults: { min: 1, max: 9 },
  children: { min: 0, max: 8 },
  // the search form allows 8 (spec section 5); the preferences cookie only 4
  infants: { min: 0, max: 8 },
} as const;
export const MAX_STOPOVERS = 3;

export type TripType = (typeof TRIP_TYPES)[number];
export type FlightPreference = (typeof FLIGHT_PREFERENCES)[number];
export type SearchCurrency = (typeof SEARCH_CURRENCIES)[number];
export type CabinCode = (typeof CABIN_CODES)[number];
export type DateFlexibility = (typeof DATE_FLEXIBILITY_DAYS)[number];

export interface SearchFormValues {
  tripType: TripType;
  from: string;
  to: string;
  /** YYYY-MM-DD or "anytime". */
  departureDate: string;
  /** YYYY-MM-DD, "anytime", or "" (not picked yet; a round trip refuses it). */
  returnDate: string;
  adults: number;
  children: number;
  infants: number;
  cabinClass: CabinCode;
  dateFlexibility: DateFlexibility;
  flightPreference: FlightPreference;
  currency: SearchCurrency;
  maxStopovers: number;
}

export const SEARCH_FIELDS = [
  "tripType",
  "from",
  "to",
  "departureDate",
  "returnDate",
  "adults",
  "children",
  "infants",
  "cabinClass",
  "dateFlexibility",
  "flightPreference",
  "currency",
  "maxStopovers",
] as const satisfies readonly (keyof SearchFormValues)[];
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The form before the visitor touches it (spec sections 5 and 9). */
export const SEARCH_FORM_DEFAULTS: SearchFormValues = {
  tripType: "roundtrip",
  from: DEFAULTS.departureAirport,
  to: "",
  departureDate: ANYTIME,
  returnDate: ANYTIME,
  adults: 1,
  children: 0,
  infants: 0,
  cabinClass: CABIN_CLASSES.economy,
  dateFlexibility: 0,
  flightPreference: "cheapest",
  currency: DEFAULTS.currency,
  maxStopovers: 1,
};

/** A real calendar day in YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** "3" and 3 are both 3; "" and anything else stay as they are, for the number check to refuse. */
export type SearchFieldErrors = Partial<Record<SearchField, SearchMessageKey>>;

/** Whether the URL carries a submitted search (any of the form's fields). */
export function isSearchSubmitted(params: URLSearchParams): boolean {
  return SEARCH_FIELDS.some((field) => params.has(field));
}

/** The "anytime" box beside each date field of the screen's form. */
export const ANYTIME_BOXES = { departureDate: "departureAnytime", returnDate: "returnAnytime" } as const;

/**
 * The form's raw values from a URL: each field from its parameter, or the default when the
 * parameter is absent (a shared link like /search?to=Paris works). A date field left empty
 * with its "anytime" box ticked is "anytime"; a date picked beside a ticked box wins (the box
 * starts ticked, and picking a date is the clearer wish).
 */
export function searchInputFromParams(params: URLSearchParams, defaults: SearchFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of SEARCH_FIELDS) input[field] = params.has(field) ? params.get(field) : defaults[field];
  for (const [field, box] of Object.entries(ANYTIME_BOXES)) {
    if (params.has(box) && !params.get(field)?.trim()) input[field] = ANYTIME;
  }
  return input;
}

/** Values to show in the form again after a refused submission: what was typed, as text. */
export function echoValues(input: Record<string, unknown>, defaults: SearchFormValues): SearchFormValues {
  const values = { ...defaults } as unknown as Record<string, unknown>;
  for (const field of SEARCH_FIELDS) {
    const raw = input[field];
    if (raw === undefined || raw === null) continue;
    const fallback = defaults[field];
    values[field] =
      typeof fallback === "number" ? (Number.isFinite(Number(raw)) ? Number(raw) : fallback) : String(raw);
  }
  return values as unknown as SearchFormValues;
}

/** The URL parameters of a search, for links that repeat it. */
export function searchParamsOf(values: SearchFormValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of SEARCH_FIELDS) params.set(field, String(values[field]));
  return params;
}
