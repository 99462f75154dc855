import { type DestinationSlugs, destinationPath } from "../catalog/page-paths.ts";
import type { EventStore } from "../eventstore/types.ts";
import { uuidV7 } from "../eventstore/uuid-v7.ts";
import { limitKeyOf } from "../limits/limit-key.ts";
import type { RateLimiter } from "../limits/rate-limiter.ts";
import type { Logger } from "../log/logger.ts";
import type { Language } from "../routes/route-table.ts";
import { discoveredCityNames } from "./airport-names.ts";
import { airportsOfCityNamed } from "./city-airports.ts";
import { currentAttempt, type DiscoveryStatus } from "./discovery-decider.ts";
import { discoveryAttempt, discoveryState, newDiscoveryJobId, requestDiscovery } from "./discovery-requests.ts";
import { type SearchSource, type SiteSearchEvent, siteSearchStreamId } from "./events.ts";
import { SEARCH_MESSAGES } from "./messages.ts";
import {
  type MatchType,
  type PreparedIndex,
  publicResult,
  type RankedResult,
  resolve,
  resultCode,
  type SearchAction,
  type SearchResult,
} from "./resolver.ts";

/**
 * The search as the API and the /search screen use it: resolve a query against the catalog,
 * start a destination discovery for an unknown airport code, record the search (without
 * anything personal) and answer in the shape of spec section 3.
 */

/** What the response says about the place it is about (the redirect's city, the discovered airport). */
export interface SearchDestination {
  iataCode: string;
  city: string;
  country: string;
  countryCode: string;
  url: string | null;
}

export interface SearchResponse {
  success: true;
  action: SearchAction;
  url: string | null;
  results: SearchResult[];
  matchType: MatchType;
  jobId: string | null;
  destination: SearchDestination | null;
}

export interface JobStatusResponse {
  success: true;
  status: DiscoveryStatus;
  jobId: string;
  url: string | null;
  error: string | null;
}

export interface KnownAirport {
  iataCode: string;
  name: string;
  countryCode: string;
}

export interface DestinationPage extends DestinationSlugs {
  iataCode: string;
}

/** What the search reads (projections/search/queries.ts `searchCatalog` serves it). */
export interface SearchCatalog {
  /** The catalog, prepared for resolving (cached by the caller while it is unchanged). */
  index(): Promise<PreparedIndex>;
  /** An airport the airport data knows, with scheduled flights, or null. */
  knownAirport(iataCode: string): Promise<KnownAirport | null>;
  /** An active destination's slugs, or null (also while the read model has not caught up). */
  destinationPage(iataCode: string): Promise<DestinationPage | null>;
  countryName(countryCode: string, lang: Language): Promise<string | null>;
}

export interface SearchServiceDeps extends SearchCatalog {
  /** Without a store, searches are not recorded and no discovery can start. */
  store?: EventStore;
  /** Discoveries one address may start (docs/decisions/0054); unlimited without it. */
  discoveryLimit?: RateLimiter;
  logger: Logger;
  now?: () => Date;
}

export interface SearchRequest {
  q: string;
  lang: Language;
  source: SearchSource;
  /** Autocomplete: resolve only; start nothing, record nothing. */
  suggest?: boolean;
  /** The visitor's address (http/client-ip.ts), counted against the discovery limit. */
  client?: string | null;
}

/** A discovery was due but cannot start here (no event store): the caller answers 503. */
export class DiscoveryUnavailableError extends Error {
  override name = "DiscoveryUnavailableError";
  constructor(readonly iataCode: string) {
    super(`destination discovery of ${iataCode} is not available`);
  }
}

/** The address has started as many discoveries as it may for now: the caller answers 429. */
export class DiscoveryLimitedError extends Error {
  override name = "DiscoveryLimitedError";
  constructor(
    readonly iataCode: string,
    readonly retryAfterMs: number,
  ) {
    super(`too many destination discoveries from one address (${iataCode} refused)`);
  }
}

/** The visitor-facing text of a failed discovery (the reason stays in the event log). */
export const DISCOVERY_FAILED_MESSAGE = SEARCH_MESSAGES.discoveryFailed;

function destinationOf(best: RankedResult | null): SearchDestination | null {
  if (!best || best.type === "country" || !best.city) return null;
  return {
    iataCode: best.destinationIata ?? (best.iataCode as string),
    city: best.city,
    country: best.country,
    countryCode: best.countryCode,
    url: best.url,
  };
}

export interface SearchService {
  search(request: SearchRequest): Promise<SearchResponse>;
  /** A discovery job's status, or null when no such job exists. */
  jobStatus(jobId: string, lang: Language): Promise<JobStatusResponse | null>;
}

export function createSearchService(deps: SearchServiceDeps): SearchService {
  const now = () => (deps.now ? deps.now() : new Date());

  async function record(request: SearchRequest, response: SearchResponse, top: RankedResult | null) {
    if (!deps.store || request.suggest) return;
    const searchId = uuidV7();
    const event: SiteSearchEvent = {
      type: "SiteSearchRecorded",
      data: {
        searchId,
        // not the query: only what it resolved to (decision 0052)
        action: response.action,
        matchType: response.matchType,
        resultCount: response.results.length,
        topResultType: top?.type ?? null,
        topResultCode: top ? resultCode(top) : null,
        language: request.lang,
        source: request.source,
        searchedAt: now().toISOString(),
      },
    };
    try {
      await deps.store.append(siteSearchStreamId(searchId), [event], {
        expectedVersion: "no_stream",
        metadata: { actor: "visitor" },
      });
    } catch (error) {
      // analytics must never cost a visitor the search
      deps.logger.warn("search event not recorded", { error });
    }
  }

  async function discovering(
    request: SearchRequest,
    code: string,
    matchType: SearchResponse["matchType"] = "code",
  ): Promise<SearchResponse | null> {
    const airport = await deps.knownAirport(code);
    if (!airport) return null;
    // the name the discovery will give the city, in the language asked
    const names = discoveredCityNames(code, airport.name, airport.countryCode);
    const destination: SearchDestination = {
      iataCode: code,
      city: request.lang === "bg" ? names.cityBg : names.cityEn,
      country: (await deps.countryName(airport.countryCode, request.lang)) ?? airport.countryCode,
      countryCode: airport.countryCode,
      url: null,
    };
    const response: SearchResponse = {
      success: true,
      action: "discovering",
      url: null,
      results: [],
      matchType,
      jobId: null,
      destination,
    };
    if (request.suggest) return response;
    if (!deps.store) throw new DiscoveryUnavailableError(code);
    const limit = deps.discoveryLimit;
    const key = limitKeyOf(request.client ?? null);
    const taken = limit ? await limit.take(key) : { ok: true as const };
    if (!taken.ok) {
      // over the limit, a search for a job already under way still joins it: that starts nothing
      const open = currentAttempt(await discoveryState(deps.store, code));
      if (open && (open.status === "pending" || open.status === "running")) return { ...response, jobId: open.jobId };
      throw new DiscoveryLimitedError(code, taken.retryAfterMs);
    }
    const jobId = newDiscoveryJobId(code);
    const attempt = await requestDiscovery(deps.store, code, request.lang, now(), jobId);
    // the job was already under way: this search started nothing and costs nothing
    if (attempt.jobId !== jobId) await limit?.refund(key);
    return { ...response, jobId: attempt.jobId };
  }

  return {
    async search(request) {
      const index = await deps.index();
      const resolution = resolve(index, request.q, request.lang);
      let response: SearchResponse = {
        success: true,
        action: resolution.action,
        url: resolution.best?.url ?? null,
        results: resolution.results.map(publicResult),
        matchType: resolution.matchType,
        jobId: null,
        destination: destinationOf(resolution.best),
      };
      // an airport code we lack: when nothing else fits, or when typed as a code ("KLU") and no
      // name fits exactly (the start of "Клуж-Напока" is no reason to ignore Klagenfurt's code)
      const code = resolution.codeCandidate;
      const codeWins =
        resolution.action === "empty" || (resolution.codeIntent && !resolution.results.some((r) => r.score === 1));
      if (code && codeWins && !index.codes.has(code)) {
        response = (await discovering(request, code)) ?? response;
      }
      // a city the catalog lacks, named in full ("Honolulu"): discovered through its airport
      if (response.action === "empty") {
        for (const cityCode of airportsOfCityNamed(request.q)
          .filter((c) => !index.codes.has(c))
          .slice(0, 5)) {
          const found = await discovering(request, cityCode, "exact");
          if (found) {
            response = found;
            break;
          }
        }
      }
      await record(request, response, resolution.results[0] ?? null);
      return response;
    },

    async jobStatus(jobId, lang) {
      if (!deps.store) return null;
      const attempt = await discoveryAttempt(deps.store, jobId);
      if (!attempt) return null;
      const base = { success: true as const, jobId, url: null, error: null };
      if (attempt.status === "failed") return { ...base, status: "failed", error: DISCOVERY_FAILED_MESSAGE };
      if (attempt.status !== "completed" || !attempt.destinationIata) return { ...base, status: attempt.status };
      // completed once the page can be served: until the catalog read model has the city, still running
      const page = await deps.destinationPage(attempt.destinationIata);
      if (!page) return { ...base, status: "running" };
      return { ...base, status: "completed", url: destinationPath(page, lang) };
    },
  };
}
