import { sql } from "kysely";
import type { BulgarianAirport } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";

/** What a live deal is, for matching: its airport, destination and price. */
export interface PushDealFacts {
  fromAirport: string;
  destinationId: string;
  priceBgn: number;
}

/** A watch `a` (a device's own or a subscriber's alert) that a deal matches, as e-mail alerts match. */
const watches = (deal: PushDealFacts) => sql`
  (a.destination_id = ${deal.destinationId} OR (a.destination_id IS NULL AND a.from_airport = ${deal.fromAirport}))
  AND (a.from_airport IS NULL OR a.from_airport = ${deal.fromAirport})
  AND (a.max_price_bgn IS NULL OR a.max_price_bgn >= ${deal.priceBgn})`;

/**
 * Active devices a deal concerns: one of their own watches matches it, or one of the active
 * alerts of the newsletter subscriber they are bound to. In push_id order, a batch at a time.
 */
export async function matchingPushDevices(
  db: Db,
  deal: PushDealFacts,
  options: { afterId: string | null; limit: number },
): Promise<string[]> {
  const { rows } = await sql<{ pushId: string }>`
    SELECT d.push_id FROM push_devices d
     WHERE d.status = 'active'
       AND (${options.afterId}::uuid IS NULL OR d.push_id > ${options.afterId}::uuid)
       AND (EXISTS (SELECT 1 FROM push_alerts a
                     WHERE a.push_id = d.push_id
                       AND ${watches(deal)})
         OR (d.subscription_id IS NOT NULL AND EXISTS (
              SELECT 1 FROM newsletter_alerts a JOIN newsletter_subscriptions n USING (subscription_id)
               WHERE a.subscription_id = d.subscription_id AND a.status = 'active' AND n.status = 'active'
                 AND ${watches(deal)})))
     ORDER BY d.push_id
     LIMIT ${options.limit}`.execute(db);
  return rows.map((row) => row.pushId);
}

/** Active devices that take the day's best deal, with their airport, a batch at a time. */
export async function dailyBestDevices(
  db: Db,
  options: { afterId: string | null; limit: number },
): Promise<Array<{ pushId: string; fromAirport: BulgarianAirport }>> {
  // kysely hands the columns over camelCased; the decider took Bulgarian airports only
  const { rows } = await sql<{ pushId: string; dailyBestFrom: BulgarianAirport }>`
    SELECT push_id, daily_best_from FROM push_devices
     WHERE status = 'active' AND daily_best_from IS NOT NULL
       AND (${options.afterId}::uuid IS NULL OR push_id > ${options.afterId}::uuid)
     ORDER BY push_id
     LIMIT ${options.limit}`.execute(db);
  return rows.map((row) => ({ pushId: row.pushId, fromAirport: row.dailyBestFrom }));
}

/** For the admin's newsletter screen: devices that take notifications, by what they take. */
export interface PushDeviceCounts {
  devices: number;
  watching: number;
  dailyBest: number;
  bound: number;
}

export async function pushDeviceCounts(db: Db): Promise<PushDeviceCounts> {
  const { rows } = await sql<PushDeviceCounts>`
    SELECT count(*)::int AS devices,
           count(*) FILTER (WHERE EXISTS (SELECT 1 FROM push_alerts a WHERE a.push_id = d.push_id))::int AS watching,
           count(daily_best_from)::int AS daily_best,
           count(subscription_id)::int AS bound
      FROM push_devices d WHERE status = 'active'`.execute(db);
  return rows[0] ?? { devices: 0, watching: 0, dailyBest: 0, bound: 0 };
}
