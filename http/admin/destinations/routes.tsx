import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { builtInDestinationImage } from "../../../core/catalog/events.ts";
import { builtInImageProvider, type ImageProviderError, type PhotoCandidate } from "../../../core/images/provider.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import type { AdminContext, AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { choosePhoto, clearPhoto } from "./commands.ts";
import { destinationListQuerySchema, photoIdSchema } from "./input.ts";
import {
  DESTINATIONS_PATH,
  DestinationListPage,
  DestinationPicturePage,
  type PicturePageProps,
  picturePath,
} from "./pages.tsx";
import { candidatesFor, listData, loadDestination, publicView, type StoredDestination } from "./queries.ts";

const API = "/nimda/api/destinations";
const NO_PROVIDER =
  "No photo provider is configured: set UNSPLASH_ACCESS_KEY to search Unsplash. Until then every destination shows its built-in drawing.";

/** 404 for a photo that is not there, 502 for the provider failing us. */
const statusOf = (error: ImageProviderError): ContentfulStatusCode => (error.code === "not_found" ? 404 : 502);

const chooseNotice = (changed: boolean, photo: PhotoCandidate) =>
  changed
    ? `Photo chosen: by ${photo.photographer.name} on Unsplash. It shows on the site once the catalog catches up.`
    : "Nothing changed: that photo is already shown.";
const clearNotice = (changed: boolean) =>
  changed ? "The built-in picture is shown again." : "Nothing changed: the built-in picture is already shown.";

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
      const outcome = await choosePhoto(deps, c, iata, parsed.data.photoId);
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
      const outcome = await choosePhoto(deps, c, iata, parsed.data.photoId);
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
      const changed = await clearPhoto(deps, c, destination.entry.iataCode);
      return redirectWithNotice(c, picturePath(destination.entry.iataCode), clearNotice(changed));
    })
    .post(`${API}/:iata/picture/clear`, async (c) => {
      const destination = await load(c);
      if (!destination) return apiNotFound(c);
      const iata = destination.entry.iataCode;
      const changed = await clearPhoto(deps, c, iata);
      const now = await loadDestination(deps.store, iata);
      return c.json({
        success: true as const,
        data: { ...(now ? publicView(now) : {}), changed, notice: clearNotice(changed) },
      });
    });
}
