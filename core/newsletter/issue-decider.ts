import type { BulgarianAirport } from "../constants.ts";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { IssueFrequency } from "./preferences.ts";

/**
 * One digest issue, stream `newsletter-issue-<issueId>`: what was chosen and for how many
 * (decision 0041). Who got it is personal data and lives in newsletter_deliveries, never here.
 */
export type NewsletterIssueEvent =
  | {
      type: "NewsletterIssuePlanned";
      data: {
        issueId: string;
        day: string;
        frequency: IssueFrequency;
        language: "bg" | "en";
        airports: BulgarianAirport[];
        /** The pool, best first, that subscribers' deals were chosen from. */
        dealIds: string[];
        recipients: number;
        plannedAt: string;
      };
    }
  | {
      type: "NewsletterIssueCompleted";
      data: {
        issueId: string;
        /** Mails handed to the mail port (sent, or recorded in the outbox). */
        handedOver: number;
        /** Recipients left out at send time: every deal had expired, or they had left. */
        skipped: number;
        completedAt: string;
      };
    };

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
