/**
 * Every screen of spec section 2, named once with its Bulgarian and English path.
 * Routes, links, the language switch, hreflang alternates and the sitemap read it.
 * Paths use React Router's `:param` syntax.
 */

export type Language = "bg" | "en";
export const LANGUAGES: readonly Language[] = ["bg", "en"];

export const ROUTE_TABLE = [
  { key: "home", bg: "/", en: "/en" },
  { key: "imprint", bg: "/imprint", en: "/en/imprint" },
  { key: "privacy", bg: "/privacy", en: "/en/privacy" },
  { key: "cookiePolicy", bg: "/cookie-policy", en: "/en/cookie-policy" },
  { key: "terms", bg: "/terms", en: "/en/terms" },
  { key: "newsletter", bg: "/newsletter", en: "/en/newsletter" },
  // a subscriber's own settings behind a signed link: private, never in the sitemap
  { key: "newsletterPreferences", bg: "/newsletter/nastroyki", en: "/en/newsletter/preferences" },
  { key: "links", bg: "/linkove", en: "/en/links" },
  { key: "contactCustomers", bg: "/kontakti/klienti", en: "/en/contact/customers" },
  { key: "contactPartners", bg: "/kontakti/partniori", en: "/en/contact/partners" },
  { key: "search", bg: "/search", en: "/en/search" },
  { key: "bestDeals", bg: "/nai-dobrite-samoletni-sdelki-dnes", en: "/en/best-flight-deals-today" },
  { key: "weekendDeals", bg: "/weekend-poleti", en: "/en/weekend-flight-deals" },
  { key: "lastMinuteDeals", bg: "/last-minute-poleti", en: "/en/last-minute-flight-deals" },
  { key: "christmasDeals", bg: "/koledni-vakancii-poleti", en: "/en/christmas-holiday-flight-deals" },
  { key: "destinations", bg: "/destinacii", en: "/en/destinations" },
  { key: "airlines", bg: "/aviokompanii", en: "/en/airlines" },
  { key: "map", bg: "/karta", en: "/en/map" },
  // The airport slug differs per language (sofiya / sofia), so each airport is its own pair.
  { key: "airportSofia", bg: "/poleti-ot/sofiya", en: "/en/flights-from/sofia" },
  { key: "airportVarna", bg: "/poleti-ot/varna", en: "/en/flights-from/varna" },
  { key: "airportBurgas", bg: "/poleti-ot/burgas", en: "/en/flights-from/burgas" },
  { key: "airportPlovdiv", bg: "/poleti-ot/plovdiv", en: "/en/flights-from/plovdiv" },
  { key: "airline", bg: "/aviokompanii/:slug", en: "/en/airlines/:slug" },
  { key: "visa", bg: "/visa/:countrySlug", en: "/en/visa/:countrySlug" },
  { key: "dealById", bg: "/oferta/:dealId", en: "/en/deal/:dealId" },
  // Only the Bulgarian path is legacy; its English side already is the deal-by-id page.
  { key: "legacyDeal", bg: "/deal/:dealId", en: "/en/deal/:dealId" },
  // Content slugs come from read models; more segments first so matching stays unambiguous.
  { key: "destinationDeal", bg: "/:countrySlug/:citySlug/oferta", en: "/en/:countrySlug/:citySlug/deal" },
  { key: "sight", bg: "/:countrySlug/:citySlug/sight/:sightSlug", en: "/en/:countrySlug/:citySlug/sight/:sightSlug" },
  { key: "destination", bg: "/:countrySlug/:citySlug", en: "/en/:countrySlug/:citySlug" },
  { key: "country", bg: "/:countrySlug", en: "/en/:countrySlug" },
  // Admin paths never get a language prefix.
  { key: "adminDashboard", bg: "/nimda/dash", en: "/nimda/dash" },
] as const;

type Screen = (typeof ROUTE_TABLE)[number];
export type ScreenKey = Screen["key"];
type ScreenOf<K extends ScreenKey> = Extract<Screen, { key: K }>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type ScreenParams<K extends ScreenKey> = Record<ParamNames<ScreenOf<K>["bg"] | ScreenOf<K>["en"]>, string>;
type ParamsArgument<K extends ScreenKey> = [ParamNames<ScreenOf<K>["bg"]>] extends [never]
  ? []
  : [params: ScreenParams<K>];

/** Maps a path to its counterpart in the other language (destination, sight and country slugs from read models). */
export type PathMapper = (path: string, from: Language, to: Language) => string | null | undefined;

const SCREENS = new Map<string, Screen>(ROUTE_TABLE.map((screen) => [screen.key, screen]));
const STATIC_PAIRS = ROUTE_TABLE.filter((screen) => !screen.bg.includes(":") && !screen.en.includes(":"));

export function pathFor<K extends ScreenKey>(key: K, lang: Language, ...params: ParamsArgument<K>): string {
  const screen = SCREENS.get(key);
  if (!screen) throw new Error(`Unknown screen "${key}"`);
  const values: Record<string, string> = params[0] ?? {};
  return screen[lang].replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === "") throw new Error(`Screen "${key}" needs the parameter "${name}"`);
    return encodeURIComponent(value);
  });
}

function splitPath(value: string): { pathname: string; suffix: string } {
  const cut = value.search(/[?#]/);
  return cut === -1 ? { pathname: value, suffix: "" } : { pathname: value.slice(0, cut), suffix: value.slice(cut) };
}

/** Collapses double slashes and drops a trailing slash ("/" stays "/"); query and hash are kept. */
export function normalisePath(path: string): string {
  const { pathname, suffix } = splitPath(path);
  let clean = `/${pathname}`.replace(/\/{2,}/g, "/");
  if (clean.length > 1 && clean.endsWith("/")) clean = clean.slice(0, -1);
  return clean + suffix;
}

export function languageOfPath(path: string): Language {
  const { pathname } = splitPath(normalisePath(path));
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "bg";
}

export function isAdminPath(path: string): boolean {
  const { pathname } = splitPath(normalisePath(path));
  return ["/nimda", "/admin-dashboard"].some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/** The same page in the other language, or null when nothing maps it (spec order: home, static pairs, slugs). */
function counterpart(pathname: string, target: Language, mapPath?: PathMapper): string | null {
  if (isAdminPath(pathname)) return pathname;
  const source = languageOfPath(pathname);
  if (source === target) return pathname;
  const pair = STATIC_PAIRS.find((screen) => screen[source] === pathname);
  if (pair) return pair[target];
  const mapped = mapPath?.(pathname, source, target);
  return mapped ? splitPath(normalisePath(mapped)).pathname : null;
}

/** Where the language switch leads: the translated page, else the target language's home. */
export function switchLanguagePath(pathWithQueryAndHash: string, target: Language, mapPath?: PathMapper): string {
  const { pathname, suffix } = splitPath(normalisePath(pathWithQueryAndHash));
  return (counterpart(pathname, target, mapPath) ?? pathFor("home", target)) + suffix;
}

/** The page in both languages, for hreflang; null when the page has no known counterpart. */
export function alternatePaths(path: string, mapPath?: PathMapper): Record<Language, string> | null {
  const { pathname } = splitPath(normalisePath(path));
  if (isAdminPath(pathname)) return null;
  const bg = counterpart(pathname, "bg", mapPath);
  const en = counterpart(pathname, "en", mapPath);
  return bg && en ? { bg, en } : null;
}
