import { createTransport } from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { Sql } from "../db/database.ts";
import type { Logger } from "../log/logger.ts";
import type { Mailer, OutgoingMail } from "./mail.ts";
import { recordMail } from "./outbox-mailer.ts";
import { afterCommit } from "./transaction.ts";

/**
 * The SMTP mailer (docs/decisions/0032): every mail is first recorded in mail_outbox exactly as the
 * outbox mailer does (in the caller's transaction when there is one), then delivered over SMTP once
 * that transaction has committed. A failed delivery leaves the row (status `failed`) and throws
 * MailDeliveryError: the caller's writes stay, and deliverPending() can send the row later.
 */
export type MailDeliveryFailure = "auth" | "connection" | "timeout" | "rejected" | "tls" | "unknown";

export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
  constructor(
    readonly reason: MailDeliveryFailure,
    message: string,
    readonly mailId: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Failed mails are retried for this long after they were recorded. */
export const RETRY_WINDOW_HOURS = 72;

export interface SmtpMailerOptions {
  sql: Sql;
  logger: Logger;
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  smtpUrl: string;
  /** The From address, e.g. "flydealsbg <no-reply@example.com>". */
  from: string;
  /** Connection, greeting and socket deadline, default 10000 ms: a form must not hang on SMTP. */
  timeoutMs?: number;
}

export interface SmtpMailer extends Mailer {
  /** Sends the rows still `recorded` or `failed` within the retry window (oldest first); returns how many went out. */
  deliverPending(limit?: number): Promise<number>;
  close(): void;
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string>;
  refusals: number;
}

/** Permanent refusals (5xx) after which a mail is `undeliverable` and not tried again. */
export const MAX_REFUSALS = 3;

/** nodemailer's error as one of ours; the message names the server's answer, never credentials. */
export function deliveryFailure(error: unknown, mailId: string, timeoutMs: number): MailDeliveryError {
  const e = (error ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string };
  const answer = e.response ? `: ${e.response}` : "";
  let reason: MailDeliveryFailure;
  let message: string;
  if (e.code === "EAUTH") {
    reason = "auth";
    message = `the SMTP server rejected the login${answer}`;
  } else if (e.code === "ETIMEDOUT") {
    reason = "timeout";
    message = `the SMTP server did not answer within ${timeoutMs} ms`;
  } else if (e.code === "ECONNECTION" || e.code === "ESOCKET" || e.code === "EDNS") {
    reason = "connection";
    message = `the SMTP server could not be reached (${e.message ?? e.code})`;
  } else if (e.code === "ETLS") {
    reason = "tls";
    message = `the TLS handshake with the SMTP server failed (${e.message ?? e.code})`;
  } else if (e.code === "EENVELOPE" || e.code === "EMESSAGE" || (e.responseCode ?? 0) >= 500) {
    reason = "rejected";
    message = `the SMTP server rejected the mail${e.responseCode ? ` (${e.responseCode})` : ""}${answer}`;
  } else {
    reason = "unknown";
    message = `sending the mail failed: ${e.message ?? String(error)}`;
  }
  return new MailDeliveryError(reason, message, mailId, { cause: error });
}

export function createSmtpMailer(options: SmtpMailerOptions): SmtpMailer {
  const { sql, logger } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  // the transport object, not createTransport({ url, ... }): given a url, createTransport drops the other options
  const transport = createTransport(
    new SMTPTransport({
      url: options.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    }),
    { from: options.from },
  );

  /**
   * Sends one recorded mail. The row stays locked while SMTP talks, so two processes never send
   * it together, and a process killed mid-send releases it at once for the next one to retry.
   * The one window left is after the server's 250 and before the update: a mail sent twice
   * there is RFC 1047's duplicate, which SMTP cannot rule out.
   */
  async function deliver(id: string): Promise<boolean> {
    const outcome = await sql.begin(async (tx): Promise<MailDeliveryError | "sent" | "skipped"> => {
      const [row] = await tx<OutboxRow[]>`
        SELECT id, to_address, subject, text_body, html_body, headers, refusals FROM mail_outbox
         WHERE id = ${id} AND status IN ('recorded', 'failed') FOR UPDATE SKIP LOCKED`;
      // sent, erased, given up on, or being sent by another process: nothing to do here
      if (!row) return "skipped";
      try {
        await transport.sendMail({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          headers: row.headers,
        });
      } catch (error) {
        const failure = deliveryFailure(error, id, timeoutMs);
        const refusals = row.refusals + (failure.reason === "rejected" ? 1 : 0);
        const status = refusals >= MAX_REFUSALS ? "undeliverable" : "failed";
        await tx`UPDATE mail_outbox SET status = ${status}, refusals = ${refusals} WHERE id = ${id}`;
        return failure;
      }
      await tx`UPDATE mail_outbox SET status = 'sent', sent_at = now() WHERE id = ${id}`;
      return "sent";
    });
    if (outcome instanceof MailDeliveryError) {
      const failure = outcome;
      // the row id, not the address: logs must not hold personal data
      logger.error("mail delivery failed; the mail stays in mail_outbox", {
        mailId: id,
        reason: failure.reason,
        error: failure.message,
      });
      throw failure;
    }
    if (outcome === "sent") logger.debug("mail sent", { mailId: id });
    return outcome === "sent";
  }

  return {
    async send(mail: OutgoingMail, sendOptions = {}) {
      const id = await recordMail(sendOptions.tx ?? sql, mail);
      if (!sendOptions.tx) {
        await deliver(id);
      } else if (
        !afterCommit(sendOptions.tx, async () => {
          await deliver(id);
        })
      ) {
        // a transaction not opened by inTransaction: the row waits for deliverPending()
        logger.warn("mail recorded; no commit hook, so deliverPending() must send it", { mailId: id, kind: mail.kind });
      }
      return { id };
    },
    async deliverPending(limit = 100) {
      // a mail older than the retry window (its links have expired by then) is given up on
      const rows = await sql<{ id: string }[]>`
        SELECT id FROM mail_outbox
         WHERE status IN ('recorded', 'failed')
           AND created_at > now() - make_interval(hours => ${RETRY_WINDOW_HOURS})
         ORDER BY created_at LIMIT ${limit}`;
      let sent = 0;
      for (const row of rows) {
        try {
          if (await deliver(row.id)) sent += 1;
        } catch (error) {
          // one refused mail must not hold back the others; deliver() has logged it
          if (!(error instanceof MailDeliveryError)) throw error;
        }
      }
      return sent;
    },
    close() {
      transport.close();
    },
  };
}
