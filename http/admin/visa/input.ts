import { z } from "zod";
import { CONFIDENCE_LEVELS, isIsoDay, REQUIREMENT_TYPES } from "../../../core/visa/rule.ts";
import type { AdminContext } from "../shell/context.ts";
import { blankAsUndefined, type FormBody, sortedPageFields } from "../shell/form-fields.ts";
import { EDIT_FORM_KEYS, type EditFormValues } from "./edit-form.tsx";

const COUNTRY = /^[A-Z]{2}$/;
/** The projection stores days as integers; the bound keeps every value far inside that. */
const DAYS_MAX = 3650;
const NOTES_MAX = 4000;
const COMMENT_MAX = 1000;

/** The decider's own words (core/visa/decider.ts), checked here first so bad input is a 400. */
export const REJECT_COMMENT_REQUIRED = "A comment is required to reject a revision";
export const ROLLBACK_COMMENT_REQUIRED = "A comment is required to roll back";

const days = (label: string) => {
  const message = `${label} must be a whole number from 0 to ${DAYS_MAX}, or empty`;
  return z.number(message).int(message).min(0, message).max(DAYS_MAX, message).nullable();
};
const notes = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(NOTES_MAX, `${label} must be at most ${NOTES_MAX} characters`)
    .nullable()
    .transform((v) => (v ? v : null));

/** A whole visa rule as an admin may set it (the VisaRule type of core/visa/rule.ts). */
export const visaRuleSchema = z.strictObject({
  requirementType: z.enum(REQUIREMENT_TYPES, `Requirement type must be one of: ${REQUIREMENT_TYPES.join(", ")}`),
  visaFreeDays: days("Visa-free days"),
  passportValidityMinDays: days("Passport validity days"),
  notesBg: notes("Bulgarian notes"),
  notesEn: notes("English notes"),
  sources: z
    .array(
      z.string("Each source must be text").trim().min(1, "A source cannot be empty").max(500, "A source is too long"),
      "Sources must be a list",
    )
    .max(20, "At most 20 sources")
    .transform((list) => [...new Set(list)]),
  confidenceLevel: z.enum(CONFIDENCE_LEVELS, `Confidence must be one of: ${CONFIDENCE_LEVELS.join(", ")}`),
  needsReview: z.boolean("Needs review must be true or false"),
  // added later: optional, so a client that predates them (and older rules) need not send them
  idCardAccepted: z.boolean("Identity card accepted must be true, false or null").nullable().optional(),
  verifiedOn: z
    .string("Verified on must be a date")
    .trim()
    .refine(isIsoDay, "Verified on must be a date written YYYY-MM-DD")
    .nullable()
    .optional(),
});

export const optionalComment = z
  .string("The comment must be text")
  .trim()
  .max(COMMENT_MAX, `The comment must be at most ${COMMENT_MAX} characters`)
  .nullish()
  .transform((v) => (v ? v : null));
export const requiredComment = (message: string) =>
  z.string(message).trim().min(1, message).max(COMMENT_MAX, `The comment must be at most ${COMMENT_MAX} characters`);

const yesNo = (label: string) =>
  z.preprocess(blankAsUndefined, z.enum(["yes", "no"], `${label} must be yes or no`).optional());

export const queueQuerySchema = z.object({
  country: z.preprocess(
    blankAsUndefined,
    z.string().trim().toUpperCase().regex(COUNTRY, "Country must be a 2-letter code").optional(),
  ),
  ...sortedPageFields(["proposed", "country"]),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

export const rulesQuerySchema = z.object({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(100, "The search must be at most 100 characters").optional()),
  type: z.preprocess(
    blankAsUndefined,
    z.enum(REQUIREMENT_TYPES, `Requirement type must be one of: ${REQUIREMENT_TYPES.join(", ")}`).optional(),
  ),
  needsReview: yesNo("Needs review"),
  overrides: yesNo("Has locked fields"),
  ...sortedPageFields(["country", "type", "pending", "verified"]),
});
export type RulesQuery = z.infer<typeof rulesQuerySchema>;

export type { FormBody };

export function texts(body: FormBody, key: string): string[] {
  const value = body[key];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
}
export const text = (body: FormBody, key: string) => texts(body, key).at(-1) ?? "";
/** A checkbox after its hidden "false": checked sends both values. */
const checked = (body: FormBody, key: string) => texts(body, key).includes("true");

/** Digits become a number, empty becomes null, anything else stays text for the schema to refuse. */
function daysFromText(value: string): number | null | string {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** "true" and "false" become booleans, empty becomes null, anything else stays text for the schema to refuse. */
function triState(value: string): boolean | null | string {
  return value === "true" ? true : value === "false" ? false : value === "" ? null : value;
}

export function editFromForm(body: FormBody) {
  return {
    changes: {
      requirementType: text(body, "requirementType"),
      visaFreeDays: daysFromText(text(body, "visaFreeDays")),
      passportValidityMinDays: daysFromText(text(body, "passportValidityMinDays")),
      notesBg: text(body, "notesBg"),
      notesEn: text(body, "notesEn"),
      sources: text(body, "sources")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      confidenceLevel: text(body, "confidenceLevel"),
      needsReview: checked(body, "needsReview"),
      idCardAccepted: triState(text(body, "idCardAccepted")),
      verifiedOn: text(body, "verifiedOn").trim() || null,
    },
    lockFields: checked(body, "lockFields"),
    comment: text(body, "comment"),
  };
}

export function editValuesFrom(body: FormBody): EditFormValues {
  const values = Object.fromEntries(EDIT_FORM_KEYS.map((key) => [key, text(body, key)])) as EditFormValues;
  return {
    ...values,
    needsReview: String(checked(body, "needsReview")),
    lockFields: String(checked(body, "lockFields")),
  };
}

export function countryParam(c: AdminContext): string | null {
  const code = (c.req.param("countryCode") ?? "").toUpperCase();
  return COUNTRY.test(code) ? code : null;
}
