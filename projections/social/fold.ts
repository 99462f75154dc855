import type { Tx } from "../../core/eventstore/checkpointed-batch.ts";
import {
  POST_ATTEMPT_EVENT_TYPES,
  POST_TEMPLATE_EVENT_TYPES,
  type PostAttemptEvent,
  type PostTemplateEvent,
  SHARE_NETWORKS_EVENT_TYPES,
  type ShareNetworksEvent,
  SOCIAL_ACCOUNT_EVENT_TYPES,
  type SocialAccountEvent,
} from "../../core/social/events.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

type SocialEvent = SocialAccountEvent | PostTemplateEvent | PostAttemptEvent | ShareNetworksEvent;

const run = (tx: Tx, query: string, params: unknown[]) => tx.unsafe(query, params as never[]);

/** social_network_accounts, post_templates, post_attempts and share_networks (spec sections 3 and 4). */
export const socialProjection: Projection<SocialEvent> = {
  name: "social",
  version: 1,
  eventTypes: [
    ...SOCIAL_ACCOUNT_EVENT_TYPES,
    ...POST_TEMPLATE_EVENT_TYPES,
    ...POST_ATTEMPT_EVENT_TYPES,
    ...SHARE_NETWORKS_EVENT_TYPES,
  ],
  tables: ["social_network_accounts", "post_templates", "post_attempts", "share_networks"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.social_network_accounts (
        account_id text PRIMARY KEY, network text NOT NULL, name text NOT NULL, target text NOT NULL,
        language text NOT NULL, enabled boolean NOT NULL, max_posts_per_hour integer NOT NULL,
        min_deal_savings numeric NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      );
      CREATE TABLE ${s}.post_templates (
        template_id text PRIMARY KEY, name text NOT NULL, network text NOT NULL, language text NOT NULL,
        body text NOT NULL, status text NOT NULL DEFAULT 'draft',
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      );
      CREATE TABLE ${s}.post_attempts (
        attempt_id text PRIMARY KEY, account_id text NOT NULL, network text NOT NULL, deal_id text,
        template_id text, from_airport text NOT NULL, to_airport text NOT NULL, itinerary_signature text,
        price numeric NOT NULL, currency text NOT NULL, text text NOT NULL, submission jsonb NOT NULL,
        origin text NOT NULL, status text NOT NULL DEFAULT 'pending', not_before timestamptz NOT NULL,
        queued_at timestamptz NOT NULL, started_at timestamptz, posted_at timestamptz,
        external_id text, external_url text, skip_reason text, skip_detail text,
        error_code text, error_message text, retryable boolean NOT NULL DEFAULT true,
        retry_count integer NOT NULL DEFAULT 0, updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.post_attempts (queued_at DESC);
      CREATE INDEX ON ${s}.post_attempts (account_id, queued_at DESC);
      CREATE INDEX ON ${s}.post_attempts (status, not_before);
      CREATE INDEX ON ${s}.post_attempts (deal_id);
      CREATE TABLE ${s}.share_networks (
        id integer PRIMARY KEY CHECK (id = 1), networks text[] NOT NULL, updated_at timestamptz NOT NULL
      );
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    const at = event.createdAt;
    switch (event.type) {
      case "SocialAccountAdded":
      case "SocialAccountUpdated": {
        const a = event.data;
        await run(
          tx,
          `INSERT INTO ${s}.social_network_accounts VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
           ON CONFLICT (account_id) DO UPDATE SET network = $2, name = $3, target = $4, language = $5,
             enabled = $6, max_posts_per_hour = $7, min_deal_savings = $8, updated_at = $9`,
          [a.accountId, a.network, a.name, a.target, a.language, a.enabled, a.maxPostsPerHour, a.minDealSavings, at],
        );
        break;
      }
      case "PostTemplateCreated":
      case "PostTemplateEdited": {
        const t = event.data;
        await run(
          tx,
          `INSERT INTO ${s}.post_templates (template_id, name, network, language, body, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6)
           ON CONFLICT (template_id) DO UPDATE SET name = $2, network = $3, language = $4, body = $5, updated_at = $6`,
          [t.templateId, t.name, t.network, t.language, t.body, at],
        );
        break;
      }
      case "PostTemplateStatusChanged":
        await run(tx, `UPDATE ${s}.post_templates SET status = $2, updated_at = $3 WHERE template_id = $1`, [
          event.data.templateId,
          event.data.to,
          at,
        ]);
        break;
      case "PostQueued": {
        const q = event.data;
        await run(
          tx,
          `INSERT INTO ${s}.post_attempts (attempt_id, account_id, network, deal_id, template_id, from_airport,
             to_airport, itinerary_signature, price, currency, text, submission, origin, not_before, queued_at,
             updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text::jsonb, $13, $14, $15, $15)
           ON CONFLICT (attempt_id) DO NOTHING`,
          [
            q.attemptId,
            q.accountId,
            q.network,
            q.dealId,
            q.templateId,
            q.submission.fromAirport,
            q.submission.toAirport,
            q.itinerarySignature,
            q.submission.price,
            q.submission.currency,
            q.text,
            JSON.stringify(q.submission),
            q.origin,
            q.notBefore,
            at,
          ],
        );
        break;
      }
      case "PostSkipped":
        await run(
          tx,
          `UPDATE ${s}.post_attempts SET status = 'skipped', skip_reason = $2, skip_detail = $3, updated_at = $4
            WHERE attempt_id = $1`,
          [event.data.attemptId, event.data.reason, event.data.detail, at],
        );
        break;
      case "PostStarted":
        await run(
          tx,
          `UPDATE ${s}.post_attempts SET status = 'processing', started_at = $2, updated_at = $2 WHERE attempt_id = $1`,
          [event.data.attemptId, at],
        );
        break;
      case "PostPublished":
        await run(
          tx,
          `UPDATE ${s}.post_attempts SET status = 'posted', posted_at = $2, external_id = $3, external_url = $4,
             updated_at = $2 WHERE attempt_id = $1`,
          [event.data.attemptId, at, event.data.externalId, event.data.url],
        );
        break;
      case "PostFailed":
        await run(
          tx,
          `UPDATE ${s}.post_attempts SET status = 'failed', error_code = $2, error_message = $3, retryable = $4,
             retry_count = $5, updated_at = $6 WHERE attempt_id = $1`,
          [
            event.data.attemptId,
            event.data.errorCode,
            event.data.errorMessage,
            event.data.retryable,
            event.data.retryCount,
            at,
          ],
        );
        break;
      case "PostRetryRequested":
        await run(
          tx,
          `UPDATE ${s}.post_attempts SET status = 'pending', retryable = true, not_before = $2, updated_at = $2
            WHERE attempt_id = $1`,
          [event.data.attemptId, at],
        );
        break;
      case "ShareNetworksChanged":
        await run(
          tx,
          `INSERT INTO ${s}.share_networks VALUES (1, $1, $2)
           ON CONFLICT (id) DO UPDATE SET networks = $1, updated_at = $2`,
          [event.data.networks, at],
        );
        break;
    }
  }),
};
