import { describe, expect, it } from "vitest";
import { type CmsContentState, cmsContentDecider } from "./content-decider.ts";
import { type CmsPageState, cmsPageDecider } from "./decider.ts";
import type { CmsLocale } from "./events.ts";
import { planPublication, publicationCommands } from "./publication.ts";

const AT = "2026-11-29T10:00:00.000Z";

function page(overrides: Partial<CmsPageState>): CmsPageState {
  return { ...cmsPageDecider.initialState(), exists: true, ...overrides };
}

function content(overrides: Partial<CmsContentState> = {}): CmsContentState {
  return { ...cmsContentDecider.initialState(), ...overrides };
}

const both = (bg: CmsContentState, en: CmsContentState): Record<CmsLocale, CmsContentState> => ({ bg, en });

describe("one publish of a CMS page", () => {
  it("makes a draft page's chosen language shown: its reviewed content, its address, then the page", () => {
    const plan = planPublication({
      pageKey: "about",
      page: page({
        localizations: {
          bg: { slugPath: "/za-nas", status: "review" },
          en: { slugPath: "/en/about", status: "draft" },
        },
      }),
      content: both(content({ current: 2, status: "review", live: null }), content({ current: 1, status: "draft" })),
      locales: ["bg"],
    });
    expect(plan.blockers).toEqual([]);
    expect(plan.steps).toEqual([
      { kind: "content", locale: "bg", snapshot: 2, replaces: null },
      { kind: "address", locale: "bg", slugPath: "/za-nas", from: "review" },
      { kind: "page", from: "draft", publishAt: null },
    ]);
    expect(plan.notes).toEqual([
      { kind: "shown", locale: "bg", slugPath: "/za-nas", snapshot: 2, chosen: true },
      { kind: "hidden", locale: "en" },
    ]);
    expect(publicationCommands("about", plan, AT, "admin")).toEqual({
      content: [{ type: "PublishContent", pageKey: "about", locale: "bg", by: "admin", at: AT }],
      page: [
        { type: "LocalizePage", pageKey: "about", locale: "bg", slugPath: "/za-nas", status: "live" },
        { type: "ChangePublishingState", pageKey: "about", to: "live", at: AT },
      ],
    });
  });

  it("says that a language not chosen is shown too when its address is already live", () => {
    const plan = planPublication({
      // a screen of the route table: without content of its own it shows its built-in copy
      pageKey: "imprint",
      page: page({
        publishingState: "scheduled",
        publishAt: "2026-12-01T08:00:00.000Z",
        localizations: { bg: { slugPath: "/za-nas", status: "draft" }, en: { slugPath: "/en/about", status: "live" } },
      }),
      content: both(content(), content({ current: 3, status: "live", live: 3 })),
      locales: ["bg"],
    });
    expect(plan.steps.at(-1)).toEqual({ kind: "page", from: "scheduled", publishAt: "2026-12-01T08:00:00.000Z" });
    expect(plan.notes).toContainEqual({
      kind: "shown",
      locale: "en",
      slugPath: "/en/about",
      snapshot: 3,
      chosen: false,
    });
    // no content yet in Bulgarian: shown without blocks, said as such (snapshot null)
    expect(plan.notes).toContainEqual({
      kind: "shown",
      locale: "bg",
      slugPath: "/za-nas",
      snapshot: null,
      chosen: true,
    });
  });

  it("keeps an unreviewed draft unpublished and says the site keeps the live version", () => {
    const plan = planPublication({
      pageKey: "about",
      page: page({ publishingState: "live", localizations: { en: { slugPath: "/en/about", status: "live" } } }),
      content: both(content(), content({ current: 4, status: "draft", live: 3 })),
      locales: ["en"],
    });
    expect(plan.steps).toEqual([]);
    expect(plan.notes).toEqual([
      { kind: "unreviewed", locale: "en", snapshot: 4, live: 3 },
      { kind: "hidden", locale: "bg" },
      { kind: "shown", locale: "en", slugPath: "/en/about", snapshot: 3, chosen: true },
    ]);
  });

  it("is blocked without a language, or for a language with no address, and then runs nothing", () => {
    const noLanguage = planPublication({
      pageKey: "about",
      page: page({}),
      content: both(content(), content()),
      locales: [],
    });
    expect(noLanguage.blockers).toEqual([{ kind: "no_language" }]);
    const noAddress = planPublication({
      pageKey: "about",
      page: page({ localizations: { bg: { slugPath: "/za-nas", status: "draft" } } }),
      content: both(content({ current: 1, status: "review" }), content({ current: 1, status: "review" })),
      locales: ["bg", "en"],
    });
    expect(noAddress.blockers).toEqual([{ kind: "no_address", locale: "en" }]);
    expect(publicationCommands("p", noAddress, AT, "admin")).toEqual({ content: [], page: [] });
  });

  it("is blocked for a page of its own with no content to show: its address would answer 404", () => {
    const plan = planPublication({
      pageKey: "about",
      page: page({
        localizations: { bg: { slugPath: "/za-nas", status: "draft" }, en: { slugPath: "/en/about", status: "live" } },
      }),
      content: both(content({ current: 1, status: "draft" }), content()),
      locales: ["bg"],
    });
    expect(plan.blockers).toEqual([{ kind: "no_content", locale: "bg" }]);
    // nor is the English address, live but empty, said to be shown
    expect(plan.notes).toContainEqual({ kind: "hidden", locale: "en" });
  });
});
