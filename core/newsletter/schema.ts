import { z } from "zod";
import { MAX_CAPTCHA_TOKEN_LENGTH } from "../captcha/captcha.ts";
import { NEWSLETTER_MESSAGES as M } from "./messages.ts";
import { DEFAULT_PREFERENCES, NEWSLETTER_FREQUENCIES } from "./preferences.ts";

/** A missing field is 'Required'; one that is there but not an address gets the e-mail message. */
export const emailField = z
  .string({ error: M.required })
  .trim()
  .max(254, M.invalidEmail)
  .pipe(z.email({ error: M.invalidEmail }));

/** The subscription form as the API and the screen receive it (spec section 5). */
export const newsletterInputSchema = z.object(
  {
    email: emailField,
    consent: z.literal(true, { error: M.consentRequired }),
    captchaToken: z
      .string({ error: M.captchaRequired })
      .trim()
      .min(1, M.captchaRequired)
      .max(MAX_CAPTCHA_TOKEN_LENGTH, M.captchaRequired),
    preferences: z
      .object({
        deals: z.boolean({ error: M.invalidRequest }).default(DEFAULT_PREFERENCES.deals),
        tips: z.boolean({ error: M.invalidRequest }).default(DEFAULT_PREFERENCES.tips),
        frequency: z.enum(NEWSLETTER_FREQUENCIES, { error: M.invalidRequest }).default(DEFAULT_PREFERENCES.frequency),
      })
      .default(DEFAULT_PREFERENCES),
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
