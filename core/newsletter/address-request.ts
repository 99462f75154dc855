import { randomUUID } from "node:crypto";
import type { TransactionSql } from "postgres";
import { type FormOutcome, refusalOf } from "../captcha/form-outcome.ts";
import type { Sql } from "../db/database.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import { MailDeliveryError } from "../mail/smtp-mailer.ts";
import { inTransaction } from "../mail/transaction.ts";
import { NEWSLETTER_MESSAGES as M } from "./messages.ts";

/**
 * A public form's request for an address (subscribe, "Alert me"): one transaction finds or makes
 * the address's one subscription id, and runs the caller's command and mail in it. A mail SMTP
 * refused after the commit keeps what was recorded and answers 503 "Please try again later.".
 */
export async function forAddress(
  deps: { sql: Sql; upcasters?: Upcasters },
  address: { email: string; ip: string | null },
  work: (unit: { tx: TransactionSql; store: EventStore; subscriptionId: string }) => Promise<void>,
  success: FormOutcome,
): Promise<FormOutcome> {
  try {
    await inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
      // one row per address: a second request finds the first one's id (and waits for its commit)
      const [row] = await tx<{ subscription_id: string }[]>`
        INSERT INTO newsletter_pii (subscription_id, email, ip_address)
        VALUES (${randomUUID()}, ${address.email}, ${address.ip})
        ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
        RETURNING subscription_id`;
      await work({ tx, store, subscriptionId: row?.subscription_id ?? "" });
    });
  } catch (error) {
    if (error instanceof MailDeliveryError) {
      return { ok: false, status: 503, code: "mail_unavailable", message: M.tryAgainLater };
    }
    return refusalOf(error);
  }
  return success;
}
