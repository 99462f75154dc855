import type { TransactionSql } from "postgres";

/**
 * The mail port. The built-in implementation (outbox-mailer.ts) records every mail in the
 * mail_outbox table and sends nothing, so the embedded product works without SMTP; with MAIL=smtp
 * smtp-mailer.ts records the same rows and sends them after the caller's commit (docs/decisions/0032). Mails carry personal data (the address), so
 * they live in a plain table that erasure can empty, never in events.
 */
export interface OutgoingMail {
  /** What the mail is for, e.g. "newsletter_confirmation": for logs and the outbox. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (multipart/alternative); text stays for clients without HTML. */
  html?: string;
  /** Extra headers such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** One of many alike (a digest): the outbox logs it at debug level instead of one info line each. */
  bulk?: boolean;
  /** The id the mail belongs to (a subscription, a contact request), never personal data. */
  relatedId?: string;
  /** The language it is written in: /nimda/mail lists and filters by it. */
  language?: "bg" | "en";
}

/**
 * A recorded mail's state in mail_outbox: `recorded` (waiting for SMTP, or kept only, with the
 * outbox mailer), `sent`, `failed` (tried again for a while) or `undeliverable` (refused for good).
 */
export const MAIL_STATES = ["recorded", "sent", "failed", "undeliverable"] as const;
export type MailState = (typeof MAIL_STATES)[number];

export interface Mailer {
  /**
   * Records a mail for delivery. Given the caller's transaction, the mail commits or rolls
   * back with the caller's writes (a confirmation mail exists exactly when its subscription does).
   */
  send(mail: OutgoingMail, options?: { tx?: TransactionSql }): Promise<{ id: string }>;
}
