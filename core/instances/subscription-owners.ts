import type { Sql } from "../db/database.ts";

/** application_name of an instance's connections: `flydealsbg@<instance id>` (its lock session adds `:locks`). */
export function connectionNameOf(instanceId: string): string {
  return `flydealsbg@${instanceId}`;
}

const INSTANCE_IN_NAME = /^flydealsbg@([0-9a-f-]{36})/;

export interface SubscriptionOwner {
  /** The loop's name: `projection:<name>` or `reactor:<name>`. */
  subscription: string;
  /** The instance holding its lock; null while nobody does (its owner just died). */
  instanceId: string | null;
  /** The backend holding the lock, for pg_terminate_backend in tests and by hand. */
  pid: number | null;
}

/**
 * Who owns each subscription right now: the session advisory lock SubscriptionLoop takes on
 * `subscription:<name>` (a bigint key, which pg_locks splits into classid and objid), joined to
 * the session that holds it and the instance that session names.
 */
export async function subscriptionOwners(sql: Sql): Promise<SubscriptionOwner[]> {
  const rows = await sql<{ subscription: string; application_name: string | null; pid: number | null }[]>`
    WITH subscriptions AS (
      SELECT 'projection:' || name AS subscription FROM projection_registry
      UNION
      SELECT subscription_id FROM subscription_checkpoints WHERE subscription_id LIKE 'reactor:%'
    )
    SELECT s.subscription, a.application_name, l.pid
      FROM subscriptions s
      LEFT JOIN pg_locks l
        ON l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended('subscription:' || s.subscription, 0)
      LEFT JOIN pg_stat_activity a ON a.pid = l.pid
     ORDER BY s.subscription`;
  return rows.map((row) => ({
    subscription: row.subscription,
    instanceId: INSTANCE_IN_NAME.exec(row.application_name ?? "")?.[1] ?? null,
    pid: row.pid,
  }));
}
