import type { EventMetadata, EventStore } from "../eventstore/types.ts";

/**
 * The daily purge's record (docs/decisions/0052), stream `privacy-purge-<YYYY-MM-DD>` (the day in
 * UTC of the run): how many of each kind of personal data it erased and up to when, never what.
 */

/** What one run erased, by kind. */
export interface PurgeCounts {
  /** Contact requests whose personal data (contact_pii) reached its retention date. */
  contactRequests: number;
  /** Their attachments (contact_attachments), which expire with them (decision 0080). */
  contactAttachments: number;
  /** Click-outs whose IP address and user agent (clickout_pii) were older than 90 days. */
  clickOuts: number;
  /** Mails in mail_outbox older than 30 days: deleted, or emptied of address and text. */
  mails: number;
  /** Newsletter addresses left without a subscription: unconfirmed, undeliverable, unsubscribed. */
  newsletterAddresses: number;
  /** Admin sign-in attempts (their addresses) older than a day (decision 0049), left by a quiet day. */
  signInAttempts: number;
}

export type PrivacyEvent = {
  type: "PersonalDataPurged";
  data: {
    purgedAt: string;
    counts: PurgeCounts;
    /** The instants each purge erased data recorded before (contact data: its own retention date). */
    cutoffs: { clickOuts: string; mails: string; newsletterAddresses: string; signInAttempts: string };
  };
};

export const PRIVACY_EVENT_TYPES = ["PersonalDataPurged"] as const;

export function privacyPurgeStreamId(at: Date): string {
  return `privacy-purge-${at.toISOString().slice(0, 10)}`;
}

/** Records what one purge run erased, on the stream of its day. */
export async function recordPurge(
  store: EventStore,
  data: PrivacyEvent["data"],
  metadata: EventMetadata,
): Promise<void> {
  const event: PrivacyEvent = { type: "PersonalDataPurged", data };
  await store.append(privacyPurgeStreamId(new Date(data.purgedAt)), [event], { metadata });
}
