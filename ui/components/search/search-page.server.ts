import { data, redirect } from "react-router";
import {
  echoValues,
  isSearchSubmitted,
  type SearchFieldErrors,
  type SearchFormValues,
  searchFieldErrors,
  searchFormDefaults,
  searchFormSchema,
  searchInputFromParams,
} from "../../../core/search/form.ts";
import type { SearchResult } from "../../../core/search/resolver.ts";
import { DiscoveryUnavailableError } from "../../../core/search/service.ts";
import { searchService } from "../../../projections/queries/search.ts";
import type { LoadContext } from "../../load-context.ts";
import { mergePreferences, type Preferences, readPreferences, serializePreferences } from "../../preferences.ts";
import { languageOfPath } from "../../route-table.ts";

/**
 * The /search screen's loader, server-only (the `.server` name keeps the search service, the
 * event store and the airport data out of the browser's bundle).
 */

export type Outcome =
  | { kind: "form" }
  | { kind: "invalid" }
  | { kind: "choose"; query: string; results: SearchResult[] }
  | { kind: "empty"; query: string }
  | { kind: "discovery"; jobId: string | null; code: string; city: string }
  | { kind: "problem" };

export interface SearchPage {
  values: SearchFormValues;
  errors: SearchFieldErrors;
  outcome: Outcome;
  /** This very search, to repeat it (a discovery's "check again" and "try again"). */
  selfHref: string;
}

export async function loadSearchPage(request: Request, context: Pick<LoadContext, "db" | "logger" | "search">) {
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
  const search = context.search ?? searchService({ db: context.db, logger: context.logger });
  try {
    const response = await search.search({ q: values.to, lang, source: "page" });
    switch (response.action) {
      case "redirect":
        if (response.url) throw redirect(response.url, { status: 302, headers });
        return answer({ kind: "empty", query: values.to });
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
    if (error instanceof DiscoveryUnavailableError) {
      return answer({ kind: "discovery", jobId: null, code: error.iataCode, city: error.iataCode });
    }
    context.logger.error("search failed", { error });
    return data(page({ kind: "problem" }, values), { status: 503 });
  }
}

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
