import { Hono } from "hono";
import type { Db } from "../../core/db/database.ts";
import {
  isAdminPath,
  LANGUAGES,
  type Language,
  pathFor,
  ROUTE_TABLE,
  type ScreenKey,
} from "../../core/routes/route-table.ts";
import { cmsSitemap } from "../../projections/cms/page-queries.ts";
import { type SitemapContent, sitemapContent } from "../../projections/site/sitemap.ts";
import { LEGAL_UPDATED } from "../../ui/i18n/sections/legal.ts";

/**
 * GET /sitemap.xml and /robots.txt (docs/decisions/0023). Every public page appears once per
 * language, each entry naming both languages and x-default (the Bulgarian page, as the
 * pages' own hreflang links do). Paths come from the route table, content slugs from the read models.
 */

/** The sitemap protocol's limit of URLs per file; above it /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** Crawlers may keep these for an hour; the lists change with the catalog, not by the minute. */
export const SEO_CACHE_CONTROL = "public, max-age=3600";
/** Paths no crawler should visit: admin, the JSON API and click-outs (which would count as clicks). */
export const ROBOTS_DISALLOW = ["/nimda", "/admin-dashboard", "/api/", "/go/"] as const;

/** One page in both languages. */
export interface SitemapPage {
  bg: string;
  en: string;
  lastmod: Date | null;
}

/**
 * The CMS's part (issue 17): its own live pages join the list, a page live in one language only
 * once; an address an editor marked noindex leaves it, with its other language when it has one.
 */
export function withCmsPages(
  pages: readonly SitemapPage[],
  cms: Awaited<ReturnType<typeof cmsSitemap>>,
): SitemapPage[] {
  const own = cms.pages.flatMap((page) => {
    const bg = page.bg ?? page.en;
    const en = page.en ?? page.bg;
    return bg && en ? [{ bg, en, lastmod: page.updatedAt }] : [];
  });
  return [...pages, ...own].filter((page) => !cms.noindex.has(page.bg) && !cms.noindex.has(page.en));
}

const LEGAL_SCREENS = new Set<ScreenKey>(["imprint", "privacy", "cookiePolicy", "terms"]);
/** Screens for one person behind a signed link: nothing a search engine should list. */
export const PRIVATE_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>(["newsletterPreferences"]);
const legalUpdated = new Date(`${LEGAL_UPDATED}T00:00:00Z`);

/** Every screen of the route table without parameters, admin screens left out. */
export function staticPages(): SitemapPage[] {
  return ROUTE_TABLE.filter(
    (screen) =>
      !screen.bg.includes(":") &&
      !screen.en.includes(":") &&
      !isAdminPath(screen.bg) &&
      !PRIVATE_SCREENS.has(screen.key),
  ).map((screen) => ({
    bg: screen.bg,
    en: screen.en,
    lastmod: LEGAL_SCREENS.has(screen.key) ? legalUpdated : null,
  }));
}

function both(path: (lang: Language) => string, lastmod: Date): SitemapPage {
  return { bg: path("bg"), en: path("en"), lastmod };
}

const pick = <T extends string>(lang: Language, bg: T, en: T) => (lang === "bg" ? bg : en);

/** Country, destination, sight, airline and visa pages from the read models. */
export function contentPages(content: SitemapContent): SitemapPage[] {
  return [
    ...content.countries.map((c) =>
      both((lang) => pathFor("country", lang, { countrySlug: pick(lang, c.slugBg, c.slugEn) }), c.updatedAt),
    ),
    ...content.destinations.map((d) =>
      both(
        (lang) =>
          pathFor("destination", lang, {
            countrySlug: pick(lang, d.countrySlugBg, d.countrySlugEn),
            citySlug: pick(lang, d.citySlugBg, d.citySlugEn),
          }),
        d.updatedAt,
      ),
    ),
    ...content.sights.map((s) =>
      both(
        (lang) =>
          pathFor("sight", lang, {
            countrySlug: pick(lang, s.countrySlugBg, s.countrySlugEn),
            citySlug: pick(lang, s.citySlugBg, s.citySlugEn),
            sightSlug: pick(lang, s.sightSlugBg, s.sightSlugEn),
          }),
        s.updatedAt,
      ),
    ),
    ...content.airlines.map((a) =>
      both((lang) => pathFor("airline", lang, { slug: pick(lang, a.slugBg, a.slugEn) }), a.updatedAt),
    ),
    ...content.visas.map((v) =>
      both((lang) => pathFor("visa", lang, { countrySlug: pick(lang, v.slugBg, v.slugEn) }), v.updatedAt),
    ),
  ];
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);

/** W3C datetime, to the second. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

const latest = (pages: readonly SitemapPage[]): Date | null =>
  pages.reduce<Date | null>((max, page) => (page.lastmod && (!max || page.lastmod > max) ? page.lastmod : max), null);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A <urlset>: each page once per language, both alternates and x-default on every entry. */
export function urlsetXml(origin: string, pages: readonly SitemapPage[]): string {
  const lines = [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = [...LANGUAGES.map((lang) => [lang, page[lang]] as const), ["x-default", page.bg] as const].map(
      ([hreflang, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`,
    );
    // a page in one language only is one URL, with no alternates to name
    if (page.bg === page.en) {
      lines.push("  <url>", `    <loc>${escapeXml(origin + page.bg)}</loc>`);
      if (page.lastmod) lines.push(`    <lastmod>${w3cDate(page.lastmod)}</lastmod>`);
      lines.push("  </url>");
      continue;
    }
    for (const lang of LANGUAGES) {
      lines.push("  <url>", `    <loc>${escapeXml(origin + page[lang])}</loc>`);
      if (page.lastmod) lines.push(`    <lastmod>${w3cDate(page.lastmod)}</lastmod>`);
      lines.push(...alternates, "  </url>");
    }
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

export function sitemapIndexXml(origin: string, files: readonly { path: string; lastmod: Date | null }[]): string {
  const lines = [XML_DECLARATION, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const file of files) {
    lines.push("  <sitemap>", `    <loc>${escapeXml(origin + file.path)}</loc>`);
    if (file.lastmod) lines.push(`    <lastmod>${w3cDate(file.lastmod)}</lastmod>`);
    lines.push("  </sitemap>");
  }
  lines.push("</sitemapindex>", "");
  return lines.join("\n");
}

/**
 * The pages split into files of at most `maxUrls` entries. A page's two languages stay in the
 * same file, so a file holds maxUrls / 2 pages.
 */
export function sitemapFiles(pages: readonly SitemapPage[], maxUrls: number): SitemapPage[][] {
  const perFile = Math.max(1, Math.floor(maxUrls / LANGUAGES.length));
  const files: SitemapPage[][] = [];
  for (let start = 0; start < pages.length; start += perFile) files.push(pages.slice(start, start + perFile));
  return files.length ? files : [[]];
}

const sitemapFilePath = (index: number) => `/sitemap-${index + 1}.xml`;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export interface SeoDeps {
  db: Db;
  publicUrl: string;
  /** URLs per sitemap file before an index is used; tests lower it. */
  maxUrls?: number;
}

export function seoRoutes(deps: SeoDeps) {
  const origin = deps.publicUrl.replace(/\/+$/, "");
  const maxUrls = deps.maxUrls ?? SITEMAP_MAX_URLS;
  const files = async () => {
    const [content, cms] = await Promise.all([sitemapContent(deps.db), cmsSitemap(deps.db)]);
    return sitemapFiles(withCmsPages([...staticPages(), ...contentPages(content)], cms), maxUrls);
  };
  const xml = (body: string) =>
    new Response(body, {
      headers: { "content-type": "application/xml; charset=utf-8", "cache-control": SEO_CACHE_CONTROL },
    });

  return new Hono()
    .get("/robots.txt", (c) => {
      c.header("cache-control", SEO_CACHE_CONTROL);
      return c.text(robotsTxt(origin));
    })
    .get("/sitemap.xml", async () => {
      const parts = await files();
      if (parts.length === 1) return xml(urlsetXml(origin, parts[0] ?? []));
      return xml(
        sitemapIndexXml(
          origin,
          parts.map((part, index) => ({ path: sitemapFilePath(index), lastmod: latest(part) })),
        ),
      );
    })
    .get("/:file{sitemap-[1-9][0-9]*\\.xml}", async (c) => {
      const parts = await files();
      const index = Number(c.req.param("file").replace(/\D/g, "")) - 1;
      const part = parts[index];
      // the numbered files exist only while /sitemap.xml is an index
      if (parts.length === 1 || !part) return c.notFound();
      return xml(urlsetXml(origin, part));
    });
}
