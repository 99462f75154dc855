import { z } from "zod";
import { captchaTokenField } from "../captcha/form-outcome.ts";
import { emailField } from "../newsletter/schema.ts";
import { CUSTOMER_CATEGORIES, PARTNER_CATEGORIES } from "./categories.ts";
import { CONTACT_MESSAGES as M } from "./messages.ts";

/** Trimmed text: empty is 'Required', outside the limits the field's own message (one message per field). */
const text = (min: number, max: number, lengthMessage: string) =>
  z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .min(min, lengthMessage)
    .max(max, lengthMessage);

const category = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? M.required : M.invalidCategory),
  });

/** 'example.bg' is what people type; it means https://example.bg. */
const withScheme = (value: string) => (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value);
const httpUrl = z.httpUrl();

const shared = {
  email: emailField,
  gdprConsent: z.literal(true, { error: M.gdprConsentRequired }),
  captchaToken: captchaTokenField(M.turnstileRequired),
  /** Hidden from people; whatever fills it is a bot. */
  honeypot: z
    .string({ error: M.botDetected })
    .trim()
    .optional()
    .refine((value) => !value, M.botDetected),
  language: z.enum(["bg", "en"], { error: M.invalidRequest }).default("bg"),
};

export const customerContactSchema = z.object(
  {
    category: category(CUSTOMER_CATEGORIES),
    name: text(2, 100, M.nameLength),
    message: text(10, 2000, M.customerMessageLength),
    ...shared,
  },
  { error: M.invalidRequest },
);

export const partnerContactSchema = z.object(
  {
    category: category(PARTNER_CATEGORIES),
    companyName: text(2, 200, M.companyNameLength),
    contactPerson: text(2, 100, M.contactPersonLength),
    website: z
      .string({ error: M.invalidWebsite })
      .trim()
      .max(500, M.invalidWebsite)
      .optional()
      .transform((value) => withScheme(value ?? ""))
      .refine((value) => value === "" || httpUrl.safeParse(value).success, M.invalidWebsite),
    message: text(20, 3000, M.partnerMessageLength),
    ...shared,
  },
  { error: M.invalidRequest },
);

export type CustomerContactInput = z.infer<typeof customerContactSchema>;
export type PartnerContactInput = z.infer<typeof partnerContactSchema>;
