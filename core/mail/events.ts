/**
 * An admin opened a recorded mail at /nimda/mail, stream `mail-views`: the audit log shows who
 * read which mail, by its id and kind. The recipient is never in the log (mails are personal
 * data, kept in mail_outbox where erasure can reach them).
 */
export type MailViewedEvent = {
  type: "OutboxMailViewed";
  data: { mailId: string; kind: string };
};

export const MAIL_EVENT_TYPES = ["OutboxMailViewed"] as const;
export const MAIL_VIEWS_STREAM = "mail-views";
