import type { ContactFormType } from "./categories.ts";

/** Where a request is in the team's inbox; any status may follow any other (a reply can reopen one). */
export const CONTACT_STATUSES = ["pending", "answered", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * Events of one contact request, stream `contact-<requestId>`. The name, e-mail, company,
 * website, IP and the message itself are in contact_pii under the same id, never here
 * (docs/decisions/0020): free text people write about themselves is personal data too.
 */
export type ContactEvent =
  | {
      type: "ContactRequestSubmitted";
      data: {
        requestId: string;
        formType: ContactFormType;
        category: string;
        language: "bg" | "en";
        /** Spec's turnstileVerified: the request passed the configured captcha. */
        turnstileVerified: boolean;
        captchaKind: "local" | "turnstile";
        submittedAt: string;
        /** When contact_pii's row is due for deletion. */
        retentionUntil: string;
      };
    }
  | {
      type: "ContactRequestPiiErased";
      data: { requestId: string; reason: "request" | "retention"; by: string; erasedAt: string };
    }
  | {
      type: "ContactRequestStatusChanged";
      data: { requestId: string; from: ContactStatus; to: ContactStatus; by: string; at: string };
    };

export const CONTACT_EVENT_TYPES = [
  "ContactRequestSubmitted",
  "ContactRequestPiiErased",
  "ContactRequestStatusChanged",
] as const;

export function contactStreamId(requestId: string): string {
  return `contact-${requestId}`;
}
