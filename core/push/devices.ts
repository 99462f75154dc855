import type { TransactionSql } from "postgres";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Queryable } from "../mail/transaction.ts";
import { pushDecider } from "./decider.ts";
import { type PushLeaveReason, pushStreamId } from "./events.ts";

/** Where a device's notifications go: its push service's URL and the keys to encrypt for it. */
export interface PushTarget {
  pushId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function pushTargetOf(sql: Queryable, pushId: string): Promise<PushTarget | null> {
  const [row] = await sql<{ push_id: string; endpoint: string; p256dh: string; auth: string }[]>`
    SELECT push_id, endpoint, p256dh, auth FROM push_endpoints WHERE push_id = ${pushId}`;
  return row ? { pushId: row.push_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth } : null;
}

/**
 * A device leaves: its endpoint and keys and what it was told go at once (push_notifications
 * cascade), and its stream records why. Called by the visitor, by a push service's 404/410, and
 * for the devices of a newsletter subscriber who left.
 */
export async function leaveDevice(
  unit: { tx: TransactionSql; store: EventStore },
  pushId: string,
  reason: PushLeaveReason,
  at: Date,
): Promise<void> {
  await unit.tx`DELETE FROM push_endpoints WHERE push_id = ${pushId}`;
  await handleCommand(
    unit.store,
    pushStreamId(pushId),
    pushDecider,
    { type: "UnsubscribeDevice", pushId, reason, at: at.toISOString() },
    { metadata: { actor: reason === "gone" ? "push-service" : "visitor" } },
  );
}

/** The devices bound to a newsletter subscriber, which leave with them. */
export async function devicesOfSubscriber(sql: Queryable, subscriptionId: string): Promise<string[]> {
  const rows = await sql<{ push_id: string }[]>`
    SELECT push_id FROM push_devices WHERE subscription_id = ${subscriptionId} AND status = 'active'`;
  return rows.map((row) => row.push_id);
}
