import type { AttachmentType } from "./attachment.ts";
import type { ContactFormType } from "./categories.ts";
import type { ScanStatus } from "./virus-scan.ts";

/** Where a request is in the team's inbox; any status may follow any other (a reply can reopen one). */
export const CONTACT_STATUSES = ["pending", "answered", "closed"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * Events of one contact request, stream `contact-<requestId>`. The name, e-mail, company,
 * website, IP and the message itself are in contact_pii under the same id, never here
 * (docs/decisions/0020): free text people write about themselves is personal data too.
 * An attachment's bytes and file name are in contact_attachments; its event says only what
 * kind of file it is, how big, and what the virus scan found (docs/decisions/0080).
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
  | { type: "ContactAttachmentReceived"; data: ContactAttachmentFacts }
  | {
      type: "ContactRequestPiiErased";
      data: { requestId: string; reason: "request" | "retention"; by: string; erasedAt: string };
    }
  | {
      type: "ContactRequestStatusChanged";
      data: { requestId: string; from: ContactStatus; to: ContactStatus; by: string; at: string };
    };

/** An attachment as the log knows it: never its name, bytes or hash (they may identify a person). */
export interface ContactAttachmentFacts {
  requestId: string;
  attachmentId: string;
  /** What the bytes are (their magic number), whatever the name or the browser said. */
  contentType: AttachmentType;
  sizeBytes: number;
  scanner: "builtin" | "clamd";
  scanStatus: ScanStatus;
  /** The scanner's name for what it found ("Eicar-Test-Signature"), with scanStatus "infected". */
  signature: string | null;
  scannedAt: string;
}

export const CONTACT_EVENT_TYPES = [
  "ContactRequestSubmitted",
  "ContactAttachmentReceived",
  "ContactRequestPiiErased",
  "ContactRequestStatusChanged",
] as const;

export function contactStreamId(requestId: string): string {
  return `contact-${requestId}`;
}
