import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { PRODUCT_KEY } from "../core/constants.ts";
import { dictionaries } from "./i18n/dictionary.ts";
import { type Language, languageOfPath } from "./route-table.ts";

/** Localised title and description, repeated for social previews. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${PRODUCT_KEY}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}

/** Meta of a route showing its error boundary: not-found or error title, never indexed. */
export function errorMeta(lang: Language, error: unknown): MetaDescriptor[] {
  const t = dictionaries[lang];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? t.notFound.metaTitle : t.error.metaTitle} | ${PRODUCT_KEY}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The page language and dictionary for a meta function. */
export function metaCopy(location: { pathname: string }) {
  const lang = languageOfPath(location.pathname);
  return { lang, t: dictionaries[lang] };
}
