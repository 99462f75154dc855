import { z } from "zod";
import { PURGE_STATUSES } from "../../../core/edge-purge/events.ts";
import { blankAsUndefined, pageField } from "../shell/form-fields.ts";

export const PURGES_PATH = "/nimda/purges";
export const PURGES_API_PATH = "/nimda/api/purges";

/** The CMS decider's page keys (seeded ones are camelCase, new ones lowercase with dashes). */
const PAGE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export const purgeLogQuerySchema = z.object({
  status: z.preprocess(
    blankAsUndefined,
    z.enum(PURGE_STATUSES, `Status must be one of: ${PURGE_STATUSES.join(", ")}`).optional(),
  ),
  page: pageField,
});
export type PurgeLogQuery = z.infer<typeof purgeLogQuerySchema>;

export const pagePurgeSchema = z.strictObject({
  pageKey: z
    .string("Page key is required")
    .trim()
    .min(1, "Page key is required")
    .regex(PAGE_KEY, "Page key must start with a letter and use only letters, digits, - and _ (at most 64 characters)"),
});

/** The sitemap purge takes nothing; an API caller may send an empty object. */
export const sitemapPurgeSchema = z.strictObject({});

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
