/**
 * The long texts of the legal screens, by page and language: copy, kept as data in
 * ./legal/{bg,en}.json (checked against LEGAL_SECTIONS_SCHEMA by legal-sections.test.ts).
 * Server-only (the `.server` suffix keeps them out of the browser's bundle): the legal route's
 * loader sends the one page the visitor reads. Placeholders as in ./sections/legal.ts.
 */
import { z } from "zod";
import bg from "./legal/bg.json" with { type: "json" };
import en from "./legal/en.json" with { type: "json" };

const LEGAL_SECTION_SCHEMA = z.strictObject({
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});

export type LegalSection = z.infer<typeof LEGAL_SECTION_SCHEMA>;

const LEGAL_PAGE_KEYS = ["imprint", "privacy", "cookiePolicy", "terms"] as const;

type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

/** Every legal page of a language, each a non-empty list of sections. */
export const LEGAL_SECTIONS_SCHEMA = z.strictObject(
  Object.fromEntries(LEGAL_PAGE_KEYS.map((key) => [key, z.array(LEGAL_SECTION_SCHEMA).min(1)])) as Record<
    LegalPageKey,
    z.ZodArray<typeof LEGAL_SECTION_SCHEMA>
  >,
);

export const LEGAL_SECTIONS: Record<"bg" | "en", Record<LegalPageKey, LegalSection[]>> = { bg, en };

export function legalSections(lang: "bg" | "en", page: LegalPageKey): LegalSection[] {
  return LEGAL_SECTIONS[lang][page];
}
