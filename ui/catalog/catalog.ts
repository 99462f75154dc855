/**
 * Pure helpers of the catalog screens (destinations, countries, sights, airports, airlines, visas):
 * sorting, grouping, slug canonicalisation and the slim shapes loaders hand to components.
 * No database and no React here, so everything is unit-tested in catalog.test.ts.
 */
import { AIRPORT_SCREENS, type AirportScreen, countryPath, destinationPath } from "../../core/catalog/page-paths.ts";
import { REQUIREMENT_TYPES } from "../../core/visa/rule.ts";
import type { AirlineSummary } from "../../projections/catalog/airports-airlines.ts";
import type { DestinationSummary } from "../../projections/catalog/queries.ts";
import type { SightSummary } from "../../projections/catalog/sights.ts";
import type { PhotoCreditData } from "../parts/photo-credit.tsx";
import { type Language, normalisePath, pathFor } from "../route-table.ts";

// Page paths from slugs live in core, so the search API and workers build the same URLs.
export { AIRPORT_SCREENS, type AirportScreen, countryPath, destinationPath };

/** The fields of a destination read model the screens use. */
export type DestinationLike = Omit<DestinationSummary, "latitude" | "longitude">;

/** The fields of a country read model the screens use (a subset of CountrySummary). */
export interface CountryLike {
  countryCode: string;
  nameBg: string;
  nameEn: string;
  slugBg: string;
  slugEn: string;
}

/** The page in both languages: the language switch and hreflang links prefer it to the route table. */
export interface Alternates {
  bg: string;
  en: string;
}

// ── Destinations index: sort and filter ────────────────────────────────────────────────────────────

export const DESTINATION_SORTS = ["popularity", "alphabetical", "price", "most-deals"] as const;
export type DestinationSort = (typeof DESTINATION_SORTS)[number];
export const DEFAULT_SORT: DestinationSort = "popularity";

export function parseSort(value: string | null | undefined): DestinationSort {
  return DESTINATION_SORTS.find((sort) => sort === value) ?? DEFAULT_SORT;
}

/** An ISO 3166-1 alpha-2 code from the query string, upper-cased, or null. */
export function parseCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

const COLLATORS: Record<Language, Intl.Collator> = {
  bg: new Intl.Collator("bg-BG"),
  en: new Intl.Collator("en-GB"),
};

export const cityName = (d: Pick<DestinationLike, "cityBg" | "cityEn">, lang: Language) =>
  lang === "bg" ? d.cityBg : d.cityEn;
export const countryNameOf = (d: Pick<DestinationLike, "countryBg" | "countryEn">, lang: Language) =>
  lang === "bg" ? d.countryBg : d.countryEn;

/** Missing prices sort after every price. */
function comparePrices(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

export function compareDestinations(sort: DestinationSort, lang: Language) {
  const byName = (a: DestinationLike, b: DestinationLike) =>
    COLLATORS[lang].compare(cityName(a, lang), cityName(b, lang));
  return (a: DestinationLike, b: DestinationLike): number => {
    if (sort === "alphabetical") return byName(a, b);
    if (sort === "price") return comparePrices(a.minPriceBgn, b.minPriceBgn) || byName(a, b);
    if (sort === "most-deals") return b.dealCount - a.dealCount || byName(a, b);
    return b.popularityScore - a.popularityScore || byName(a, b);
  };
}

export function sortDestinations<T extends DestinationLike>(
  destinations: readonly T[],
  sort: DestinationSort,
  lang: Language,
): T[] {
  return [...destinations].sort(compareDestinations(sort, lang));
}

/** What a destination card needs, in the page's language: no other language travels to the browser. */
export interface DestinationCardData {
  iataCode: string;
  city: string;
  country: string;
  href: string;
  imageUrl: string | null;
  photo: PhotoCreditData | null;
  minPriceBgn: number | null;
}

export function visaPath(c: CountryLike, lang: Language): string {
  return pathFor("visa", lang, { countrySlug: lang === "bg" ? c.slugBg : c.slugEn });
}

export function toDestinationCard(d: DestinationLike, lang: Language): DestinationCardData {
  return {
    iataCode: d.iataCode,
    city: cityName(d, lang),
    country: countryNameOf(d, lang),
    href: destinationPath(d, lang),
    imageUrl: d.imageUrl,
    photo: d.photo,
    minPriceBgn: d.minPriceBgn,
  };
}

export interface CountryStats {
  destinationCount: number;
  destinationsWithDeals: number;
  minPriceBgn: number | null;
}

export function countryStats(destinations: readonly Pick<DestinationLike, "minPriceBgn">[]): CountryStats {
  const prices = destinations.map((d) => d.minPriceBgn).filter((price): price is number => price !== null);
  return {
    destinationCount: destinations.length,
    destinationsWithDeals: prices.length,
    minPriceBgn: prices.length > 0 ? Math.min(...prices) : null,
  };
}

export interface CountryGroup extends CountryStats {
  countryCode: string;
  name: string;
  href: string;
  destinations: DestinationCardData[];
}

/**
 * The destinations index: one group per country that has destinations, cities sorted as asked and
 * countries ordered the same way (by their most popular city, by name, or by their cheapest fare).
 * A country missing from `countries` still gets a group, named from its destinations.
 */
export function groupByCountry(
  destinations: readonly DestinationLike[],
  countries: readonly CountryLike[],
  sort: DestinationSort,
  lang: Language,
): CountryGroup[] {
  const known = new Map(countries.map((c) => [c.countryCode, c]));
  const byCountry = new Map<string, DestinationLike[]>();
  for (const d of destinations) {
    const list = byCountry.get(d.countryCode) ?? [];
    list.push(d);
    byCountry.set(d.countryCode, list);
  }
  const groups = [...byCountry].map(([code, members]) => {
    const first = members[0] as DestinationLike;
    const country: CountryLike = known.get(code) ?? {
      countryCode: code,
      nameBg: first.countryBg,
      nameEn: first.countryEn,
      slugBg: first.countrySlugBg,
      slugEn: first.countrySlugEn,
    };
    const sorted = sortDestinations(members, sort, lang);
    return {
      group: {
        countryCode: code,
        name: lang === "bg" ? country.nameBg : country.nameEn,
        href: countryPath(country, lang),
        ...countryStats(members),
        destinations: sorted.map((d) => toDestinationCard(d, lang)),
      } satisfies CountryGroup,
      popularity: Math.max(...members.map((d) => d.popularityScore)),
      deals: members.reduce((sum, d) => sum + d.dealCount, 0),
    };
  });
  const byName = (a: CountryGroup, b: CountryGroup) => COLLATORS[lang].compare(a.name, b.name);
  groups.sort((a, b) => {
    if (sort === "alphabetical") return byName(a.group, b.group);
    if (sort === "price") return comparePrices(a.group.minPriceBgn, b.group.minPriceBgn) || byName(a.group, b.group);
    if (sort === "most-deals") return b.deals - a.deals || byName(a.group, b.group);
    return b.popularity - a.popularity || byName(a.group, b.group);
  });
  return groups.map(({ group }) => group);
}

/** The destinations index URL for a sort and a country filter; defaults stay out of the query. */
export function destinationsIndexPath(lang: Language, sort: DestinationSort, country: string | null): string {
  const query = new URLSearchParams();
  if (sort !== DEFAULT_SORT) query.set("sort", sort);
  if (country) query.set("country", country);
  const search = query.toString();
  return pathFor("destinations", lang) + (search ? `?${search}` : "");
}

// ── Slugs: the page language's slugs are canonical ─────────────────────────────────────────────────

// ── Airports ───────────────────────────────────────────────────────────────────────────────────────

/** Which Bulgarian airport page a path is, in either language. */
export function airportScreenOfPath(pathname: string): AirportScreen | null {
  const path = normalisePath(pathname);
  return (
    AIRPORT_SCREENS.find((screen) => pathFor(screen.key, "bg") === path || pathFor(screen.key, "en") === path) ?? null
  );
}

// ── Sights ─────────────────────────────────────────────────────────────────────────────────────────

export const SIGHT_SECTIONS = ["intro", "context", "highlights", "practical", "gettingThere", "nearby"] as const;
export type SightSectionName = (typeof SIGHT_SECTIONS)[number];

/** Every content section in page order, with its text in the page language or null when missing. */
export function sightSections(
  sections: Partial<Record<SightSectionName, Partial<Record<Language, string | null>> | null>> | null | undefined,
  lang: Language,
): Array<{ name: SightSectionName; text: string | null }> {
  return SIGHT_SECTIONS.map((name) => {
    const text = sections?.[name]?.[lang]?.trim();
    return { name, text: text ? text : null };
  });
}

/** Splits a text into paragraphs at blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

// ── Visa ───────────────────────────────────────────────────────────────────────────────────────────

export const VISA_REQUIREMENT_TYPES = REQUIREMENT_TYPES;
export type VisaRequirementType = (typeof VISA_REQUIREMENT_TYPES)[number];

export function visaRequirementType(value: string): VisaRequirementType | "unknown" {
  return VISA_REQUIREMENT_TYPES.find((type) => type === value) ?? "unknown";
}

/** Only http(s) sources become links; anything else is shown as text. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

// ── Sights and airlines: card data in the page language ────────────────────────────────────────────

/** A sight as its card needs it, wherever it was read. */
export type SightLike = Omit<SightSummary, "destinationIata">;

export interface SightCardData {
  id: string;
  name: string;
  description: string;
  href: string;
  imageUrl: string | null;
  distanceKm: number;
}

export function sightPath(d: DestinationLike, s: Pick<SightLike, "slugBg" | "slugEn">, lang: Language): string {
  return lang === "bg"
    ? pathFor("sight", "bg", { countrySlug: d.countrySlugBg, citySlug: d.citySlugBg, sightSlug: s.slugBg })
    : pathFor("sight", "en", { countrySlug: d.countrySlugEn, citySlug: d.citySlugEn, sightSlug: s.slugEn });
}

export function toSightCard(d: DestinationLike, s: SightLike, lang: Language): SightCardData {
  return {
    id: s.id,
    name: lang === "bg" ? s.nameBg : s.nameEn,
    description: lang === "bg" ? s.descriptionBg : s.descriptionEn,
    href: sightPath(d, s, lang),
    imageUrl: s.imageUrl,
    distanceKm: Number(s.distanceKm),
  };
}

export type AirlineLike = AirlineSummary;

export interface AirlineCardData {
  iataCode: string;
  name: string;
  href: string;
  logoUrl: string;
  isLowCost: boolean;
  allianceCode: string | null;
  routeCount: number;
  minPriceBgn: number | null;
}

export const airlineName = (a: Pick<AirlineLike, "name" | "nameBg">, lang: Language) =>
  lang === "bg" && a.nameBg ? a.nameBg : a.name;

export function airlinePath(a: Pick<AirlineLike, "slugBg" | "slugEn">, lang: Language): string {
  return pathFor("airline", lang, { slug: lang === "bg" ? a.slugBg : a.slugEn });
}

export function toAirlineCard(a: AirlineLike, lang: Language): AirlineCardData {
  return {
    iataCode: a.iataCode,
    name: airlineName(a, lang),
    href: airlinePath(a, lang),
    logoUrl: a.logoUrl,
    isLowCost: a.isLowCost,
    allianceCode: a.allianceCode,
    routeCount: a.routeCount,
    minPriceBgn: a.minPriceBgn,
  };
}

/** Airlines with current routes first (most routes first), then by name in the page language. */
export function sortAirlines<T extends AirlineCardData>(airlines: readonly T[], lang: Language): T[] {
  return [...airlines].sort(
    (a, b) =>
      b.routeCount - a.routeCount || COLLATORS[lang].compare(a.name, b.name) || a.iataCode.localeCompare(b.iataCode),
  );
}

/** The country a destination belongs to, as the country helpers want it. */
export function countryOfDestination(d: DestinationLike): CountryLike {
  return {
    countryCode: d.countryCode,
    nameBg: d.countryBg,
    nameEn: d.countryEn,
    slugBg: d.countrySlugBg,
    slugEn: d.countrySlugEn,
  };
}

export function bothLanguages(path: (lang: Language) => string): Alternates {
  return { bg: path("bg"), en: path("en") };
}
