import type { BulgarianAirport } from "../constants.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import type { IssueFrequency } from "./preferences.ts";

/**
 * What admins do to the newsletter besides settings, stream `newsletter-admin`: audited like every
 * admin command. No address ever goes in: a test mail's recipient is the admin's business.
 */
export const NEWSLETTER_ADMIN_STREAM = "newsletter-admin";

export type NewsletterAdminEvent =
  | {
      type: "NewsletterIssueRequested";
      data: { frequency: IssueFrequency; day: string; requestedBy: string; requestedAt: string };
    }
  | {
      type: "NewsletterTestSent";
      data: {
        frequency: IssueFrequency;
        language: "bg" | "en";
        airports: BulgarianAirport[];
        dealIds: string[];
        sentBy: string;
        sentAt: string;
      };
    };

export const NEWSLETTER_ADMIN_EVENT_TYPES = ["NewsletterIssueRequested", "NewsletterTestSent"] as const;

/** Records an admin's newsletter action (a test mail, a "send now") on the newsletter-admin stream. */
export async function recordNewsletterAdminEvent(
  store: EventStore,
  event: NewsletterAdminEvent,
  metadata: EventMetadata,
): Promise<void> {
  await store.append(NEWSLETTER_ADMIN_STREAM, [event], { metadata });
}
