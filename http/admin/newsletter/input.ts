import { z } from "zod";
import { BULGARIAN_AIRPORTS, type BulgarianAirport } from "../../../core/constants.ts";
import { emailField } from "../../../core/newsletter/schema.ts";
import type { FormBody } from "../shell/form-fields.ts";
import { ISSUE_FREQUENCIES, PREVIEW_DEFAULTS } from "./page.tsx";

const NEWSLETTER_LANGUAGES = ["bg", "en"] as const;

export const LANGUAGE_MESSAGE = "Language must be bg or en";
export const FREQUENCY_MESSAGE = "Frequency must be daily, weekly or monthly";
export const AIRPORTS_MESSAGE = `Airports must be one or more of ${BULGARIAN_AIRPORTS.join(", ")}`;

/** One airport arrives as a string (a query's or a form's single value), several as a list. */
const asList = (value: unknown) => (typeof value === "string" ? [value] : value);

/** Any order and case, repeats folded: one spelling per airport set, as issue ids have it. */
const airportsField = z.preprocess(
  asList,
  z
    .array(z.string(AIRPORTS_MESSAGE).trim().toUpperCase().pipe(z.enum(BULGARIAN_AIRPORTS, AIRPORTS_MESSAGE)), {
      error: AIRPORTS_MESSAGE,
    })
    .min(1, AIRPORTS_MESSAGE)
    // four airports, each perhaps twice: a longer list is no form's
    .max(16, AIRPORTS_MESSAGE)
    .transform((codes): BulgarianAirport[] => BULGARIAN_AIRPORTS.filter((code) => codes.includes(code))),
);

const issueFields = {
  language: z.enum(NEWSLETTER_LANGUAGES, LANGUAGE_MESSAGE),
  airports: airportsField,
  frequency: z.enum(ISSUE_FREQUENCIES, FREQUENCY_MESSAGE),
};

const isEmptyObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * The preview's query. Without any parameter it shows the defaults; once the form is sent every
 * field counts, so unticking every airport is an error rather than a silent Sofia.
 */
export const previewQuerySchema = z.preprocess(
  (value) => (isEmptyObject(value) ? PREVIEW_DEFAULTS : value),
  z.object(issueFields, { error: "Invalid request" }),
);
export type PreviewQuery = z.infer<typeof previewQuerySchema>;

/** A test mail: the preview's issue and where to send it. */
export const testSendSchema = z.object({ to: emailField, ...issueFields }, { error: "Invalid request" });

export const sendNowSchema = z.object(
  { frequency: z.enum(ISSUE_FREQUENCIES, FREQUENCY_MESSAGE) },
  { error: FREQUENCY_MESSAGE },
);

/**
 * A query as Hono's query validator hands it to zod: one value as a string, repeated ones as a
 * list; the page and its JSON twin then read the same query the same way.
 */
export function queryInput(queries: Record<string, string[]>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(queries).map(([key, values]): [string, string | string[]] => [
      key,
      values.length === 1 ? (values[0] as string) : values,
    ]),
  );
}

/** A form post as the same shape: the last value of single fields, every ticked airport. */
export function testFormInput(body: FormBody): Record<string, unknown> {
  const text = (key: string) => {
    const value = body[key];
    const last = Array.isArray(value) ? value.at(-1) : value;
    return typeof last === "string" ? last : undefined;
  };
  const airports = body.airports;
  return {
    to: text("to"),
    language: text("language"),
    frequency: text("frequency"),
    airports: (Array.isArray(airports) ? airports : airports === undefined ? [] : [airports]).filter(
      (value) => typeof value === "string",
    ),
  };
}
