import type { DestinationPlace } from "../catalog/destination-place.ts";
import { airportPagePath, countryPath, type DestinationSlugs, destinationPath } from "../catalog/page-paths.ts";
import type { Language } from "../routes/route-table.ts";
import { matchName, type NameMatch, roundScore } from "./name-match.ts";
import { foldText } from "./normalise.ts";

/**
 * Search resolution (spec sections 2-4): a country, a city or an airport IATA code, in Bulgarian
 * or English, Cyrillic or Latin, any case, accents or not, found by its code, its name, the start
 * of its name, or its name with a typo or two. Pure: the catalog comes in as a SearchIndex.
 *
 * Scores run from 0 to 1 and say how sure the match is: 1 only for an exact code or an exact
 * name; a prefix scores more the more of the name was typed; a typo costs in proportion to the
 * length of the word. Results under MIN_SCORE are not shown at all.
 */

export type SearchResultType = "country" | "destination" | "airport";
export type MatchType = "code" | "exact" | "prefix" | "fuzzy" | "none";
export type SearchAction = "redirect" | "disambiguate" | "discovering" | "empty";

export interface IndexedDestination extends DestinationSlugs, DestinationPlace {
  popularityScore: number;
}

export interface IndexedCountry {
  countryCode: string;
  nameBg: string;
  nameEn: string;
  slugBg: string;
  slugEn: string;
}

export interface IndexedAirport {
  iataCode: string;
  nameBg: string;
  nameEn: string;
  cityBg: string;
  cityEn: string;
  /** The destination (city) the airport belongs to; a Bulgarian airport is its own city. */
  cityCode: string;
  countryCode: string;
  countryBg: string;
  countryEn: string;
  popularityScore: number;
}

/** The active catalog as the search sees it. */
export interface SearchIndex {
  destinations: readonly IndexedDestination[];
  countries: readonly IndexedCountry[];
  airports: readonly IndexedAirport[];
}

/** One result, exactly as spec section 3 lists its fields. */
export interface SearchResult {
  type: SearchResultType;
  label: string;
  url: string;
  score: number;
  iataCode: string | null;
  city: string | null;
  country: string;
}

/** A result with what the resolver needs besides the response fields. */
export interface RankedResult extends SearchResult {
  matchType: Exclude<MatchType, "none">;
  countryCode: string;
  /** The destination (city) whose page the result opens; null for countries and Bulgarian airports. */
  destinationIata: string | null;
  popularity: number;
}

export interface Resolution {
  action: Exclude<SearchAction, "discovering">;
  matchType: MatchType;
  results: RankedResult[];
  /** Where a redirect goes (the first result), else null. */
  best: RankedResult | null;
  /** The query when it has the shape of an IATA code (three Latin letters), upper-cased; else null. */
  codeCandidate: string | null;
  /**
   * Typed in capitals ("KLU", not "klu"): a code is meant rather than the start of a name. Case
   * never changes what matches; it only settles, for an airport code we lack that is also the
   * start of some name, which of the two the visitor wants.
   */
  codeIntent: boolean;
}

export const MIN_SCORE = 0.5;
export const MAX_RESULTS = 10;
/** Below this a lone match is only offered ("did you mean"), not followed. */
export const REDIRECT_MIN_SCORE = 0.7;

/** Names people use for a country besides the catalog's own, in both languages. */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  GB: ["Англия", "England", "UK", "United Kingdom", "Britain", "Обединеното кралство", "Шотландия", "Scotland"],
  NL: ["Холандия", "Holland"],
  US: ["USA", "Америка", "America", "United States"],
  AE: ["UAE", "Emirates", "Емирствата", "Обединени арабски емирства"],
  CZ: ["Czech Republic", "Чешка република"],
  MK: ["Македония", "Macedonia"],
  TR: ["Turkey", "Türkiye"],
};

/** Words every airport name carries; they say nothing about which airport is meant. */
const GENERIC_AIRPORT_WORDS = new Set([
  "airport",
  "international",
  "intl",
  "regional",
  "municipal",
  "aeroport",
  "aeropuerto",
  "aeroporto",
  "aerodrom",
  "flughafen",
  "letishte",
]);

// ── The index, prepared once ───────────────────────────────────────────────────────────────────

interface Entry {
  type: SearchResultType;
  codes: string[];
  names: string[];
  countryNames: string[];
  countryCode: string;
  destinationIata: string | null;
  popularity: number;
  result(lang: Language): SearchResult | null;
}

export interface PreparedIndex {
  entries: Entry[];
  /** Every IATA code the catalog knows (destinations and airports). */
  codes: Set<string>;
}

function airportName(name: string): string {
  return foldText(name)
    .split(" ")
    .filter((word) => !GENERIC_AIRPORT_WORDS.has(word))
    .join(" ");
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** Folds every name once; the API keeps the prepared index while the catalog is unchanged. */
export function prepareIndex(index: SearchIndex): PreparedIndex {
  const destinations = new Map(index.destinations.map((d) => [d.iataCode, d]));
  const countries = new Map(index.countries.map((c) => [c.countryCode, c]));
  const countryPopularity = new Map<string, number>();
  for (const d of index.destinations) {
    countryPopularity.set(d.countryCode, Math.max(countryPopularity.get(d.countryCode) ?? 0, d.popularityScore));
  }
  const entries: Entry[] = [];
  for (const d of index.destinations) {
    entries.push({
      type: "destination",
      codes: [d.iataCode],
      names: unique([foldText(d.cityBg), foldText(d.cityEn)]),
      countryNames: unique([
        foldText(d.countryBg),
        foldText(d.countryEn),
        ...(COUNTRY_ALIASES[d.countryCode] ?? []).map(foldText),
      ]),
      countryCode: d.countryCode,
      destinationIata: d.iataCode,
      popularity: d.popularityScore,
      result: (lang) => ({
        type: "destination",
        label: lang === "bg" ? `${d.cityBg}, ${d.countryBg}` : `${d.cityEn}, ${d.countryEn}`,
        url: destinationPath(d, lang),
        score: 0,
        iataCode: d.iataCode,
        city: lang === "bg" ? d.cityBg : d.cityEn,
        country: lang === "bg" ? d.countryBg : d.countryEn,
      }),
    });
  }
  for (const c of index.countries) {
    // a country without destinations has nothing to show: its page would be empty
    if (!countryPopularity.has(c.countryCode)) continue;
    entries.push({
      type: "country",
      codes: [],
      names: unique([foldText(c.nameBg), foldText(c.nameEn), ...(COUNTRY_ALIASES[c.countryCode] ?? []).map(foldText)]),
      countryNames: [],
      countryCode: c.countryCode,
      destinationIata: null,
      popularity: countryPopularity.get(c.countryCode) ?? 0,
      result: (lang) => ({
        type: "country",
        label: lang === "bg" ? c.nameBg : c.nameEn,
        url: countryPath(c, lang),
        score: 0,
        iataCode: null,
        city: null,
        country: lang === "bg" ? c.nameBg : c.nameEn,
      }),
    });
  }
  for (const a of index.airports) {
    const city = destinations.get(a.cityCode);
    const ownPage = airportPagePath(a.iataCode, "bg") !== null;
    if (!city && !ownPage) continue;
    const country = countries.get(a.countryCode);
    const countryName = (lang: Language) =>
      lang === "bg" ? (country?.nameBg ?? a.countryBg) : (country?.nameEn ?? a.countryEn);
    entries.push({
      type: "airport",
      codes: [a.iataCode],
      // the city's name finds the destination; only an airport without one answers to it
      names: unique([airportName(a.nameEn), ...(city ? [] : [foldText(a.cityBg), foldText(a.cityEn)])]),
      countryNames: unique([foldText(a.countryBg), foldText(a.countryEn)]),
      countryCode: a.countryCode,
      destinationIata: city ? city.iataCode : null,
      popularity: a.popularityScore,
      result: (lang) => {
        const url = airportPagePath(a.iataCode, lang) ?? (city ? destinationPath(city, lang) : null);
        if (!url) return null;
        return {
          type: "airport",
          label: `${lang === "bg" ? a.nameBg : a.nameEn} (${a.iataCode})`,
          url,
          score: 0,
          iataCode: a.iataCode,
          city: lang === "bg" ? a.cityBg : a.cityEn,
          country: countryName(lang),
        };
      },
    });
  }
  const codes = new Set(entries.flatMap((entry) => entry.codes));
  return { entries, codes };
}

// ── Resolving a query ──────────────────────────────────────────────────────────────────────────

interface ParsedQuery {
  folded: string;
  /** "Лондон, Великобритания": the part after the comma names the country. */
  qualifier: string | null;
  code: string | null;
}

export function parseQuery(query: string): ParsedQuery {
  const trimmed = query.trim();
  // a picked suggestion reads "London Heathrow Airport (LHR)": the code says it all
  const bracketed = /\(([A-Za-z]{3})\)\s*$/.exec(trimmed);
  const code = bracketed?.[1] ?? (/^[A-Za-z]{3}$/.test(trimmed) ? trimmed : null);
  const comma = trimmed.indexOf(",");
  const main = comma === -1 ? trimmed : trimmed.slice(0, comma);
  const qualifier = comma === -1 ? null : foldText(trimmed.slice(comma + 1)) || null;
  return {
    folded: foldText(bracketed ? trimmed.slice(0, bracketed.index) : main),
    qualifier,
    code: code?.toUpperCase() ?? null,
  };
}

const TYPE_ORDER: Record<SearchResultType, number> = { destination: 0, country: 1, airport: 2 };

function compareResults(a: RankedResult, b: RankedResult): number {
  return (
    b.score - a.score ||
    TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
    b.popularity - a.popularity ||
    a.label.localeCompare(b.label)
  );
}

function bestName(query: string, names: readonly string[]): NameMatch | null {
  let best: NameMatch | null = null;
  for (const name of names) {
    const match = matchName(query, name);
    if (match && (!best || match.score > best.score)) best = match;
  }
  return best;
}

/** Scores every entry, keeps one result per page (the best), best first. */
export function rankResults(index: PreparedIndex, query: string, lang: Language): RankedResult[] {
  const parsed = parseQuery(query);
  const byUrl = new Map<string, RankedResult>();
  for (const entry of index.entries) {
    let match: NameMatch | { score: number; matchType: "code" } | null = null;
    if (parsed.code && entry.codes.includes(parsed.code)) match = { score: 1, matchType: "code" };
    else if (parsed.folded) match = bestName(parsed.folded, entry.names);
    if (!match) continue;
    let score = match.score;
    // "Рим, Италия": a country after the comma that is not this entry's halves the score
    if (parsed.qualifier && match.matchType !== "code") {
      const country = entry.type === "country" ? null : bestName(parsed.qualifier, entry.countryNames);
      if (!country || country.score < MIN_SCORE) score *= 0.5;
    }
    if (score < MIN_SCORE) continue;
    const result = entry.result(lang);
    if (!result) continue;
    const ranked: RankedResult = {
      ...result,
      score: roundScore(score),
      matchType: match.matchType,
      countryCode: entry.countryCode,
      destinationIata: entry.destinationIata,
      popularity: entry.popularity,
    };
    const seen = byUrl.get(ranked.url);
    if (!seen || compareResults(ranked, seen) < 0) byUrl.set(ranked.url, ranked);
  }
  return [...byUrl.values()].sort(compareResults).slice(0, MAX_RESULTS);
}

/**
 * What the results mean: one clear best match is followed (redirect), several close ones are
 * offered (disambiguate), none is empty. Clear means the only exact match, or the only match at
 * all when none is exact. A country and its one city of the same name (Malta, Singapore) are one
 * place: the city wins.
 */
export function resolve(index: PreparedIndex, query: string, lang: Language): Resolution {
  const ranked = rankResults(index, query, lang);
  const { code } = parseQuery(query);
  const codeCandidate = code && /^[A-Za-z]{3}$/.test(query.trim()) ? code : null;
  const codeIntent = codeCandidate !== null && /^[A-Z]{3}$/.test(query.trim());
  if (ranked.length === 0) {
    return { action: "empty", matchType: "none", results: [], best: null, codeCandidate, codeIntent };
  }
  const top = ranked[0] as RankedResult;
  const exact = ranked.filter((result) => result.score === 1);
  let best: RankedResult | null = null;
  if (exact.length === 1) best = top;
  else if (exact.length === 2) {
    const country = exact.find((result) => result.type === "country");
    const city = exact.find((result) => result.type === "destination");
    if (country && city && country.countryCode === city.countryCode) best = city;
  } else if (exact.length === 0 && ranked.length === 1 && top.score >= REDIRECT_MIN_SCORE) best = top;
  if (best) {
    const results = [best, ...ranked.filter((result) => result !== best)];
    return { action: "redirect", matchType: best.matchType, results, best, codeCandidate, codeIntent };
  }
  return { action: "disambiguate", matchType: top.matchType, results: ranked, best: null, codeCandidate, codeIntent };
}

/** A result without the resolver's own fields, as the API sends it. */
/**
 * The catalog key a result stands for, all a search event keeps of it (decision 0052): a
 * destination's city code, an airport's code, a country's ISO code. Never the visitor's words.
 */
export function resultCode(result: RankedResult): string {
  if (result.type === "country") return result.countryCode;
  if (result.type === "destination") return result.destinationIata ?? result.iataCode ?? result.countryCode;
  return result.iataCode ?? result.countryCode;
}

export function publicResult(result: RankedResult): SearchResult {
  return {
    type: result.type,
    label: result.label,
    url: result.url,
    score: result.score,
    iataCode: result.iataCode,
    city: result.city,
    country: result.country,
  };
}
