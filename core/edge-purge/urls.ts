import type { CmsPageState } from "../cms/decider.ts";
import { CMS_LOCALES, type CmsContentEvent, type CmsPageEvent } from "../cms/events.ts";
import type { PurgeReason } from "./events.ts";

/**
 * The sitemap files the site serves (http/site/seo.ts): /sitemap.xml, and /sitemap-N.xml only once
 * the sitemap passes 50,000 URLs and becomes an index. The site is far below that, so the list is
 * one file; the functions below take the list, so a caller that serves more passes them.
 */
export const SITEMAP_PATHS: readonly string[] = ["/sitemap.xml"];

export interface PurgePlan {
  reason: PurgeReason;
  /** Paths on the site; empty when the page has none to purge (the purge is then skipped). */
  urls: string[];
}

/**
 * A path with a `:param` segment is a template for many pages (/destinations/:slug), not an
 * address a cache holds: it is left out, and those pages age out of the caches by their own
 * s-maxage (docs/decisions/0078).
 */
export const isDynamicPath = (path: string) => path.split("/").some((segment) => segment.startsWith(":"));

const staticPaths = (paths: readonly (string | null | undefined)[]) => [
  ...new Set(paths.filter((path): path is string => typeof path === "string" && !isDynamicPath(path))),
];

/** Every path the page has, in both languages, whatever each localization's status: a purge too many is harmless. */
export function pagePaths(page: Pick<CmsPageState, "localizations">): string[] {
  return staticPaths(CMS_LOCALES.map((locale) => page.localizations[locale]?.slugPath));
}

/**
 * What a CMS event makes stale, as a pure function of the event and the page: for a page event,
 * the page as it stood just before it; for a content event, the page as it stands. Null when the
 * event changes nothing a visitor is served (a draft page edited, a page scheduled).
 *
 * - a page goes live, or leaves live: both languages' paths and the sitemap;
 * - a live page's slug moves: the old and the new path of that language, and the sitemap;
 * - a live page's localization goes live or leaves live: that path and the sitemap;
 * - content is published for a language of a live page: that language's path only (hreflang
 *   links and the sitemap name paths, which did not change).
 */
export function purgeForCmsEvent(
  event: CmsPageEvent | CmsContentEvent,
  page: Pick<CmsPageState, "exists" | "publishingState" | "localizations">,
  sitemapPaths: readonly string[] = SITEMAP_PATHS,
): PurgePlan | null {
  const withSitemap = (reason: PurgeReason, paths: (string | null | undefined)[]): PurgePlan => ({
    reason,
    urls: [...staticPaths(paths), ...sitemapPaths],
  });
  const live = page.exists && page.publishingState === "live";
  switch (event.type) {
    case "CmsPageCreated":
      return null;
    case "CmsPagePublishingStateChanged": {
      const { from, to } = event.data;
      if (to === "live" && from !== "live") return withSitemap("published", pagePaths(page));
      if (from === "live" && to !== "live") return withSitemap("archived", pagePaths(page));
      return null;
    }
    case "CmsPageLocalized": {
      if (!live) return null;
      const { locale, slugPath, status } = event.data;
      const before = page.localizations[locale];
      const previous = event.data.previous ?? before?.slugPath ?? null;
      if (previous !== null && previous !== slugPath) return withSitemap("moved", [previous, slugPath]);
      const wasLive = before?.status === "live";
      if (wasLive === (status === "live")) return null;
      return withSitemap(wasLive ? "archived" : "published", [slugPath]);
    }
    case "CmsContentPublished":
      if (!live) return null;
      return { reason: "content_published", urls: staticPaths([page.localizations[event.data.locale]?.slugPath]) };
    default:
      return null;
  }
}
