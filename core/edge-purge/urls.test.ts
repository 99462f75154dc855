import { describe, expect, it } from "vitest";
import type { CmsPageState } from "../cms/decider.ts";
import type { CmsContentEvent, CmsPageEvent } from "../cms/events.ts";
import { isDynamicPath, pagePaths, purgeForCmsEvent } from "./urls.ts";

const page = (publishingState: CmsPageState["publishingState"], overrides: Partial<CmsPageState> = {}) => ({
  exists: true,
  publishingState,
  localizations: {
    bg: { slugPath: "/imprint", status: "live" as const },
    en: { slugPath: "/en/imprint", status: "live" as const },
  },
  ...overrides,
});
const stateChange = (from: CmsPageState["publishingState"], to: CmsPageState["publishingState"]): CmsPageEvent => ({
  type: "CmsPagePublishingStateChanged",
  data: { pageKey: "imprint", from, to },
});
const localized = (
  locale: "bg" | "en",
  slugPath: string,
  status: "draft" | "review" | "live",
  previous: string | null,
): CmsPageEvent => ({ type: "CmsPageLocalized", data: { pageKey: "imprint", locale, slugPath, status, previous } });
const contentPublished = (locale: "bg" | "en"): CmsContentEvent => ({
  type: "CmsContentPublished",
  data: { pageKey: "imprint", locale, snapshot: 2, by: "admin:a", at: "2026-11-26T10:00:00.000Z" },
});

describe("the URLs a CMS event makes stale", () => {
  it("publishing or archiving a page: both languages' paths and the sitemap", () => {
    const urls = ["/imprint", "/en/imprint", "/sitemap.xml"];
    expect(purgeForCmsEvent(stateChange("draft", "live"), page("draft"))).toEqual({ reason: "published", urls });
    expect(purgeForCmsEvent(stateChange("scheduled", "live"), page("scheduled"))).toEqual({
      reason: "published",
      urls,
    });
    expect(purgeForCmsEvent(stateChange("live", "archived"), page("live"))).toEqual({ reason: "archived", urls });
    expect(purgeForCmsEvent(stateChange("live", "draft"), page("live"))).toEqual({ reason: "archived", urls });
  });

  it("nothing for changes no visitor sees: a draft scheduled, an archived page back to draft, a new page", () => {
    expect(purgeForCmsEvent(stateChange("draft", "scheduled"), page("draft"))).toBeNull();
    expect(purgeForCmsEvent(stateChange("archived", "draft"), page("archived"))).toBeNull();
    expect(
      purgeForCmsEvent({ type: "CmsPageCreated", data: { pageKey: "x", pageType: "static" } }, page("draft")),
    ).toBeNull();
    expect(purgeForCmsEvent(localized("bg", "/impresum", "live", "/imprint"), page("draft"))).toBeNull();
    expect(purgeForCmsEvent(contentPublished("bg"), page("archived"))).toBeNull();
  });

  it("a live page's slug move: the old and the new path of that language, and the sitemap", () => {
    expect(purgeForCmsEvent(localized("en", "/en/legal-notice", "live", "/en/imprint"), page("live"))).toEqual({
      reason: "moved",
      urls: ["/en/imprint", "/en/legal-notice", "/sitemap.xml"],
    });
  });

  it("a live page's localization going live or leaving live: that path and the sitemap", () => {
    const enInDraft = page("live", {
      localizations: { bg: { slugPath: "/imprint", status: "live" }, en: { slugPath: "/en/imprint", status: "draft" } },
    });
    expect(purgeForCmsEvent(localized("en", "/en/imprint", "live", "/en/imprint"), enInDraft)).toEqual({
      reason: "published",
      urls: ["/en/imprint", "/sitemap.xml"],
    });
    expect(purgeForCmsEvent(localized("bg", "/imprint", "review", "/imprint"), page("live"))).toEqual({
      reason: "archived",
      urls: ["/imprint", "/sitemap.xml"],
    });
    expect(purgeForCmsEvent(localized("en", "/en/imprint", "review", "/en/imprint"), enInDraft)).toBeNull();
  });

  it("content published: that language's path only, or nothing to purge when it has none", () => {
    expect(purgeForCmsEvent(contentPublished("en"), page("live"))).toEqual({
      reason: "content_published",
      urls: ["/en/imprint"],
    });
    const bgOnly = page("live", { localizations: { bg: { slugPath: "/imprint", status: "live" } } });
    expect(purgeForCmsEvent(contentPublished("en"), bgOnly)).toEqual({ reason: "content_published", urls: [] });
  });

  it("leaves out paths with :param segments, and takes the sitemap files it is given", () => {
    const dynamic = page("draft", {
      localizations: {
        bg: { slugPath: "/destinacii/:slug", status: "live" },
        en: { slugPath: "/en/destinations/:slug", status: "live" },
      },
    });
    expect(purgeForCmsEvent(stateChange("draft", "live"), dynamic, ["/sitemap.xml", "/sitemap-1.xml"])).toEqual({
      reason: "published",
      urls: ["/sitemap.xml", "/sitemap-1.xml"],
    });
    expect(isDynamicPath("/en/deals/:from/:to")).toBe(true);
    expect(isDynamicPath("/en/deals")).toBe(false);
    expect(pagePaths(dynamic)).toEqual([]);
    expect(pagePaths(page("live"))).toEqual(["/imprint", "/en/imprint"]);
  });
});
