import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { NewsletterIssueEvent } from "./events.ts";

export const NEWSLETTER_ISSUE_EVENT_TYPES = ["NewsletterIssuePlanned", "NewsletterIssueCompleted"] as const;

export function newsletterIssueStreamId(issueId: string): string {
  return `newsletter-issue-${issueId}`;
}

export type NewsletterIssueCommand =
  | { type: "PlanIssue"; data: Extract<NewsletterIssueEvent, { type: "NewsletterIssuePlanned" }>["data"] }
  | { type: "CompleteIssue"; issueId: string; handedOver: number; skipped: number; at: string };

export interface NewsletterIssueState {
  status: "new" | "planned" | "completed";
}

export const newsletterIssueDecider: Decider<NewsletterIssueCommand, NewsletterIssueEvent, NewsletterIssueState> = {
  initialState: () => ({ status: "new" }),
  evolve(state, event) {
    switch (event.type) {
      case "NewsletterIssuePlanned":
        return { status: "planned" };
      case "NewsletterIssueCompleted":
        return { status: "completed" };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case "PlanIssue":
        // planning again (a second run in the send window, a restart) keeps the first plan
        if (state.status !== "new") return [];
        if (command.data.recipients <= 0 || command.data.dealIds.length === 0)
          throw new DomainError("issue_empty", "An issue with nothing to send is not planned", 409);
        return [{ type: "NewsletterIssuePlanned", data: command.data }];
      case "CompleteIssue":
        if (state.status === "new") throw new DomainError("issue_not_found", "No such issue", 404);
        if (state.status === "completed") return [];
        return [
          {
            type: "NewsletterIssueCompleted",
            data: {
              issueId: command.issueId,
              handedOver: command.handedOver,
              skipped: command.skipped,
              completedAt: command.at,
            },
          },
        ];
    }
  },
};
