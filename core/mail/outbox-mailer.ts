import { randomUUID } from "node:crypto";
import type { Sql } from "../db/database.ts";
import type { Logger } from "../log/logger.ts";
import type { Mailer } from "./mail.ts";
import type { Queryable } from "./transaction.ts";

/**
 * The built-in mailer: every mail becomes a row in mail_outbox (status `recorded`) and a log
 * line says where to find it, because nothing is sent without SMTP. The log line names the row,
 * not the address or the links: logs must not hold personal data or live tokens.
 */
export function createOutboxMailer(deps: { sql: Sql; logger: Logger }): Mailer {
  return {
    async send(mail, options = {}) {
      const id = randomUUID();
      const sql = options.tx ?? deps.sql;
      await sql`
        INSERT INTO mail_outbox (id, kind, to_address, subject, text_body, headers, related_id)
        VALUES (${id}, ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text},
                ${JSON.stringify(mail.headers ?? {})}::jsonb, ${mail.relatedId ?? null})`;
      deps.logger.info("mail recorded in the outbox; no SMTP is configured, so its links are in mail_outbox", {
        mailId: id,
        kind: mail.kind,
        query: `SELECT text_body FROM mail_outbox WHERE id = '${id}'`,
      });
      return { id };
    },
  };
}

/** Deletes every recorded mail to an address (erasure); returns how many went. */
export async function eraseOutboxMailsTo(sql: Queryable, address: string): Promise<number> {
  const rows = await sql`DELETE FROM mail_outbox WHERE lower(to_address) = lower(${address}) RETURNING id`;
  return rows.length;
}
