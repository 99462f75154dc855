import { sql } from "kysely";
import { airportRecord } from "../../core/catalog/airport-data.ts";
import type { Db } from "../../core/db/database.ts";
import { type AirportDataFacts, isDiscoverableAirport } from "../../core/search/airport-names.ts";
import type { CatalogCity, CatalogCountry, DiscoveryPorts } from "../../core/search/discovery.ts";
import {
  type IndexedAirport,
  type IndexedCountry,
  type IndexedDestination,
  type PreparedIndex,
  prepareIndex,
  type SearchIndex,
} from "../../core/search/resolver.ts";
import type { DestinationPage, KnownAirport, SearchCatalog } from "../../core/search/service.ts";

/**
 * Read-side queries of the search: the catalog as the resolver wants it (kept in memory while
 * the catalog is unchanged), the pages and names the answers link to, the search analytics and
 * the discovery job's view of the catalog.
 */

export async function loadSearchIndex(db: Db): Promise<SearchIndex> {
  const [destinations, countries, airports] = await Promise.all([
    sql<IndexedDestination>`
      SELECT iata_code, city AS city_bg, city_en, country_code, country AS country_bg, country_en,
             country_slug_bg, country_slug_en, city_slug_bg, city_slug_en, popularity_score
        FROM destinations WHERE is_active`.execute(db),
    sql<IndexedCountry>`
      SELECT country_code, country_name_bg AS name_bg, country_name_en AS name_en,
             country_slug_bg AS slug_bg, country_slug_en AS slug_en
        FROM countries WHERE is_active`.execute(db),
    sql<IndexedAirport>`
      SELECT iata_code, name_bg, name_en, city_bg, city_en, city_code, country_code, country_bg, country_en,
             popularity_score
        FROM airports WHERE is_active`.execute(db),
  ]);
  return { destinations: destinations.rows, countries: countries.rows, airports: airports.rows };
}

/** Changes whenever a destination, country or airport is added, changed or (de)activated. */
async function catalogVersion(db: Db): Promise<string> {
  const result = await sql<{ version: string }>`
    SELECT concat_ws('|',
      (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM destinations),
      (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM countries),
      (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM airports)) AS version`.execute(db);
  return result.rows[0]?.version ?? "";
}

const cache = new WeakMap<Db, { version: string; index: Promise<PreparedIndex> }>();

/**
 * The prepared index, rebuilt only when the catalog changed: one small query per search instead
 * of reading and folding some 800 names. A new city is found by the very next search.
 */
export async function searchIndex(db: Db): Promise<PreparedIndex> {
  const version = await catalogVersion(db);
  const cached = cache.get(db);
  if (cached?.version === version) return cached.index;
  const index = loadSearchIndex(db).then(prepareIndex);
  cache.set(db, { version, index });
  index.catch(() => {
    if (cache.get(db)?.index === index) cache.delete(db);
  });
  return index;
}

export async function destinationPage(db: Db, iataCode: string): Promise<DestinationPage | null> {
  const result = await sql<DestinationPage>`
    SELECT iata_code, country_slug_bg, country_slug_en, city_slug_bg, city_slug_en
      FROM destinations WHERE iata_code = ${iataCode} AND is_active`.execute(db);
  return result.rows[0] ?? null;
}

export async function countryName(db: Db, countryCode: string, lang: "bg" | "en"): Promise<string | null> {
  const result = await sql<{ nameBg: string; nameEn: string }>`
    SELECT country_name_bg AS name_bg, country_name_en AS name_en FROM countries WHERE country_code = ${countryCode}`.execute(
    db,
  );
  const row = result.rows[0];
  return row ? (lang === "bg" ? row.nameBg : row.nameEn) : null;
}

type AirportData = NonNullable<Awaited<ReturnType<typeof airportRecord>>> & AirportDataFacts;

/** The airport data's record of a code, or undefined: the package throws for a code it does not know. */
export async function airportDataRecord(iataCode: string): Promise<AirportData | undefined> {
  try {
    return (await airportRecord(iataCode)) as AirportData | undefined;
  } catch {
    return undefined;
  }
}

/** An airport code the airport data knows, with scheduled flights. */
export async function knownAirport(iataCode: string): Promise<KnownAirport | null> {
  const record = await airportDataRecord(iataCode);
  if (!record || !isDiscoverableAirport(record)) return null;
  return { iataCode, name: record.airport, countryCode: record.country_code };
}

/**
 * What the search reads, as the ports core/search/service.ts takes: give them, with a store, to
 * `createSearchService` (the service records searches and starts discoveries; this reads only).
 */
export function searchCatalog(db: Db): SearchCatalog {
  return {
    index: () => searchIndex(db),
    knownAirport,
    destinationPage: (iataCode) => destinationPage(db, iataCode),
    countryName: (countryCode, lang) => countryName(db, countryCode, lang),
  };
}

// ── What the discovery job reads ───────────────────────────────────────────────────────────────

export function discoveryCatalog(db: Db): Omit<DiscoveryPorts, "requestCrawl"> {
  return {
    airportRecord: airportDataRecord,
    async cityOfAirport(iataCode) {
      const result = await sql<{ cityCode: string }>`
        SELECT a.city_code FROM airports a JOIN destinations d ON d.iata_code = a.city_code
         WHERE a.iata_code = ${iataCode}`.execute(db);
      return result.rows[0]?.cityCode ?? null;
    },
    async destinationExists(iataCode) {
      const result = await sql`SELECT 1 FROM destinations WHERE iata_code = ${iataCode}`.execute(db);
      return result.rows.length > 0;
    },
    async citiesOf(countryCode) {
      const result = await sql<CatalogCity>`
        SELECT iata_code, city AS city_bg, city_en, city_slug_bg, city_slug_en, latitude, longitude, airports
          FROM destinations WHERE country_code = ${countryCode} ORDER BY iata_code`.execute(db);
      return result.rows;
    },
    async country(countryCode) {
      const result = await sql<CatalogCountry>`
        SELECT country_code, country_name_bg AS name_bg, country_name_en AS name_en,
               country_slug_bg AS slug_bg, country_slug_en AS slug_en
          FROM countries WHERE country_code = ${countryCode}`.execute(db);
      return result.rows[0] ?? null;
    },
    async profileExists(profileId) {
      const result = await sql`SELECT 1 FROM search_profiles WHERE id = ${profileId}`.execute(db);
      return result.rows.length > 0;
    },
  };
}

// ── Analytics ──────────────────────────────────────────────────────────────────────────────────

export interface SiteSearchRow {
  /** What the searches led to: a destination, an airport or a country, by its catalog code. */
  resultType: string;
  resultCode: string;
  searches: number;
  lastAction: string;
  lastResultCount: number;
  lastSearchedAt: Date;
}

/** The places searches led to most often (the words typed are not kept: decision 0052). */
export async function topSearches(db: Db, options: { limit?: number } = {}) {
  const result = await sql<SiteSearchRow>`
    SELECT result_type, result_code, searches, last_action, last_result_count, last_searched_at FROM site_search
     ORDER BY searches DESC, result_type, result_code
     LIMIT ${options.limit ?? 50}`.execute(db);
  return result.rows;
}

export interface DiscoveryRow {
  jobId: string;
  iataCode: string;
  status: string;
  destinationIata: string | null;
  failureReason: string | null;
  requestedAt: Date;
  finishedAt: Date | null;
}

export async function recentDiscoveries(db: Db, limit = 50): Promise<DiscoveryRow[]> {
  const result = await sql<DiscoveryRow>`
    SELECT job_id, iata_code, status, destination_iata, failure_reason, requested_at, finished_at
      FROM destination_discoveries ORDER BY requested_at DESC LIMIT ${limit}`.execute(db);
  return result.rows;
}
