/**
 * The paths of catalog pages built from their slugs, for every layer: the screens
 * (ui/catalog/catalog.ts re-exports these), the search API and the discovery worker. Paths come from the
 * route table only; no template is spelt here.
 */
import { type Language, pathFor, type ScreenKey } from "../routes/route-table.ts";

/** The slugs a destination (city) page needs. */
export interface DestinationSlugs {
  countrySlugBg: string;
  countrySlugEn: string;
  citySlugBg: string;
  citySlugEn: string;
}

/** The slugs a country page needs. */
export interface CountrySlugs {
  slugBg: string;
  slugEn: string;
}

export function destinationPath(d: DestinationSlugs, lang: Language): string {
  return lang === "bg"
    ? pathFor("destination", "bg", { countrySlug: d.countrySlugBg, citySlug: d.citySlugBg })
    : pathFor("destination", "en", { countrySlug: d.countrySlugEn, citySlug: d.citySlugEn });
}

export function countryPath(c: CountrySlugs, lang: Language): string {
  return pathFor("country", lang, { countrySlug: lang === "bg" ? c.slugBg : c.slugEn });
}

/** The Bulgarian departure airports, the only airports with pages of their own. */
export const AIRPORT_SCREENS = [
  { iataCode: "SOF", key: "airportSofia" },
  { iataCode: "VAR", key: "airportVarna" },
  { iataCode: "BOJ", key: "airportBurgas" },
  { iataCode: "PDV", key: "airportPlovdiv" },
] as const satisfies readonly { iataCode: string; key: ScreenKey }[];
export type AirportScreen = (typeof AIRPORT_SCREENS)[number];

/** The page of a Bulgarian departure airport, or null for any other airport. */
export function airportPagePath(iataCode: string, lang: Language): string | null {
  const screen = AIRPORT_SCREENS.find((candidate) => candidate.iataCode === iataCode.toUpperCase());
  return screen ? pathFor(screen.key, lang) : null;
}
