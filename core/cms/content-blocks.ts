import { z } from "zod";
import { sanitizeRichText } from "./rich-text.ts";
import { isSitePath } from "./site-path.ts";

/**
 * What a page's content is made of (issue 17): blocks an admin puts in order, each localization
 * its own list. Rich text goes through the allowlist sanitizer (rich-text.ts) on save, so what is
 * stored is what the page may render.
 */

/** The deal listings a block can show: the site's four collections. */
export const DEAL_COLLECTIONS = ["best", "weekend", "last_minute", "christmas"] as const;

const IATA = z.string().regex(/^[A-Z]{3}$/, "An IATA code is three capital letters");
const text = (max: number) => z.string().trim().min(1, "Required").max(max, `At most ${max} characters`);
/** A path on this site, or an https address elsewhere. */
const LINK = z
  .string()
  .trim()
  .max(2000)
  .refine((href) => isSitePath(href) || /^https:\/\/[^\s]+$/.test(href), "A path on this site or an https address");

/** Rich text is kept as the allowlist leaves it (rich-text.ts): a script is removed, not refused. */
const richText = text(20_000)
  .transform(sanitizeRichText)
  .pipe(z.string().min(1, "Nothing is left of this text once scripts and unsupported markup are removed"));

export const CONTENT_BLOCK_SCHEMA = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("text"), heading: text(200).optional(), body: richText }),
    z.strictObject({ type: z.literal("picture"), mediaId: z.uuid("A media id"), alt: text(300) }),
    z.strictObject({
      type: z.literal("deals"),
      heading: text(200).optional(),
      filter: z.strictObject({
        from: IATA.optional(),
        to: IATA.optional(),
        maxPriceBgn: z.number().positive().max(100_000).optional(),
        collection: z.enum(DEAL_COLLECTIONS).optional(),
      }),
      limit: z.int().min(1).max(24),
    }),
    z.strictObject({
      type: z.literal("faq"),
      items: z
        .array(z.strictObject({ question: text(300), answer: text(3_000) }))
        .min(1)
        .max(20),
    }),
    z.strictObject({ type: z.literal("cta"), label: text(80), href: LINK }),
  ],
  { error: "Block type must be one of: text, picture, deals, faq, cta" },
);

export type ContentBlock = z.infer<typeof CONTENT_BLOCK_SCHEMA>;
export type ContentBlockType = ContentBlock["type"];

/** A localization's content: at most 50 blocks, so a page stays a page. */
export const CONTENT_SCHEMA = z.array(CONTENT_BLOCK_SCHEMA).max(50, "At most 50 blocks");
