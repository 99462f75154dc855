import { randomUUID } from "node:crypto";
import type { Sql } from "../db/database.ts";
import type { Logger } from "../log/logger.ts";
import type { Mailer, OutgoingMail } from "./mail.ts";
import type { Queryable } from "./transaction.ts";

/**
 * The built-in mailer: every mail becomes a row in mail_outbox (status `recorded`) and a log
 * line says where to find it, because nothing is sent without SMTP. The log line names the row,
 * not the address or the links: logs must not hold personal data or live tokens.
 */
export function createOutboxMailer(deps: { sql: Sql; logger: Logger }): Mailer {
  return {
    async send(mail, options = {}) {
      const id = await recordMail(options.tx ?? deps.sql, mail);
      const log = mail.bulk ? deps.logger.debug : deps.logger.info;
      log.call(deps.logger, "mail recorded in the outbox; no SMTP is configured, so its links are in mail_outbox", {
        mailId: id,
        kind: mail.kind,
        query: `SELECT text_body FROM mail_outbox WHERE id = '${id}'`,
      });
      return { id };
    },
  };
}

/** Writes a mail's row in mail_outbox (status `recorded`) on the pool or the caller's transaction. */
export async function recordMail(sql: Queryable, mail: OutgoingMail): Promise<string> {
  const id = randomUUID();
  await sql`
    INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, html_body, headers, related_id, language)
    VALUES (${id}, ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html ?? null},
            ${JSON.stringify(mail.headers ?? {})}::jsonb, ${mail.relatedId ?? null}, ${mail.language ?? null})`;
  return id;
}

/** Deletes every recorded mail to an address (erasure); returns how many went. */
export async function eraseOutboxMailsTo(sql: Queryable, address: string): Promise<number> {
  const rows = await sql`DELETE FROM mail_outbox WHERE lower(to_address) = lower(${address}) RETURNING id`;
  return rows.length;
}
