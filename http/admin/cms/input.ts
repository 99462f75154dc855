import { z } from "zod";
import { slugPathProblem } from "../../../core/cms/decider.ts";
import {
  CMS_LOCALES,
  type CmsLocale,
  LOCALIZATION_STATUSES,
  PAGE_TYPES,
  PUBLISHING_STATES,
} from "../../../core/cms/events.ts";
import { blankAsUndefined, sortedPageFields } from "../shell/form-fields.ts";

/** New pages get URL-friendly keys; seeded ones are the route table's camelCase screen keys. */
const NEW_PAGE_KEY = /^[a-z][a-z0-9-]{0,63}$/;
const SLUG_MAX = 200;
const SLUG_SEGMENT = /^(?:[a-z0-9-]+|:[A-Za-z]+)$/;

/** The decider's slug rule (core/cms/decider.ts) told step by step, so the admin learns what to fix. */
export function slugProblem(locale: CmsLocale, slugPath: string): string | null {
  if (slugPath === "") return "Slug path is required";
  if (!slugPath.startsWith("/")) return "Slug path must start with /";
  if (slugPath.length > SLUG_MAX) return `Slug path must be at most ${SLUG_MAX} characters`;
  if (slugPath !== "/") {
    if (slugPath.endsWith("/")) return "Slug path must not end with /";
    for (const segment of slugPath.slice(1).split("/")) {
      if (segment === "") return "Slug path must not contain //";
      if (!SLUG_SEGMENT.test(segment))
        return `Slug path segment "${segment}" may only use lowercase letters, digits and dashes, or be a :parameter`;
    }
  }
  const english = slugPath === "/en" || slugPath.startsWith("/en/");
  if (locale === "en" && !english) return "An English slug path must start with /en";
  if (locale === "bg" && english) return "A Bulgarian slug path must not start with /en";
  return slugPathProblem(locale, slugPath);
}

export const slugPath = (locale: CmsLocale) =>
  z
    .string("Slug path is required")
    .trim()
    .superRefine((value, ctx) => {
      const problem = slugProblem(locale, value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalSlugPath = (locale: CmsLocale) => z.preprocess(emptyToNull, slugPath(locale).nullish());

const PAGE_TYPE_MESSAGE = `Page type must be one of: ${PAGE_TYPES.join(", ")}`;
const STATE_MESSAGE = `Publishing state must be one of: ${PUBLISHING_STATES.join(", ")}`;

export const createPageSchema = z.strictObject({
  pageKey: z
    .string("Page key is required")
    .trim()
    .min(1, "Page key is required")
    .regex(
      NEW_PAGE_KEY,
      "Page key must start with a lowercase letter and use only lowercase letters, digits and dashes (at most 64 characters)",
    )
    // /nimda/cms/new is the form, so a page called "new" could never be opened
    .refine((key) => key !== "new", 'The page key "new" is reserved')
    .refine((key) => key !== "preview-tokens", 'The page key "preview-tokens" is reserved')
    .refine((key) => key !== "snippets", 'The page key "snippets" is reserved'),
  pageType: z.enum(PAGE_TYPES, PAGE_TYPE_MESSAGE),
  bgSlugPath: optionalSlugPath("bg"),
  enSlugPath: optionalSlugPath("en"),
});
export type CreatePageInput = z.infer<typeof createPageSchema>;

export const stateSchema = z.strictObject({
  to: z.enum(PUBLISHING_STATES, STATE_MESSAGE),
  /** To schedule: an ISO instant (the API), or the form's wall-clock time once converted. */
  publishAt: z.string("publishAt must be a date and time").optional(),
});

/** The state form's "Publish at" is a wall-clock time in the settings' time zone. */
export const PUBLISH_AT_MESSAGE = "Publish at must be a date and time";

export const localizationSchema = (locale: CmsLocale) =>
  z.strictObject({
    slugPath: slugPath(locale),
    status: z.enum(LOCALIZATION_STATUSES, `Status must be one of: ${LOCALIZATION_STATUSES.join(", ")}`),
  });

export const cmsListQuerySchema = z.object({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(200, "The search must be at most 200 characters").optional()),
  type: z.preprocess(blankAsUndefined, z.enum(PAGE_TYPES, PAGE_TYPE_MESSAGE).optional()),
  state: z.preprocess(blankAsUndefined, z.enum(PUBLISHING_STATES, STATE_MESSAGE).optional()),
  ...sortedPageFields(["key", "type", "state", "updated"]),
});
export type CmsListQuery = z.infer<typeof cmsListQuerySchema>;

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
export const isLocale = (v: string | undefined): v is CmsLocale => CMS_LOCALES.includes(v as CmsLocale);
