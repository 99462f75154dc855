import { type Kysely, sql } from "kysely";

/**
 * Web Push (docs/decisions/0106), the personal-data side: a device's push service endpoint and
 * keys, and which deals it was told of (for the caps and the dedupe). Both go when the device
 * leaves, when its push service says it is gone, or with the subscriber it was bound to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE push_endpoints (
      push_id    uuid PRIMARY KEY,
      endpoint   text NOT NULL UNIQUE,
      p256dh     text NOT NULL,
      auth       text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE push_notifications (
      push_id            uuid NOT NULL REFERENCES push_endpoints ON DELETE CASCADE,
      deal_id            uuid NOT NULL,
      price_bgn          numeric(12,2) NOT NULL,
      kind               text NOT NULL CHECK (kind IN ('alert', 'daily_best')),
      status             text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'sent', 'skipped')),
      previous_price_bgn numeric(12,2),
      not_before         timestamptz NOT NULL,
      created_at         timestamptz NOT NULL,
      sent_at            timestamptz,
      PRIMARY KEY (push_id, deal_id, price_bgn)
    );
    CREATE INDEX push_notifications_day_idx ON push_notifications (push_id, created_at);
    CREATE INDEX push_notifications_planned_idx ON push_notifications (not_before) WHERE status = 'planned';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE push_notifications;
    DROP TABLE push_endpoints;
  `.execute(db);
}
