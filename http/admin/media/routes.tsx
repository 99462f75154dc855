import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { isMediaId } from "../../../core/media/events.ts";
import { MEDIA_MESSAGES } from "../../../core/media/limits.ts";
import { MediaRejection } from "../../../core/media/processing.ts";
import {
  changeMediaAltText,
  deleteMedia,
  type MediaServiceDeps,
  type UploadedMedia,
  uploadMedia,
} from "../../../core/media/service.ts";
import { MediaStorageError } from "../../../core/media/storage.ts";
import { systemClock } from "../../../core/time/clock.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { type AltTexts, altTextsSchema, mediaListQuerySchema, uploadedFile } from "./input.ts";
import { MEDIA_PATH, MediaDetailPage, type MediaFormFailure, MediaListPage, mediaDetailPath } from "./pages.tsx";
import { listData, loadMedia, type MediaView } from "./queries.ts";

const API = "/nimda/api/media";

interface Refusal {
  status: ContentfulStatusCode;
  code: string;
  message: string;
}

/** What a refused or failed command becomes: the rejection's own status, 502 when the storage failed us. */
function refusalOf(error: unknown): Refusal {
  if (error instanceof MediaRejection || error instanceof DomainError)
    return { status: error.status, code: error.code, message: error.message };
  if (error instanceof MediaStorageError)
    return { status: 502, code: "storage_failed", message: `The picture could not be stored: ${error.message}` };
  throw error;
}

async function attempt<T>(run: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await run();
  } catch (error) {
    return refusalOf(error);
  }
}
const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "status" in value && "code" in value && "message" in value;

/** The form's fields: the issues of a missing file and of the alt texts, or what to upload. */
function readUpload(body: Parameters<typeof uploadedFile>[0]) {
  const values: AltTexts = { altBg: formText(body, "altBg"), altEn: formText(body, "altEn") };
  const file = uploadedFile(body);
  const parsed = altTextsSchema.safeParse(values);
  const issues: Issue[] = [
    ...(file ? [] : [{ path: "file", message: MEDIA_MESSAGES.empty }]),
    ...(parsed.success ? [] : zodIssues(parsed.error)),
  ];
  if (!file || !parsed.success) return { ok: false, issues, values } as const;
  return { ok: true, file, texts: parsed.data, values } as const;
}

/**
 * Pictures (issue 17, docs/decisions/0077): the list with its upload form, one picture's alt
 * texts and its deletion; each with its JSON twin under /nimda/api/media. Uploads are
 * multipart/form-data (the body limit allows 10 MB on these two paths only).
 */
export function mediaScreens(deps: AdminDeps) {
  const { db } = deps.database;
  const service: MediaServiceDeps = {
    store: deps.store,
    storage: deps.media,
    clock: deps.clock ?? systemClock,
    logger: deps.logger,
  };
  const by = (c: AdminContext) => c.get("session").sub;

  const upload = (c: AdminContext, file: File, texts: AltTexts) =>
    attempt<UploadedMedia>(async () =>
      uploadMedia(
        service,
        { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), ...texts },
        by(c),
        auditMetadata(c, "media.upload"),
      ),
    );

  const listPage = async (c: AdminContext, page: number, failure?: MediaFormFailure, status = 200) =>
    renderPage(
      c,
      <MediaListPage chrome={chromeOf(c, "Media")} data={await listData(db, page)} failure={failure} />,
      status as ContentfulStatusCode,
    );
  const detailPage = (c: AdminContext, view: MediaView, failure?: MediaFormFailure, status = 200) =>
    renderPage(
      c,
      <MediaDetailPage chrome={chromeOf(c, `Picture ${view.fileName}`)} view={view} failure={failure} />,
      status as ContentfulStatusCode,
    );
  const load = (c: AdminContext) => {
    const mediaId = c.req.param("mediaId") ?? "";
    return isMediaId(mediaId) ? loadMedia(deps.store, mediaId) : Promise.resolve(null);
  };
  const noPage = (c: AdminContext) => c.text("No such picture.", 404);
  const apiRefused = (c: AdminContext, refusal: Refusal) =>
    c.json(errorBody(refusal.code, refusal.message), refusal.status);
  const apiNotFound = (c: AdminContext) => {
    const mediaId = c.req.param("mediaId") ?? "";
    if (!isMediaId(mediaId)) return c.json(errorBody("invalid_media_id", "The media id must be a UUID"), 400);
    return c.json(errorBody("not_found", "No such picture"), 404);
  };

  return new Hono<AdminEnv>()
    .get(MEDIA_PATH, async (c) => {
      const parsed = mediaListQuerySchema.safeParse(c.req.query());
      return listPage(c, parsed.success ? parsed.data.page : 1, undefined, parsed.success ? 200 : 400);
    })
    .post(MEDIA_PATH, async (c) => {
      const form = readUpload(await c.req.parseBody({ all: true }));
      if (!form.ok) return listPage(c, 1, { issues: form.issues, values: form.values }, 400);
      const result = await upload(c, form.file, form.texts);
      if (isRefusal(result)) {
        const failure = { issues: [{ path: "file", message: result.message }], values: form.values };
        return listPage(c, 1, failure, result.status);
      }
      return redirectWithNotice(c, mediaDetailPath(result.mediaId), `Picture ${result.fileName} uploaded.`);
    })
    .get(`${MEDIA_PATH}/:mediaId`, async (c) => {
      const view = await load(c);
      return view ? detailPage(c, view) : noPage(c);
    })
    .post(`${MEDIA_PATH}/:mediaId/alt`, async (c) => {
      const view = await load(c);
      if (!view) return noPage(c);
      const body = await c.req.parseBody({ all: true });
      const values: AltTexts = { altBg: formText(body, "altBg"), altEn: formText(body, "altEn") };
      const parsed = altTextsSchema.safeParse(values);
      if (!parsed.success) return detailPage(c, view, { issues: zodIssues(parsed.error), values }, 400);
      const result = await attempt(() =>
        changeMediaAltText(service, { mediaId: view.mediaId, ...parsed.data }, by(c), auditMetadata(c, "media.alt")),
      );
      if (isRefusal(result)) return detailPage(c, view, { message: result.message, values }, result.status);
      return redirectWithNotice(
        c,
        mediaDetailPath(view.mediaId),
        result.changed ? "Alt texts saved." : "Nothing changed.",
      );
    })
    .post(`${MEDIA_PATH}/:mediaId/delete`, async (c) => {
      const view = await load(c);
      if (!view) return noPage(c);
      const result = await attempt(() => deleteMedia(service, view.mediaId, by(c), auditMetadata(c, "media.delete")));
      if (isRefusal(result)) return detailPage(c, view, { message: result.message, values: view }, result.status);
      return redirectWithNotice(c, MEDIA_PATH, `Picture ${view.fileName} deleted.`);
    })

    .get(API, async (c) => {
      const parsed = mediaListQuerySchema.safeParse(c.req.query());
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid query", issues), 400);
      }
      return c.json({ success: true as const, data: await listData(db, parsed.data.page) });
    })
    .post(API, async (c) => {
      if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
        return c.json(errorBody("unsupported_media_type", "Send the picture as multipart/form-data"), 415);
      const form = readUpload(await c.req.parseBody({ all: true }));
      if (!form.ok) {
        return c.json(errorBody("validation_failed", form.issues[0]?.message ?? "Invalid upload", form.issues), 400);
      }
      const result = await upload(c, form.file, form.texts);
      if (isRefusal(result)) return apiRefused(c, result);
      const view = await loadMedia(deps.store, result.mediaId);
      return c.json({ success: true as const, data: view }, 201);
    })
    .get(`${API}/:mediaId`, async (c) => {
      const view = await load(c);
      return view ? c.json({ success: true as const, data: view }) : apiNotFound(c);
    })
    .put(`${API}/:mediaId/alt`, async (c) => {
      const view = await load(c);
      if (!view) return apiNotFound(c);
      const body = await c.req.json().catch(() => undefined);
      if (typeof body !== "object" || body === null || Array.isArray(body))
        return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
      const parsed = altTextsSchema.safeParse(body);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid alt texts", issues), 400);
      }
      const result = await attempt(() =>
        changeMediaAltText(service, { mediaId: view.mediaId, ...parsed.data }, by(c), auditMetadata(c, "media.alt")),
      );
      if (isRefusal(result)) return apiRefused(c, result);
      return c.json({ success: true as const, data: { ...(await loadMedia(deps.store, view.mediaId)), ...result } });
    })
    .delete(`${API}/:mediaId`, async (c) => {
      const view = await load(c);
      if (!view) return apiNotFound(c);
      const result = await attempt(() => deleteMedia(service, view.mediaId, by(c), auditMetadata(c, "media.delete")));
      if (isRefusal(result)) return apiRefused(c, result);
      return c.json({ success: true as const, data: { mediaId: view.mediaId, ...result } });
    });
}
