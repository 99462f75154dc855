import { z } from "zod";
import { captchaTokenField } from "../captcha/form-outcome.ts";
import { BULGARIAN_AIRPORTS } from "../constants.ts";
import { NEWSLETTER_MESSAGES as M } from "./messages.ts";
import { emailField, maxPriceField } from "./schema.ts";

/** The "Alert me" form: an address, what to watch, consent and the captcha. */
export const alertInputSchema = z
  .object(
    {
      email: emailField,
      consent: z.literal(true, { error: M.consentRequired }),
      captchaToken: captchaTokenField(M.captchaRequired),
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
      language: z.enum(["bg", "en"], { error: M.invalidRequest }).default("bg"),
    },
    { error: M.invalidRequest },
  )
  .refine((input) => input.fromAirport !== null || input.destinationId !== null, {
    message: M.alertNeedsPlace,
    path: ["destinationId"],
  })
  .refine((input) => input.destinationId !== null || input.maxPriceBgn !== null, {
    message: M.alertNeedsPrice,
    path: ["maxPriceBgn"],
  });

export type AlertInput = z.infer<typeof alertInputSchema>;
