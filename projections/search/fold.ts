import { DISCOVERY_EVENT_TYPES, type SearchEvent, SITE_SEARCH_EVENT_TYPES } from "../../core/search/events.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

/**
 * The search's read models (docs/decisions/0024):
 * - search_events: one row per submitted search (action, result count, the top result's type
 *   and catalog code, language, source); nothing personal, not even the words typed (0052).
 * - site_search: one row per place searches led to (result type and code) with how often and
 *   how it last resolved, so editors see what people look for. Searches that found nothing are
 *   counted in search_events (action 'empty'); what was typed is not kept anywhere.
 * - destination_discoveries: one row per discovery job, for listings. The job status the
 *   visitor polls is read from the discovery stream itself, which is never behind.
 */
export const searchProjection: Projection<SearchEvent> = {
  name: "search",
  // 2: no query text (decision 0052); site_search is keyed by the place a search led to
  version: 2,
  eventTypes: [...SITE_SEARCH_EVENT_TYPES, ...DISCOVERY_EVENT_TYPES],
  tables: ["search_events", "site_search", "destination_discoveries"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.search_events (
        search_id       uuid PRIMARY KEY,
        action          text NOT NULL,
        match_type      text NOT NULL,
        result_count    integer NOT NULL,
        top_result_type text,
        top_result_code text,
        language        text NOT NULL,
        source          text NOT NULL,
        searched_at     timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.search_events (searched_at);

      CREATE TABLE ${s}.site_search (
        result_type       text NOT NULL,
        result_code       text NOT NULL,
        searches          integer NOT NULL,
        last_action       text NOT NULL,
        last_result_count integer NOT NULL,
        first_searched_at timestamptz NOT NULL,
        last_searched_at  timestamptz NOT NULL,
        PRIMARY KEY (result_type, result_code)
      );

      CREATE TABLE ${s}.destination_discoveries (
        job_id              text PRIMARY KEY,
        iata_code           text NOT NULL,
        status              text NOT NULL,
        language            text NOT NULL,
        destination_iata    text,
        created_destination boolean,
        created_airport     boolean,
        binding_id          text,
        failure_reason      text,
        error               text,
        requested_at        timestamptz NOT NULL,
        started_at          timestamptz,
        finished_at         timestamptz,
        updated_at          timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.destination_discoveries (iata_code, requested_at);
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    switch (event.type) {
      case "SiteSearchRecorded": {
        const d = event.data;
        // searches recorded before decision 0052 lost their query to the migration and have no code
        const code = d.topResultCode ?? null;
        await tx.unsafe(
          `INSERT INTO ${s}.search_events (search_id, action, match_type, result_count, top_result_type,
             top_result_code, language, source, searched_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (search_id) DO NOTHING`,
          [
            d.searchId,
            d.action,
            d.matchType,
            d.resultCount,
            d.topResultType,
            code,
            d.language,
            d.source,
            d.searchedAt,
          ] as never[],
        );
        if (d.topResultType !== null && code !== null) {
          await tx.unsafe(
            `INSERT INTO ${s}.site_search AS q (result_type, result_code, searches, last_action, last_result_count,
               first_searched_at, last_searched_at)
             VALUES ($1, $2, 1, $3, $4, $5, $5)
             ON CONFLICT (result_type, result_code) DO UPDATE SET searches = q.searches + 1,
               last_action = EXCLUDED.last_action, last_result_count = EXCLUDED.last_result_count,
               last_searched_at = EXCLUDED.last_searched_at`,
            [d.topResultType, code, d.action, d.resultCount, d.searchedAt] as never[],
          );
        }
        break;
      }
      case "DestinationDiscoveryRequested": {
        const d = event.data;
        await tx.unsafe(
          `INSERT INTO ${s}.destination_discoveries (job_id, iata_code, status, language, requested_at, updated_at)
           VALUES ($1, $2, 'pending', $3, $4, $4) ON CONFLICT (job_id) DO NOTHING`,
          [d.jobId, d.iataCode, d.language, d.requestedAt] as never[],
        );
        break;
      }
      case "DestinationDiscoveryStarted":
        await tx.unsafe(
          `UPDATE ${s}.destination_discoveries SET status = 'running', started_at = $2, updated_at = $2 WHERE job_id = $1`,
          [event.data.jobId, event.data.startedAt] as never[],
        );
        break;
      case "DestinationDiscoveryCompleted": {
        const d = event.data;
        await tx.unsafe(
          `UPDATE ${s}.destination_discoveries SET status = 'completed', destination_iata = $2,
             created_destination = $3, created_airport = $4, binding_id = $5, finished_at = $6, updated_at = $6
           WHERE job_id = $1`,
          [d.jobId, d.destinationIata, d.createdDestination, d.createdAirport, d.bindingId, d.completedAt] as never[],
        );
        break;
      }
      case "DestinationDiscoveryFailed": {
        const d = event.data;
        await tx.unsafe(
          `UPDATE ${s}.destination_discoveries SET status = 'failed', failure_reason = $2, error = $3,
             finished_at = $4, updated_at = $4
           WHERE job_id = $1`,
          [d.jobId, d.reason, d.error, d.failedAt] as never[],
        );
        break;
      }
    }
  }),
};
