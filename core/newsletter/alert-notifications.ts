import type { TransactionSql } from "postgres";
import type { Sql } from "../db/database.ts";
import type { Queryable } from "../mail/transaction.ts";
import type { AlertDecision, AlertHistory } from "./alert-policy.ts";

/** What the alert policy needs to know of the past, for one deal and a batch of matches. */
export async function alertHistory(
  sql: Queryable,
  dealId: string,
  matches: ReadonlyArray<{ alertId: string; subscriptionId: string }>,
  dayStart: Date,
): Promise<AlertHistory> {
  const alertIds = matches.map((m) => m.alertId);
  const subscriptionIds = [...new Set(matches.map((m) => m.subscriptionId))];
  const [told, today] = await Promise.all([
    sql<{ alert_id: string; lowest: string }[]>`
      SELECT alert_id, min(price_bgn) AS lowest FROM alert_notifications
       WHERE deal_id = ${dealId} AND alert_id = ANY(${alertIds}::text[]) GROUP BY alert_id`,
    sql<{ subscription_id: string; n: number }[]>`
      SELECT subscription_id, count(*)::int AS n FROM alert_notifications
       WHERE subscription_id = ANY(${subscriptionIds}::uuid[]) AND status IN ('planned', 'handed_over')
         AND created_at >= ${dayStart}
       GROUP BY subscription_id`,
  ]);
  return {
    lowestNotifiedBgn: new Map(told.map((row) => [row.alert_id, Number(row.lowest)])),
    sentToday: new Map(today.map((row) => [row.subscription_id, row.n])),
  };
}

/** Records the policy's decisions; one already recorded (a job run twice) stays as it was. */
export async function recordAlertDecisions(
  sql: Queryable,
  dealId: string,
  priceBgn: number,
  decisions: readonly AlertDecision[],
  at: Date,
): Promise<void> {
  if (decisions.length === 0) return;
  await sql`
    INSERT INTO alert_notifications (alert_id, deal_id, price_bgn, subscription_id, status, previous_price_bgn, created_at)
    SELECT r.alert_id, ${dealId}, ${priceBgn}, r.subscription_id, r.status, r.previous_price_bgn, ${at}
      FROM jsonb_to_recordset(${JSON.stringify(
        decisions.map((d) => ({
          alert_id: d.alertId,
          subscription_id: d.subscriptionId,
          status: d.status,
          previous_price_bgn: d.previousPriceBgn,
        })),
      )}::jsonb) AS r(alert_id text, subscription_id uuid, status text, previous_price_bgn numeric)
    ON CONFLICT DO NOTHING`;
}

export interface ClaimedAlert {
  alertId: string;
  subscriptionId: string;
  priceBgn: number;
  previousPriceBgn: number | null;
  /** Null when the subscriber left after the match: the row is skipped. */
  email: string | null;
  /** Their Telegram chat, when they bound one (decision 0042). */
  telegramChatId: number | null;
}

/** Locks the next planned alert mail of a deal for this transaction (as the digest's sender does). */
export async function claimNextAlert(tx: TransactionSql, dealId: string): Promise<ClaimedAlert | null> {
  const [row] = await tx<
    {
      alert_id: string;
      subscription_id: string;
      price_bgn: string;
      previous_price_bgn: string | null;
      email: string | null;
      telegram_chat_id: string | null;
    }[]
  >`
    SELECT a.alert_id, a.subscription_id, a.price_bgn, a.previous_price_bgn, p.email, p.telegram_chat_id
      FROM alert_notifications a LEFT JOIN newsletter_pii p USING (subscription_id)
     WHERE a.deal_id = ${dealId} AND a.status = 'planned'
     ORDER BY a.subscription_id
     FOR UPDATE OF a SKIP LOCKED LIMIT 1`;
  if (!row) return null;
  return {
    alertId: row.alert_id,
    subscriptionId: row.subscription_id,
    priceBgn: Number(row.price_bgn),
    previousPriceBgn: row.previous_price_bgn === null ? null : Number(row.previous_price_bgn),
    email: row.email,
    telegramChatId: row.telegram_chat_id === null ? null : Number(row.telegram_chat_id),
  };
}

/** Notes that an alert also reached the subscriber's Telegram chat. */
export async function markTelegramSent(
  sql: Queryable,
  alert: Pick<ClaimedAlert, "alertId" | "priceBgn">,
  dealId: string,
) {
  await sql`UPDATE alert_notifications SET telegram_sent_at = now()
             WHERE alert_id = ${alert.alertId} AND deal_id = ${dealId} AND price_bgn = ${alert.priceBgn}`;
}

export async function markAlert(
  tx: Queryable,
  alert: Pick<ClaimedAlert, "alertId" | "priceBgn">,
  dealId: string,
  outcome: { status: "handed_over"; mailId: string } | { status: "skipped" },
): Promise<void> {
  await tx`
    UPDATE alert_notifications
       SET status = ${outcome.status}, mail_id = ${outcome.status === "handed_over" ? outcome.mailId : null},
           handed_over_at = now()
     WHERE alert_id = ${alert.alertId} AND deal_id = ${dealId} AND price_bgn = ${alert.priceBgn}`;
}

/** Deals with alert mails still to send (a worker that stopped leaves some). */
export async function dealsWithPlannedAlerts(sql: Sql): Promise<string[]> {
  const rows = await sql<{ deal_id: string }[]>`
    SELECT DISTINCT deal_id FROM alert_notifications WHERE status = 'planned'`;
  return rows.map((row) => row.deal_id);
}
