import { sql } from "kysely";
import type { BulgarianAirport } from "../../core/constants.ts";
import type { Db, Sql } from "../../core/db/database.ts";
import type { DigestCandidate } from "../../core/newsletter/digest.ts";
import {
  completePreferences,
  type IssueFrequency,
  type NewsletterPreferences,
} from "../../core/newsletter/preferences.ts";

/** A live deal as a digest shows it, in both languages: the worker picks the subscriber's. */
export interface DigestDealFacts extends DigestCandidate {
  shortCode: string;
  toAirport: string;
  city: { bg: string; en: string };
  country: { bg: string; en: string };
  departureDate: string;
  returnDate: string | null;
  /** The itinerary the fare is for: the source is asked about it again before it is sent. */
  itinerarySignature: string;
  priceBgn: number;
  usualPriceBgn: number;
  savingsPercent: number;
  isDirect: boolean;
  /** Site-relative or absolute: the 1200x630 PNG of the destination. */
  imagePath: string;
}

type Raw = Record<string, unknown>;
const isoDay = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

function toFacts(r: Raw): DigestDealFacts {
  const destinationId = (r.destinationId as string | null) ?? (r.toAirport as string);
  return {
    dealId: r.id as string,
    shortCode: r.shortCode as string,
    fromAirport: r.fromAirport as string,
    toAirport: r.toAirport as string,
    destinationId,
    countryCode: (r.countryCode as string | null) ?? null,
    city: { bg: (r.city as string | null) ?? destinationId, en: (r.cityEn as string | null) ?? destinationId },
    country: { bg: (r.country as string | null) ?? "", en: (r.countryEn as string | null) ?? "" },
    departureDate: isoDay(r.departureDate),
    returnDate: r.returnDate ? isoDay(r.returnDate) : null,
    itinerarySignature: r.itinerarySignature as string,
    priceBgn: Number(r.currentPrice),
    usualPriceBgn: Number(r.medianPrice),
    savingsPercent: Number(r.savingsPercent),
    isDirect: r.isDirectFlight as boolean,
    imagePath: (r.imageUrl as string | null)?.endsWith(".png")
      ? (r.imageUrl as string)
      : `/images/destinations/${destinationId}.png`,
  };
}

const FACTS = sql`
  SELECT dd.id, dd.short_code, dd.from_airport, dd.to_airport, dd.destination_id, dd.departure_date, dd.return_date,
         dd.current_price, dd.median_price, dd.savings_percent, dd.is_direct_flight, dd.itinerary_signature,
         d.city, d.city_en, d.country, d.country_en, d.country_code, d.image_url
    FROM destination_deals dd LEFT JOIN destinations d ON d.iata_code = dd.destination_id`;

/** Live deals from the given airports that a digest may carry, best first (the ranking, then the saving). */
export async function digestPool(
  db: Db,
  airports: readonly BulgarianAirport[],
  options: { limit: number; now: Date },
): Promise<DigestDealFacts[]> {
  const { rows } = await sql<Raw>`${FACTS}
    LEFT JOIN best_deals_cache b ON b.deal_id = dd.id
    WHERE dd.status = 'active' AND dd.from_airport = ANY(${[...airports]}::text[])
      AND dd.valid_until > ${options.now} AND dd.departure_date > ${options.now}::date
    ORDER BY b.rank NULLS LAST, dd.savings_percent DESC, dd.current_price, dd.id
    LIMIT ${options.limit}`.execute(db);
  return rows.map(toFacts);
}

/** The given deals that are still live at `now`, as digests show them. */
export async function liveDigestDeals(db: Db, dealIds: readonly string[], now: Date): Promise<DigestDealFacts[]> {
  if (dealIds.length === 0) return [];
  const { rows } = await sql<Raw>`${FACTS}
    WHERE dd.id = ANY(${[...dealIds]}::uuid[]) AND dd.status = 'active' AND dd.valid_until > ${now}
      AND dd.departure_date > ${now}::date`.execute(db);
  return rows.map(toFacts);
}

export interface DigestSubscriber {
  subscriptionId: string;
  language: "bg" | "en";
  preferences: NewsletterPreferences;
}

/**
 * Confirmed subscribers of one frequency whose address is still on file, in id order after
 * `afterId`: the planner reads them in batches and never holds them all.
 */
export async function digestSubscribers(
  db: Db,
  frequency: IssueFrequency,
  options: { afterId: string | null; limit: number },
): Promise<DigestSubscriber[]> {
  const { rows } = await sql<Raw>`
    SELECT n.subscription_id, n.language, n.preferences
      FROM newsletter_subscriptions n
     WHERE n.status = 'active' AND n.frequency = ${frequency}
       AND (${options.afterId}::uuid IS NULL OR n.subscription_id > ${options.afterId}::uuid)
       AND EXISTS (SELECT 1 FROM newsletter_pii p WHERE p.subscription_id = n.subscription_id)
     ORDER BY n.subscription_id
     LIMIT ${options.limit}`.execute(db);
  return rows.map((r) => ({
    subscriptionId: r.subscriptionId as string,
    language: r.language as "bg" | "en",
    preferences: completePreferences(r.preferences as Partial<NewsletterPreferences>),
  }));
}

export interface CountryChoice {
  code: string;
  name: { bg: string; en: string };
}

/** Countries with at least one destination: what a subscriber can narrow their digest to. */
export async function destinationCountries(db: Db): Promise<CountryChoice[]> {
  const { rows } = await sql<Raw>`
    SELECT k.country_code, k.country_name_bg, k.country_name_en FROM countries k
     WHERE k.is_active AND EXISTS (SELECT 1 FROM destinations d WHERE d.country_code = k.country_code AND d.is_active)
     ORDER BY k.country_name_en`.execute(db);
  return rows.map((r) => ({
    code: r.countryCode as string,
    name: { bg: r.countryNameBg as string, en: r.countryNameEn as string },
  }));
}

export async function destinationCountryCodes(db: Db): Promise<ReadonlySet<string>> {
  return new Set((await destinationCountries(db)).map((country) => country.code));
}

/** Issues planned since `since` that have not finished sending: a restarted worker resumes them. */
export async function unfinishedIssues(db: Db, since: Date): Promise<string[]> {
  const { rows } = await sql<{ issueId: string }>`
    SELECT issue_id FROM newsletter_issues WHERE completed_at IS NULL AND planned_at >= ${since}
     ORDER BY planned_at`.execute(db);
  return rows.map((row) => row.issueId);
}

export interface SubscriberCounts {
  byStatus: Record<string, number>;
  /** Confirmed (active) subscribers only, the ones a digest goes to. */
  active: {
    byLanguage: Record<string, number>;
    byFrequency: Record<string, number>;
    /** By airport set, e.g. "SOF-VAR". */
    byAirports: Record<string, number>;
  };
}

/** Subscriber counts for the admin: by state, then the active ones by language, frequency and airports. */
export async function subscriberCounts(db: Db): Promise<SubscriberCounts> {
  const { rows } = await sql<{ kind: string; key: string; n: number }>`
    SELECT 'status' AS kind, status AS key, count(*)::int AS n FROM newsletter_subscriptions GROUP BY status
    UNION ALL
    SELECT 'language', language, count(*)::int FROM newsletter_subscriptions WHERE status = 'active' GROUP BY language
    UNION ALL
    SELECT 'frequency', frequency, count(*)::int FROM newsletter_subscriptions WHERE status = 'active' GROUP BY frequency
    UNION ALL
    SELECT 'airports', array_to_string(ARRAY(SELECT jsonb_array_elements_text(preferences->'airports')), '-'),
           count(*)::int
      FROM newsletter_subscriptions WHERE status = 'active' GROUP BY 2`.execute(db);
  const pick = (kind: string) => Object.fromEntries(rows.filter((r) => r.kind === kind).map((r) => [r.key, r.n]));
  return {
    byStatus: pick("status"),
    active: { byLanguage: pick("language"), byFrequency: pick("frequency"), byAirports: pick("airports") },
  };
}

export interface IssueSummary {
  issueId: string;
  day: string;
  frequency: IssueFrequency;
  language: "bg" | "en";
  airports: string[];
  dealCount: number;
  recipients: number;
  handedOver: number | null;
  skipped: number | null;
  plannedAt: string;
  completedAt: string | null;
  clickOuts: number;
}

/** The latest issues, newest first, with what the event log knows of them. */
export async function recentIssues(db: Db, limit: number): Promise<IssueSummary[]> {
  const { rows } = await sql<Raw>`
    SELECT issue_id, day, frequency, language, airports, cardinality(deal_ids) AS deal_count, recipients,
           handed_over, skipped, planned_at, completed_at, click_outs
      FROM newsletter_issues ORDER BY planned_at DESC, issue_id LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({
    issueId: r.issueId as string,
    day: isoDay(r.day),
    frequency: r.frequency as IssueFrequency,
    language: r.language as "bg" | "en",
    airports: r.airports as string[],
    dealCount: Number(r.dealCount),
    recipients: r.recipients as number,
    handedOver: (r.handedOver as number | null) ?? null,
    skipped: (r.skipped as number | null) ?? null,
    plannedAt: new Date(r.plannedAt as string).toISOString(),
    completedAt: r.completedAt ? new Date(r.completedAt as string).toISOString() : null,
    clickOuts: r.clickOuts as number,
  }));
}

/** A destination's city names, for price alerts; null when the catalog has no such active destination. */
export async function destinationNames(db: Db, destinationId: string): Promise<{ bg: string; en: string } | null> {
  const { rows } = await sql<{ city: string; cityEn: string }>`
    SELECT city, city_en FROM destinations WHERE iata_code = ${destinationId} AND is_active`.execute(db);
  const row = rows[0];
  return row ? { bg: row.city, en: row.cityEn } : null;
}

export interface MatchingAlert {
  alertId: string;
  subscriptionId: string;
  language: "bg" | "en";
  fromAirport: BulgarianAirport | null;
  destinationId: string | null;
  maxPriceBgn: number | null;
}

const SELECT_ALERT = sql`
  SELECT a.alert_id, a.subscription_id, n.language, a.from_airport, a.destination_id, a.max_price_bgn
    FROM newsletter_alerts a JOIN newsletter_subscriptions n USING (subscription_id)`;

function toMatchingAlert(r: Raw): MatchingAlert {
  return {
    alertId: r.alertId as string,
    subscriptionId: r.subscriptionId as string,
    language: r.language as "bg" | "en",
    fromAirport: (r.fromAirport as BulgarianAirport | null) ?? null,
    destinationId: (r.destinationId as string | null) ?? null,
    maxPriceBgn: r.maxPriceBgn === null ? null : Number(r.maxPriceBgn),
  };
}

/**
 * Active alerts of confirmed subscribers that a deal matches (its route, its destination from any
 * airport, or its airport under a price), in alert id order after `afterId`.
 */
export async function matchingAlerts(
  db: Db,
  deal: { fromAirport: string; destinationId: string; priceBgn: number },
  options: { afterId: string | null; limit: number },
): Promise<MatchingAlert[]> {
  const { rows } = await sql<Raw>`
    ${SELECT_ALERT}
     WHERE a.status = 'active' AND n.status = 'active'
       AND (a.destination_id = ${deal.destinationId} OR (a.destination_id IS NULL AND a.from_airport = ${deal.fromAirport}))
       AND (a.from_airport IS NULL OR a.from_airport = ${deal.fromAirport})
       AND (a.max_price_bgn IS NULL OR a.max_price_bgn >= ${deal.priceBgn})
       AND (${options.afterId}::text IS NULL OR a.alert_id > ${options.afterId})
     ORDER BY a.alert_id
     LIMIT ${options.limit}`.execute(db);
  return rows.map(toMatchingAlert);
}

/** An alert's criteria and its subscriber's language, for its mail. */
export async function alertById(db: Db, alertId: string): Promise<MatchingAlert | null> {
  const { rows } = await sql<Raw>`
    ${SELECT_ALERT}
     WHERE a.alert_id = ${alertId}`.execute(db);
  return rows[0] ? toMatchingAlert(rows[0]) : null;
}

/**
 * Subscriptions whose kept address may be past its time (the privacy job's candidates): left by
 * an unsubscribe or an erasure, pending or undeliverable since before the cutoff, or with no
 * subscription at all and untouched since. Candidates only: each one's stream has the last word.
 */
export async function addressesPastKeeping(sql: Sql, cutoff: Date): Promise<string[]> {
  const rows = await sql<{ subscription_id: string }[]>`
    SELECT p.subscription_id
      FROM newsletter_pii p LEFT JOIN newsletter_subscriptions n USING (subscription_id)
     WHERE n.status IN ('unsubscribed', 'erased')
        OR (n.status IN ('pending', 'undeliverable') AND n.updated_at < ${cutoff})
        OR (n.subscription_id IS NULL AND p.updated_at < ${cutoff})
     ORDER BY p.subscription_id`;
  return rows.map((row) => row.subscription_id);
}
