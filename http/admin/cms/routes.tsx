import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { CmsPageCommand } from "../../../core/cms/decider.ts";
import { runCmsPageCommand } from "../../../core/cms/runner.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { loadSettings } from "../../../core/settings/service.ts";
import { wallTimeToInstant } from "../../../core/time-zone.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import { validate } from "../../validation.ts";
import type { Issue } from "../shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { createPage, orRefusal } from "./commands.ts";
import { cmsContentScreens } from "./content-routes.tsx";
import { CmsPageScreen } from "./detail-page.tsx";
import {
  cmsListQuerySchema,
  createPageSchema,
  isLocale,
  isObject,
  localizationSchema,
  PUBLISH_AT_MESSAGE,
  stateSchema,
} from "./input.ts";
import {
  CMS_LIST_PATH,
  CmsListPage,
  cmsPagePath,
  EMPTY_NEW_PAGE,
  LOCALE_NAMES,
  NEW_PAGE_KEYS,
  NewCmsPage,
  type NewPageValues,
} from "./list-page.tsx";
import type { CmsFormFailure } from "./page-detail.ts";
import { cmsPreviewScreens } from "./preview-tokens-routes.tsx";
import { loadPageContents } from "./publication.ts";
import { cmsPublishScreens } from "./publish-routes.tsx";
import { detailOf, listData, loadPage, type StoredPage } from "./queries.ts";
import { cmsRoutingScreens } from "./routing-routes.tsx";
import { slugClash } from "./slug-clash.ts";
import { cmsSnippetScreens } from "./snippets-routes.tsx";

function invalid(c: AdminContext, issues: Issue[]) {
  return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
}
const refused = (c: AdminContext, error: DomainError) => c.json(errorBody(error.code, error.message), error.status);
const notFound = (c: AdminContext) => c.json(errorBody("not_found", "No such CMS page"), 404);
const noSuchLocale = (c: AdminContext) => c.json(errorBody("not_found", "No such locale: use bg or en"), 404);
const notJson = (c: AdminContext) => c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);

/** CMS pages: the list, a new page, one page's publishing workflow and localizations, each with its JSON twin. */
export function cmsScreens(deps: AdminDeps) {
  const { sql, db } = deps.database;
  const { store } = deps;
  const timeZone = async () => (await loadSettings(store)).settings.timezone;

  /** Runs an API command on a page and answers with the page as it is now. */
  const runAndAnswer = async (c: AdminContext, command: CmsPageCommand, action: string) => {
    const result = await orRefusal(() => runCmsPageCommand(store, command, auditMetadata(c, action)));
    if (result instanceof DomainError) return refused(c, result);
    const updated = await loadPage(store, command.pageKey);
    if (!updated) return notFound(c);
    return c.json({
      success: true as const,
      data: { ...(await detailOf(deps.database, updated, await timeZone())), changed: result.events.length > 0 },
    });
  };

  const newPage = (c: AdminContext, values: NewPageValues, issues?: Issue[], message?: string, status = 200) =>
    renderPage(
      c,
      <NewCmsPage chrome={chromeOf(c, "New CMS page")} values={values} issues={issues} message={message} />,
      status as ContentfulStatusCode,
    );
  const detailPage = async (c: AdminContext, page: StoredPage, failure?: CmsFormFailure, status = 200) =>
    renderPage(
      c,
      <CmsPageScreen
        chrome={chromeOf(c, `CMS page ${page.pageKey}`)}
        page={await detailOf(deps.database, page, await timeZone())}
        content={await loadPageContents(store, page.pageKey)}
        failure={failure}
      />,
      status as ContentfulStatusCode,
    );
  const noPage = (c: AdminContext) => c.text("No such CMS page.", 404);

  // before /nimda/cms/:pageKey, which would take "preview-tokens" or "snippets" for a page key
  return new Hono<AdminEnv>()
    .route("/", cmsPreviewScreens(deps))
    .route("/", cmsSnippetScreens(deps))
    .route("/", cmsRoutingScreens(deps))
    .route("/", cmsContentScreens(deps))
    .route("/", cmsPublishScreens(deps))
    .get(CMS_LIST_PATH, async (c) => {
      const parsed = cmsListQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : cmsListQuerySchema.parse({});
      const { page: _page, ...shown } = query;
      return renderPage(
        c,
        <CmsListPage
          chrome={chromeOf(c, "CMS pages")}
          data={await listData(sql, query)}
          query={{ ...shown, sort: query.sort ?? "key", dir: query.dir ?? "asc" }}
          issues={parsed.success ? undefined : zodIssues(parsed.error)}
        />,
        parsed.success ? 200 : 400,
      );
    })
    .get(`${CMS_LIST_PATH}/new`, (c) => newPage(c, EMPTY_NEW_PAGE))
    .post(`${CMS_LIST_PATH}/new`, async (c) => {
      const body = await c.req.parseBody({ all: true });
      const values = Object.fromEntries(NEW_PAGE_KEYS.map((key) => [key, formText(body, key)])) as NewPageValues;
      const parsed = createPageSchema.safeParse(values);
      if (!parsed.success) return newPage(c, values, zodIssues(parsed.error), undefined, 400);
      const result = await orRefusal(() =>
        createPage(store, deps.database.db, parsed.data, auditMetadata(c, "cms.create")),
      );
      if (result instanceof DomainError) return newPage(c, values, undefined, result.message, result.status);
      return redirectWithNotice(c, cmsPagePath(parsed.data.pageKey), "Draft page created.");
    })
    .get(`${CMS_LIST_PATH}/:pageKey`, async (c) => {
      const page = await loadPage(store, c.req.param("pageKey"));
      return page ? detailPage(c, page) : noPage(c);
    })
    .post(`${CMS_LIST_PATH}/:pageKey/state`, async (c) => {
      const page = await loadPage(store, c.req.param("pageKey"));
      if (!page) return noPage(c);
      const body = await c.req.parseBody({ all: true });
      const parsed = stateSchema.safeParse({ to: formText(body, "to") });
      if (!parsed.success) return detailPage(c, page, { form: "state", issues: zodIssues(parsed.error) }, 400);
      const { to } = parsed.data;
      const local = formText(body, "publishAt");
      const zone = local ? await timeZone() : null;
      const instant = local && zone ? wallTimeToInstant(local, zone) : null;
      if (local && !instant) {
        return detailPage(
          c,
          page,
          { form: "state", issues: [{ path: "publishAt", message: PUBLISH_AT_MESSAGE }] },
          400,
        );
      }
      const command = {
        type: "ChangePublishingState",
        pageKey: page.pageKey,
        to,
        publishAt: instant?.toISOString(),
        at: new Date().toISOString(),
      } as const;
      const result = await orRefusal(() => runCmsPageCommand(store, command, auditMetadata(c, "cms.state")));
      if (result instanceof DomainError) {
        return detailPage(c, page, { form: "state", message: result.message }, result.status);
      }
      return redirectWithNotice(
        c,
        cmsPagePath(page.pageKey),
        result.events.length === 0
          ? "Nothing changed."
          : to === "scheduled"
            ? `The page is scheduled to go live at ${local} (${zone}).`
            : `The page is ${to} now.`,
      );
    })
    .post(`${CMS_LIST_PATH}/:pageKey/localizations/:locale`, async (c) => {
      const page = await loadPage(store, c.req.param("pageKey"));
      const locale = c.req.param("locale");
      if (!page) return noPage(c);
      if (!isLocale(locale)) return c.text("No such locale: use bg or en.", 404);
      const body = await c.req.parseBody({ all: true });
      const values = { slugPath: formText(body, "slugPath"), status: formText(body, "status") };
      const parsed = localizationSchema(locale).safeParse(values);
      if (!parsed.success) {
        return detailPage(c, page, { form: locale, issues: zodIssues(parsed.error), values }, 400);
      }
      const command = { type: "LocalizePage", pageKey: page.pageKey, locale, ...parsed.data } as const;
      const result =
        (await slugClash(db, page.pageKey, parsed.data.slugPath)) ??
        (await orRefusal(() => runCmsPageCommand(store, command, auditMetadata(c, "cms.localize"))));
      if (result instanceof DomainError) {
        return detailPage(c, page, { form: locale, message: result.message, values }, result.status);
      }
      const notice = result.events.length > 0 ? `${LOCALE_NAMES[locale]} localization saved.` : "Nothing changed.";
      return redirectWithNotice(c, cmsPagePath(page.pageKey), notice);
    })

    .get("/nimda/api/cms", validate("query", cmsListQuerySchema), async (c) =>
      c.json({ success: true as const, data: await listData(sql, c.req.valid("query")) }),
    )
    .post("/nimda/api/cms", async (c) => {
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return notJson(c);
      const parsed = createPageSchema.safeParse(body);
      if (!parsed.success) return invalid(c, zodIssues(parsed.error));
      const result = await orRefusal(() =>
        createPage(store, deps.database.db, parsed.data, auditMetadata(c, "cms.create")),
      );
      if (result instanceof DomainError) return refused(c, result);
      const page = await loadPage(store, parsed.data.pageKey);
      if (!page) return notFound(c);
      return c.json({ success: true as const, data: await detailOf(deps.database, page, await timeZone()) }, 201);
    })
    .get("/nimda/api/cms/:pageKey", async (c) => {
      const page = await loadPage(store, c.req.param("pageKey"));
      if (!page) return notFound(c);
      return c.json({ success: true as const, data: await detailOf(deps.database, page, await timeZone()) });
    })
    .post("/nimda/api/cms/:pageKey/state", async (c) => {
      const page = await loadPage(store, c.req.param("pageKey"));
      if (!page) return notFound(c);
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return notJson(c);
      const parsed = stateSchema.safeParse(body);
      if (!parsed.success) return invalid(c, zodIssues(parsed.error));
      const command = {
        type: "ChangePublishingState",
        pageKey: page.pageKey,
        ...parsed.data,
        at: new Date().toISOString(),
      } as const;
      return runAndAnswer(c, command, "cms.state");
    })
    .put("/nimda/api/cms/:pageKey/localizations/:locale", async (c) => {
      const page = await loadPage(store, c.req.param("pageKey"));
      if (!page) return notFound(c);
      const locale = c.req.param("locale");
      if (!isLocale(locale)) return noSuchLocale(c);
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return notJson(c);
      const parsed = localizationSchema(locale).safeParse(body);
      if (!parsed.success) return invalid(c, zodIssues(parsed.error));
      const clash = await slugClash(db, page.pageKey, parsed.data.slugPath);
      if (clash) return refused(c, clash);
      const command = { type: "LocalizePage", pageKey: page.pageKey, locale, ...parsed.data } as const;
      return runAndAnswer(c, command, "cms.localize");
    });
}
