import { z } from "zod";
import { DEFAULTS } from "../constants.ts";
import { WEEKEND_PATTERNS, type WeekendPattern } from "./calendar.ts";
import { DEAL_SORTS, DEAL_STOPS } from "./listing.ts";

/**
 * The deal listings' query rules (spec section 5), shared by the JSON API, which answers 400
 * with these messages, and the pages, which drop what does not pass. The descriptions (`meta`)
 * are the API's documentation (http/openapi.ts); they change nothing in what passes.
 */
export { DEAL_SORTS, DEAL_STOPS } from "./listing.ts";

const price = z.coerce.number({ message: "must be a number" }).min(0, "must be >= 0");
export const dealListQuery = z
  .object({
    sortBy: z
      .enum(DEAL_SORTS, { message: "sortBy must be price-asc, price-desc, popularity or savings" })
      .default("price-asc"),
    stops: z.enum(DEAL_STOPS, { message: "stops must be any, direct or stopover" }).default("any"),
    from: z
      .string()
      .regex(/^[A-Za-z]{3}$/, "from must be a 3-letter airport code")
      .transform((v) => v.toUpperCase())
      .optional()
      .meta({ description: "departure airport" }),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, "country must be a 2-letter country code")
      .transform((v) => v.toUpperCase())
      .optional()
      .meta({ description: "destination country code" }),
    destination: z
      .string()
      .regex(/^[A-Za-z]{3}$/, "destination must be a 3-letter city code")
      .transform((v) => v.toUpperCase())
      .optional()
      .meta({ description: "destination city code" }),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM")
      .optional()
      .meta({ description: "departure month" }),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    page: z.coerce.number().int("page must be a whole number").min(1, "page must be >= 1").default(1),
    pageSize: z.coerce
      .number()
      .int("pageSize must be a whole number")
      .min(1, "pageSize must be between 1 and 100")
      .max(DEFAULTS.maxPageSize, "pageSize must be between 1 and 100")
      .default(DEFAULTS.pageSize),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "minPrice must be <= maxPrice",
    path: ["minPrice"],
  });

export const lastMinuteQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(4, "limit must be between 4 and 80")
    .max(80, "limit must be between 4 and 80")
    .default(DEFAULTS.lastMinuteLimit),
  maxDepartureDays: z.coerce
    .number()
    .int()
    .min(1, "maxDepartureDays must be between 1 and 7")
    .max(7, "maxDepartureDays must be between 1 and 7")
    .default(DEFAULTS.lastMinuteMaxDepartureDays),
});

const WEEKEND_ORIGINS = ["ALL", "SOF", "VAR", "BOJ", "PDV"] as const;

export const weekendQuery = z.object({
  origin: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(WEEKEND_ORIGINS, { message: "origin must be ALL, SOF, VAR, BOJ or PDV" }))
    .default("ALL")
    // read before the upper-casing, the values would not be in the API's documentation
    .meta({ enum: [...WEEKEND_ORIGINS] }),
  weeks: z.coerce
    .number()
    .int()
    .min(1, "weeks must be between 1 and 24")
    .max(24, "weeks must be between 1 and 24")
    .default(DEFAULTS.weekendWeeks),
  pattern: z
    .enum(Object.keys(WEEKEND_PATTERNS) as [WeekendPattern, ...WeekendPattern[]], {
      message: "pattern must be fri-sun, fri-mon, sat-mon or thu-mon",
    })
    .optional(),
});

export const bestDealsQuery = z.object({
  origin: z
    .string()
    .min(3, "origin must be 3-4 characters")
    .max(4, "origin must be 3-4 characters")
    .transform((v) => v.toUpperCase())
    .optional(),
  country: z.string().min(2, "country must be 2-64 characters").max(64, "country must be 2-64 characters").optional(),
  alliance: z.string().min(1).max(16, "alliance must be at most 16 characters").optional(),
  maxStops: z.coerce
    .number()
    .int()
    .min(0, "maxStops must be between 0 and 3")
    .max(3, "maxStops must be between 0 and 3")
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be between 1 and 300")
    .max(300, "limit must be between 1 and 300")
    .default(DEFAULTS.bestDealsLimit),
  carrierComposition: z
    .enum(["single_carrier", "multi_carrier", "multi_low_cost", "mixed"], {
      message: "carrierComposition must be single_carrier, multi_carrier, multi_low_cost or mixed",
    })
    .optional(),
});
