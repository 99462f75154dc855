/**
 * How long personal data outside the event log is kept (docs/decisions/0052). The daily purge
 * (workers/privacy-jobs.ts) enforces these, and /privacy (ui/i18n/legal-sections.server.ts)
 * states them; core/privacy/retention.test.ts checks that the two say the same.
 */
export const RETENTION_DAYS = {
  /**
   * contact_pii: a request's name, e-mail, company, website, message and IP (its retention date,
   * set on arrival); contact_attachments: its attached file, on the same date.
   */
  contactRequests: 365,
  /** clickout_pii: the IP address and user agent of a click-out, for commission disputes and click fraud. */
  clickOuts: 90,
  /** mail_outbox: every mail, sent or not, with its address and text. */
  mails: 30,
  /** newsletter_pii of a subscription never confirmed (its link dies after 7 days) or whose address bounced for good. */
  inactiveNewsletterAddresses: 30,
} as const;
