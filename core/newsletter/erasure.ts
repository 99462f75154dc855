import type { TransactionSql } from "postgres";
import type { Sql } from "../db/database.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import { DomainError } from "../eventstore/decider.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import { eraseOutboxMailsTo } from "../mail/outbox-mailer.ts";
import { inTransaction } from "../mail/transaction.ts";
import { devicesOfSubscriber, leaveDevice } from "../push/devices.ts";
import { newsletterDecider } from "./decider.ts";
import { newsletterStreamId } from "./events.ts";
import { normaliseEmail } from "./schema.ts";

/**
 * Deletes what identifies a subscriber: the address and IP, every mail to them, the record of
 * which deals they were sent, and the devices bound to them for push (which leave with them).
 * The events keep only the subscription id.
 */
export async function forgetPersonalData(
  unit: { tx: TransactionSql; store: EventStore },
  subscriptionId: string,
  at: Date,
): Promise<{ address: string | null; mailsDeleted: number }> {
  const { tx } = unit;
  for (const pushId of await devicesOfSubscriber(tx, subscriptionId)) {
    await leaveDevice(unit, pushId, "subscriber_left", at);
  }
  const [row] = await tx<{ email: string }[]>`
    DELETE FROM newsletter_pii WHERE subscription_id = ${subscriptionId} RETURNING email`;
  await tx`DELETE FROM newsletter_deliveries WHERE subscription_id = ${subscriptionId}`;
  await tx`DELETE FROM alert_notifications WHERE subscription_id = ${subscriptionId}`;
  const byId = await tx`DELETE FROM mail_outbox WHERE related_id = ${subscriptionId} RETURNING id`;
  const byAddress = row ? await eraseOutboxMailsTo(tx, row.email) : 0;
  return { address: row?.email ?? null, mailsDeleted: byId.length + byAddress };
}

/**
 * Erasure (GDPR art. 17): deletes the address, its IP and every mail to it for good, and
 * records that the subscription was erased. Unknown addresses erase nothing and say so.
 */
export async function eraseNewsletterSubscriber(
  deps: { sql: Sql; upcasters?: Upcasters },
  email: string,
  options: { by: string; now?: Date },
): Promise<{ erased: boolean; subscriptionId: string | null; mailsDeleted: number }> {
  const address = normaliseEmail(email);
  return inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
    const [row] = await tx<{ subscription_id: string }[]>`
      SELECT subscription_id FROM newsletter_pii WHERE email = ${address}`;
    if (!row) return { erased: false, subscriptionId: null, mailsDeleted: await eraseOutboxMailsTo(tx, address) };
    const subscriptionId = row.subscription_id;
    const { mailsDeleted } = await forgetPersonalData({ tx, store }, subscriptionId, options.now ?? new Date());
    try {
      await handleCommand(
        store,
        newsletterStreamId(subscriptionId),
        newsletterDecider,
        { type: "EraseSubscriber", subscriptionId, by: options.by, at: (options.now ?? new Date()).toISOString() },
        { metadata: { actor: options.by } },
      );
    } catch (error) {
      // personal data left behind by a request that never recorded an event: deleting it is all there is to do
      if (!(error instanceof DomainError && error.code === "subscription_not_found")) throw error;
    }
    return { erased: true, subscriptionId, mailsDeleted };
  });
}
