import { sql } from "kysely";
import { CLICK_OUT_EVENT_TYPES, type ClickOutEvent } from "../../core/clickouts/events.ts";
import type { Db } from "../../core/db/database.ts";
import {
  NEWSLETTER_EVENT_TYPES,
  type NewsletterEvent,
  type NewsletterIssueEvent,
} from "../../core/newsletter/events.ts";
import { NEWSLETTER_ISSUE_EVENT_TYPES } from "../../core/newsletter/issue-decider.ts";
import { completePreferences, type NewsletterPreferences } from "../../core/newsletter/preferences.ts";
import { normaliseEmail } from "../../core/newsletter/schema.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

type Folded = NewsletterEvent | NewsletterIssueEvent | ClickOutEvent;

/** The campaign tag of a digest's click-outs (core/newsletter/digest.ts campaignOfIssue). */
const ISSUE_CAMPAIGN = "nl.";

/**
 * newsletter_subscriptions: one row per subscription with its state, preferences and
 * double-opt-in fields. No personal data: the e-mail and IP are in newsletter_pii, joined by
 * the query below, so a replay or an old generation can never hold an erased address.
 * newsletter_issues: each digest issue, what it carried, for how many, and its click-outs.
 */
export const newsletterProjection: Projection<Folded> = {
  name: "newsletter",
  version: 3,
  eventTypes: [...NEWSLETTER_EVENT_TYPES, ...NEWSLETTER_ISSUE_EVENT_TYPES, ...CLICK_OUT_EVENT_TYPES],
  tables: ["newsletter_subscriptions", "newsletter_issues", "newsletter_alerts"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.newsletter_subscriptions (
        subscription_id         uuid PRIMARY KEY,
        status                  text NOT NULL DEFAULT 'pending',
        is_active               boolean NOT NULL DEFAULT false,
        preferences             jsonb NOT NULL,
        frequency               text NOT NULL,
        language                text NOT NULL DEFAULT 'bg',
        consent_at              timestamptz,
        confirmation_token_hash text,
        confirmation_sent_at    timestamptz,
        confirmed_at            timestamptz,
        unsubscribed_at         timestamptz,
        turnstile_verified      boolean NOT NULL DEFAULT false,
        pii_deleted             boolean NOT NULL DEFAULT false,
        undeliverable_at        timestamptz,
        created_at              timestamptz NOT NULL,
        updated_at              timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.newsletter_subscriptions (status);
      -- the digest planner walks the active subscribers of one frequency in id order
      CREATE INDEX ON ${s}.newsletter_subscriptions (frequency, subscription_id) WHERE status = 'active';

      CREATE TABLE ${s}.newsletter_issues (
        issue_id     text PRIMARY KEY,
        day          date NOT NULL,
        frequency    text NOT NULL,
        language     text NOT NULL,
        airports     text[] NOT NULL,
        deal_ids     uuid[] NOT NULL,
        recipients   integer NOT NULL,
        planned_at   timestamptz NOT NULL,
        handed_over  integer,
        skipped      integer,
        completed_at timestamptz,
        click_outs   integer NOT NULL DEFAULT 0
      );
      CREATE INDEX ON ${s}.newsletter_issues (planned_at DESC);

      CREATE TABLE ${s}.newsletter_alerts (
        alert_id        text PRIMARY KEY,
        subscription_id uuid NOT NULL,
        status          text NOT NULL,
        from_airport    text,
        destination_id  text,
        max_price_bgn   numeric(12,2),
        requested_at    timestamptz NOT NULL,
        confirmed_at    timestamptz
      );
      CREATE INDEX ON ${s}.newsletter_alerts (subscription_id);
      -- the alert matcher looks up the active alerts of a deal's destination and of its airport
      CREATE INDEX ON ${s}.newsletter_alerts (destination_id) WHERE status = 'active';
      CREATE INDEX ON ${s}.newsletter_alerts (from_airport) WHERE status = 'active' AND destination_id IS NULL;
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    switch (event.type) {
      case "NewsletterSubscriptionRequested": {
        const d = event.data;
        const preferences = completePreferences(d.preferences);
        await tx.unsafe(
          `INSERT INTO ${s}.newsletter_subscriptions AS n (subscription_id, status, is_active, preferences, frequency,
             language, consent_at, confirmation_token_hash, confirmation_sent_at, turnstile_verified, created_at,
             updated_at)
           VALUES ($1, 'pending', false, $2::text::jsonb, $8, $3, $4, $5, $6, $7, $6, $6)
           ON CONFLICT (subscription_id) DO UPDATE SET status = 'pending', is_active = false,
             preferences = EXCLUDED.preferences, frequency = EXCLUDED.frequency, language = EXCLUDED.language,
             consent_at = EXCLUDED.consent_at,
             confirmation_token_hash = EXCLUDED.confirmation_token_hash,
             confirmation_sent_at = EXCLUDED.confirmation_sent_at, turnstile_verified = EXCLUDED.turnstile_verified,
             confirmed_at = NULL, unsubscribed_at = NULL, updated_at = EXCLUDED.updated_at`,
          [
            d.subscriptionId,
            JSON.stringify(preferences),
            d.language,
            d.consentAt,
            d.confirmationTokenHash,
            d.requestedAt,
            d.turnstileVerified,
            preferences.frequency,
          ] as never[],
        );
        break;
      }
      case "NewsletterSubscriptionConfirmed":
        await tx.unsafe(
          `UPDATE ${s}.newsletter_subscriptions SET status = 'active', is_active = true, confirmed_at = $2, updated_at = $2
            WHERE subscription_id = $1`,
          [event.data.subscriptionId, event.data.confirmedAt] as never[],
        );
        break;
      case "NewsletterPreferencesChanged": {
        const preferences = completePreferences(event.data.preferences);
        await tx.unsafe(
          `UPDATE ${s}.newsletter_subscriptions SET preferences = $2::text::jsonb, frequency = $3, updated_at = $4
            WHERE subscription_id = $1`,
          [
            event.data.subscriptionId,
            JSON.stringify(preferences),
            preferences.frequency,
            event.data.changedAt,
          ] as never[],
        );
        break;
      }
      case "NewsletterUnsubscribed":
        await tx.unsafe(
          `UPDATE ${s}.newsletter_subscriptions SET status = 'unsubscribed', is_active = false, unsubscribed_at = $2,
                  pii_deleted = pii_deleted OR $3, updated_at = $2
            WHERE subscription_id = $1`,
          [event.data.subscriptionId, event.data.unsubscribedAt, event.data.personalDataErased === true] as never[],
        );
        break;
      case "NewsletterAddressUndeliverable":
        await tx.unsafe(
          `UPDATE ${s}.newsletter_subscriptions SET status = 'undeliverable', is_active = false, undeliverable_at = $2,
                  updated_at = $2
            WHERE subscription_id = $1`,
          [event.data.subscriptionId, event.data.at] as never[],
        );
        break;
      case "NewsletterAlertRequested": {
        const d = event.data;
        await tx.unsafe(
          `INSERT INTO ${s}.newsletter_alerts (alert_id, subscription_id, status, from_airport, destination_id,
             max_price_bgn, requested_at)
           VALUES ($1, $2, 'pending', $3, $4, $5, $6) ON CONFLICT (alert_id) DO NOTHING`,
          [
            d.alertId,
            d.subscriptionId,
            d.criteria.fromAirport,
            d.criteria.destinationId,
            d.criteria.maxPriceBgn,
            d.requestedAt,
          ] as never[],
        );
        break;
      }
      case "NewsletterAlertConfirmed":
        await tx.unsafe(`UPDATE ${s}.newsletter_alerts SET status = 'active', confirmed_at = $2 WHERE alert_id = $1`, [
          event.data.alertId,
          event.data.confirmedAt,
        ] as never[]);
        break;
      case "NewsletterAlertDeleted":
        await tx.unsafe(`UPDATE ${s}.newsletter_alerts SET status = 'deleted' WHERE alert_id = $1`, [
          event.data.alertId,
        ] as never[]);
        break;
      case "NewsletterIssuePlanned": {
        const d = event.data;
        await tx.unsafe(
          `INSERT INTO ${s}.newsletter_issues (issue_id, day, frequency, language, airports, deal_ids, recipients, planned_at)
           VALUES ($1, $2, $3, $4, $5::text[], $6::uuid[], $7, $8) ON CONFLICT (issue_id) DO NOTHING`,
          [d.issueId, d.day, d.frequency, d.language, d.airports, d.dealIds, d.recipients, d.plannedAt] as never[],
        );
        break;
      }
      case "NewsletterIssueCompleted":
        await tx.unsafe(
          `UPDATE ${s}.newsletter_issues SET handed_over = $2, skipped = $3, completed_at = $4 WHERE issue_id = $1`,
          [event.data.issueId, event.data.handedOver, event.data.skipped, event.data.completedAt] as never[],
        );
        break;
      case "ClickOutRecorded": {
        const campaign = event.data.campaign;
        if (!campaign?.startsWith(ISSUE_CAMPAIGN)) break;
        await tx.unsafe(`UPDATE ${s}.newsletter_issues SET click_outs = click_outs + 1 WHERE issue_id = $1`, [
          campaign.slice(ISSUE_CAMPAIGN.length),
        ] as never[]);
        break;
      }
      case "NewsletterSubscriberErased":
        await tx.unsafe(
          `UPDATE ${s}.newsletter_subscriptions SET status = 'erased', is_active = false, pii_deleted = true,
                  confirmation_token_hash = NULL, updated_at = $2
            WHERE subscription_id = $1`,
          [event.data.subscriptionId, event.data.erasedAt] as never[],
        );
        break;
    }
  }),
};

/** The spec's newsletter_subscriptions entity: the read model joined with its personal data. */
export interface NewsletterSubscription {
  id: string;
  email: string | null;
  ipAddress: string | null;
  status: "pending" | "active" | "unsubscribed" | "undeliverable" | "erased";
  isActive: boolean;
  preferences: NewsletterPreferences;
  language: "bg" | "en";
  consentAt: Date | null;
  confirmationTokenHash: string | null;
  confirmationSentAt: Date | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  turnstileVerified: boolean;
  piiDeleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const SELECT = sql`
  SELECT n.subscription_id AS id, p.email, p.ip_address, n.status, n.is_active, n.preferences, n.language,
         n.consent_at, n.confirmation_token_hash, n.confirmation_sent_at, n.confirmed_at, n.unsubscribed_at,
         n.turnstile_verified, n.pii_deleted, n.created_at, n.updated_at
    FROM newsletter_subscriptions n LEFT JOIN newsletter_pii p USING (subscription_id)`;

export async function newsletterSubscriptionByEmail(db: Db, email: string): Promise<NewsletterSubscription | null> {
  const { rows } = await sql<NewsletterSubscription>`${SELECT} WHERE p.email = ${normaliseEmail(email)}`.execute(db);
  return rows[0] ?? null;
}

export async function newsletterSubscriptionById(db: Db, id: string): Promise<NewsletterSubscription | null> {
  const { rows } = await sql<NewsletterSubscription>`${SELECT} WHERE n.subscription_id = ${id}`.execute(db);
  return rows[0] ?? null;
}
