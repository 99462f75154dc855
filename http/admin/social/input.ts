import { z } from "zod";
import { SOCIAL_ACCOUNT_DEFAULTS } from "../../../core/constants.ts";
import { isUuid, UUID_PATTERN } from "../../../core/ids.ts";
import { ATTEMPT_STATUSES, type SocialAccount, TEMPLATE_STATUSES } from "../../../core/social/events.ts";
import { postSubmissionSchema } from "../../../core/social/schema.ts";
import { blankAsUndefined, type FormBody, formText, pageField } from "../shell/form-fields.ts";
import type { AccountFormValues } from "./account-page.tsx";
import { MANUAL_POST_KEYS, type ManualPostValues } from "./post-pages.tsx";
import type { TemplateFormValues } from "./templates-pages.tsx";

/** Every social id the server makes is a UUID (random, or attemptIdFor's hash in that shape). */
export const isSocialId = isUuid;

/**
 * An API body over blanks: a field left out gets the schema's own message ("Name is required")
 * instead of zod's bare "Required", as the same field sent empty from a form does.
 */
export function overBlanks(body: Record<string, unknown>, blanks: Record<string, unknown>): Record<string, unknown> {
  return { ...blanks, ...body };
}
export const ACCOUNT_BLANKS = { network: "", name: "", target: "", language: "" };
export const TEMPLATE_BLANKS = { name: "", network: "", language: "", body: "" };

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Browsers send a textarea's line breaks as CRLF; a post keeps the plain newlines the admin meant. */
const lines = (text: string) => text.replace(/\r\n?/g, "\n");

// ---------------------------------------------------------------- accounts

export const NEW_ACCOUNT_FORM: AccountFormValues = {
  network: "telegram",
  name: "",
  target: "",
  language: "bg",
  enabled: true,
  maxPostsPerHour: String(SOCIAL_ACCOUNT_DEFAULTS.maxPostsPerHour),
  minDealSavings: String(SOCIAL_ACCOUNT_DEFAULTS.minDealSavings),
};

export function accountFormValues(body: FormBody): AccountFormValues {
  return {
    network: formText(body, "network"),
    name: formText(body, "name"),
    target: formText(body, "target"),
    language: formText(body, "language"),
    // an unticked checkbox sends nothing
    enabled: formText(body, "enabled") !== "",
    maxPostsPerHour: formText(body, "maxPostsPerHour"),
    minDealSavings: formText(body, "minDealSavings"),
  };
}

export function accountValuesOf(account: SocialAccount): AccountFormValues {
  return {
    ...account,
    maxPostsPerHour: String(account.maxPostsPerHour),
    minDealSavings: String(account.minDealSavings),
  };
}

/** A blank number is left out: a new account takes the default, an edit keeps the stored value. */
export function accountInputOf(values: AccountFormValues): Record<string, unknown> {
  const number = (text: string) => (text.trim() === "" ? undefined : Number(text.trim()));
  const input: Record<string, unknown> = {
    network: values.network,
    name: values.name,
    target: values.target,
    language: values.language,
    enabled: values.enabled,
    maxPostsPerHour: number(values.maxPostsPerHour),
    minDealSavings: number(values.minDealSavings),
  };
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

// ---------------------------------------------------------------- templates

export const TEMPLATE_STATUS_MESSAGE = `Status must be ${TEMPLATE_STATUSES.join(", ").replace(/, (?=[^,]*$)/, " or ")}`;
const templateStatus = z.enum(TEMPLATE_STATUSES, TEMPLATE_STATUS_MESSAGE);

export const templateListQuerySchema = z.object({
  status: z.preprocess(blankAsUndefined, templateStatus.optional()),
});

export const templateStatusSchema = z.object({ to: templateStatus });

export function templateFormValues(body: FormBody): TemplateFormValues {
  return {
    name: formText(body, "name"),
    network: formText(body, "network") as TemplateFormValues["network"],
    language: formText(body, "language") as TemplateFormValues["language"],
    body: lines(formText(body, "body")),
  };
}

// ---------------------------------------------------------------- posts

export const POSTS_PAGE_SIZE = 25;

export const postListQuerySchema = z.object({
  status: z.preprocess(
    blankAsUndefined,
    z.enum(ATTEMPT_STATUSES, `Status must be one of ${ATTEMPT_STATUSES.join(", ")}`).optional(),
  ),
  account: z.preprocess(blankAsUndefined, z.string().regex(UUID_PATTERN, "Account must be an account id").optional()),
  page: pageField,
});

export const CHOOSE_ACCOUNT = "Choose an account";
export const TEXT_REQUIRED = "Text is required";
const TEXT_MAX = 2000;

/** A post written by hand: the spec's post submission, the account and the text exactly as it goes out. */
export const manualPostSchema = postSubmissionSchema.extend({
  accountId: z.string(CHOOSE_ACCOUNT),
  text: z
    .string(TEXT_REQUIRED)
    .trim()
    .min(1, TEXT_REQUIRED)
    .max(TEXT_MAX, `Text must be at most ${TEXT_MAX} characters`),
});

export const MANUAL_POST_BLANKS: Record<string, unknown> = {
  ...Object.fromEntries(MANUAL_POST_KEYS.map((key) => [key, ""])),
  price: Number.NaN,
  savingsPercent: Number.NaN,
};

export const EMPTY_MANUAL_POST = Object.fromEntries(
  MANUAL_POST_KEYS.map((key) => [key, key === "dealType" ? "deal" : key === "currency" ? "BGN" : ""]),
) as ManualPostValues;

export function manualPostValues(body: FormBody): ManualPostValues {
  const values = Object.fromEntries(MANUAL_POST_KEYS.map((key) => [key, formText(body, key)])) as ManualPostValues;
  return { ...values, text: lines(values.text) };
}

/** Form text as the schema's shape; a blank number is NaN so it gets the "must be a number" message. */
export function manualPostInputOf(values: ManualPostValues): Record<string, unknown> {
  const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));
  return { ...values, price: number(values.price), savingsPercent: number(values.savingsPercent) };
}
