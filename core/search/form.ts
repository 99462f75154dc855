import { z } from "zod";
import { CABIN_CLASSES, DATE_FLEXIBILITY_DAYS, DEFAULTS } from "../constants.ts";
import { SEARCH_MESSAGES as M, type SearchMessageKey, searchMessageKey } from "./messages.ts";

/**
 * The flight search form (spec sections 2 and 5), one schema for the /search screen, the home
 * page's form and any API. Values arrive as URL parameters (strings) or JSON (numbers); both
 * parse. Pure: it runs in the browser too.
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
const numeric = (value: unknown) => (typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

const count = (min: number, max: number, message: string) =>
  z.preprocess(numeric, z.number({ error: message }).int(message).min(min, message).max(max, message));

const day = z
  .string({ error: M.invalidDate })
  .trim()
  .refine((value) => value === ANYTIME || isCalendarDay(value), M.invalidDate);

export const searchFormSchema = z
  .object({
    tripType: z.enum(TRIP_TYPES, { error: M.invalidTripType }),
    from: z
      .string({ error: M.departureRequired })
      .trim()
      .min(3, M.departureRequired)
      .max(100, M.departureRequired)
      .transform((value) => (/^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : value)),
    to: z.string({ error: M.destinationRequired }).trim().min(2, M.destinationRequired).max(100, M.destinationRequired),
    departureDate: day,
    returnDate: z.union([z.literal(""), day], { error: M.invalidDate }),
    adults: count(PASSENGER_LIMITS.adults.min, PASSENGER_LIMITS.adults.max, M.adultsRange),
    children: count(PASSENGER_LIMITS.children.min, PASSENGER_LIMITS.children.max, M.childrenRange),
    infants: count(PASSENGER_LIMITS.infants.min, PASSENGER_LIMITS.infants.max, M.infantsRange),
    cabinClass: z.enum(CABIN_CODES, { error: M.invalidCabinClass }),
    dateFlexibility: z.preprocess(
      numeric,
      z.union(
        DATE_FLEXIBILITY_DAYS.map((days) => z.literal(days)) as unknown as [
          z.ZodLiteral<0>,
          z.ZodLiteral<1>,
          z.ZodLiteral<3>,
          z.ZodLiteral<5>,
        ],
        { error: M.invalidDateFlexibility },
      ),
    ),
    flightPreference: z.enum(FLIGHT_PREFERENCES, { error: M.invalidFlightPreference }),
    currency: z.enum(SEARCH_CURRENCIES, { error: M.invalidCurrency }),
    maxStopovers: count(0, MAX_STOPOVERS, M.maxStopoversRange),
  })
  .superRefine(
    (form, ctx) => {
      if (form.tripType !== "roundtrip") return;
      if (form.returnDate === "") {
        ctx.addIssue({ code: "custom", path: ["returnDate"], message: M.returnDateRequired });
      } else if (isCalendarDay(form.departureDate) && isCalendarDay(form.returnDate)) {
        if (form.returnDate < form.departureDate) {
          ctx.addIssue({ code: "custom", path: ["returnDate"], message: M.returnBeforeDeparture });
        }
      }
    },
    // the round-trip rule is shown beside the other fields' messages, not only once they pass
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

export type SearchFormInput = z.input<typeof searchFormSchema>;
export type SearchFieldErrors = Partial<Record<SearchField, SearchMessageKey>>;

/** One message per field (the first), as message keys for the dictionaries. */
export function searchFieldErrors(error: z.ZodError): SearchFieldErrors {
  const errors: SearchFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as SearchField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = searchMessageKey(issue.message) ?? "searchProblem";
  }
  return errors;
}

/** The preferences cookie's searchDefaults (ui/preferences.ts), as far as the form uses them. */
export interface PreferredSearchDefaults {
  tripType?: string;
  departureAirport?: string;
  destinationAirport?: string;
  departureDate?: string;
  returnDate?: string;
  passengers?: { adults?: number; children?: number; infants?: number };
  cabinClass?: string;
  dateFlexibility?: number;
  flightPreference?: string;
}

/**
 * The form's starting values from the visitor's stored defaults; each value that would not pass
 * the form's own rules falls back to the form's default.
 */
export function searchFormDefaults(preferred?: PreferredSearchDefaults | null): SearchFormValues {
  if (!preferred) return { ...SEARCH_FORM_DEFAULTS };
  const candidate: Record<string, unknown> = {
    tripType: preferred.tripType,
    from: preferred.departureAirport,
    to: preferred.destinationAirport ?? "",
    departureDate: preferred.departureDate,
    returnDate: preferred.returnDate,
    adults: preferred.passengers?.adults,
    children: preferred.passengers?.children,
    infants: preferred.passengers?.infants,
    cabinClass: preferred.cabinClass,
    dateFlexibility: preferred.dateFlexibility,
    flightPreference: preferred.flightPreference,
  };
  const values: SearchFormValues = { ...SEARCH_FORM_DEFAULTS };
  const shape: Record<string, z.ZodType> = searchFormSchema.shape;
  for (const field of SEARCH_FIELDS) {
    const value = candidate[field];
    if (value === undefined) continue;
    // `to` may be empty here: the visitor fills it in
    if (field === "to") {
      if (typeof value === "string" && value.length <= 100) values.to = value;
      continue;
    }
    const parsed = shape[field]?.safeParse(value);
    if (parsed?.success) (values as unknown as Record<string, unknown>)[field] = parsed.data;
  }
  return values;
}

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
