import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import {
  type CmsPageCommand,
  type CmsPageState,
  cmsPageDecider,
  publishingTransitions,
  slugPathProblem,
} from "../../core/cms/decider.ts";
import {
  CMS_LOCALES,
  type CmsLocale,
  type CmsPageEvent,
  cmsPageStreamId,
  LOCALIZATION_STATUSES,
  PAGE_TYPES,
  type PageType,
  PUBLISHING_STATES,
} from "../../core/cms/events.ts";
import type { Sql } from "../../core/db/database.ts";
import { handleCommand } from "../../core/eventstore/command-handler.ts";
import { DomainError } from "../../core/eventstore/decider.ts";
import type { EventMetadata, EventStore } from "../../core/eventstore/types.ts";
import { loadSettings } from "../../core/settings/service.ts";
import { wallTimeToInstant } from "../../core/time-zone.ts";
import {
  CMS_LIST_PATH,
  type CmsListData,
  CmsListPage,
  cmsPagePath,
  EMPTY_NEW_PAGE,
  NEW_PAGE_KEYS,
  NewCmsPage,
  type NewPageValues,
} from "../../ui/admin/cms.tsx";
import { type CmsFormFailure, type CmsPageDetail, CmsPageScreen } from "../../ui/admin/cms-page.tsx";
import { type CmsPagePayload, cmsRoutes, languagePairs } from "../../ui/cms-routes.ts";
import { errorBody, zodIssues } from "../errors.ts";
import { validate } from "../validation.ts";
import { cmsPreviewScreens } from "./cms-preview.tsx";
import type { Issue } from "./shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "./shell/context.ts";
import type { AdminDeps } from "./shell/deps.ts";
import { blankAsUndefined, formText, pageField, sortDirField } from "./shell/form-fields.ts";
import { chromeOf, redirectWithNotice, renderPage } from "./shell/render.ts";

const PAGE_SIZE = 50;
/** New pages get URL-friendly keys; seeded ones are the route table's camelCase screen keys. */
const NEW_PAGE_KEY = /^[a-z][a-z0-9-]{0,63}$/;
/** The decider's key rule, so a lookup of anything else is a 404 without touching the store. */
const STORED_PAGE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const SLUG_MAX = 200;
const SLUG_SEGMENT = /^(?:[a-z0-9-]+|:[A-Za-z]+)$/;
const LOCALE_NAMES: Record<CmsLocale, string> = { bg: "Bulgarian", en: "English" };

/** Core's runCmsPageCommand records only an actor; admin commands carry the whole audit metadata. */
export function runCmsCommand(store: EventStore, command: CmsPageCommand, metadata: EventMetadata) {
  return handleCommand(store, cmsPageStreamId(command.pageKey), cmsPageDecider, command, { metadata });
}

// ---------------------------------------------------------------- validation

/** The decider's slug rule (core/cms/decider.ts) told step by step, so the admin learns what to fix. */
export function slugProblem(locale: CmsLocale, slugPath: string): string | null {
  if (slugPath === "") return "Slug path is required";
  if (!slugPath.startsWith("/")) return "Slug path must start with /";
  if (slugPath.length > SLUG_MAX) return `Slug path must be at most ${SLUG_MAX} characters`;
  if (slugPath !== "/") {
    if (slugPath.endsWith("/")) return "Slug path must not end with /";
    for (const segment of slugPath.slice(1).split("/")) {
      if (segment === "") return "Slug path must not contain //";
      if (!SLUG_SEGMENT.test(segment))
        return `Slug path segment "${segment}" may only use lowercase letters, digits and dashes, or be a :parameter`;
    }
  }
  const english = slugPath === "/en" || slugPath.startsWith("/en/");
  if (locale === "en" && !english) return "An English slug path must start with /en";
  if (locale === "bg" && english) return "A Bulgarian slug path must not start with /en";
  return slugPathProblem(locale, slugPath);
}

const slugPath = (locale: CmsLocale) =>
  z
    .string("Slug path is required")
    .trim()
    .superRefine((value, ctx) => {
      const problem = slugProblem(locale, value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optionalSlugPath = (locale: CmsLocale) => z.preprocess(emptyToNull, slugPath(locale).nullish());

const PAGE_TYPE_MESSAGE = `Page type must be one of: ${PAGE_TYPES.join(", ")}`;
const STATE_MESSAGE = `Publishing state must be one of: ${PUBLISHING_STATES.join(", ")}`;

export const createPageSchema = z.strictObject({
  pageKey: z
    .string("Page key is required")
    .trim()
    .min(1, "Page key is required")
    .regex(
      NEW_PAGE_KEY,
      "Page key must start with a lowercase letter and use only lowercase letters, digits and dashes (at most 64 characters)",
    )
    // /nimda/cms/new is the form, so a page called "new" could never be opened
    .refine((key) => key !== "new", 'The page key "new" is reserved')
    .refine((key) => key !== "preview-tokens", 'The page key "preview-tokens" is reserved'),
  pageType: z.enum(PAGE_TYPES, PAGE_TYPE_MESSAGE),
  bgSlugPath: optionalSlugPath("bg"),
  enSlugPath: optionalSlugPath("en"),
});
type CreatePageInput = z.infer<typeof createPageSchema>;

export const stateSchema = z.strictObject({
  to: z.enum(PUBLISHING_STATES, STATE_MESSAGE),
  /** To schedule: an ISO instant (the API), or the form's wall-clock time once converted. */
  publishAt: z.string("publishAt must be a date and time").optional(),
});

/** The state form's "Publish at" is a wall-clock time in the settings' time zone. */
const PUBLISH_AT_MESSAGE = "Publish at must be a date and time";

export const localizationSchema = (locale: CmsLocale) =>
  z.strictObject({
    slugPath: slugPath(locale),
    status: z.enum(LOCALIZATION_STATUSES, `Status must be one of: ${LOCALIZATION_STATUSES.join(", ")}`),
  });

export const cmsListQuerySchema = z.object({
  q: z.preprocess(blankAsUndefined, z.string().trim().max(200, "The search must be at most 200 characters").optional()),
  type: z.preprocess(blankAsUndefined, z.enum(PAGE_TYPES, PAGE_TYPE_MESSAGE).optional()),
  state: z.preprocess(blankAsUndefined, z.enum(PUBLISHING_STATES, STATE_MESSAGE).optional()),
  sort: z.preprocess(
    blankAsUndefined,
    z.enum(["key", "type", "state", "updated"], "Sort must be key, type, state or updated").optional(),
  ),
  dir: sortDirField,
  page: pageField,
});
type CmsListQuery = z.infer<typeof cmsListQuerySchema>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isLocale = (v: string | undefined): v is CmsLocale => CMS_LOCALES.includes(v as CmsLocale);

// ---------------------------------------------------------------- reads

interface StoredPage {
  pageKey: string;
  pageType: PageType;
  state: CmsPageState;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The page from its stream, so the screen right after a change shows it even if the read model lags. */
async function loadPage(store: EventStore, pageKey: string): Promise<StoredPage | null> {
  if (!STORED_PAGE_KEY.test(pageKey)) return null;
  const { version, events } = await store.readStream(cmsPageStreamId(pageKey));
  const created = events.find((event) => event.type === "CmsPageCreated");
  if (!created) return null;
  const state = events.reduce<CmsPageState>(
    (s, event) => cmsPageDecider.evolve(s, event as unknown as CmsPageEvent),
    cmsPageDecider.initialState(),
  );
  return {
    pageKey,
    pageType: (created.data as { pageType: PageType }).pageType,
    state,
    version,
    createdAt: created.createdAt,
    updatedAt: events.at(-1)?.createdAt ?? created.createdAt,
  };
}

/** The page as GET /api/bootstrap/cms hands it to the client. */
function payloadOf(
  page: Pick<CmsPagePayload, "pageKey" | "pageType" | "publishingState">,
  localizations: {
    bg: { slugPath: string; status: string } | null | undefined;
    en: { slugPath: string; status: string } | null | undefined;
  },
): CmsPagePayload {
  return {
    ...page,
    localizations: CMS_LOCALES.flatMap((locale) => {
      const l = localizations[locale];
      return l ? [{ locale, slugPath: l.slugPath, status: l.status }] : [];
    }),
  };
}

/** The client's own rules (ui/cms-routes.ts) decide what the site routes and pairs. */
const inLanguageMapping = (payload: CmsPagePayload) => languagePairs([payload]).length > 0;

async function detailOf(sql: Sql, page: StoredPage, timeZone: string): Promise<CmsPageDetail> {
  const localizations = {
    bg: page.state.localizations.bg ?? null,
    en: page.state.localizations.en ?? null,
  };
  const payload = payloadOf(
    { pageKey: page.pageKey, pageType: page.pageType, publishingState: page.state.publishingState },
    localizations,
  );
  const routes = cmsRoutes([payload]) ?? [];
  const paths = CMS_LOCALES.flatMap((locale) => localizations[locale]?.slugPath ?? []);
  const others =
    paths.length === 0
      ? []
      : await sql<{ pageKey: string; slugPath: string }[]>`
          SELECT page_key AS "pageKey", slug_path AS "slugPath" FROM cms_page_localizations
           WHERE slug_path = ANY(${paths}) AND page_key <> ${page.pageKey} ORDER BY page_key`;
  // paths are one namespace (English ones under /en), so the path alone names the clashing locale
  const conflicts = others.flatMap((other) =>
    CMS_LOCALES.filter((locale) => localizations[locale]?.slugPath === other.slugPath).map((locale) => ({
      locale,
      ...other,
    })),
  );
  return {
    pageKey: page.pageKey,
    pageType: page.pageType,
    publishingState: page.state.publishingState,
    publishAt: page.state.publishAt,
    timeZone,
    localizations,
    allowedTransitions: publishingTransitions(page.state.publishingState),
    inLanguageMapping: inLanguageMapping(payload),
    routedLocales: CMS_LOCALES.filter((locale) => routes.some((route) => route.locale === locale)),
    // a path is global: a bg page and an en page can't share one, so compare the path alone
    conflicts,
    streamId: cmsPageStreamId(page.pageKey),
    version: page.version,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`);

async function listData(sql: Sql, query: CmsListQuery): Promise<CmsListData> {
  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const order = {
    key: `p.page_key ${dir}`,
    type: `p.page_type ${dir}, p.page_key`,
    state: `p.publishing_state ${dir}, p.page_key`,
    updated: `updated_at ${dir}, p.page_key`,
  }[query.sort ?? "key"];
  const from = `
      FROM cms_pages p
      LEFT JOIN (
        SELECT page_key,
               max(slug_path) FILTER (WHERE locale = 'bg') AS bg_slug, max(status) FILTER (WHERE locale = 'bg') AS bg_status,
               max(slug_path) FILTER (WHERE locale = 'en') AS en_slug, max(status) FILTER (WHERE locale = 'en') AS en_status,
               max(updated_at) AS updated_at
          FROM cms_page_localizations GROUP BY page_key
      ) l ON l.page_key = p.page_key
     WHERE ($1::text IS NULL OR p.page_type = $1)
       AND ($2::text IS NULL OR p.publishing_state = $2)
       AND ($3::text IS NULL OR p.page_key ILIKE $3 OR l.bg_slug ILIKE $3 OR l.en_slug ILIKE $3)`;
  const params = [query.type ?? null, query.state ?? null, query.q ? `%${escapeLike(query.q)}%` : null];
  type Row = {
    page_key: string;
    page_type: string;
    publishing_state: string;
    bg_slug: string | null;
    bg_status: string | null;
    en_slug: string | null;
    en_status: string | null;
    updated_at: Date;
  };
  const [rows, [count]] = await Promise.all([
    sql.unsafe<Row[]>(
      `SELECT p.page_key, p.page_type, p.publishing_state, l.bg_slug, l.bg_status, l.en_slug, l.en_status,
              GREATEST(p.updated_at, l.updated_at) AS updated_at ${from}
        ORDER BY ${order} LIMIT $4 OFFSET $5`,
      [...params, PAGE_SIZE, (query.page - 1) * PAGE_SIZE] as never[],
    ),
    sql.unsafe<{ n: number }[]>(`SELECT count(*)::int AS n ${from}`, params as never[]),
  ]);
  return {
    rows: rows.map((row) => {
      const bg = row.bg_slug && row.bg_status ? { slugPath: row.bg_slug, status: row.bg_status } : null;
      const en = row.en_slug && row.en_status ? { slugPath: row.en_slug, status: row.en_status } : null;
      const payload = payloadOf(
        { pageKey: row.page_key, pageType: row.page_type, publishingState: row.publishing_state },
        { bg, en },
      );
      return {
        pageKey: row.page_key,
        pageType: row.page_type,
        publishingState: row.publishing_state,
        bg,
        en,
        inLanguageMapping: inLanguageMapping(payload),
        updatedAt: row.updated_at,
      };
    }),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

// ---------------------------------------------------------------- writes

const pageExists = (key: string) => new DomainError("page_exists", `A page with the key ${key} already exists`, 409);

/** One admin action, one audit action: the draft localizations of a new page are part of creating it. */
async function createPage(store: EventStore, input: CreatePageInput, metadata: EventMetadata): Promise<void> {
  const { version } = await store.readStream(cmsPageStreamId(input.pageKey), { toVersion: 1 });
  if (version > 0) throw pageExists(input.pageKey);
  const created = await runCmsCommand(
    store,
    { type: "CreatePage", pageKey: input.pageKey, pageType: input.pageType },
    metadata,
  );
  // the decider ignores a second CreatePage: another admin won the race
  if (created.events.length === 0) throw pageExists(input.pageKey);
  for (const locale of CMS_LOCALES) {
    const path = locale === "bg" ? input.bgSlugPath : input.enSlugPath;
    if (!path) continue;
    await runCmsCommand(
      store,
      { type: "LocalizePage", pageKey: input.pageKey, locale, slugPath: path, status: "draft" },
      metadata,
    );
  }
}

/** A refusal comes back as a value, so page handlers can show it beside the form. */
async function orRefusal<T>(run: () => Promise<T>): Promise<T | DomainError> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

// ---------------------------------------------------------------- routes

function invalid(c: AdminContext, issues: Issue[]) {
  return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
}
const refused = (c: AdminContext, error: DomainError) => c.json(errorBody(error.code, error.message), error.status);
const notFound = (c: AdminContext) => c.json(errorBody("not_found", "No such CMS page"), 404);
const noSuchLocale = (c: AdminContext) => c.json(errorBody("not_found", "No such locale: use bg or en"), 404);
const notJson = (c: AdminContext) => c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);

/** CMS pages: the list, a new page, one page's publishing workflow and localizations, each with its JSON twin. */
export function cmsScreens(deps: AdminDeps) {
  const { sql } = deps.database;
  const { store } = deps;
  const timeZone = async () => (await loadSettings(store)).settings.timezone;

  /** Runs an API command on a page and answers with the page as it is now. */
  const runAndAnswer = async (c: AdminContext, command: CmsPageCommand, action: string) => {
    const result = await orRefusal(() => runCmsCommand(store, command, auditMetadata(c, action)));
    if (result instanceof DomainError) return refused(c, result);
    const updated = await loadPage(store, command.pageKey);
    if (!updated) return notFound(c);
    return c.json({
      success: true as const,
      data: { ...(await detailOf(sql, updated, await timeZone())), changed: result.events.length > 0 },
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
        page={await detailOf(sql, page, await timeZone())}
        failure={failure}
      />,
      status as ContentfulStatusCode,
    );
  const noPage = (c: AdminContext) => c.text("No such CMS page.", 404);

  // before /nimda/cms/:pageKey, which would take "preview-tokens" for a page key
  return new Hono<AdminEnv>()
    .route("/", cmsPreviewScreens(deps))
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
      const result = await orRefusal(() => createPage(store, parsed.data, auditMetadata(c, "cms.create")));
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
      const result = await orRefusal(() => runCmsCommand(store, command, auditMetadata(c, "cms.state")));
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
      const result = await orRefusal(() => runCmsCommand(store, command, auditMetadata(c, "cms.localize")));
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
      const result = await orRefusal(() => createPage(store, parsed.data, auditMetadata(c, "cms.create")));
      if (result instanceof DomainError) return refused(c, result);
      const page = await loadPage(store, parsed.data.pageKey);
      if (!page) return notFound(c);
      return c.json({ success: true as const, data: await detailOf(sql, page, await timeZone()) }, 201);
    })
    .get("/nimda/api/cms/:pageKey", async (c) => {
      const page = await loadPage(store, c.req.param("pageKey"));
      if (!page) return notFound(c);
      return c.json({ success: true as const, data: await detailOf(sql, page, await timeZone()) });
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
      const command = { type: "LocalizePage", pageKey: page.pageKey, locale, ...parsed.data } as const;
      return runAndAnswer(c, command, "cms.localize");
    });
}
