import { data } from "react-router";
import { PRODUCT_KEY } from "../../core/constants.ts";
import { loadCmsPage } from "../cms/cms-page.server.ts";
import { PREVIEW_HEADERS } from "../cms/cms-page-data.ts";
import { CmsPageView } from "../cms/cms-page-view.tsx";
import { cmsAwareHeaders, cmsPageMeta, isCmsPage } from "../cms/cms-route.ts";
import { dictionaryOf } from "../i18n/dictionary.ts";
import { languageOfPath } from "../route-table.ts";
import type { Route } from "./+types/not-found";
import { NotFoundView } from "./not-found-view.tsx";

export const headers: Route.HeadersFunction = cmsAwareHeaders(() => ({}));

/**
 * Any address no screen claims: a page the CMS serves there (or a 301 to where it moved), else the
 * not-found page, returned rather than thrown so it renders normally and still says 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadCmsPage(request, context);
  if (page) return data(page, page.preview ? { headers: PREVIEW_HEADERS } : undefined);
  return data({ kind: "not-found" as const, lang: languageOfPath(new URL(request.url).pathname) }, { status: 404 });
}

export function meta({ location, loaderData, matches }: Route.MetaArgs) {
  if (isCmsPage(loaderData)) return cmsPageMeta(loaderData, matches);
  const t = dictionaryOf(languageOfPath(location.pathname));
  return [{ title: `${t.notFound.metaTitle} | ${PRODUCT_KEY}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  if (isCmsPage(loaderData)) return <CmsPageView page={loaderData} />;
  return <NotFoundView />;
}
