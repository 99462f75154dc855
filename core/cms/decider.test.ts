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

  it("schedules a page for a time after the command, and takes a new time for a scheduled page", () => {
    const at = "2026-11-22T10:00:00.000Z";
    const schedule = (publishAt?: string) =>
      when([created], { type: "ChangePublishingState", pageKey: "imprint", to: "scheduled", publishAt, at });
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
        given(history),
      ),
    ).toEqual([]);
    const [moved] = when(history, {
      type: "ChangePublishingState",
      pageKey: "imprint",
      to: "scheduled",
      publishAt: "2026-12-02T06:00:00Z",
      at,
    });
    expect(moved?.data).toMatchObject({ from: "scheduled", to: "scheduled", publishAt: "2026-12-02T06:00:00.000Z" });
    const [live] = when(history, { type: "ChangePublishingState", pageKey: "imprint", to: "live" });
    expect(given([...history, live as CmsPageEvent])).toMatchObject({ publishingState: "live", publishAt: null });
  });
});
