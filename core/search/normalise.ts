import { slugify } from "../catalog/transliterate.ts";

/**
 * Text as the search compares it: Cyrillic transliterated the way the site's slugs are
 * (core/catalog/transliterate.ts), accents stripped, lower case, words separated by single
 * spaces. "Лондон", "LONDON" and "Londón" all become "london"; "Мюнхен" and "myunhen" meet.
 */
export function foldText(text: string): string {
  return slugify(text).replace(/-/g, " ");
}
