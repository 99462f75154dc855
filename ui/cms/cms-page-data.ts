import type { ContentBlock } from "../../core/cms/content-blocks.ts";
import type { DealCardData } from "../deals/deal-card-data.ts";
import type { Language } from "../route-table.ts";

/** A block as the page draws it: a deal block with its deals found. */
export type RenderedBlock =
  | Exclude<ContentBlock, { type: "deals" | "picture" }>
  | (Extract<ContentBlock, { type: "deals" }> & { deals: DealCardData[] })
  | (Extract<ContentBlock, { type: "picture" }> & { src: string; srcSet: string; width: number; height: number });

/** What a loader hands the CMS page view (ui/cms/cms-page-view.tsx). */
export interface CmsPageData {
  kind: "cms";
  pageKey: string;
  lang: Language;
  /** Rendered from a draft for someone holding a preview token: never cached, never indexed. */
  preview: boolean;
  snapshot: number | null;
  blocks: RenderedBlock[];
  seo: {
    title: string | null;
    description: string | null;
    ogMediaId: string | null;
    canonical: string | null;
    noindex: boolean;
  };
  /** The hreflang pair the root turns into canonical and alternate links (ui/site/alternates.ts). */
  alternates: { bg: string; en: string };
  requestTime: string;
}

/** A preview is the viewer's own: no shared cache keeps it, no search engine lists it. */
export const PREVIEW_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex" } as const;
