import type { Alternates } from "../catalog/catalog.ts";
import { type Language, ROUTE_TABLE, type ScreenKey } from "../route-table.ts";

/** A page of GET /api/bootstrap/cms (spec sections 3 and 7). */
export interface CmsPagePayload {
  pageKey: string;
  pageType: string;
  publishingState: string;
  localizations: { locale: string; status: string; slugPath: string }[];
}

export interface CmsRoute {
  pageKey: string;
  pageType: string;
  locale: Language;
  path: string;
  screen: ScreenKey | null;
}

const HOME_KEYS = new Set(["home", "homepage", "index"]);
const SCREEN_OF_TYPE: Record<string, ScreenKey> = {
  country: "country",
  destination: "destination",
  sight: "sight",
  deal_specific: "destinationDeal",
};
const SCREEN_KEYS = new Set<string>(ROUTE_TABLE.map((screen) => screen.key));

const segmentsOf = (path: string, locale: Language) =>
  (locale === "en" ? path.replace(/^\/en(?=\/|$)/, "") : path).split("/").filter(Boolean);
const parameters = (path: string) => path.split("/").filter((segment) => segment.startsWith(":")).length;

/** Which screen renders a page: home keys are home, static keys name their screen, else the page type. */
export function screenOfPage(page: Pick<CmsPagePayload, "pageKey" | "pageType">): ScreenKey | null {
  if (HOME_KEYS.has(page.pageKey)) return "home";
  if (SCREEN_KEYS.has(page.pageKey)) return page.pageKey as ScreenKey;
  return SCREEN_OF_TYPE[page.pageType] ?? null;
}

const isLive = (page: CmsPagePayload) => page.publishingState === "live";

/**
 * The route source of spec section 2: only live pages with live localizations, more segments
 * first, then fewer parameters, then alphabetically. Null when the list is missing or empty,
 * so the caller keeps the fixed route table.
 */
export function cmsRoutes(pages: readonly CmsPagePayload[] | null | undefined): CmsRoute[] | null {
  const routes: CmsRoute[] = [];
  for (const page of pages ?? []) {
    if (!isLive(page)) continue;
    for (const localization of page.localizations) {
      if (localization.status !== "live" || (localization.locale !== "bg" && localization.locale !== "en")) continue;
      const locale = localization.locale;
      routes.push({
        pageKey: page.pageKey,
        pageType: page.pageType,
        locale,
        path: localization.slugPath,
        screen: screenOfPage(page),
      });
    }
  }
  if (routes.length === 0) return null;
  return routes.sort(
    (a, b) =>
      segmentsOf(b.path, b.locale).length - segmentsOf(a.path, a.locale).length ||
      parameters(a.path) - parameters(b.path) ||
      a.path.localeCompare(b.path),
  );
}

/** How many segments a page of each type must have to enter the language mapping. */
const SEGMENTS_OF_TYPE: Record<string, (segments: string[]) => boolean> = {
  destination: (s) => s.length === 2,
  deal_generic: (s) => s.length === 2,
  deal_specific: (s) => s.length === 2,
  sight: (s) => s.length === 4 && s[2] === "sight",
  country: (s) => s.length === 1,
};

/**
 * The language mapping: pages live in both languages with no `:parameter` segments, paired bg
 * path to en path. Destination and deal pages need 2 segments, sights 4 with 'sight' third,
 * countries 1.
 */
export function languagePairs(pages: readonly CmsPagePayload[] | null | undefined): Alternates[] {
  const pairs: Alternates[] = [];
  for (const page of pages ?? []) {
    if (!isLive(page)) continue;
    const live = (locale: Language) =>
      page.localizations.find((l) => l.locale === locale && l.status === "live")?.slugPath ?? null;
    const bg = live("bg");
    const en = live("en");
    if (!bg || !en || bg.includes(":") || en.includes(":")) continue;
    const shape = SEGMENTS_OF_TYPE[page.pageType];
    if (shape && !(shape(segmentsOf(bg, "bg")) && shape(segmentsOf(en, "en")))) continue;
    pairs.push({ bg, en });
  }
  return pairs;
}

/** The other-language path of `pathname` among the pairs, or null. */
export function pairedPath(pairs: readonly Alternates[], pathname: string, target: Language): string | null {
  const source: Language = target === "bg" ? "en" : "bg";
  return pairs.find((pair) => pair[source] === pathname)?.[target] ?? null;
}

/**
 * Loads the page list as the spec's client does: a non-OK status or success false is an error
 * ('Failed to fetch CMS bootstrap payload ({status})', 'CMS bootstrap payload unsuccessful'
 * or the server's message), and the caller then keeps no mapping.
 */
export async function fetchCmsPages(fetcher: typeof fetch = fetch): Promise<CmsPagePayload[]> {
  const response = await fetcher("/api/bootstrap/cms", {
    credentials: "include",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Failed to fetch CMS bootstrap payload (${response.status})`);
  const body = (await response.json()) as {
    success?: boolean;
    message?: string;
    error?: { message?: string };
    data?: { pages?: CmsPagePayload[] };
  };
  if (body.success !== true)
    throw new Error(body.message ?? body.error?.message ?? "CMS bootstrap payload unsuccessful");
  return body.data?.pages ?? [];
}
