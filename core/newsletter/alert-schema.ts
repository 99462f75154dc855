import { z } from "zod";
import { captchaTokenField } from "../captcha/form-outcome.ts";
import { BULGARIAN_AIRPORTS } from "../constants.ts";
import { NEWSLETTER_MESSAGES as M } from "./messages.ts";
import { emailField, maxPriceField } from "./schema.ts";

/** What an alert watches, whichever way it arrives (a mail, a device's notification). */
export const watchFields = {
  fromAirport: z
    .string({ error: M.unknownAirport })
    .trim()
    .toUpperCase()
    .pipe(z.enum(BULGARIAN_AIRPORTS, { error: M.unknownAirport }))
    .nullable()
    .default(null),
  destinationId: z
    .string({ error: M.unknownDestination })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, M.unknownDestination)
    .nullable()
    .default(null),
  maxPriceBgn: maxPriceField.default(null),
};

/** A watch needs a place, and everything from an airport needs a price too. */
export function checkWatch(
  watch: { fromAirport: string | null; destinationId: string | null; maxPriceBgn: number | null },
  context: z.RefinementCtx,
): void {
  if (watch.fromAirport === null && watch.destinationId === null)
    context.addIssue({ code: "custom", message: M.alertNeedsPlace, path: ["destinationId"] });
  if (watch.destinationId === null && watch.maxPriceBgn === null)
    context.addIssue({ code: "custom", message: M.alertNeedsPrice, path: ["maxPriceBgn"] });
}

/** The "Alert me" form: an address, what to watch, consent and the captcha. */
export const alertInputSchema = z
  .object(
    {
      email: emailField,
      consent: z.literal(true, { error: M.consentRequired }),
      captchaToken: captchaTokenField(M.captchaRequired),
      ...watchFields,
      language: z.enum(["bg", "en"], { error: M.invalidRequest }).default("bg"),
    },
    { error: M.invalidRequest },
  )
  .superRefine(checkWatch);

export type AlertInput = z.infer<typeof alertInputSchema>;
