import { describe, expect, it } from "vitest";
import {
  type CmsPagePayload,
  cmsRoutes,
  fetchCmsPages,
  languagePairs,
  pairedPath,
  screenOfPage,
} from "./cms-routes.ts";

const page = (
  pageKey: string,
  pageType: string,
  bg: string,
  en: string,
  state = "live",
  status: [string, string] = ["live", "live"],
): CmsPagePayload => ({
  pageKey,
  pageType,
  publishingState: state,
  localizations: [
    { locale: "bg", status: status[0], slugPath: bg },
    { locale: "en", status: status[1], slugPath: en },
  ],
});

const pages = [
  page("home", "static", "/", "/en"),
  page("imprint", "static", "/imprint", "/en/imprint"),
  page("country", "country", "/:countrySlug", "/en/:countrySlug"),
  page("destination", "destination", "/:countrySlug/:citySlug", "/en/:countrySlug/:citySlug"),
  page("rome", "destination", "/italiya/rim", "/en/italy/rome"),
  page("sight", "sight", "/:countrySlug/:citySlug/sight/:sightSlug", "/en/:countrySlug/:citySlug/sight/:sightSlug"),
  page("colosseum", "sight", "/italiya/rim/sight/kolizeum", "/en/italy/rome/sight/colosseum"),
  page("badSight", "sight", "/italiya/rim/kolizeum", "/en/italy/rome/colosseum"),
  page("italy", "country", "/italiya", "/en/italy"),
  page("draft", "static", "/chernova", "/en/draft", "draft"),
  page("halfLive", "static", "/polovina", "/en/half", "live", ["live", "review"]),
];

describe("cms route source", () => {
  it("keeps live pages with live localizations, more segments first, then fewer parameters, then alphabetically", () => {
    const routes = cmsRoutes(pages) ?? [];
    const bg = routes.filter((r) => r.locale === "bg").map((r) => r.path);
    expect(bg).toHaveLength(10);
    // more segments first
    expect(bg.indexOf("/italiya/rim/sight/kolizeum")).toBeLessThan(bg.indexOf("/italiya/rim"));
    // same segments: fewer parameters first
    expect(bg.indexOf("/italiya/rim")).toBeLessThan(bg.indexOf("/:countrySlug/:citySlug"));
    expect(bg.indexOf("/italiya/rim/sight/kolizeum")).toBeLessThan(
      bg.indexOf("/:countrySlug/:citySlug/sight/:sightSlug"),
    );
    // same segments and parameters: alphabetical
    expect(bg.indexOf("/imprint")).toBeLessThan(bg.indexOf("/italiya"));
    expect(routes.some((r) => r.pageKey === "draft")).toBe(false);
    expect(routes.filter((r) => r.pageKey === "halfLive").map((r) => r.locale)).toEqual(["bg"]);
  });

  it("falls back to the fixed table when the list is missing or empty", () => {
    expect(cmsRoutes(null)).toBeNull();
    expect(cmsRoutes([])).toBeNull();
    expect(cmsRoutes([page("draft", "static", "/x", "/en/x", "draft")])).toBeNull();
  });

  it("lets page types and static keys choose the screen; home keys are home", () => {
    expect(screenOfPage({ pageKey: "home", pageType: "static" })).toBe("home");
    expect(screenOfPage({ pageKey: "index", pageType: "static" })).toBe("home");
    expect(screenOfPage({ pageKey: "imprint", pageType: "static" })).toBe("imprint");
    expect(screenOfPage({ pageKey: "rome", pageType: "destination" })).toBe("destination");
    expect(screenOfPage({ pageKey: "unknown", pageType: "utility" })).toBeNull();
  });

  it("maps languages only for pages live in both, without parameters, with the right number of segments", () => {
    const pairs = languagePairs(pages);
    expect(pairs).toContainEqual({ bg: "/imprint", en: "/en/imprint" });
    expect(pairs).toContainEqual({ bg: "/", en: "/en" });
    expect(pairs).toContainEqual({ bg: "/italiya/rim", en: "/en/italy/rome" });
    expect(pairs).toContainEqual({ bg: "/italiya/rim/sight/kolizeum", en: "/en/italy/rome/sight/colosseum" });
    expect(pairs).toContainEqual({ bg: "/italiya", en: "/en/italy" });
    const paths = pairs.map((p) => p.bg);
    expect(paths).not.toContain("/:countrySlug");
    expect(paths).not.toContain("/italiya/rim/kolizeum"); // a sight needs 'sight' third
    expect(paths).not.toContain("/chernova");
    expect(paths).not.toContain("/polovina");
    expect(pairedPath(pairs, "/en/italy/rome", "bg")).toBe("/italiya/rim");
    expect(pairedPath(pairs, "/nowhere", "en")).toBeNull();
  });
});

describe("fetchCmsPages", () => {
  const respond = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("returns the pages of a successful payload", async () => {
    const list = await fetchCmsPages(respond(200, { success: true, data: { pages } }) as typeof fetch);
    expect(list).toHaveLength(pages.length);
  });

  it("raises the spec's errors", async () => {
    await expect(fetchCmsPages(respond(503, {}) as typeof fetch)).rejects.toThrow(
      "Failed to fetch CMS bootstrap payload (503)",
    );
    await expect(fetchCmsPages(respond(200, { success: false }) as typeof fetch)).rejects.toThrow(
      "CMS bootstrap payload unsuccessful",
    );
    await expect(
      fetchCmsPages(respond(200, { success: false, message: "maintenance" }) as typeof fetch),
    ).rejects.toThrow("maintenance");
  });
});
