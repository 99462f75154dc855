import type { TransactionSql } from "postgres";
import { DAY_MS } from "../constants.ts";
import type { Sql } from "../db/database.ts";
import type { Queryable } from "../mail/transaction.ts";

/**
 * newsletter_deliveries: one row per (issue, subscriber) with the deals chosen for them
 * (decision 0041). Personal-data side: keyed by subscription id, deleted when they leave.
 * `planned` rows wait for the sender; `handed_over` went to the mail port in the same
 * transaction as its mail_outbox row; `skipped` had nothing left to send at send time.
 */
export type DeliveryStatus = "planned" | "handed_over" | "skipped";

export interface PlannedDelivery {
  issueId: string;
  subscriptionId: string;
  dealIds: string[];
}

/** Records planned deliveries; a row already there (planning run twice) is kept as it was. */
export async function recordDeliveries(sql: Queryable, rows: readonly PlannedDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    INSERT INTO newsletter_deliveries (issue_id, subscription_id, deal_ids)
    SELECT r.issue_id, r.subscription_id, ARRAY(SELECT jsonb_array_elements_text(r.deal_ids))::uuid[]
      FROM jsonb_to_recordset(${JSON.stringify(
        rows.map((row) => ({ issue_id: row.issueId, subscription_id: row.subscriptionId, deal_ids: row.dealIds })),
      )}::jsonb) AS r(issue_id text, subscription_id uuid, deal_ids jsonb)
    ON CONFLICT (issue_id, subscription_id) DO NOTHING`;
}

/**
 * The deals each of `subscriptionIds` was mailed since `since`, leaving out the issues whose id
 * starts with `exceptIssuePrefix` (the run being planned: a re-run must not exclude its own choice).
 */
export async function sentDealMemory(
  sql: Queryable,
  subscriptionIds: readonly string[],
  options: { since: Date; exceptIssuePrefix: string },
): Promise<Map<string, Set<string>>> {
  const memory = new Map<string, Set<string>>();
  if (subscriptionIds.length === 0) return memory;
  const rows = await sql<{ subscription_id: string; deal_id: string }[]>`
    SELECT DISTINCT d.subscription_id, unnest(d.deal_ids) AS deal_id FROM newsletter_deliveries d
     WHERE d.subscription_id = ANY(${subscriptionIds as string[]}::uuid[]) AND d.created_at >= ${options.since}
       AND d.status <> 'skipped' AND left(d.issue_id, ${options.exceptIssuePrefix.length}) <> ${options.exceptIssuePrefix}`;
  for (const row of rows) {
    const sent = memory.get(row.subscription_id) ?? new Set<string>();
    sent.add(row.deal_id);
    memory.set(row.subscription_id, sent);
  }
  return memory;
}

export async function deliveryCount(sql: Queryable, issueId: string): Promise<number> {
  const [row] = await sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM newsletter_deliveries WHERE issue_id = ${issueId}`;
  return row?.n ?? 0;
}

export interface ClaimedDelivery {
  subscriptionId: string;
  dealIds: string[];
  /** Null when the address was deleted after planning (they left): the row is skipped. */
  email: string | null;
}

/**
 * Locks the next planned delivery of an issue for this transaction. Another sender skips it;
 * a sender that dies releases it, so a restarted one sends it once.
 */
export async function claimNextDelivery(tx: TransactionSql, issueId: string): Promise<ClaimedDelivery | null> {
  const [row] = await tx<{ subscription_id: string; deal_ids: string[]; email: string | null }[]>`
    SELECT d.subscription_id, d.deal_ids::text[] AS deal_ids, p.email
      FROM newsletter_deliveries d LEFT JOIN newsletter_pii p USING (subscription_id)
     WHERE d.issue_id = ${issueId} AND d.status = 'planned'
     ORDER BY d.subscription_id
     FOR UPDATE OF d SKIP LOCKED LIMIT 1`;
  return row ? { subscriptionId: row.subscription_id, dealIds: row.deal_ids, email: row.email } : null;
}

export async function markDelivery(
  tx: Queryable,
  issueId: string,
  subscriptionId: string,
  outcome: { status: "handed_over"; mailId: string } | { status: "skipped" },
): Promise<void> {
  await tx`
    UPDATE newsletter_deliveries
       SET status = ${outcome.status}, mail_id = ${outcome.status === "handed_over" ? outcome.mailId : null},
           handed_over_at = now()
     WHERE issue_id = ${issueId} AND subscription_id = ${subscriptionId}`;
}

export async function deliveryTotals(
  sql: Queryable,
  issueId: string,
): Promise<{ planned: number; handedOver: number; skipped: number }> {
  const [row] = await sql<{ planned: number; handed_over: number; skipped: number }[]>`
    SELECT count(*) FILTER (WHERE status = 'planned')::int AS planned,
           count(*) FILTER (WHERE status = 'handed_over')::int AS handed_over,
           count(*) FILTER (WHERE status = 'skipped')::int AS skipped
      FROM newsletter_deliveries WHERE issue_id = ${issueId}`;
  return { planned: row?.planned ?? 0, handedOver: row?.handed_over ?? 0, skipped: row?.skipped ?? 0 };
}

/** Subscriptions whose newsletter mails SMTP refused for good (3 permanent refusals). */
export async function undeliverableSubscriptions(
  sql: Sql,
): Promise<Array<{ subscriptionId: string; refusals: number }>> {
  const rows = await sql<{ related_id: string; refusals: number }[]>`
    SELECT related_id, max(refusals)::int AS refusals FROM mail_outbox
     WHERE status = 'undeliverable' AND kind LIKE 'newsletter%' AND related_id IS NOT NULL
     GROUP BY related_id`;
  return rows.map((row) => ({ subscriptionId: row.related_id, refusals: row.refusals }));
}

/** How long a sent digest stays in mail_outbox, as /privacy says. */
export const SENT_DIGEST_RETENTION_DAYS = 30;

/**
 * Deletes what /privacy promises not to keep: digests sent more than 30 days ago, and the
 * record of which deals a subscriber was sent once it is older than the 60 days it serves.
 */
export async function purgeOldDigests(sql: Sql, now: Date, memoryDays: number): Promise<void> {
  await sql`DELETE FROM mail_outbox WHERE kind = 'newsletter_digest' AND status = 'sent'
              AND sent_at < ${new Date(now.getTime() - SENT_DIGEST_RETENTION_DAYS * DAY_MS)}`;
  await sql`DELETE FROM newsletter_deliveries WHERE created_at < ${new Date(now.getTime() - memoryDays * DAY_MS)}`;
}

export interface IssueMailCounts {
  /** Accepted by SMTP. */
  sent: number;
  /** Refused or not reached yet; the mail port tries again. */
  failed: number;
  /** Refused for good. */
  undeliverable: number;
  /** Recorded and not sent: MAIL=outbox, or waiting for SMTP. */
  recorded: number;
}

/** How the mail port got on with each issue's mails (while they are kept: 30 days). */
export async function issueMailCounts(sql: Sql, issueIds: readonly string[]): Promise<Map<string, IssueMailCounts>> {
  const counts = new Map<string, IssueMailCounts>();
  if (issueIds.length === 0) return counts;
  const rows = await sql<{ issue_id: string; status: string; n: number }[]>`
    SELECT d.issue_id, m.status, count(*)::int AS n
      FROM newsletter_deliveries d JOIN mail_outbox m ON m.id = d.mail_id
     WHERE d.issue_id = ANY(${issueIds as string[]}::text[])
     GROUP BY d.issue_id, m.status`;
  for (const row of rows) {
    const entry = counts.get(row.issue_id) ?? { sent: 0, failed: 0, undeliverable: 0, recorded: 0 };
    if (row.status === "sent" || row.status === "failed" || row.status === "undeliverable" || row.status === "recorded")
      entry[row.status] += row.n;
    counts.set(row.issue_id, entry);
  }
  return counts;
}
