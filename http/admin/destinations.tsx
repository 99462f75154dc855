import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import {
  builtInDestinationImage,
  type CatalogEvent,
  type CatalogState,
  catalogDecider,
  type DestinationPicture,
} from "../../core/catalog/decider.ts";
import { catalogStreamId, type Destination } from "../../core/catalog/entries.ts";
import { runCatalogCommand } from "../../core/catalog/seed.ts";
import type { Sql } from "../../core/db/database.ts";
import type { EventStore } from "../../core/eventstore/types.ts";
import {
  builtInImageProvider,
  type ImageProvider,
  ImageProviderError,
  type PhotoCandidate,
} from "../../core/images/provider.ts";
import {
  DESTINATIONS_PATH,
  type DestinationListData,
  DestinationListPage,
  type DestinationPhoto,
  DestinationPicturePage,
  type PicturePageProps,
  picturePath,
} from "../../ui/admin/destinations.tsx";
import { errorBody, zodIssues } from "../errors.ts";
import { type AdminContext, type AdminEnv, auditMetadata } from "./shell/context.ts";
import type { AdminDeps } from "./shell/deps.ts";
import { blankAsUndefined, formText, pageField } from "./shell/form-fields.ts";
import { chromeOf, redirectWithNotice, renderPage } from "./shell/render.ts";

const API = "/nimda/api/destinations";
const PAGE_SIZE = 50;
const IATA = /^[A-Z]{3}$/;
const CANDIDATES = 12;
const NO_PROVIDER =
  "No photo provider is configured: set UNSPLASH_ACCESS_KEY to search Unsplash. Until then every destination shows its built-in drawing.";

export const destinationListQuerySchema = z.object({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(100, "The search must be at most 100 characters").optional()),
  picture: z.preprocess(blankAsUndefined, z.enum(["photo", "builtin"], "Picture must be photo or builtin").optional()),
  page: pageField,
});
type ListQuery = z.infer<typeof destinationListQuerySchema>;

const photoIdSchema = z.object({
  photoId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose one of the photos"),
});

// ---------------------------------------------------------------- reads

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`);

async function listData(sql: Sql, query: ListQuery): Promise<DestinationListData> {
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

interface StoredDestination {
  entry: Destination;
  photo: DestinationPhoto | null;
}

/** The destination from its stream, so the page right after a choice shows it even if the read model lags. */
async function loadDestination(store: EventStore, iata: string): Promise<StoredDestination | null> {
  if (!IATA.test(iata)) return null;
  const { version, events } = await store.readStream(catalogStreamId("destination", iata));
  if (version === 0) return null;
  const state = events.reduce<CatalogState>(
    (s, event) => catalogDecider.evolve(s, event as unknown as CatalogEvent),
    catalogDecider.initialState(),
  );
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

const publicView = ({ entry, photo }: StoredDestination) => ({
  iataCode: entry.iataCode,
  cityEn: entry.cityEn,
  countryEn: entry.countryEn,
  imageUrl: entry.imageUrl ?? builtInDestinationImage(entry.iataCode),
  highResImageUrl: entry.highResImageUrl,
  photo,
});

/** What the provider offers for a query; a failure comes back as its message and HTTP status. */
async function candidatesFor(
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

/** 404 for a photo that is not there, 502 for the provider failing us. */
const statusOf = (error: ImageProviderError): ContentfulStatusCode => (error.code === "not_found" ? 404 : 502);

// ---------------------------------------------------------------- writes

const pictureOf = (photo: PhotoCandidate): DestinationPicture => ({
  unsplashImageId: photo.id,
  imageUrl: photo.imageUrl,
  highResImageUrl: photo.highResImageUrl,
  photographerName: photo.photographer.name,
  photographerUsername: photo.photographer.username,
});

type ChooseOutcome = { ok: true; changed: boolean; photo: PhotoCandidate } | { ok: false; error: ImageProviderError };

/**
 * Chooses the photo as the provider describes it now (never addresses from the form), then tells
 * the provider it was chosen: Unsplash counts that as a download. That report is best effort: a
 * failure is logged and the choice stands.
 */
async function choose(deps: AdminDeps, c: AdminContext, iata: string, photoId: string): Promise<ChooseOutcome> {
  const provider = deps.images ?? builtInImageProvider;
  let photo: PhotoCandidate;
  try {
    photo = await provider.getPhoto(photoId);
  } catch (error) {
    if (error instanceof ImageProviderError) return { ok: false, error };
    throw error;
  }
  const metadata = auditMetadata(c, "destination.picture.choose");
  const result = await runCatalogCommand(
    deps.store,
    {
      type: "ChooseDestinationPicture",
      kind: "destination",
      key: iata,
      picture: pictureOf(photo),
      chosenBy: String(metadata.actor),
    },
    metadata,
  );
  const changed = result.events.length > 0;
  if (changed) {
    await provider.registerDownload(photo).catch((error: unknown) => {
      deps.logger.warn("photo download not registered", {
        provider: provider.name,
        photoId,
        iata,
        error: error instanceof Error ? error.message : String(error),
      });
    });
  }
  return { ok: true, changed, photo };
}

async function clear(deps: AdminDeps, c: AdminContext, iata: string): Promise<boolean> {
  const metadata = auditMetadata(c, "destination.picture.clear");
  const result = await runCatalogCommand(
    deps.store,
    { type: "ClearDestinationPicture", kind: "destination", key: iata, clearedBy: String(metadata.actor) },
    metadata,
  );
  return result.events.length > 0;
}

const chooseNotice = (changed: boolean, photo: PhotoCandidate) =>
  changed
    ? `Photo chosen: by ${photo.photographer.name} on Unsplash. It shows on the site once the catalog catches up.`
    : "Nothing changed: that photo is already shown.";
const clearNotice = (changed: boolean) =>
  changed ? "The built-in picture is shown again." : "Nothing changed: the built-in picture is already shown.";

// ---------------------------------------------------------------- routes

/**
 * Destinations and their pictures (docs/decisions/0044): the list, one destination's picture
 * with photos from the provider to choose from, and the way back to the built-in drawing; each
 * with its JSON twin.
 */
export function destinationScreens(deps: AdminDeps) {
  const { sql } = deps.database;
  const provider = () => deps.images ?? builtInImageProvider;
  const defaultQuery = (d: StoredDestination) => `${d.entry.cityEn} ${d.entry.countryEn}`;

  const picturePage = async (
    c: AdminContext,
    destination: StoredDestination,
    override?: { problem: string; status: ContentfulStatusCode },
  ) => {
    const query = (c.req.query("q") ?? "").trim().slice(0, 100) || defaultQuery(destination);
    const found = override ? { candidates: [], problem: null } : await candidatesFor(provider(), query);
    const props: Omit<PicturePageProps, "chrome"> = {
      destination: publicView(destination),
      builtInUrl: builtInDestinationImage(destination.entry.iataCode),
      provider: { name: provider().name, searchable: provider().searchable },
      query,
      candidates: found.candidates,
      problem: override?.problem ?? found.problem?.message ?? (provider().searchable ? null : NO_PROVIDER),
    };
    const status = override?.status ?? (found.problem ? statusOf(found.problem) : 200);
    const title = `${destination.entry.cityEn}: picture`;
    return renderPage(c, <DestinationPicturePage chrome={chromeOf(c, title)} {...props} />, status);
  };
  const notFound = (c: AdminContext) => c.text("No such destination.", 404);
  const apiNotFound = (c: AdminContext) => c.json(errorBody("not_found", "No such destination"), 404);
  const load = (c: AdminContext) => loadDestination(deps.store, (c.req.param("iata") ?? "").toUpperCase());

  return new Hono<AdminEnv>()
    .get(DESTINATIONS_PATH, async (c) => {
      const parsed = destinationListQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : destinationListQuerySchema.parse({});
      const { page: _page, ...shown } = query;
      const page = (
        <DestinationListPage chrome={chromeOf(c, "Destinations")} data={await listData(sql, query)} query={shown} />
      );
      return renderPage(c, page, parsed.success ? 200 : 400);
    })
    .get(API, async (c) => {
      const parsed = destinationListQuerySchema.safeParse(c.req.query());
      if (!parsed.success) {
        return c.json(errorBody("validation_failed", "Invalid request", zodIssues(parsed.error)), 400);
      }
      return c.json({ success: true as const, data: await listData(sql, parsed.data) });
    })
    .get(`${DESTINATIONS_PATH}/:iata/picture`, async (c) => {
      const destination = await load(c);
      return destination ? picturePage(c, destination) : notFound(c);
    })
    .get(`${API}/:iata/picture`, async (c) => {
      const destination = await load(c);
      if (!destination) return apiNotFound(c);
      const query = (c.req.query("q") ?? "").trim().slice(0, 100) || defaultQuery(destination);
      const { candidates, problem } = await candidatesFor(provider(), query);
      if (problem) return c.json(errorBody(problem.code, problem.message), statusOf(problem));
      return c.json({
        success: true as const,
        data: {
          destination: publicView(destination),
          provider: { name: provider().name, searchable: provider().searchable },
          query,
          candidates,
        },
      });
    })
    .post(`${DESTINATIONS_PATH}/:iata/picture`, async (c) => {
      const destination = await load(c);
      if (!destination) return notFound(c);
      const parsed = photoIdSchema.safeParse({ photoId: formText(await c.req.parseBody({ all: true }), "photoId") });
      if (!parsed.success) {
        return picturePage(c, destination, { problem: "Choose one of the photos.", status: 400 });
      }
      const iata = destination.entry.iataCode;
      const outcome = await choose(deps, c, iata, parsed.data.photoId);
      if (!outcome.ok) {
        return picturePage(c, destination, { problem: outcome.error.message, status: statusOf(outcome.error) });
      }
      return redirectWithNotice(c, picturePath(iata), chooseNotice(outcome.changed, outcome.photo));
    })
    .post(`${API}/:iata/picture`, async (c) => {
      const destination = await load(c);
      if (!destination) return apiNotFound(c);
      const parsed = photoIdSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success)
        return c.json(errorBody("validation_failed", "Invalid request", zodIssues(parsed.error)), 400);
      const iata = destination.entry.iataCode;
      const outcome = await choose(deps, c, iata, parsed.data.photoId);
      if (!outcome.ok) return c.json(errorBody(outcome.error.code, outcome.error.message), statusOf(outcome.error));
      const now = await loadDestination(deps.store, iata);
      return c.json({
        success: true as const,
        data: {
          ...(now ? publicView(now) : {}),
          changed: outcome.changed,
          notice: chooseNotice(outcome.changed, outcome.photo),
        },
      });
    })
    .post(`${DESTINATIONS_PATH}/:iata/picture/clear`, async (c) => {
      const destination = await load(c);
      if (!destination) return notFound(c);
      const changed = await clear(deps, c, destination.entry.iataCode);
      return redirectWithNotice(c, picturePath(destination.entry.iataCode), clearNotice(changed));
    })
    .post(`${API}/:iata/picture/clear`, async (c) => {
      const destination = await load(c);
      if (!destination) return apiNotFound(c);
      const iata = destination.entry.iataCode;
      const changed = await clear(deps, c, iata);
      const now = await loadDestination(deps.store, iata);
      return c.json({
        success: true as const,
        data: { ...(now ? publicView(now) : {}), changed, notice: clearNotice(changed) },
      });
    });
}
