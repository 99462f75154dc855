import { z } from "zod";
import { DATE_FLEXIBILITY_DAYS } from "../constants.ts";
import {
  ANYTIME,
  CABIN_CODES,
  FLIGHT_PREFERENCES,
  isCalendarDay,
  MAX_STOPOVERS,
  PASSENGER_LIMITS,
  SEARCH_CURRENCIES,
  SEARCH_FIELDS,
  SEARCH_FORM_DEFAULTS,
  type SearchField,
  type SearchFieldErrors,
  type SearchFormValues,
  TRIP_TYPES,
} from "./form-fields.ts";
import { SEARCH_MESSAGES as M, searchMessageKey } from "./messages.ts";

// The fields, defaults and URL helpers live in form-fields.ts, which the browser loads without zod.
export * from "./form-fields.ts";

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

/** The preferences cookie's searchDefaults (ui/site/preferences.ts), as far as the form uses them. */
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
