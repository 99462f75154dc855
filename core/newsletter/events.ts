import type { NewsletterPreferences } from "./preferences.ts";

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
  | { type: "NewsletterSubscriberErased"; data: { subscriptionId: string; erasedAt: string; by: string } };

export const NEWSLETTER_EVENT_TYPES = [
  "NewsletterSubscriptionRequested",
  "NewsletterSubscriptionConfirmed",
  "NewsletterPreferencesChanged",
  "NewsletterUnsubscribed",
  "NewsletterAddressUndeliverable",
  "NewsletterSubscriberErased",
] as const;

export function newsletterStreamId(subscriptionId: string): string {
  return `newsletter-${subscriptionId}`;
}
