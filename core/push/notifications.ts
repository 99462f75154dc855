import type { Queryable } from "../mail/transaction.ts";
import type { AlertDecision, AlertHistory } from "../newsletter/alert-policy.ts";

/** One notification to one device, as push_notifications keeps it. */
export interface PushNotificationKey {
  pushId: string;
  dealId: string;
  priceBgn: number;
}

/**
 * What the alert policy needs to know of a device's past (as alertHistory for mails): the lowest
 * price of this deal each device was told of, and how many notifications each had today.
 */
export async function pushHistory(
  sql: Queryable,
  dealId: string,
  pushIds: readonly string[],
  dayStart: Date,
): Promise<AlertHistory> {
  const [told, today] = await Promise.all([
    sql<{ push_id: string; lowest: string }[]>`
      SELECT push_id, min(price_bgn) AS lowest FROM push_notifications
       WHERE deal_id = ${dealId} AND push_id = ANY(${[...pushIds]}::uuid[]) GROUP BY push_id`,
    sql<{ push_id: string; n: number }[]>`
      SELECT push_id, count(*)::int AS n FROM push_notifications
       WHERE push_id = ANY(${[...pushIds]}::uuid[]) AND status IN ('planned', 'sent') AND created_at >= ${dayStart}
       GROUP BY push_id`,
  ]);
  return {
    lowestNotifiedBgn: new Map(told.map((row) => [row.push_id, Number(row.lowest)])),
    sentToday: new Map(today.map((row) => [row.push_id, row.n])),
  };
}

/** Records the planned notifications; one already recorded (a job run twice) stays as it was. */
export async function recordPushPlans(
  sql: Queryable,
  plans: ReadonlyArray<PushNotificationKey & { kind: "alert" | "daily_best"; previousPriceBgn: number | null }>,
  notBefore: Date,
  at: Date,
): Promise<PushNotificationKey[]> {
  if (plans.length === 0) return [];
  const rows = await sql<{ push_id: string; deal_id: string; price_bgn: string }[]>`
    INSERT INTO push_notifications (push_id, deal_id, price_bgn, kind, previous_price_bgn, not_before, created_at)
    SELECT r.push_id, r.deal_id, r.price_bgn, r.kind, r.previous_price_bgn, ${notBefore}, ${at}
      FROM jsonb_to_recordset(${JSON.stringify(
        plans.map((p) => ({
          push_id: p.pushId,
          deal_id: p.dealId,
          price_bgn: p.priceBgn,
          kind: p.kind,
          previous_price_bgn: p.previousPriceBgn,
        })),
      )}::jsonb) AS r(push_id uuid, deal_id uuid, price_bgn numeric, kind text, previous_price_bgn numeric)
      -- a device that left meanwhile has no endpoint left to plan for
      JOIN push_endpoints e ON e.push_id = r.push_id
    ON CONFLICT DO NOTHING
    RETURNING push_id, deal_id, price_bgn`;
  return rows.map((row) => ({ pushId: row.push_id, dealId: row.deal_id, priceBgn: Number(row.price_bgn) }));
}

/** The policy's planned decisions as plans; "covered" ones concern mail only. */
export function plannedOf(decisions: readonly AlertDecision[], dealId: string, priceBgn: number) {
  return decisions
    .filter((decision) => decision.status === "planned")
    .map((decision) => ({
      pushId: decision.subscriptionId,
      dealId,
      priceBgn,
      kind: "alert" as const,
      previousPriceBgn: decision.previousPriceBgn,
    }));
}

export interface PlannedPush extends PushNotificationKey {
  kind: "alert" | "daily_best";
  previousPriceBgn: number | null;
  language: "bg" | "en";
}

/** Locks a planned notification for its sending transaction; null when it is sent, skipped or gone. */
export async function claimPlannedPush(sql: Queryable, key: PushNotificationKey): Promise<PlannedPush | null> {
  const [row] = await sql<
    { kind: "alert" | "daily_best"; previous_price_bgn: string | null; language: string | null }[]
  >`
    SELECT n.kind, n.previous_price_bgn, d.language
      FROM push_notifications n LEFT JOIN push_devices d USING (push_id)
     WHERE n.push_id = ${key.pushId} AND n.deal_id = ${key.dealId} AND n.price_bgn = ${key.priceBgn}
       AND n.status = 'planned'
     FOR UPDATE OF n SKIP LOCKED`;
  if (!row) return null;
  return {
    ...key,
    kind: row.kind,
    previousPriceBgn: row.previous_price_bgn === null ? null : Number(row.previous_price_bgn),
    language: row.language === "en" ? "en" : "bg",
  };
}

export async function markPush(sql: Queryable, key: PushNotificationKey, status: "sent" | "skipped", at: Date) {
  await sql`
    UPDATE push_notifications SET status = ${status}, sent_at = ${status === "sent" ? at : null}
     WHERE push_id = ${key.pushId} AND deal_id = ${key.dealId} AND price_bgn = ${key.priceBgn}`;
}

/** Notifications a stopped worker planned but did not send. */
export async function plannedPushes(sql: Queryable): Promise<Array<PushNotificationKey & { notBefore: Date }>> {
  const rows = await sql<{ push_id: string; deal_id: string; price_bgn: string; not_before: Date }[]>`
    SELECT push_id, deal_id, price_bgn, not_before FROM push_notifications WHERE status = 'planned'`;
  return rows.map((row) => ({
    pushId: row.push_id,
    dealId: row.deal_id,
    priceBgn: Number(row.price_bgn),
    notBefore: row.not_before,
  }));
}
