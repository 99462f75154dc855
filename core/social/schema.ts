import { z } from "zod";
import { SOCIAL_ACCOUNT_DEFAULTS } from "../constants.ts";
import { POST_LANGUAGES } from "./events.ts";
import { SOCIAL_NETWORKS } from "./publisher.ts";
import { unknownPlaceholders } from "./render.ts";

/** Input rules of social posting, with the spec's messages where it has them (section 5). */

const REQUIRED = "Required";
const typeError = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : message),
});

const letters = (field: string, length: number) => {
  const message = `${field} must be ${length} letters`;
  return z
    .string(typeError(message))
    .trim()
    .regex(new RegExp(`^[A-Za-z]{${length}}$`), message)
    .toUpperCase();
};

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const isAbsoluteUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** Spec section 5, "Post submission": what a post about a deal must carry. */
export const postSubmissionSchema = z.object({
  flightId: z.string(typeError("flightId is required")).trim().min(1, "flightId is required"),
  fromAirport: letters("fromAirport", 3),
  toAirport: letters("toAirport", 3),
  price: z.number(typeError("price must be a number")).positive("price must be positive"),
  currency: letters("currency", 3),
  departureAt: z
    .string(typeError("departureAt must be an ISO date-time"))
    .refine((v) => ISO_DATETIME.test(v) && !Number.isNaN(Date.parse(v)), "departureAt must be an ISO date-time"),
  airlineCode: z
    .string(typeError("airlineCode must be 2 letters or digits"))
    .trim()
    .regex(/^[A-Za-z0-9]{2}$/, "airlineCode must be 2 letters or digits")
    .toUpperCase(),
  dealUrl: z
    .string(typeError("dealUrl must be an absolute URL"))
    .refine(isAbsoluteUrl, "dealUrl must be an absolute URL"),
  dealType: z.enum(["deal", "hot_deal", "great_deal"], typeError("dealType must be deal, hot_deal or great_deal")),
  savingsPercent: z
    .number(typeError("savingsPercent must be a number"))
    .min(0, "savingsPercent must be between 0 and 100")
    .max(100, "savingsPercent must be between 0 and 100"),
});

const networkSchema = z.enum(SOCIAL_NETWORKS, typeError(`network must be one of ${SOCIAL_NETWORKS.join(", ")}`));
const languageSchema = z.enum(POST_LANGUAGES, typeError("language must be bg or en"));

export const socialAccountInputSchema = z.object({
  network: networkSchema,
  name: z
    .string(typeError("Name is required"))
    .trim()
    .min(1, "Name is required")
    .max(80, "Name must be at most 80 characters"),
  target: z
    .string(typeError("Target is required"))
    .trim()
    .min(1, "Target is required")
    .max(200, "Target must be at most 200 characters"),
  language: languageSchema,
  enabled: z.boolean(typeError("enabled must be true or false")).default(true),
  maxPostsPerHour: z
    .number(typeError("maxPostsPerHour must be a number"))
    .int("maxPostsPerHour must be a whole number")
    .min(1, "maxPostsPerHour must be between 1 and 60")
    .max(60, "maxPostsPerHour must be between 1 and 60")
    .default(SOCIAL_ACCOUNT_DEFAULTS.maxPostsPerHour),
  minDealSavings: z
    .number(typeError("minDealSavings must be a number"))
    .min(0, "minDealSavings must be between 0 and 100")
    .max(100, "minDealSavings must be between 0 and 100")
    .default(SOCIAL_ACCOUNT_DEFAULTS.minDealSavings),
});
export type SocialAccountInput = z.infer<typeof socialAccountInputSchema>;

export const postTemplateInputSchema = z.object({
  name: z
    .string(typeError("Name is required"))
    .trim()
    .min(1, "Name is required")
    .max(80, "Name must be at most 80 characters"),
  network: z.enum(
    ["any", ...SOCIAL_NETWORKS],
    typeError(`network must be any or one of ${SOCIAL_NETWORKS.join(", ")}`),
  ),
  language: languageSchema,
  body: z
    .string(typeError("Body is required"))
    .trim()
    .min(1, "Body is required")
    .max(2000, "Body must be at most 2000 characters")
    .refine((body) => body.includes("{url}"), "Body must contain {url}, the link to the deal")
    .superRefine((body, ctx) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length > 0) ctx.addIssue({ code: "custom", message: `Unknown placeholder ${unknown[0]}` });
    }),
});
export type PostTemplateInput = z.infer<typeof postTemplateInputSchema>;

export const shareNetworksInputSchema = z.object({
  networks: z
    .array(networkSchema, typeError("networks must be a list"))
    .transform((networks) => SOCIAL_NETWORKS.filter((n) => networks.includes(n))),
});

export interface InputIssue {
  path: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; issues: InputIssue[] };

export function parseInput<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  };
}
