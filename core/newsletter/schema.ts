import { z } from "zod";
import { captchaTokenField } from "../captcha/form-outcome.ts";
import { BULGARIAN_AIRPORTS, EMAIL_MAX_LENGTH } from "../constants.ts";
import { NEWSLETTER_MESSAGES as M } from "./messages.ts";
import { DEFAULT_PREFERENCES, NEWSLETTER_FREQUENCIES, sortAirports } from "./preferences.ts";

/** A missing field is 'Required'; one that is there but not an address gets the e-mail message. */
export const emailField = z
  .string({ error: M.required })
  .trim()
  .max(EMAIL_MAX_LENGTH, M.invalidEmail)
  .pipe(z.email({ error: M.invalidEmail }));

/** Highest price cap a subscriber can set, in BGN: above it a cap means nothing. */
export const MAX_PRICE_CAP_BGN = 100_000;

/** Departure airports: one or more of the four, in one spelling whatever order they came in. */
export const airportsField = z
  .array(
    z
      .string({ error: M.unknownAirport })
      .trim()
      .toUpperCase()
      .pipe(z.enum(BULGARIAN_AIRPORTS, { error: M.unknownAirport })),
    {
      error: M.airportsRequired,
    },
  )
  .min(1, M.airportsRequired)
  .max(BULGARIAN_AIRPORTS.length, M.airportsRequired)
  .transform(sortAirports);

/** A price cap in BGN: a positive number, or null (or nothing) for any price. */
export const maxPriceField = z
  .number({ error: M.invalidMaxPrice })
  .positive(M.invalidMaxPrice)
  .max(MAX_PRICE_CAP_BGN, M.invalidMaxPrice)
  .nullable();

/**
 * A subscriber's preferences, whole. Country codes are checked for shape here and against the
 * catalog by the service, which knows the countries.
 */
export const preferencesSchema = z.object(
  {
    deals: z.boolean({ error: M.invalidRequest }).default(DEFAULT_PREFERENCES.deals),
    tips: z.boolean({ error: M.invalidRequest }).default(DEFAULT_PREFERENCES.tips),
    frequency: z.enum(NEWSLETTER_FREQUENCIES, { error: M.invalidRequest }).default(DEFAULT_PREFERENCES.frequency),
    airports: airportsField.default(DEFAULT_PREFERENCES.airports),
    countries: z
      .array(
        z
          .string({ error: M.unknownCountry })
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, M.unknownCountry),
        { error: M.unknownCountry },
      )
      .max(60, M.unknownCountry)
      .transform((codes) => [...new Set(codes)].sort())
      .default([]),
    maxPriceBgn: maxPriceField.default(null),
  },
  { error: M.invalidRequest },
);

/** The subscription form as the API and the screen receive it (spec section 5). */
export const newsletterInputSchema = z.object(
  {
    email: emailField,
    consent: z.literal(true, { error: M.consentRequired }),
    captchaToken: captchaTokenField(M.captchaRequired),
    preferences: preferencesSchema.default(DEFAULT_PREFERENCES),
    language: z.enum(["bg", "en"], { error: M.invalidRequest }).default("bg"),
  },
  { error: M.invalidRequest },
);

export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/** A confirmation or unsubscribe link's token. */
export const tokenQuerySchema = z.object({
  token: z.string({ error: M.required }).trim().min(1, M.required).max(200, M.invalidLink),
});

/** One subscription per address, whatever its spelling. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
