import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { type CmsPageCommand, cmsPageDecider, slugPathProblem } from "./decider.ts";
import type { CmsPageEvent } from "./events.ts";

const given = DeciderSpecification.for(cmsPageDecider);
const created: CmsPageEvent = { type: "CmsPageCreated", data: { pageKey: "imprint", pageType: "static" } };

describe("cms page decider", () => {
  it("creates a page once", () => {
    given([]).when({ type: "CreatePage", pageKey: "imprint", pageType: "static" }).then([created]);
    given([created]).when({ type: "CreatePage", pageKey: "imprint", pageType: "static" }).thenNothingHappened();
  });

  it("localizes with the previous slug path, and not twice the same", () => {
    const command: CmsPageCommand = {
      type: "LocalizePage",
      pageKey: "imprint",
      locale: "en",
      slugPath: "/en/imprint",
      status: "live",
    };
    const [first] = given([created]).when(command).events;
    expect(first).toEqual({
      type: "CmsPageLocalized",
      data: { pageKey: "imprint", locale: "en", slugPath: "/en/imprint", status: "live", previous: null },
    });
    given([created, first as CmsPageEvent])
      .when(command)
      .thenNothingHappened();
    given([created, first as CmsPageEvent])
      .when({ ...command, slugPath: "/en/legal-notice" })
      .thenThrows(/comes from the route table \(\/en\/imprint\)/);
  });

  it("moves the address of a page of its own, remembering the old one", () => {
    const landing: CmsPageEvent = { type: "CmsPageCreated", data: { pageKey: "summer", pageType: "static" } };
    const command: CmsPageCommand = {
      type: "LocalizePage",
      pageKey: "summer",
      locale: "bg",
      slugPath: "/lyato",
      status: "live",
    };
    const [first] = given([landing]).when(command).events;
    const [moved] = given([landing, first as CmsPageEvent]).when({ ...command, slugPath: "/lyatna-vakantsiya" }).events;
    expect(moved?.data).toMatchObject({ previous: "/lyato", slugPath: "/lyatna-vakantsiya" });
  });

  it("refuses slug paths in the wrong language or shape", () => {
    expect(slugPathProblem("en", "/imprint")).toMatch(/start with \/en/);
    expect(slugPathProblem("bg", "/en/imprint")).toMatch(/must not start/);
    expect(slugPathProblem("bg", "imprint")).toMatch(/absolute/);
    expect(slugPathProblem("bg", "/Imprint")).toMatch(/lower-case/);
    expect(slugPathProblem("bg", "/:countrySlug/:citySlug")).toBeNull();
    given([created])
      .when({ type: "LocalizePage", pageKey: "imprint", locale: "en", slugPath: "/x", status: "live" })
      .thenThrows(DomainError);
  });

  it("follows the publishing workflow", () => {
    const live: CmsPageEvent = {
      type: "CmsPagePublishingStateChanged",
      data: { pageKey: "imprint", from: "draft", to: "live" },
    };
    given([created]).when({ type: "ChangePublishingState", pageKey: "imprint", to: "live" }).then([live]);
    given([created, live])
      .when({ type: "ChangePublishingState", pageKey: "imprint", to: "scheduled" })
      .thenThrows(/cannot become scheduled/);
    given([])
      .when({ type: "ChangePublishingState", pageKey: "imprint", to: "live" })
      .thenThrows(/No such page/);
  });

  it("schedules a page for a time after the command, and takes a new time for a scheduled page", () => {
    const at = "2026-11-22T10:00:00.000Z";
    const schedule = (publishAt?: string) =>
      given([created]).when({ type: "ChangePublishingState", pageKey: "imprint", to: "scheduled", publishAt, at })
        .events;
    expect(schedule("2026-12-01T08:00:00+02:00")).toEqual([
      {
        type: "CmsPagePublishingStateChanged",
        data: { pageKey: "imprint", from: "draft", to: "scheduled", publishAt: "2026-12-01T06:00:00.000Z" },
      },
    ]);
    expect(() => schedule()).toThrow("publishAt is required to schedule a page");
    expect(() => schedule("next week")).toThrow("publishAt must be a date and time");
    expect(() => schedule("2026-11-22T09:59:00Z")).toThrow("publishAt must be in the future");
    const [scheduled] = schedule("2026-12-01T06:00:00Z");
    const history = [created, scheduled as CmsPageEvent];
    expect(
      cmsPageDecider.decide(
        { type: "ChangePublishingState", pageKey: "imprint", to: "scheduled", publishAt: "2026-12-01T06:00:00.000Z" },
        given(history).state,
      ),
    ).toEqual([]);
    const [moved] = given(history).when({
      type: "ChangePublishingState",
      pageKey: "imprint",
      to: "scheduled",
      publishAt: "2026-12-02T06:00:00Z",
      at,
    }).events;
    expect(moved?.data).toMatchObject({ from: "scheduled", to: "scheduled", publishAt: "2026-12-02T06:00:00.000Z" });
    const [live] = given(history).when({ type: "ChangePublishingState", pageKey: "imprint", to: "live" }).events;
    expect(given([...history, live as CmsPageEvent]).state).toMatchObject({ publishingState: "live", publishAt: null });
  });

  describe("SEO and route constraints", () => {
    const landing: CmsPageEvent = { type: "CmsPageCreated", data: { pageKey: "to-city", pageType: "deal_generic" } };
    const localized: CmsPageEvent = {
      type: "CmsPageLocalized",
      data: { pageKey: "to-city", locale: "bg", slugPath: "/poleti-do/:city", status: "draft", previous: null },
    };
    const seo = { title: "Полети до {{city}}", description: "", ogMediaId: null, canonical: "", noindex: false };

    it("keeps SEO per language, an empty field meaning the screen's default, and not twice the same", () => {
      const [changed] = given([landing]).when({ type: "SetPageSeo", pageKey: "to-city", locale: "bg", seo }).events;
      expect(changed).toEqual({
        type: "CmsPageSeoChanged",
        data: {
          pageKey: "to-city",
          locale: "bg",
          seo: { title: "Полети до {{city}}", description: null, ogMediaId: null, canonical: null, noindex: false },
        },
      });
      given([landing, changed as CmsPageEvent])
        .when({ type: "SetPageSeo", pageKey: "to-city", locale: "bg", seo })
        .thenNothingHappened();
    });

    it("refuses SEO that is not SEO", () => {
      const set = (value: unknown) =>
        given([landing]).when({ type: "SetPageSeo", pageKey: "to-city", locale: "en", seo: value });
      set({ ...seo, title: "x".repeat(121) }).thenThrows(/Title must be at most 120 characters/);
      set({ ...seo, canonical: "javascript:alert(1)" }).thenThrows(/Canonical must be a path on this site/);
      set({ ...seo, noindex: "yes" }).thenThrows(/noindex must be true or false/);
      set({ ...seo, extra: 1 }).thenThrows(DomainError);
      given([])
        .when({ type: "SetPageSeo", pageKey: "to-city", locale: "en", seo })
        .thenThrows(/No such page/);
    });

    it("sets a constraint on a parameter the page's address has, and removes it", () => {
      const constraint = { param: "city", kind: "ref", ref: "destination" };
      const [set] = given([landing, localized]).when({
        type: "SetRouteConstraint",
        pageKey: "to-city",
        constraint,
      }).events;
      expect(set).toEqual({ type: "CmsRouteConstraintSet", data: { pageKey: "to-city", constraint } });
      given([landing, localized, set as CmsPageEvent])
        .when({ type: "RemoveRouteConstraint", pageKey: "to-city", param: "city" })
        .then([{ type: "CmsRouteConstraintRemoved", data: { pageKey: "to-city", param: "city" } }]);
      given([landing, localized])
        .when({ type: "RemoveRouteConstraint", pageKey: "to-city", param: "city" })
        .thenNothingHappened();
    });

    it("refuses a constraint on an unknown parameter, of an unknown type, or a regex that does not compile", () => {
      const set = (constraint: unknown) =>
        given([landing, localized]).when({ type: "SetRouteConstraint", pageKey: "to-city", constraint });
      set({ param: "country", kind: "slug" }).thenThrows(/No address of this page has the parameter :country/);
      set({ param: "city", kind: "guess" }).thenThrows(/Validation type must be one of: slug, uuid, regex, ref/);
      set({ param: "city", kind: "regex", pattern: "([a-z]+" }).thenThrows(/The pattern does not compile/);
      set({ param: "city", kind: "ref", ref: "planet" }).thenThrows(
        /A ref names one of: destination, country, airline/,
      );
    });
  });
});
