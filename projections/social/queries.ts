import { sql } from "kysely";
import { POST_MAX_ATTEMPTS } from "../../core/constants.ts";
import type { Db } from "../../core/db/database.ts";
import { isUuid } from "../../core/ids.ts";
import { SHARE_NETWORK_LABELS, type ShareNetworkEntry } from "../../core/share/networks.ts";
import type { DealPostFacts } from "../../core/social/compose.ts";
import type {
  AttemptStatus,
  PostLanguage,
  PostTemplate,
  SocialAccount,
  TemplateStatus,
} from "../../core/social/events.ts";
import type { PastPost } from "../../core/social/policy.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../core/social/publisher.ts";

/** Reads of the social read models (projections/social/fold.ts). */

const accountColumns = sql`account_id, network, name, target, language, enabled, max_posts_per_hour,
  min_deal_savings::float8 AS min_deal_savings`;

export async function socialAccounts(db: Db): Promise<SocialAccount[]> {
  const result = await sql<SocialAccount>`
    SELECT ${accountColumns} FROM social_network_accounts ORDER BY network, name`.execute(db);
  return result.rows;
}

export async function socialAccount(db: Db, accountId: string): Promise<SocialAccount | null> {
  const result = await sql<SocialAccount>`
    SELECT ${accountColumns} FROM social_network_accounts WHERE account_id = ${accountId}`.execute(db);
  return result.rows[0] ?? null;
}

export interface PostTemplateRow extends PostTemplate {
  status: TemplateStatus;
  updatedAt: Date;
}

export async function postTemplates(db: Db, filter: { status?: TemplateStatus } = {}): Promise<PostTemplateRow[]> {
  const result = await sql<PostTemplateRow>`
    SELECT template_id, name, network, language, body, status, updated_at FROM post_templates
     WHERE ${filter.status ?? null}::text IS NULL OR status = ${filter.status ?? null}
     ORDER BY status = 'archived', network, language, name`.execute(db);
  return result.rows;
}

export async function postTemplate(db: Db, templateId: string): Promise<PostTemplateRow | null> {
  const result = await sql<PostTemplateRow>`
    SELECT template_id, name, network, language, body, status, updated_at FROM post_templates
     WHERE template_id = ${templateId}`.execute(db);
  return result.rows[0] ?? null;
}

/** The newest published template for the network and language; a network's own wins over "any". */
export async function publishedTemplate(
  db: Db,
  network: SocialNetwork,
  language: PostLanguage,
): Promise<PostTemplateRow | null> {
  const result = await sql<PostTemplateRow>`
    SELECT template_id, name, network, language, body, status, updated_at FROM post_templates
     WHERE status = 'published' AND language = ${language} AND network IN (${network}, 'any')
     ORDER BY network = 'any', updated_at DESC LIMIT 1`.execute(db);
  return result.rows[0] ?? null;
}

/** Posts the policy must know of: the last `days` days, and every post of the deal at hand. */
export async function pastPosts(db: Db, since: Date, dealId: string): Promise<PastPost[]> {
  const result = await sql<PastPost & { price: string }>`
    SELECT account_id, network, deal_id, from_airport, to_airport, itinerary_signature, status, queued_at,
           price, currency
      FROM post_attempts WHERE queued_at > ${since} OR deal_id = ${dealId}`.execute(db);
  return result.rows.map((row) => ({ ...row, price: Number(row.price) }));
}

export interface PostAttemptRow {
  attemptId: string;
  accountId: string;
  accountName: string | null;
  network: SocialNetwork;
  dealId: string | null;
  templateId: string | null;
  fromAirport: string;
  toAirport: string;
  price: number;
  currency: string;
  text: string;
  origin: "auto" | "manual";
  status: AttemptStatus;
  notBefore: Date;
  queuedAt: Date;
  postedAt: Date | null;
  externalId: string | null;
  externalUrl: string | null;
  skipReason: string | null;
  skipDetail: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  retryable: boolean;
  retryCount: number;
}

export interface PostAttemptFilter {
  status?: AttemptStatus;
  accountId?: string;
  page: number;
  pageSize: number;
}

export async function postAttempts(
  db: Db,
  filter: PostAttemptFilter,
): Promise<{ rows: PostAttemptRow[]; total: number }> {
  const status = filter.status ?? null;
  const accountId = filter.accountId ?? null;
  const where = sql`(${status}::text IS NULL OR p.status = ${status}) AND (${accountId}::text IS NULL OR p.account_id = ${accountId})`;
  const [rows, count] = await Promise.all([
    sql<PostAttemptRow & { price: string }>`
      SELECT p.attempt_id, p.account_id, a.name AS account_name, p.network, p.deal_id, p.template_id,
             p.from_airport, p.to_airport, p.price, p.currency, p.text, p.origin, p.status, p.not_before,
             p.queued_at, p.posted_at, p.external_id, p.external_url, p.skip_reason, p.skip_detail, p.error_code,
             p.error_message, p.retryable, p.retry_count
        FROM post_attempts p LEFT JOIN social_network_accounts a ON a.account_id = p.account_id
       WHERE ${where}
       ORDER BY p.queued_at DESC, p.attempt_id DESC
       LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM post_attempts p WHERE ${where}`.execute(db),
  ]);
  return {
    rows: rows.rows.map((row) => ({ ...row, price: Number(row.price) })),
    total: count.rows[0]?.n ?? 0,
  };
}

/** Counts per status, for the dashboard and the posts screen's filter. */
export async function postAttemptCounts(db: Db): Promise<Record<AttemptStatus, number>> {
  const result = await sql<{ status: AttemptStatus; n: number }>`
    SELECT status, count(*)::int AS n FROM post_attempts GROUP BY status`.execute(db);
  const counts: Record<AttemptStatus, number> = { pending: 0, processing: 0, posted: 0, failed: 0, skipped: 0 };
  for (const row of result.rows) counts[row.status] = row.n;
  return counts;
}

/**
 * Posts whose time has come, oldest first: pending ones, and failures with tries left whose
 * retry job is long overdue. What a lost job would otherwise leave behind.
 */
export async function duePostIds(db: Db, now: Date, limit = 100): Promise<string[]> {
  const overdue = new Date(now.getTime() - 15 * 60_000);
  const result = await sql<{ attemptId: string }>`
    SELECT attempt_id FROM post_attempts
     WHERE (status = 'pending' AND not_before <= ${now})
        OR (status = 'failed' AND retryable AND retry_count < ${POST_MAX_ATTEMPTS} AND updated_at <= ${overdue})
     ORDER BY not_before LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => row.attemptId);
}

export async function processingPostCount(db: Db): Promise<number> {
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM post_attempts WHERE status = 'processing'`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** The share buttons the site offers: all four networks until an admin changes them. */
export async function shareNetworks(db: Db): Promise<SocialNetwork[]> {
  const result = await sql<{ networks: SocialNetwork[] }>`SELECT networks FROM share_networks WHERE id = 1`.execute(db);
  return result.rows[0]?.networks ?? [...SOCIAL_NETWORKS];
}

/** The share buttons with their labels, in display order: GET /api/share/networks and the root loader. */
export async function shareNetworkEntries(db: Db): Promise<ShareNetworkEntry[]> {
  return (await shareNetworks(db)).map((network) => ({ network, label: SHARE_NETWORK_LABELS[network] }));
}

/** A deal with what a post says about it in the account's language; null for an unknown id. */
export async function dealForPost(db: Db, dealId: string, language: PostLanguage): Promise<DealPostFacts | null> {
  if (!isUuid(dealId)) return null;
  const en = language === "en";
  const result = await sql<
    DealPostFacts & { currentPrice: string; medianPrice: string; savingsAmount: string; savingsPercent: string }
  >`
    SELECT dd.id AS deal_id, dd.short_code, dd.status, dd.from_airport, dd.to_airport,
           COALESCE(CASE WHEN ${en} THEN fa.city_en ELSE fa.city_bg END, dd.from_airport) AS from_city,
           COALESCE(CASE WHEN ${en} THEN ta.city_en ELSE ta.city_bg END,
                    CASE WHEN ${en} THEN d.city_en ELSE d.city END, dd.to_airport) AS to_city,
           COALESCE(CASE WHEN ${en} THEN ta.country_en ELSE ta.country_bg END,
                    CASE WHEN ${en} THEN d.country_en ELSE d.country END, '') AS country,
           dd.airline, dd.airlines, COALESCE(dd.airline_name, al.name, dd.airline) AS airline_name,
           dd.current_price, dd.median_price, dd.savings_amount, dd.savings_percent, dd.deal_type,
           to_char(dd.departure_date, 'YYYY-MM-DD') AS departure_date, dd.departure_time,
           to_char(dd.return_date, 'YYYY-MM-DD') AS return_date, dd.itinerary_signature, dd.provider_flight_id
      FROM destination_deals dd
      LEFT JOIN destinations d ON d.iata_code = dd.destination_id
      LEFT JOIN airports fa ON fa.iata_code = dd.from_airport
      LEFT JOIN airports ta ON ta.iata_code = dd.to_airport
      LEFT JOIN airlines al ON al.iata_code = dd.airline
     WHERE dd.id = ${dealId}`.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  return {
    ...row,
    currentPrice: Number(row.currentPrice),
    medianPrice: Number(row.medianPrice),
    savingsAmount: Number(row.savingsAmount),
    savingsPercent: Number(row.savingsPercent),
  };
}
