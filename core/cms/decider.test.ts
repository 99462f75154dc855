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
    const [moved] = given([created, first as CmsPageEvent]).when({ ...command, slugPath: "/en/legal-notice" }).events;
    expect(moved?.data).toMatchObject({ previous: "/en/imprint", slugPath: "/en/legal-notice" });
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
});
