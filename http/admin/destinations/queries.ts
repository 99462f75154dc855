import { type CatalogState, catalogDecider } from "../../../core/catalog/decider.ts";
import { catalogStreamId, type Destination } from "../../../core/catalog/entries.ts";
import { builtInDestinationImage, type CatalogEvent } from "../../../core/catalog/events.ts";
import type { Sql } from "../../../core/db/database.ts";
import { aggregateStream } from "../../../core/eventstore/aggregate-stream.ts";
import type { EventStore } from "../../../core/eventstore/types.ts";
import { type ImageProvider, ImageProviderError, type PhotoCandidate } from "../../../core/images/provider.ts";
import { escapeLike } from "../shell/like-pattern.ts";
import type { ListQuery } from "./input.ts";
import type { DestinationListData, DestinationPhoto } from "./pages.tsx";

const PAGE_SIZE = 50;
const IATA = /^[A-Z]{3}$/;
const CANDIDATES = 12;

export async function listData(sql: Sql, query: ListQuery): Promise<DestinationListData> {
  const where = `
      FROM destinations
     WHERE ($1::text IS NULL OR iata_code = upper($2) OR city_en ILIKE $1 OR city ILIKE $1
            OR country_en ILIKE $1 OR country ILIKE $1)
       AND ($3::text IS NULL OR ($3 = 'photo') = (unsplash_image_id IS NOT NULL))`;
  const params = [query.q ? `%${escapeLike(query.q)}%` : null, query.q ?? "", query.picture ?? null];
  const [rows, [count]] = await Promise.all([
    sql.unsafe<
      {
        iata_code: string;
        city_en: string;
        country_en: string;
        image_url: string | null;
        unsplash_image_id: string | null;
        photographer_name: string | null;
        photographer_username: string | null;
        is_active: boolean;
      }[]
    >(
      `SELECT iata_code, city_en, country_en, image_url, unsplash_image_id, photographer_name, photographer_username,
              is_active ${where}
        ORDER BY popularity_score DESC, city_en LIMIT $4 OFFSET $5`,
      [...params, PAGE_SIZE, (query.page - 1) * PAGE_SIZE] as never[],
    ),
    sql.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n ${where}`, params as never[]),
  ]);
  return {
    rows: rows.map((row) => ({
      iataCode: row.iata_code,
      cityEn: row.city_en,
      countryEn: row.country_en,
      imageUrl: row.image_url,
      photo:
        row.unsplash_image_id && row.photographer_name && row.photographer_username
          ? {
              unsplashImageId: row.unsplash_image_id,
              photographerName: row.photographer_name,
              photographerUsername: row.photographer_username,
            }
          : null,
      active: row.is_active,
    })),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

export interface StoredDestination {
  entry: Destination;
  photo: DestinationPhoto | null;
}

/** The destination from its stream, so the page right after a choice shows it even if the read model lags. */
export async function loadDestination(store: EventStore, iata: string): Promise<StoredDestination | null> {
  if (!IATA.test(iata)) return null;
  const stream = catalogStreamId("destination", iata);
  const { version, state } = await aggregateStream<CatalogEvent, CatalogState>(store, stream, catalogDecider);
  if (version === 0) return null;
  const entry = state.entry as Destination | null;
  if (!entry) return null;
  const photo =
    entry.unsplashImageId && entry.photographerName && entry.photographerUsername
      ? {
          unsplashImageId: entry.unsplashImageId,
          photographerName: entry.photographerName,
          photographerUsername: entry.photographerUsername,
        }
      : null;
  return { entry, photo };
}

export const publicView = ({ entry, photo }: StoredDestination) => ({
  iataCode: entry.iataCode,
  cityEn: entry.cityEn,
  countryEn: entry.countryEn,
  imageUrl: entry.imageUrl ?? builtInDestinationImage(entry.iataCode),
  highResImageUrl: entry.highResImageUrl,
  photo,
});

/** What the provider offers for a query; a failure comes back as its message and HTTP status. */
export async function candidatesFor(
  provider: ImageProvider,
  query: string,
): Promise<{ candidates: PhotoCandidate[]; problem: ImageProviderError | null }> {
  if (!provider.searchable) return { candidates: [], problem: null };
  try {
    return { candidates: await provider.searchPhotos(query, { perPage: CANDIDATES }), problem: null };
  } catch (error) {
    if (error instanceof ImageProviderError) return { candidates: [], problem: error };
    throw error;
  }
}
