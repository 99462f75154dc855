import { data, redirect } from "react-router";
import { searchClickOutPath } from "../../core/clickouts/search-clickout.ts";
import type { BulgarianAirport } from "../../core/constants.ts";
import { retryAfterSeconds } from "../../core/limits/rate-limiter.ts";
import {
  echoValues,
  isSearchSubmitted,
  type SearchFieldErrors,
  type SearchFormValues,
  searchFieldErrors,
  searchFormDefaults,
  searchFormSchema,
  searchInputFromParams,
} from "../../core/search/form.ts";
import {
  alternativeCriteria,
  bookingSearchOf,
  fareCriteria,
  resolveOrigin,
  type SearchNotice,
  searchNotices,
} from "../../core/search/form-criteria.ts";
import { type RankedResult, resolve, type SearchResult } from "../../core/search/resolver.ts";
import { createSearchService, DiscoveryLimitedError, DiscoveryUnavailableError } from "../../core/search/service.ts";
import { searchCatalog, searchIndex } from "../../projections/search/queries.ts";
import {
  matchingFares,
  placeAirports,
  type SearchFare,
  type SearchPlace,
} from "../../projections/search/search-results.ts";
import type { LoadContext } from "../load-context.ts";
import { languageOfPath } from "../route-table.ts";
import { mergePreferences, type Preferences, readPreferences, serializePreferences } from "../site/preferences.ts";

/**
 * The /search screen's loader, server-only (the `.server` name keeps the search service, the
 * event store and the airport data out of the browser's bundle).
 */

/** A matching fare with its click-out link (/go/search), which carries every field of the search. */
export interface ResultFare extends SearchFare {
  clickOutPath: string;
}

/** The fares of a search for a place we know (ui/search/search-results.tsx shows them). */
export interface FaresOutcome {
  kind: "fares";
  /** The place searched for, in the page's language, and its page ("see all deals to London"). */
  place: SearchPlace & { name: string; url: string };
  /** The Bulgarian airport "from" names; null when it names none (then fares from all four). */
  origin: BulgarianAirport | null;
  fares: ResultFare[];
  /** Only when nothing matches: the same route on other dates, the same place from elsewhere. */
  alternatives: { otherDates: ResultFare[]; otherOrigins: ResultFare[] };
  notices: SearchNotice[];
  /** When the page was loaded: "found X ago" counts from it. */
  now: string;
}

export type Outcome =
  | { kind: "form" }
  | FaresOutcome
  | { kind: "invalid" }
  | { kind: "choose"; query: string; results: SearchResult[] }
  | { kind: "empty"; query: string }
  | { kind: "discovery"; jobId: string | null; code: string; city: string }
  /** The address has started as many destination discoveries as it may for now (docs/decisions/0054). */
  | { kind: "limited" }
  | { kind: "problem" };

export interface SearchPage {
  values: SearchFormValues;
  errors: SearchFieldErrors;
  outcome: Outcome;
  /** This very search, to repeat it (a discovery's "check again" and "try again"). */
  selfHref: string;
}

export async function loadSearchPage(
  request: Request,
  context: Pick<LoadContext, "db" | "logger" | "search" | "clientAddress">,
) {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const preferences = readPreferences(request.headers.get("cookie"), context.logger);
  const defaults = searchFormDefaults(preferences.searchDefaults);
  const page = (outcome: Outcome, values = defaults, errors: SearchFieldErrors = {}): SearchPage => ({
    values,
    errors,
    outcome,
    selfHref: url.pathname + url.search,
  });
  if (!isSearchSubmitted(url.searchParams)) return page({ kind: "form" });

  const input = searchInputFromParams(url.searchParams, defaults);
  const parsed = searchFormSchema.safeParse(input);
  if (!parsed.success) {
    return data(page({ kind: "invalid" }, echoValues(input, defaults), searchFieldErrors(parsed.error)), {
      status: 400,
    });
  }
  const values = parsed.data as SearchFormValues;
  // the next search starts from this one (spec: the form starts from the preferences cookie)
  const cookie = searchDefaultsCookie(preferences, values, url.protocol === "https:");
  const headers: Record<string, string> = cookie ? { "set-cookie": cookie } : {};
  const answer = (outcome: Outcome) => data(page(outcome, values), { headers });
  // the Hono app hands in the API's service; without it (tests, tools) a read-only one will do
  const search = context.search ?? createSearchService({ ...searchCatalog(context.db), logger: context.logger });
  try {
    const response = await search.search({ q: values.to, lang, source: "page", client: context.clientAddress });
    switch (response.action) {
      case "redirect": {
        // a place we have fares for gets them, with every field of the search; a Bulgarian
        // airport (no fares go there from here) keeps its page
        const best = resolve(await searchIndex(context.db), values.to, lang).best;
        const place = best ? placeOf(best) : null;
        if (place) {
          return answer(await faresOutcome(context.db, values, place));
        }
        if (response.url) throw redirect(response.url, { status: 302, headers });
        return answer({ kind: "empty", query: values.to });
      }
      case "disambiguate":
        return answer({ kind: "choose", query: values.to, results: response.results });
      case "discovering":
        return answer({
          kind: "discovery",
          jobId: response.jobId,
          code: response.destination?.iataCode ?? values.to.toUpperCase(),
          city: response.destination?.city ?? values.to,
        });
      default:
        return answer({ kind: "empty", query: values.to });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof DiscoveryLimitedError) {
      const retryAfter = String(retryAfterSeconds(error.retryAfterMs));
      return data(page({ kind: "limited" }, values), {
        status: 429,
        headers: { ...headers, "retry-after": retryAfter },
      });
    }
    if (error instanceof DiscoveryUnavailableError) {
      return answer({ kind: "discovery", jobId: null, code: error.iataCode, city: error.iataCode });
    }
    context.logger.error("search failed", { error });
    return data(page({ kind: "problem" }, values), { status: 503 });
  }
}

/** The place a clear match stands for, or null for a Bulgarian airport (which has a page, not fares). */
function placeOf(best: RankedResult): FaresOutcome["place"] | null {
  const page = { name: best.type === "country" ? best.label : (best.city ?? best.label), url: best.url };
  if (best.type === "country") return { type: "country", code: best.countryCode, ...page };
  if (!best.iataCode || !best.destinationIata) return null;
  if (best.type === "airport") {
    return { type: "airport", code: best.iataCode, ...page, name: `${best.city ?? best.label} (${best.iataCode})` };
  }
  return { type: "destination", code: best.iataCode, ...page };
}

async function faresOutcome(
  db: LoadContext["db"],
  values: SearchFormValues,
  place: FaresOutcome["place"],
): Promise<FaresOutcome> {
  const origin = resolveOrigin(values.from);
  const criteria = fareCriteria(values, origin, await placeAirports(db, place));
  const withLinks = (fares: SearchFare[]): ResultFare[] =>
    fares.map((fare) => ({ ...fare, clickOutPath: searchClickOutPath(bookingSearchOf(fare, values)) }));
  const fares = withLinks(await matchingFares(db, criteria));
  const alternatives: FaresOutcome["alternatives"] = { otherDates: [], otherOrigins: [] };
  if (fares.length === 0) {
    const { otherDates, otherOrigins } = alternativeCriteria(criteria, values);
    const [dates, origins] = await Promise.all([
      otherDates ? matchingFares(db, otherDates, { limit: ALTERNATIVES_SHOWN }) : [],
      otherOrigins ? matchingFares(db, otherOrigins, { limit: ALTERNATIVES_SHOWN }) : [],
    ]);
    alternatives.otherDates = withLinks(dates);
    alternatives.otherOrigins = withLinks(origins);
  }
  return {
    kind: "fares",
    place,
    origin,
    fares,
    alternatives,
    notices: searchNotices(values, origin),
    now: new Date().toISOString(),
  };
}

const ALTERNATIVES_SHOWN = 6;

/**
 * The preferences cookie with this search as the next one's defaults, or null when the result
 * breaks the cookie's rules (the form allows more infants than the cookie: then nothing is saved).
 */
export function searchDefaultsCookie(
  preferences: Preferences,
  values: SearchFormValues,
  secure: boolean,
): string | null {
  const merged = mergePreferences(preferences, {
    searchDefaults: {
      tripType: values.tripType,
      ...(/^[A-Z]{3}$/.test(values.from) ? { departureAirport: values.from } : {}),
      destinationAirport: values.to,
      departureDate: values.departureDate,
      returnDate: values.returnDate,
      passengers: { adults: values.adults, children: values.children, infants: values.infants },
      cabinClass: values.cabinClass,
      dateFlexibility: values.dateFlexibility,
      flightPreference: values.flightPreference,
    },
  });
  return serializePreferences(merged, { secure });
}
