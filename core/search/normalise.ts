import { slugify } from "../catalog/transliterate.ts";

/**
 * Text as the search compares it: Cyrillic transliterated the way the site's slugs are
 * (core/catalog/transliterate.ts), accents stripped, lower case, words separated by single
 * spaces. "Лондон", "LONDON" and "Londón" all become "london"; "Мюнхен" and "myunhen" meet.
 */
export function foldText(text: string): string {
  return slugify(text).replace(/-/g, " ");
}

/** Letters a free-text query may carry into the event log; anything else becomes a space. */
const KEPT = /[^\p{L}\p{N}\s'.,()-]/gu;

/**
 * The query as a search event records it (decision 0024): trimmed, lower case, accents kept
 * (so Bulgarian stays readable), at most 100 characters, and nothing that looks like personal
 * data: a query with an e-mail address, a phone-like run of digits or a URL is stored as null.
 */
export function normaliseQueryForLog(query: string): string | null {
  const text = query.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ").slice(0, 100);
  if (text === "") return null;
  if (/@|https?:|www\.|\d[\d\s\-/.]{4,}\d/.test(text)) return null;
  return text.replace(KEPT, " ").replace(/\s+/g, " ").trim() || null;
}
