import { type Kysely, sql } from "kysely";

/**
 * Price-alert notifications, the personal-data side (keyed by subscription id, deleted when the
 * subscriber leaves): which alert told whom about which deal at which price, so an alert fires
 * once per deal (again only when markedly cheaper) and a subscriber gets at most the daily cap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE alert_notifications (
      alert_id        text NOT NULL,
      deal_id         uuid NOT NULL,
      price_bgn       numeric(12,2) NOT NULL,
      subscription_id uuid NOT NULL,
      channel         text NOT NULL DEFAULT 'email',
      status          text NOT NULL DEFAULT 'planned',
      previous_price_bgn numeric(12,2),
      mail_id         uuid,
      created_at      timestamptz NOT NULL DEFAULT now(),
      handed_over_at  timestamptz,
      PRIMARY KEY (alert_id, deal_id, price_bgn)
    );
    CREATE INDEX alert_notifications_subscription_idx ON alert_notifications (subscription_id, created_at);
    CREATE INDEX alert_notifications_planned_idx ON alert_notifications (deal_id, subscription_id) WHERE status = 'planned';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE alert_notifications`.execute(db);
}
