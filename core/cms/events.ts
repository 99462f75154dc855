import type { ContentBlock } from "./content-blocks.ts";
import type { RouteConstraint } from "./route-constraints.ts";
import type { PageSeo } from "./seo.ts";

/** States of spec section 4. */
export const PAGE_TYPES = [
  "static",
  "country",
  "destination",
  "sight",
  "airport",
  "deal_generic",
  "deal_specific",
  "utility",
  "system",
] as const;
export const PUBLISHING_STATES = ["draft", "scheduled", "live", "archived"] as const;
export const LOCALIZATION_STATUSES = ["draft", "review", "live"] as const;
export const CMS_LOCALES = ["bg", "en"] as const;

export type PageType = (typeof PAGE_TYPES)[number];
export type PublishingState = (typeof PUBLISHING_STATES)[number];
export type LocalizationStatus = (typeof LOCALIZATION_STATUSES)[number];
export type CmsLocale = (typeof CMS_LOCALES)[number];

export type CmsPageEvent =
  | { type: "CmsPageCreated"; data: { pageKey: string; pageType: PageType } }
  | {
      type: "CmsPageLocalized";
      data: {
        pageKey: string;
        locale: CmsLocale;
        slugPath: string;
        status: LocalizationStatus;
        previous: string | null;
      };
    }
  | {
      type: "CmsPagePublishingStateChanged";
      /** publishAt: when a scheduled page goes live (ISO instant); absent for the other states. */
      data: { pageKey: string; from: PublishingState; to: PublishingState; publishAt?: string | null };
    }
  | { type: "CmsPageSeoChanged"; data: { pageKey: string; locale: CmsLocale; seo: PageSeo } }
  | { type: "CmsRouteConstraintSet"; data: { pageKey: string; constraint: RouteConstraint } }
  | { type: "CmsRouteConstraintRemoved"; data: { pageKey: string; param: string } };

export const CMS_PAGE_EVENT_TYPES = [
  "CmsPageCreated",
  "CmsPageLocalized",
  "CmsPagePublishingStateChanged",
  "CmsPageSeoChanged",
  "CmsRouteConstraintSet",
  "CmsRouteConstraintRemoved",
] as const;

export function cmsPageStreamId(pageKey: string): string {
  return `cmspage-${pageKey}`;
}

/** A preview token's stream (cmspreview-<id>): issued, used, revoked. */
export type PreviewTokenEvent =
  | {
      type: "CmsPreviewTokenIssued";
      data: {
        tokenId: string;
        tokenHash: string;
        label: string;
        expiresAt: string;
        issuedBy: string;
        issuedAt: string;
      };
    }
  | { type: "CmsPreviewTokenRevoked"; data: { tokenId: string; by: string } };

/**
 * A page's content in one language, stream `cmscontent-<pageKey>-<locale>` (issue 17). Every save
 * is a numbered snapshot, so two can be compared and an older one restored; a localization goes
 * draft -> review -> live on its own, and the live snapshot stays live while the next is drafted.
 */
export type CmsContentEvent =
  | {
      type: "CmsContentDraftSaved";
      data: {
        pageKey: string;
        locale: CmsLocale;
        snapshot: number;
        blocks: ContentBlock[];
        /** The snapshot this one restores, or null for an edit. */
        restoredFrom: number | null;
        by: string;
        at: string;
      };
    }
  | {
      type: "CmsContentSubmitted";
      data: { pageKey: string; locale: CmsLocale; snapshot: number; by: string; at: string };
    }
  | {
      type: "CmsContentReturned";
      data: { pageKey: string; locale: CmsLocale; snapshot: number; reason: string; by: string; at: string };
    }
  | {
      type: "CmsContentPublished";
      data: { pageKey: string; locale: CmsLocale; snapshot: number; by: string; at: string };
    };

export const CMS_CONTENT_EVENT_TYPES = [
  "CmsContentDraftSaved",
  "CmsContentSubmitted",
  "CmsContentReturned",
  "CmsContentPublished",
] as const;

export function cmsContentStreamId(pageKey: string, locale: CmsLocale): string {
  return `cmscontent-${pageKey}-${locale}`;
}

/** A page shortlink's stream (`cmsshortlink-<code>`): one code leads to one page at a time. */
export type CmsShortlinkEvent =
  | { type: "CmsShortlinkClaimed"; data: { code: string; pageKey: string; locale: CmsLocale; by: string } }
  | { type: "CmsShortlinkReleased"; data: { code: string; pageKey: string; by: string } };

export const CMS_SHORTLINK_EVENT_TYPES = ["CmsShortlinkClaimed", "CmsShortlinkReleased"] as const;

export function cmsShortlinkStreamId(code: string): string {
  return `cmsshortlink-${code}`;
}

/** A reusable SEO snippet's stream (`cmssnippet-<key>`): its text in both languages. */
export type CmsSnippetEvent =
  | { type: "CmsSeoSnippetSaved"; data: { key: string; bg: string; en: string; by: string } }
  | { type: "CmsSeoSnippetDeleted"; data: { key: string; by: string } };

export const CMS_SNIPPET_EVENT_TYPES = ["CmsSeoSnippetSaved", "CmsSeoSnippetDeleted"] as const;

export function cmsSnippetStreamId(key: string): string {
  return `cmssnippet-${key}`;
}
