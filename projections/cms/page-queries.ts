import { sql } from "kysely";
import type { ContentBlock } from "../../core/cms/content-blocks.ts";
import type { RouteConstraint, RouteReference } from "../../core/cms/route-constraints.ts";
import type { PageSeo } from "../../core/cms/seo.ts";
import type { Db } from "../../core/db/database.ts";
import { ROUTE_TABLE } from "../../core/routes/route-table.ts";

/** The route table's screens render themselves; the CMS serves only the pages of its own. */
const SCREEN_KEYS = ROUTE_TABLE.map((screen) => screen.key) as string[];

export interface CmsPageAtPath {
  pageKey: string;
  pageType: string;
  locale: "bg" | "en";
  slugPath: string;
  /** The values of the address's `:param` segments. */
  params: Record<string, string>;
  publishingState: string;
  localizationStatus: string;
  /** The live blocks, or with drafts the latest snapshot; null when nothing was written. */
  blocks: ContentBlock[] | null;
  snapshot: number | null;
  contentStatus: string | null;
  seo: PageSeo | null;
  constraints: RouteConstraint[];
}

interface Candidate {
  pageKey: string;
  pageType: string;
  publishingState: string;
  locale: "bg" | "en";
  slugPath: string;
  status: string;
}

const segments = (path: string) => path.split("/").filter(Boolean);

/** The parameters a slug path binds for a path, or null when it is not that path's shape. */
export function bindPath(slugPath: string, path: string): Record<string, string> | null {
  const pattern = segments(slugPath);
  const actual = segments(path);
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const value = actual[index] ?? "";
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/**
 * The CMS page of its own at an address: the exact address first, then the address patterns with
 * the fewest parameters. Only live pages with live localizations, unless `drafts` (a preview).
 */
export async function cmsPageAtPath(db: Db, path: string, options: { drafts: boolean }): Promise<CmsPageAtPath | null> {
  const depth = segments(path).length;
  const candidates = await sql<Candidate>`
    SELECT l.page_key, p.page_type, p.publishing_state, l.locale, l.slug_path, l.status
      FROM cms_page_localizations l JOIN cms_pages p ON p.page_key = l.page_key
     WHERE (l.slug_path = ${path}
            OR (l.slug_path LIKE '%:%' AND cardinality(array_remove(string_to_array(l.slug_path, '/'), '')) = ${depth}))
       AND NOT (l.page_key = ANY(${SCREEN_KEYS}))
       AND (${options.drafts} OR (p.publishing_state = 'live' AND l.status = 'live'))`.execute(db);
  const bound = candidates.rows
    .map((candidate) => ({ candidate, params: bindPath(candidate.slugPath, path) }))
    .filter((match): match is { candidate: Candidate; params: Record<string, string> } => match.params !== null)
    .sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length);
  const first = bound[0];
  if (!first) return null;
  const { candidate, params } = first;
  const [content, seo, constraints] = await Promise.all([
    sql<{
      liveBlocks: ContentBlock[] | null;
      draftBlocks: ContentBlock[];
      liveSnapshot: number | null;
      currentSnapshot: number;
      status: string;
    }>`
      SELECT live_blocks, draft_blocks, live_snapshot, current_snapshot, status FROM cms_content
       WHERE page_key = ${candidate.pageKey} AND locale = ${candidate.locale}`.execute(db),
    pageSeo(db, candidate.pageKey, candidate.locale),
    sql<{ param: string; kind: RouteConstraint["kind"]; pattern: string | null; ref: RouteReference | null }>`
      SELECT param, kind, pattern, ref FROM cms_route_constraints WHERE page_key = ${candidate.pageKey}`.execute(db),
  ]);
  const row = content.rows[0];
  return {
    pageKey: candidate.pageKey,
    pageType: candidate.pageType,
    locale: candidate.locale,
    slugPath: candidate.slugPath,
    params,
    publishingState: candidate.publishingState,
    localizationStatus: candidate.status,
    blocks: (options.drafts ? row?.draftBlocks : row?.liveBlocks) ?? null,
    snapshot: (options.drafts ? row?.currentSnapshot : row?.liveSnapshot) ?? null,
    contentStatus: row?.status ?? null,
    seo,
    constraints: constraints.rows.map(toConstraint),
  };
}

function toConstraint(row: {
  param: string;
  kind: RouteConstraint["kind"];
  pattern: string | null;
  ref: RouteReference | null;
}): RouteConstraint {
  switch (row.kind) {
    case "regex":
      return { param: row.param, kind: "regex", pattern: row.pattern ?? "" };
    case "ref":
      return { param: row.param, kind: "ref", ref: row.ref ?? "destination" };
    default:
      return { param: row.param, kind: row.kind };
  }
}

/** A page's SEO in one language as the admin set it, snippets not yet filled in. */
export async function pageSeo(db: Db, pageKey: string, locale: string): Promise<PageSeo | null> {
  const result = await sql<PageSeo>`
    SELECT title, description, og_media_id, canonical, noindex FROM cms_page_seo
     WHERE page_key = ${pageKey} AND locale = ${locale}`.execute(db);
  return result.rows[0] ?? null;
}

/** The SEO of the live page at exactly this address, for the screens the route table renders. */
export async function seoAtPath(db: Db, path: string): Promise<PageSeo | null> {
  const result = await sql<PageSeo>`
    SELECT s.title, s.description, s.og_media_id, s.canonical, s.noindex
      FROM cms_page_localizations l
      JOIN cms_pages p ON p.page_key = l.page_key AND p.publishing_state = 'live'
      JOIN cms_page_seo s ON s.page_key = l.page_key AND s.locale = l.locale
     WHERE l.slug_path = ${path} AND l.status = 'live'`.execute(db);
  return result.rows[0] ?? null;
}

/** Every SEO snippet's text in one language, by key. */
export async function seoSnippets(db: Db, locale: "bg" | "en"): Promise<Map<string, string>> {
  const result = await sql<{ key: string; bg: string; en: string }>`SELECT key, bg, en FROM cms_seo_snippets`.execute(
    db,
  );
  return new Map(result.rows.map((row) => [row.key, row[locale]]));
}

/** The live content of a page in one language: what a screen shows of the CMS. */
export async function liveContent(db: Db, pageKey: string, locale: string): Promise<ContentBlock[] | null> {
  const result = await sql<{ liveBlocks: ContentBlock[] | null }>`
    SELECT c.live_blocks FROM cms_content c JOIN cms_pages p ON p.page_key = c.page_key
     WHERE c.page_key = ${pageKey} AND c.locale = ${locale} AND p.publishing_state = 'live'`.execute(db);
  return result.rows[0]?.liveBlocks ?? null;
}

/** The latest draft of a page in one language, whatever its state: what a preview shows. */
export async function draftContent(
  db: Db,
  pageKey: string,
  locale: string,
): Promise<{ blocks: ContentBlock[]; snapshot: number } | null> {
  const result = await sql<{ draftBlocks: ContentBlock[]; currentSnapshot: number }>`
    SELECT draft_blocks, current_snapshot FROM cms_content WHERE page_key = ${pageKey} AND locale = ${locale}`.execute(
    db,
  );
  const row = result.rows[0];
  return row ? { blocks: row.draftBlocks, snapshot: row.currentSnapshot } : null;
}

/** Where a page that moved away from this address lives now (a live page at a fixed address). */
export async function movedPageTarget(db: Db, oldPath: string): Promise<string | null> {
  const result = await sql<{ slugPath: string }>`
    SELECT l.slug_path FROM cms_slug_redirects r
      JOIN cms_page_localizations l ON l.page_key = r.page_key AND l.locale = r.locale AND l.status = 'live'
      JOIN cms_pages p ON p.page_key = r.page_key AND p.publishing_state = 'live'
     WHERE r.old_path = ${oldPath} AND l.slug_path NOT LIKE '%:%' AND l.slug_path <> ${oldPath}`.execute(db);
  return result.rows[0]?.slugPath ?? null;
}

/** Where a page shortlink leads: its page's live address in the shortlink's language. */
export async function shortlinkTarget(db: Db, code: string): Promise<string | null> {
  const result = await sql<{ slugPath: string }>`
    SELECT l.slug_path FROM cms_shortlinks s
      JOIN cms_page_localizations l ON l.page_key = s.page_key AND l.locale = s.locale AND l.status = 'live'
      JOIN cms_pages p ON p.page_key = s.page_key AND p.publishing_state = 'live'
     WHERE s.code = ${code} AND l.slug_path NOT LIKE '%:%'`.execute(db);
  return result.rows[0]?.slugPath ?? null;
}

export interface ReferencedEntity {
  /** The IATA code of a destination or airline, the country code of a country. */
  code: string;
  nameBg: string;
  nameEn: string;
}

/** The catalog entry a `ref` segment names by its slug in either language, or null. */
export async function referencedEntity(db: Db, ref: RouteReference, slug: string): Promise<ReferencedEntity | null> {
  const query =
    ref === "destination"
      ? sql<ReferencedEntity>`SELECT iata_code AS code, city AS name_bg, city_en AS name_en FROM destinations
           WHERE is_active AND (city_slug_bg = ${slug} OR city_slug_en = ${slug}) ORDER BY popularity_score DESC LIMIT 1`
      : ref === "country"
        ? sql<ReferencedEntity>`SELECT country_code AS code, country_name_bg AS name_bg, country_name_en AS name_en
             FROM countries WHERE is_active AND (country_slug_bg = ${slug} OR country_slug_en = ${slug}) LIMIT 1`
        : sql<ReferencedEntity>`SELECT iata_code AS code, name_bg, name AS name_en FROM airlines
             WHERE slug_bg = ${slug} OR slug_en = ${slug} LIMIT 1`;
  return (await query.execute(db)).rows[0] ?? null;
}

/** A page's live addresses without parameters, by language: its hreflang pair. */
export async function livePathsOf(db: Db, pageKey: string): Promise<Partial<Record<"bg" | "en", string>>> {
  const result = await sql<{ locale: "bg" | "en"; slugPath: string }>`
    SELECT locale, slug_path FROM cms_page_localizations
     WHERE page_key = ${pageKey} AND status = 'live' AND slug_path NOT LIKE '%:%'`.execute(db);
  return Object.fromEntries(result.rows.map((row) => [row.locale, row.slugPath]));
}

/** A live page of the CMS's own at fixed addresses, for the sitemap: one address per live language. */
export interface SitemapCmsPage {
  bg: string | null;
  en: string | null;
  updatedAt: Date;
}

/**
 * What the sitemap takes from the CMS: its own live pages with content, and the addresses an
 * editor marked noindex (screens included), which the sitemap leaves out.
 */
export async function cmsSitemap(db: Db): Promise<{ pages: SitemapCmsPage[]; noindex: Set<string> }> {
  const [pages, noindex] = await Promise.all([
    sql<SitemapCmsPage>`
      SELECT max(l.slug_path) FILTER (WHERE l.locale = 'bg') AS bg, max(l.slug_path) FILTER (WHERE l.locale = 'en') AS en,
             max(greatest(l.updated_at, c.updated_at)) AS updated_at
        FROM cms_page_localizations l
        JOIN cms_pages p ON p.page_key = l.page_key AND p.publishing_state = 'live'
        JOIN cms_content c ON c.page_key = l.page_key AND c.locale = l.locale AND c.live_blocks IS NOT NULL
       WHERE l.status = 'live' AND l.slug_path NOT LIKE '%:%' AND NOT (l.page_key = ANY(${SCREEN_KEYS}))
       GROUP BY l.page_key ORDER BY l.page_key`.execute(db),
    sql<{ slugPath: string }>`
      SELECT l.slug_path FROM cms_page_seo s
        JOIN cms_page_localizations l ON l.page_key = s.page_key AND l.locale = s.locale
       WHERE s.noindex`.execute(db),
  ]);
  return { pages: pages.rows, noindex: new Set(noindex.rows.map((row) => row.slugPath)) };
}

export interface SnippetRow {
  key: string;
  bg: string;
  en: string;
  updatedAt: Date;
}

/** Every SEO snippet, by key, for the admin's list. */
export async function listSnippets(db: Db): Promise<SnippetRow[]> {
  const result = await sql<SnippetRow>`SELECT key, bg, en, updated_at FROM cms_seo_snippets ORDER BY key`.execute(db);
  return result.rows;
}

export interface PageShortlink {
  code: string;
  locale: "bg" | "en";
  createdAt: Date;
}

/** The shortlinks that lead to one page, by code. */
export async function pageShortlinks(db: Db, pageKey: string): Promise<PageShortlink[]> {
  const result = await sql<PageShortlink>`
    SELECT code, locale, created_at FROM cms_shortlinks WHERE page_key = ${pageKey} ORDER BY code`.execute(db);
  return result.rows;
}

/** Another page that has exactly this address in either language, or null. */
export async function otherPageAtSlugPath(db: Db, slugPath: string, exceptPageKey: string): Promise<string | null> {
  const result = await sql<{ pageKey: string }>`
    SELECT page_key FROM cms_page_localizations
     WHERE slug_path = ${slugPath} AND page_key <> ${exceptPageKey} ORDER BY page_key LIMIT 1`.execute(db);
  return result.rows[0]?.pageKey ?? null;
}
