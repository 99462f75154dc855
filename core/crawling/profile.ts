import { createHash } from "node:crypto";
import { z } from "zod";
import { SEARCH_PROFILE_DEFAULTS } from "../constants.ts";

/** Search profiles and bindings with every rule and message of spec section 5. */

const int = (min: number, max: number, field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);

export const searchProfileParamsSchema = z
  .object({
    origin: z
      .string()
      .length(3, "origin must be 3 characters")
      .transform((v) => v.toUpperCase()),
    adults: int(1, 9, "adults").default(1),
    children: int(0, 8, "children").default(0),
    infants: int(0, 4, "infants").default(0),
    dateType: z.enum(["anytime", "relative", "fixed"], { message: "dateType must be anytime, relative or fixed" }),
    departureDaysFromNow: int(1, 365, "departureDaysFromNow").default(1),
    departureDaysToNow: int(1, 365, "departureDaysToNow").default(180),
    nightsFrom: int(1, 365, "nightsFrom").default(3),
    nightsTo: int(1, 365, "nightsTo").default(14),
    maxStopovers: int(0, 5, "maxStopovers").default(1),
    sort: z
      .enum(["price", "quality", "date", "duration"], { message: "sort must be price, quality, date or duration" })
      .default("price"),
    limit: int(1, 1000, "limit").default(100),
    currency: z
      .string()
      .length(3, "currency must be 3 characters")
      .transform((v) => v.toUpperCase())
      .default("BGN"),
    market: z
      .string()
      .length(2, "market must be 2 characters")
      .transform((v) => v.toLowerCase())
      .default("bg"),
  })
  .refine((p) => p.departureDaysFromNow <= p.departureDaysToNow, {
    message: "departureDaysFromNow must be <= departureDaysToNow",
    path: ["departureDaysFromNow"],
  })
  .refine((p) => p.nightsFrom <= p.nightsTo, { message: "nightsFrom must be <= nightsTo", path: ["nightsFrom"] });

export type SearchProfileParams = z.infer<typeof searchProfileParamsSchema>;

export const searchProfileSchema = z.object({
  label: z.string().trim().min(1, "label must be 1-120 characters").max(120, "label must be 1-120 characters"),
  useCase: z.string().trim().min(1, "useCase must be 1-80 characters").max(80, "useCase must be 1-80 characters"),
  params: searchProfileParamsSchema,
  successIntervalMinutes: int(15, 2880, "successIntervalMinutes").default(
    SEARCH_PROFILE_DEFAULTS.successIntervalMinutes,
  ),
  zeroResultSnoozeDays: int(1, 180, "zeroResultSnoozeDays").default(SEARCH_PROFILE_DEFAULTS.zeroResultSnoozeDays),
  errorSnoozeDays: int(1, 180, "errorSnoozeDays").default(SEARCH_PROFILE_DEFAULTS.errorSnoozeDays),
  priority: z.number().int().min(0, "priority must be >= 0").default(SEARCH_PROFILE_DEFAULTS.priority),
  priorityBoost: int(-100, 100, "priorityBoost").default(0),
});

export type SearchProfile = z.infer<typeof searchProfileSchema> & { paramsHash: string };

/** The fields of a binding an admin may change; the target (scope, destination, country) is fixed. */
const bindingTuning = {
  cadenceOverrideMinutes: z
    .number({ message: "cadenceOverrideMinutes must be a positive whole number" })
    .int("cadenceOverrideMinutes must be a positive whole number")
    .positive("cadenceOverrideMinutes must be a positive whole number")
    .nullable(),
  priorityScore: int(1, 100, "priorityScore"),
  boost: int(-100, 100, "boost"),
};
export const BINDING_TUNING_KEYS = Object.keys(bindingTuning) as (keyof typeof bindingTuning)[];

export const bindingSchema = z
  .object({
    profileId: z.string().min(1),
    scope: z.enum(["destination", "country", "global"], { message: "scope must be destination, country or global" }),
    destinationIata: z
      .string()
      .length(3, "destinationIata must be 3 characters")
      .transform((v) => v.toUpperCase())
      .nullable()
      .default(null),
    countryCode: z
      .string()
      .length(2, "countryCode must be 2 characters")
      .transform((v) => v.toUpperCase())
      .nullable()
      .default(null),
    cadenceOverrideMinutes: bindingTuning.cadenceOverrideMinutes.default(null),
    priorityScore: bindingTuning.priorityScore.default(50),
    boost: bindingTuning.boost.default(0),
  })
  .refine(
    (b) =>
      b.scope === "global"
        ? b.destinationIata === null && b.countryCode === null
        : (b.destinationIata === null) !== (b.countryCode === null),
    { message: "A binding targets exactly one of destination or country", path: ["scope"] },
  )
  .refine((b) => b.scope !== "destination" || b.destinationIata !== null, {
    message: "A destination binding needs destinationIata",
    path: ["destinationIata"],
  })
  .refine((b) => b.scope !== "country" || b.countryCode !== null, {
    message: "A country binding needs countryCode",
    path: ["countryCode"],
  });

export type Binding = z.infer<typeof bindingSchema>;

const NOT_EDITABLE = "only cadenceOverrideMinutes, priorityScore and boost can be (a new target is a new binding)";

/** A partial change of a binding: the same rules and messages as bindingSchema, any other key refused. */
export const bindingChangesSchema = z.strictObject(
  {
    cadenceOverrideMinutes: bindingTuning.cadenceOverrideMinutes.optional(),
    priorityScore: bindingTuning.priorityScore.optional(),
    boost: bindingTuning.boost.optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `${issue.keys.join(", ")} cannot be changed: ${NOT_EDITABLE}`
        : "The changes must be an object",
  },
);

export type BindingChanges = z.infer<typeof bindingChangesSchema>;

/** 64 hex characters identifying the search parameters: two profiles with the same hash search the same. */
export function paramsHash(params: SearchProfileParams): string {
  const keys = Object.keys(params).sort() as Array<keyof SearchProfileParams>;
  return createHash("sha256")
    .update(JSON.stringify(keys.map((k) => [k, params[k]])))
    .digest("hex");
}

export const CRAWL_STATUSES = ["pending", "success", "zero_result", "error"] as const;
export type CrawlStatus = (typeof CRAWL_STATUSES)[number];
