import { type CmsPageState, cmsPageDecider, publishingTransitions } from "../../../core/cms/decider.ts";
import { CMS_LOCALES, type CmsPageEvent, cmsPageStreamId, type PageType } from "../../../core/cms/events.ts";
import { slugParameters } from "../../../core/cms/route-constraints.ts";
import type { Database, Sql } from "../../../core/db/database.ts";
import { aggregateStream } from "../../../core/eventstore/aggregate-stream.ts";
import type { EventStore } from "../../../core/eventstore/types.ts";
import { pageShortlinks } from "../../../projections/cms/page-queries.ts";
import { type CmsPagePayload, cmsRoutes, languagePairs } from "../../../ui/cms/cms-routes.ts";
import { escapeLike } from "../shell/like-pattern.ts";
import type { CmsListQuery } from "./input.ts";
import type { CmsListData } from "./list-page.tsx";
import type { CmsPageDetail } from "./page-detail.ts";

const PAGE_SIZE = 50;
/** The decider's key rule, so a lookup of anything else is a 404 without touching the store. */
const STORED_PAGE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export interface StoredPage {
  pageKey: string;
  pageType: PageType;
  state: CmsPageState;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The page from its stream, so the screen right after a change shows it even if the read model lags. */
export async function loadPage(store: EventStore, pageKey: string): Promise<StoredPage | null> {
  if (!STORED_PAGE_KEY.test(pageKey)) return null;
  const { version, events, state } = await aggregateStream<CmsPageEvent, CmsPageState>(
    store,
    cmsPageStreamId(pageKey),
    cmsPageDecider,
  );
  const created = events.find((event) => event.type === "CmsPageCreated");
  if (!created) return null;
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

/** The client's own rules (ui/cms/cms-routes.ts) decide what the site routes and pairs. */
const inLanguageMapping = (payload: CmsPagePayload) => languagePairs([payload]).length > 0;

export async function detailOf(database: Database, page: StoredPage, timeZone: string): Promise<CmsPageDetail> {
  const { sql, db } = database;
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
    parameters: [...new Set(paths.flatMap(slugParameters))],
    constraints: Object.values(page.state.constraints),
    shortlinks: await pageShortlinks(db, page.pageKey),
    streamId: cmsPageStreamId(page.pageKey),
    version: page.version,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
}

export async function listData(sql: Sql, query: CmsListQuery): Promise<CmsListData> {
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
