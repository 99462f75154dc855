import type { BulgarianAirport } from "../constants.ts";
import type { IssueFrequency, NewsletterPreferences } from "./preferences.ts";

/**
 * What a price alert watches: a route (both set), a destination from any Bulgarian airport (no
 * airport), or everything from one airport (no destination, a price cap required).
 */
export interface AlertCriteria {
  fromAirport: BulgarianAirport | null;
  /** A destination (city) id of the catalog, e.g. "LON". */
  destinationId: string | null;
  maxPriceBgn: number | null;
}

/**
 * Events of one subscription, stream `newsletter-<subscriptionId>`. No e-mail address and no
 * IP ever goes in: those sit in newsletter_pii under the same id (docs/decisions/0020). Token
 * hashes are SHA-256 of random tokens and identify no one.
 */
export type NewsletterEvent =
  | {
      type: "NewsletterSubscriptionRequested";
      data: {
        subscriptionId: string;
        preferences: NewsletterPreferences;
        language: "bg" | "en";
        consentAt: string;
        /** Spec's turnstileVerified: the request passed the configured captcha. */
        turnstileVerified: boolean;
        captchaKind: "local" | "turnstile";
        confirmationTokenHash: string;
        unsubscribeTokenHash: string;
        requestedAt: string;
      };
    }
  | { type: "NewsletterSubscriptionConfirmed"; data: { subscriptionId: string; confirmedAt: string } }
  | {
      type: "NewsletterPreferencesChanged";
      data: { subscriptionId: string; preferences: NewsletterPreferences; changedAt: string };
    }
  | {
      type: "NewsletterUnsubscribed";
      data: {
        subscriptionId: string;
        unsubscribedAt: string;
        /** Since the digest (decision 0041) leaving also deletes the address; older events lack it. */
        personalDataErased?: boolean;
      };
    }
  | {
      type: "NewsletterAddressUndeliverable";
      data: { subscriptionId: string; at: string /** permanent SMTP refusals that decided it */; refusals: number };
    }
  | {
      type: "NewsletterAlertRequested";
      data: {
        subscriptionId: string;
        alertId: string;
        criteria: AlertCriteria;
        /** The alert's own double opt-in: its link confirms it (and a pending subscription with it). */
        confirmationTokenHash: string;
        requestedAt: string;
      };
    }
  | { type: "NewsletterAlertConfirmed"; data: { subscriptionId: string; alertId: string; confirmedAt: string } }
  | { type: "NewsletterAlertDeleted"; data: { subscriptionId: string; alertId: string; deletedAt: string } }
  | {
      type: "NewsletterTelegramLinkRequested";
      /** The chat id is personal data: it sits in newsletter_pii once the bot is started. */
      data: { subscriptionId: string; tokenHash: string; requestedAt: string };
    }
  | { type: "NewsletterTelegramBound"; data: { subscriptionId: string; boundAt: string } }
  | { type: "NewsletterTelegramUnbound"; data: { subscriptionId: string; unboundAt: string } }
  | { type: "NewsletterSubscriberErased"; data: { subscriptionId: string; erasedAt: string; by: string } };

export const NEWSLETTER_EVENT_TYPES = [
  "NewsletterSubscriptionRequested",
  "NewsletterSubscriptionConfirmed",
  "NewsletterPreferencesChanged",
  "NewsletterUnsubscribed",
  "NewsletterAddressUndeliverable",
  "NewsletterAlertRequested",
  "NewsletterAlertConfirmed",
  "NewsletterAlertDeleted",
  "NewsletterTelegramLinkRequested",
  "NewsletterTelegramBound",
  "NewsletterTelegramUnbound",
  "NewsletterSubscriberErased",
] as const;

export function newsletterStreamId(subscriptionId: string): string {
  return `newsletter-${subscriptionId}`;
}

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
