import type { MatchType, SearchAction, SearchResultType } from "./resolver.ts";

/**
 * Events of the search context (docs/decisions/0024).
 *
 * - `sitesearch-<searchId>`: one SiteSearchRecorded per search a visitor submits. No IP, no user
 *   agent, no cookie, no session and not the words typed (decision 0052: people type names,
 *   addresses and numbers into any box): what it resolved to, how many results, the language and
 *   where it came from.
 * - `discovery-<IATA>`: the destination discoveries of one airport code, attempt after attempt.
 * - `destinationslug-<CC>-<citySlug>`: a city slug claimed by a discovered destination, appended
 *   with expected version no_stream so two discoveries can never create the same page.
 */

export type SearchSource = "api" | "page";
export type SearchLanguage = "bg" | "en";

export type SiteSearchEvent = {
  type: "SiteSearchRecorded";
  data: {
    searchId: string;
    action: SearchAction;
    matchType: MatchType;
    resultCount: number;
    topResultType: SearchResultType | null;
    /**
     * The catalog key of the top result (core/search/resolver.ts resultCode): a city or airport
     * code, a country's ISO code; null without a result. Absent from searches recorded before
     * decision 0052, whose `query` the migration 0012-privacy-cleanup removed.
     */
    topResultCode?: string | null;
    language: SearchLanguage;
    source: SearchSource;
    searchedAt: string;
  };
};

export const SITE_SEARCH_EVENT_TYPES = ["SiteSearchRecorded"] as const;

export function siteSearchStreamId(searchId: string): string {
  return `sitesearch-${searchId}`;
}

export type DiscoveryFailureReason = "unknown_airport" | "unknown_country" | "slug_taken" | "stale" | "error";

export type DiscoveryEvent =
  | {
      type: "DestinationDiscoveryRequested";
      data: { jobId: string; iataCode: string; language: SearchLanguage; requestedAt: string };
    }
  | { type: "DestinationDiscoveryStarted"; data: { jobId: string; iataCode: string; startedAt: string } }
  | {
      type: "DestinationDiscoveryCompleted";
      data: {
        jobId: string;
        iataCode: string;
        /** The destination whose page the visitor is sent to: new, or the city the airport joined. */
        destinationIata: string;
        createdDestination: boolean;
        createdAirport: boolean;
        bindingId: string | null;
        completedAt: string;
      };
    }
  | {
      type: "DestinationDiscoveryFailed";
      data: {
        jobId: string;
        iataCode: string;
        reason: DiscoveryFailureReason;
        /** For operators; never sent to visitors. */
        error: string | null;
        failedAt: string;
      };
    };

export const DISCOVERY_EVENT_TYPES = [
  "DestinationDiscoveryRequested",
  "DestinationDiscoveryStarted",
  "DestinationDiscoveryCompleted",
  "DestinationDiscoveryFailed",
] as const;

export function discoveryStreamId(iataCode: string): string {
  return `discovery-${iataCode}`;
}

export type SlugReservedEvent = {
  type: "DestinationSlugReserved";
  data: { iataCode: string; countryCode: string; citySlug: string; jobId: string };
};

export function slugReservationStreamId(countryCode: string, citySlug: string): string {
  return `destinationslug-${countryCode}-${citySlug}`;
}

export type SearchEvent = SiteSearchEvent | DiscoveryEvent;
export const SEARCH_EVENT_TYPES = [...SITE_SEARCH_EVENT_TYPES, ...DISCOVERY_EVENT_TYPES] as const;
