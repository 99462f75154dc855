import { data, redirect } from "react-router";
import type { ContentBlock } from "../../core/cms/content-blocks.ts";
import { sanitizeRichText } from "../../core/cms/rich-text.ts";
import { segmentFits } from "../../core/cms/route-constraints.ts";
import { expandSnippets } from "../../core/cms/seo.ts";
import { escapeHtml } from "../../core/html-escape.ts";
import { mediaSrc, mediaSrcSet } from "../../core/media/paths.ts";
import {
  type CmsPageAtPath,
  cmsPageAtPath,
  draftContent,
  liveContent,
  livePathsOf,
  movedPageTarget,
  type ReferencedEntity,
  referencedEntity,
  seoSnippets,
} from "../../projections/cms/page-queries.ts";
import { mediaAssetById } from "../../projections/media/queries.ts";
import type { LoadContext } from "../load-context.ts";
import { type Language, languageOfPath } from "../route-table.ts";
import { dealsOfBlock } from "./block-deals.server.ts";
import { type CmsPageData, PREVIEW_HEADERS, type RenderedBlock } from "./cms-page-data.ts";

/** `{param}` in a page's words: the name of the entry a `ref` segment names, else the segment itself. */
function filler(values: Record<string, string>) {
  return (text: string, html = false) =>
    text.replace(/\{([A-Za-z]{1,40})\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return html ? escapeHtml(value) : value;
    });
}

/** The page's `:param` values checked against its constraints; null when one does not fit. */
async function boundValues(
  context: LoadContext,
  page: CmsPageAtPath,
  lang: Language,
): Promise<{ values: Record<string, string>; destination?: string } | null> {
  const values: Record<string, string> = { ...page.params };
  let destination: string | undefined;
  for (const constraint of page.constraints) {
    const segment = page.params[constraint.param];
    if (segment === undefined) continue;
    if (!segmentFits(constraint, segment)) return null;
    if (constraint.kind !== "ref") continue;
    const entity: ReferencedEntity | null = await referencedEntity(context.db, constraint.ref, segment);
    if (!entity) return null;
    values[constraint.param] = lang === "bg" ? entity.nameBg : entity.nameEn;
    if (constraint.ref === "destination") destination ??= entity.code;
  }
  return { values, destination };
}

async function rendered(
  context: LoadContext,
  blocks: readonly ContentBlock[],
  fill: (text: string, html?: boolean) => string,
  destination: string | undefined,
): Promise<RenderedBlock[]> {
  const now = context.now();
  const shown = await Promise.all(
    blocks.map(async (block): Promise<RenderedBlock | null> => {
      switch (block.type) {
        case "text":
          // stored sanitized; sanitized again here, after the {param} values went in
          return {
            ...block,
            heading: block.heading && fill(block.heading),
            body: sanitizeRichText(fill(block.body, true)),
          };
        case "deals":
          return {
            ...block,
            heading: block.heading && fill(block.heading),
            deals: await dealsOfBlock(context.db, block, now, destination),
          };
        case "faq":
          return {
            ...block,
            items: block.items.map((item) => ({ question: fill(item.question), answer: fill(item.answer) })),
          };
        case "cta":
          return { ...block, label: fill(block.label) };
        case "picture": {
          // a picture deleted from Media since is left out rather than shown broken
          const asset = await mediaAssetById(context.db, block.mediaId);
          if (!asset) return null;
          const widths = asset.variants.map((variant) => variant.width);
          return {
            ...block,
            alt: fill(block.alt),
            src: mediaSrc(asset.mediaId, widths),
            srcSet: mediaSrcSet(asset.mediaId, widths),
            width: asset.width,
            height: asset.height,
          };
        }
      }
    }),
  );
  return shown.filter((block): block is RenderedBlock => block !== null);
}

/**
 * The CMS page of its own at the request's address, as the site renders it: live content, or with
 * a valid preview token (?preview=) the latest draft. A page that moved answers with a 301 to
 * where it is now. Null when no page of the CMS is here: the screen's own 404 stands.
 */
export async function loadCmsPage(request: Request, context: LoadContext): Promise<CmsPageData | null> {
  const url = new URL(request.url);
  const lang = languageOfPath(url.pathname);
  const token = url.searchParams.get("preview");
  const preview = token !== null && (await context.previewAllowed?.(token)) === true;
  const page = await cmsPageAtPath(context.db, url.pathname, { drafts: preview });
  if (!page) {
    const moved = await movedPageTarget(context.db, url.pathname);
    if (moved) throw redirect(moved + url.search, 301);
    return null;
  }
  const bound = await boundValues(context, page, lang);
  if (!bound || (!page.blocks && !preview)) return null;
  const fill = filler(bound.values);
  const paths = await livePathsOf(context.db, page.pageKey);
  // a page live in one language only names itself for both: there is no other to point to
  const own = paths[lang] ?? url.pathname;
  const snippets = page.seo && (page.seo.title || page.seo.description) ? await seoSnippets(context.db, lang) : null;
  const seoText = (text: string | null | undefined) => (text && snippets ? fill(expandSnippets(text, snippets)) : null);
  return {
    kind: "cms",
    pageKey: page.pageKey,
    lang,
    preview,
    snapshot: page.snapshot,
    blocks: await rendered(context, page.blocks ?? [], fill, bound.destination),
    seo: {
      title: seoText(page.seo?.title),
      description: seoText(page.seo?.description),
      ogMediaId: page.seo?.ogMediaId ?? null,
      canonical: page.seo?.canonical ?? null,
      noindex: preview || (page.seo?.noindex ?? false),
    },
    // the root names the canonical: the editor's own (site/layout.tsx) or this pair's
    alternates: { bg: paths.bg ?? own, en: paths.en ?? own },
    requestTime: context.now().toISOString(),
  };
}

/** For a screen's loader that found nothing of its own: the CMS page here, or the 404 it was. */
export async function cmsPageOrNotFound(request: Request, context: LoadContext) {
  const page = await loadCmsPage(request, context);
  if (!page) throw data(null, { status: 404 });
  return data(page, page.preview ? { headers: PREVIEW_HEADERS } : undefined);
}

/** What a screen shows of its CMS page, and whether it is a preview of the draft. */
export interface Editorial {
  blocks: RenderedBlock[];
  preview: boolean;
  snapshot: number | null;
}

/**
 * What a screen of the route table shows of its CMS page (issue 17: the home's copy, the static
 * pages' words, a destination's or sight's text): the live blocks in the screen's language, or
 * with a valid preview token (?preview=) the latest draft; null keeps the built-in copy.
 */
export async function editorialFor(
  request: Request,
  context: LoadContext,
  pageKey: string,
  lang: Language,
): Promise<Editorial | null> {
  const token = new URL(request.url).searchParams.get("preview");
  const preview = token !== null && (await context.previewAllowed?.(token)) === true;
  const content = preview ? await draftContent(context.db, pageKey, lang) : null;
  const blocks = content ? content.blocks : await liveContent(context.db, pageKey, lang);
  if (!blocks || (blocks.length === 0 && !preview)) return null;
  return {
    blocks: await rendered(context, blocks, filler({}), undefined),
    preview,
    snapshot: content?.snapshot ?? null,
  };
}

/** A screen's loader data, marked private and unindexed when it shows a draft. */
export function withEditorialHeaders<T>(loaderData: T, editorial: Editorial | null) {
  return editorial?.preview ? data(loaderData, { headers: PREVIEW_HEADERS }) : loaderData;
}
