import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { newsletterIssueDecider as decider, type NewsletterIssueCommand } from "./issue-decider.ts";

const given = DeciderSpecification.for(decider);
const plan: NewsletterIssueCommand = {
  type: "PlanIssue",
  data: {
    issueId: "2026-11-26.weekly.bg.SOF",
    day: "2026-11-26",
    frequency: "weekly",
    language: "bg",
    airports: ["SOF"],
    dealIds: ["d1", "d2"],
    recipients: 120,
    plannedAt: "2026-11-26T06:00:05.000Z",
  },
};
const complete: NewsletterIssueCommand = {
  type: "CompleteIssue",
  issueId: "2026-11-26.weekly.bg.SOF",
  handedOver: 118,
  skipped: 2,
  at: "2026-11-26T06:04:00.000Z",
};

describe("newsletter issue decider", () => {
  it("plans an issue once: a second plan keeps the first", () => {
    const planned = given([]).when(plan).events;
    expect(planned).toEqual([{ type: "NewsletterIssuePlanned", data: plan.data }]);
    given(planned)
      .when({ ...plan, data: { ...plan.data, recipients: 5 } })
      .thenNothingHappened();
  });

  it("refuses an issue with no recipient or no deal", () => {
    for (const empty of [{ recipients: 0 }, { dealIds: [] }]) {
      given([])
        .when({ ...plan, data: { ...plan.data, ...empty } } as NewsletterIssueCommand)
        .thenThrows(DomainError);
    }
  });

  it("completes a planned issue once, with its counts", () => {
    const planned = given([]).when(plan).events;
    const completed = given(planned).when(complete).events;
    expect(completed).toEqual([
      {
        type: "NewsletterIssueCompleted",
        data: { issueId: plan.data.issueId, handedOver: 118, skipped: 2, completedAt: complete.at },
      },
    ]);
    given([...planned, ...completed])
      .when(complete)
      .thenNothingHappened();
    given([]).when(complete).thenThrows(DomainError);
  });
});
