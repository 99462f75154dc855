import { z } from "zod";
import {
  type BindingChanges,
  bindingChangesSchema,
  bindingSchema,
  CRAWL_STATUSES,
  type SearchProfile,
  searchProfileParamsSchema,
  searchProfileSchema,
} from "../../../core/crawling/profile.ts";
import { zodIssues } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import type { AdminContext } from "../shell/context.ts";
import { blankAsUndefined } from "../shell/form-fields.ts";

const PARAM_KEYS = Object.keys(searchProfileParamsSchema.shape) as (keyof typeof searchProfileParamsSchema.shape)[];
const PROFILE_KEYS = Object.keys(searchProfileSchema.shape) as (keyof typeof searchProfileSchema.shape)[];
const NUMERIC_PARAMS = new Set<string>([
  "adults",
  "children",
  "infants",
  "departureDaysFromNow",
  "departureDaysToNow",
  "nightsFrom",
  "nightsTo",
  "maxStopovers",
  "limit",
]);
const NUMERIC_PROFILE = new Set<string>([
  "successIntervalMinutes",
  "zeroResultSnoozeDays",
  "errorSnoozeDays",
  "priority",
  "priorityBoost",
]);
/** Fields the schema requires: an empty one stays "" so the schema answers with its own message. */
const REQUIRED_TEXT = new Set<string>(["label", "useCase", "params.origin", "params.dateType"]);

export type FormValues = Record<string, string>;
type Checked<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export async function formValues(c: AdminContext): Promise<FormValues> {
  const body = await c.req.parseBody();
  const values: FormValues = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string" && key !== "_csrf") values[key] = value.slice(0, 500);
  }
  return values;
}

/** Form text to what the schema expects: numbers as numbers (NaN gets the schema's message), empty as its default. */
function fromForm(path: string, numeric: boolean, raw: string | undefined): unknown {
  const text = (raw ?? "").trim();
  if (text === "") return REQUIRED_TEXT.has(path) ? "" : undefined;
  return numeric ? Number(text) : text;
}

export function profileInputFromForm(values: FormValues): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const key of PARAM_KEYS)
    params[key] = fromForm(`params.${key}`, NUMERIC_PARAMS.has(key), values[`params.${key}`]);
  const input: Record<string, unknown> = { params };
  for (const key of PROFILE_KEYS) {
    if (key !== "params") input[key] = fromForm(key, NUMERIC_PROFILE.has(key), values[key]);
  }
  return input;
}

export function bindingInputFromForm(profileId: string, values: FormValues): Record<string, unknown> {
  const orNull = (raw: string | undefined) => {
    const text = (raw ?? "").trim();
    return text === "" ? null : text;
  };
  const cadence = orNull(values.cadenceOverrideMinutes);
  return {
    profileId,
    scope: (values.scope ?? "").trim(),
    destinationIata: orNull(values.destinationIata),
    countryCode: orNull(values.countryCode),
    cadenceOverrideMinutes: cadence === null ? null : Number(cadence),
    priorityScore: fromForm("priorityScore", true, values.priorityScore),
    boost: fromForm("boost", true, values.boost),
  };
}

/**
 * The binding edit form: an empty cadence clears the override (the profile's interval applies);
 * an empty score or boost leaves it as it is.
 */
export function bindingChangesFromForm(values: FormValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const cadence = (values.cadenceOverrideMinutes ?? "").trim();
  changes.cadenceOverrideMinutes = cadence === "" ? null : Number(cadence);
  for (const key of ["priorityScore", "boost"] as const) {
    const value = fromForm(key, true, values[key]);
    if (value !== undefined) changes[key] = value;
  }
  return changes;
}

export function profileFormValues(profile: SearchProfile): FormValues {
  const values: FormValues = {};
  for (const key of PROFILE_KEYS) if (key !== "params") values[key] = String(profile[key]);
  for (const key of PARAM_KEYS) values[`params.${key}`] = String(profile.params[key]);
  return values;
}

export function newProfileValues(): FormValues {
  const defaults = searchProfileSchema.parse({
    label: "-",
    useCase: "deal detection",
    params: { origin: "SOF", dateType: "relative" },
  });
  return { ...profileFormValues({ ...defaults, paramsHash: "" }), label: "", "params.origin": "" };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function jsonObject(c: AdminContext): Promise<Record<string, unknown> | null> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return isObject(body) ? body : null;
}

/** A full replacement: every key present, so what is left out takes its default. */
export function replacementInput(body: Record<string, unknown>): Record<string, unknown> {
  const given = isObject(body.params) ? body.params : null;
  const input: Record<string, unknown> = {
    params: given ? Object.fromEntries(PARAM_KEYS.map((k) => [k, given[k]])) : body.params,
  };
  for (const key of PROFILE_KEYS) if (key !== "params") input[key] = body[key];
  return input;
}

/** The profile a partial change would leave, as UpdateProfile folds it, to check every field at once. */
export function mergedInput(current: SearchProfile, changes: Record<string, unknown>): Record<string, unknown> {
  const { paramsHash: _, ...base } = current;
  const params =
    changes.params === undefined
      ? base.params
      : isObject(changes.params)
        ? { ...base.params, ...changes.params }
        : changes.params;
  return { ...base, ...changes, params };
}

export function checkProfile(input: unknown): Checked<z.infer<typeof searchProfileSchema>> {
  const result = searchProfileSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: zodIssues(result.error) };
}

export function checkBinding(input: unknown): Checked<z.infer<typeof bindingSchema>> {
  const result = bindingSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: zodIssues(result.error) };
}

export function checkBindingChanges(input: unknown): Checked<BindingChanges> {
  const result = bindingChangesSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: zodIssues(result.error) };
}

export const listQuerySchema = z.object({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(100, "q must be at most 100 characters").optional()),
  origin: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .length(3, "origin must be 3 characters")
      .transform((v) => v.toUpperCase())
      .optional(),
  ),
  paused: z.preprocess(blankAsUndefined, z.enum(["yes", "no"], { message: "paused must be yes or no" }).optional()),
  sort: z.preprocess(
    blankAsUndefined,
    z
      .enum(["label", "origin", "useCase", "interval", "priority", "paused", "bindings", "errors", "lastCrawl"], {
        message: "sort must be label, origin, useCase, interval, priority, paused, bindings, errors or lastCrawl",
      })
      .default("label"),
  ),
  dir: z.preprocess(blankAsUndefined, z.enum(["asc", "desc"], { message: "dir must be asc or desc" }).default("asc")),
  page: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int("page must be a whole number >= 1").min(1, "page must be a whole number >= 1").default(1),
  ),
  pageSize: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number()
      .int("pageSize must be between 1 and 100")
      .min(1, "pageSize must be between 1 and 100")
      .max(100, "pageSize must be between 1 and 100")
      .default(25),
  ),
});

export const bindingQuerySchema = z.object({
  status: z.preprocess(
    blankAsUndefined,
    z.enum(CRAWL_STATUSES, { message: "status must be pending, success, zero_result or error" }).optional(),
  ),
  bpage: z.preprocess(
    blankAsUndefined,
    z.coerce.number().int("bpage must be a whole number >= 1").min(1, "bpage must be a whole number >= 1").default(1),
  ),
});
