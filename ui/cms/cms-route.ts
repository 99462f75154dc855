import type { MetaDescriptor } from "react-router";
import { mediaPath } from "../../core/media/paths.ts";
import { sharedPageHeaders } from "../site/cache-headers.ts";
import { absoluteImage, pageMeta } from "../site/meta.ts";
import type { CmsPageData } from "./cms-page-data.ts";

/**
 * The pieces a screen needs to hand an address it does not know to the CMS (country, destination
 * and the catch-all route; ui/cms/cms-page.server.ts finds the page).
 */
export function isCmsPage(loaderData: unknown): loaderData is CmsPageData {
  return typeof loaderData === "object" && loaderData !== null && (loaderData as { kind?: unknown }).kind === "cms";
}

/** The page's SEO as the editor set it: title, description, picture, canonical and noindex. */
export function cmsPageMeta(
  page: CmsPageData,
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): MetaDescriptor[] {
  const opening = page.blocks[0]?.type === "text" ? page.blocks[0].heading : undefined;
  const title = page.seo.title ?? opening ?? page.pageKey;
  const description = page.seo.description ?? "";
  const image = page.seo.ogMediaId ? absoluteImage(mediaPath(page.seo.ogMediaId, "original"), matches) : undefined;
  return [
    ...pageMeta(title, description, { image }),
    ...(page.seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** A preview's loader says private, no-store; any other page keeps the screen's own headers. */
export function cmsAwareHeaders<Args extends { loaderHeaders: Headers; actionHeaders: Headers }>(
  fallback: (args: Args) => Record<string, string> = sharedPageHeaders,
) {
  return (args: Args): Record<string, string> => {
    const cacheControl = args.loaderHeaders.get("cache-control");
    if (!cacheControl) return fallback(args);
    return { "cache-control": cacheControl, "x-robots-tag": args.loaderHeaders.get("x-robots-tag") ?? "noindex" };
  };
}
