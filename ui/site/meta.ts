import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { type BulgarianAirport, PRODUCT_KEY } from "../../core/constants.ts";
import { OG_IMAGE, socialPreviewImage } from "../../core/images/landscape.ts";
import { firstCurrencyOf } from "../../core/pricing/display.ts";
import type { Currency } from "../../core/pricing/fare.ts";
import { FEED_FORMATS, FEED_KINDS, feedPath, feedTitle } from "../../core/routes/feeds.ts";
import { dictionaryOf } from "../i18n/dictionary.ts";
import { type Language, languageOfPath } from "../route-table.ts";

/**
 * Localised title and description, repeated for social previews (Open Graph and Twitter); with
 * an absolute image URL the previews show it large.
 */
export function pageMeta(
  title: string,
  description: string,
  options: { image?: string; type?: "website" | "article" | "product" } = {},
): MetaDescriptor[] {
  const image = options.image ? socialPreviewImage(options.image) : null;
  return [
    { title: `${title} | ${PRODUCT_KEY}` },
    { name: "description", content: description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image
      ? [
          { property: "og:image", content: image.url },
          { name: "twitter:image", content: image.url },
        ]
      : []),
    ...(image?.generated
      ? [
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(OG_IMAGE.width) },
          { property: "og:image:height", content: String(OG_IMAGE.height) },
        ]
      : []),
  ];
}

/** Meta of a route showing its error boundary: not-found or error title, never indexed. */
export function errorMeta(lang: Language, error: unknown): MetaDescriptor[] {
  const t = dictionaryOf(lang);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? t.notFound.metaTitle : t.error.metaTitle} | ${PRODUCT_KEY}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The page language and dictionary for a meta function. */
export function metaCopy(location: { pathname: string }) {
  const lang = languageOfPath(location.pathname);
  return { lang, t: dictionaryOf(lang) };
}

/** The public URL the root loader exposes, from a meta function's matches. */
export function publicUrlOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}

/** Which currency prices show first in a page's title and description (the root loader's `priceFirst`). */
export function priceFirstOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Currency {
  const root = matches.find((match) => match?.id === "root")?.data as { priceFirst?: unknown } | undefined;
  return firstCurrencyOf(root?.priceFirst);
}

/** An image path made absolute for social previews; undefined without one. */
export function absoluteImage(
  path: string | null | undefined,
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : publicUrlOf(matches) + path;
}

/** Autodiscovery links to the live-deal feeds in the page's language, narrowed to `from` when given. */
export function feedLinks(lang: Language, publicUrl: string, from?: BulgarianAirport): MetaDescriptor[] {
  const title = feedTitle(lang, from ? dictionaryOf(lang).deals.origins[from] : undefined);
  return FEED_FORMATS.map((format) => ({
    tagName: "link",
    rel: "alternate",
    type: FEED_KINDS[format].mediaType,
    title: `${title} (${FEED_KINDS[format].label})`,
    href: publicUrl + feedPath(lang, format, from),
  }));
}
