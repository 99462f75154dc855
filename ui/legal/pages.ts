import { BGN_PER_EUR, BROWSER_STORAGE_KEYS, PREFERENCES_COOKIE } from "../../core/constants.ts";
import { formatNumber } from "../i18n/dictionary.ts";
import { type Language, languageOfPath, normalisePath, pathFor } from "../route-table.ts";

/** The four legal screens; one route module serves them all, keyed by the route table. */
export const LEGAL_PAGES = ["imprint", "privacy", "cookiePolicy", "terms"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Which legal screen a path is, in either language; React Router matches paths case-insensitively, so do we. */
export function legalPageOfPath(pathname: string): LegalPage | null {
  const path = normalisePath(pathname).toLowerCase();
  const lang = languageOfPath(path);
  return LEGAL_PAGES.find((page) => pathFor(page, lang).toLowerCase() === path) ?? null;
}

/** Screens a legal paragraph may link to with a `{key}` placeholder. */
export const LINKED_SCREENS = [
  "imprint",
  "privacy",
  "cookiePolicy",
  "terms",
  "newsletter",
  "contactCustomers",
  "contactPartners",
] as const;
export type LinkedScreen = (typeof LINKED_SCREENS)[number];

/** The supervisory authorities' websites. */
export const AUTHORITY_SITES = {
  kzld: "https://www.cpdp.bg/",
  kzp: "https://kzp.bg/",
} as const;
export type Authority = keyof typeof AUTHORITY_SITES;

/** Values the copy names that are constants of the product, as plain text. */
export function constantValues(lang: Language): Record<string, string> {
  return {
    rate: formatNumber(lang, BGN_PER_EUR, 5),
    cookieName: PREFERENCES_COOKIE.name,
    cookieDays: String(PREFERENCES_COOKIE.maxAgeDays),
    themeKey: BROWSER_STORAGE_KEYS.theme,
    demoNoticeKey: BROWSER_STORAGE_KEYS.demoNotice,
  };
}
