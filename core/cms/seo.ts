import { z } from "zod";

/**
 * A page's search and sharing details in one language (issue 17): each field left empty keeps the
 * screen's own default. Title and description may name reusable snippets as {{key}}.
 */
export const SNIPPET_KEY = /^[a-z][a-z0-9-]{0,39}$/;
const SNIPPET_REFERENCE = /\{\{([^{}]*)\}\}/g;

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable(),
  );

/** A path on this site or an https address: where the page's one true address is. */
const CANONICAL = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (href) => /^\/(?!\/)\S*$/.test(href) || /^https:\/\/\S+$/.test(href),
    "Canonical must be a path on this site or an https address",
  );

export const SEO_SCHEMA = z.strictObject({
  title: optionalText(120, "Title"),
  description: optionalText(320, "Description"),
  ogMediaId: z.preprocess((value) => (value === "" ? null : value), z.uuid("OG picture must be a media id").nullable()),
  canonical: z.preprocess((value) => (value === "" ? null : value), CANONICAL.nullable()),
  noindex: z.boolean("noindex must be true or false"),
});

export type PageSeo = z.infer<typeof SEO_SCHEMA>;
export const EMPTY_SEO: PageSeo = { title: null, description: null, ogMediaId: null, canonical: null, noindex: false };

/** The snippet keys a text names, in order of first mention. */
export function snippetReferences(text: string | null): string[] {
  return [...new Set([...(text ?? "").matchAll(SNIPPET_REFERENCE)].map((match) => (match[1] ?? "").trim()))];
}

/** The text with every {{key}} replaced by its snippet; an unknown key leaves nothing behind. */
export function expandSnippets(text: string, snippets: ReadonlyMap<string, string>): string {
  return text
    .replace(SNIPPET_REFERENCE, (_, key: string) => snippets.get(key.trim()) ?? "")
    .replace(/\s{2,}/g, " ")
    .trim();
}
