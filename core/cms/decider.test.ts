import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { type CmsPageCommand, cmsPageDecider, slugPathProblem } from "./decider.ts";
import type { CmsPageEvent } from "./events.ts";

const given = (events: CmsPageEvent[]) => events.reduce(cmsPageDecider.evolve, cmsPageDecider.initialState());
const when = (events: CmsPageEvent[], command: CmsPageCommand) => cmsPageDecider.decide(command, given(events));
const created: CmsPageEvent = { type: "CmsPageCreated", data: { pageKey: "imprint", pageType: "static" } };

describe("cms page decider", () => {
  it("creates a page once", () => {
    expect(when([], { type: "CreatePage", pageKey: "imprint", pageType: "static" })).toEqual([created]);
    expect(when([created], { type: "CreatePage", pageKey: "imprint", pageType: "static" })).toEqual([]);
  });

  it("localizes with the previous slug path, and not twice the same", () => {
    const command: CmsPageCommand = {
      type: "LocalizePage",
      pageKey: "imprint",
      locale: "en",
      slugPath: "/en/imprint",
      status: "live",
    };
    const [first] = when([created], command);
    expect(first).toEqual({
      type: "CmsPageLocalized",
      data: { pageKey: "imprint", locale: "en", slugPath: "/en/imprint", status: "live", previous: null },
    });
    expect(when([created, first as CmsPageEvent], command)).toEqual([]);
    const [moved] = when([created, first as CmsPageEvent], { ...command, slugPath: "/en/legal-notice" });
    expect(moved?.data).toMatchObject({ previous: "/en/imprint", slugPath: "/en/legal-notice" });
  });

  it("refuses slug paths in the wrong language or shape", () => {
    expect(slugPathProblem("en", "/imprint")).toMatch(/start with \/en/);
    expect(slugPathProblem("bg", "/en/imprint")).toMatch(/must not start/);
    expect(slugPathProblem("bg", "imprint")).toMatch(/absolute/);
    expect(slugPathProblem("bg", "/Imprint")).toMatch(/lower-case/);
    expect(slugPathProblem("bg", "/:countrySlug/:citySlug")).toBeNull();
    expect(() =>
      when([created], { type: "LocalizePage", pageKey: "imprint", locale: "en", slugPath: "/x", status: "live" }),
    ).toThrow(DomainError);
  });

  it("follows the publishing workflow", () => {
    const live: CmsPageEvent = {
      type: "CmsPagePublishingStateChanged",
      data: { pageKey: "imprint", from: "draft", to: "live" },
    };
    expect(when([created], { type: "ChangePublishingState", pageKey: "imprint", to: "live" })).toEqual([live]);
    expect(() => when([created, live], { type: "ChangePublishingState", pageKey: "imprint", to: "scheduled" })).toThrow(
      /cannot become scheduled/,
    );
    expect(() => when([], { type: "ChangePublishingState", pageKey: "imprint", to: "live" })).toThrow(/No such page/);
  });
});
