import { type Kysely, sql } from "kysely";

/**
 * The newsletter digest's personal-data side (docs/decisions/0041). mail_outbox learns HTML
 * bodies and counts permanent refusals (3 make an address undeliverable). newsletter_deliveries
 * holds one row per (issue, subscriber): which deals that subscriber was sent, so no deal is
 * mailed to them twice and a restarted sender knows what is left. Both are keyed by the
 * subscription id and deleted when the subscriber leaves; the event log only counts them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mail_outbox
      ADD COLUMN html_body text,
      ADD COLUMN refusals integer NOT NULL DEFAULT 0;
    CREATE INDEX mail_outbox_related_id_idx ON mail_outbox (related_id);
    CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE status IN ('recorded', 'failed');

    CREATE TABLE newsletter_deliveries (
      issue_id        text NOT NULL,
      subscription_id uuid NOT NULL,
      deal_ids        uuid[] NOT NULL,
      status          text NOT NULL DEFAULT 'planned',
      mail_id         uuid,
      created_at      timestamptz NOT NULL DEFAULT now(),
      handed_over_at  timestamptz,
      PRIMARY KEY (issue_id, subscription_id)
    );
    CREATE INDEX newsletter_deliveries_subscription_idx ON newsletter_deliveries (subscription_id, created_at);
    CREATE INDEX newsletter_deliveries_planned_idx ON newsletter_deliveries (issue_id, subscription_id) WHERE status = 'planned';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE newsletter_deliveries;
    DROP INDEX mail_outbox_pending_idx;
    DROP INDEX mail_outbox_related_id_idx;
    ALTER TABLE mail_outbox DROP COLUMN refusals, DROP COLUMN html_body;
  `.execute(db);
}
