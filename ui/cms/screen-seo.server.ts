import { expandSnippets } from "../../core/cms/seo.ts";
import type { Db } from "../../core/db/database.ts";
import { seoAtPath, seoSnippets } from "../../projections/cms/page-queries.ts";
import { languageOfPath } from "../route-table.ts";
import type { ScreenSeo } from "./screen-seo.ts";

/** The SEO an editor set for the live page at exactly this address, snippets filled in; null if none. */
export async function loadScreenSeo(db: Db, pathname: string): Promise<ScreenSeo | null> {
  const seo = await seoAtPath(db, pathname);
  if (!seo) return null;
  const snippets =
    seo.title || seo.description ? await seoSnippets(db, languageOfPath(pathname)) : new Map<string, string>();
  return {
    title: seo.title ? expandSnippets(seo.title, snippets) : null,
    description: seo.description ? expandSnippets(seo.description, snippets) : null,
    ogMediaId: seo.ogMediaId,
    canonical: seo.canonical,
    noindex: seo.noindex,
  };
}
