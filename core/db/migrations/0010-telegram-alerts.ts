import { type Kysely, sql } from "kysely";

/**
 * Telegram as a second channel for price alerts (decision 0042): a subscriber's chat id is
 * personal data, so it sits beside their address in newsletter_pii and goes with it; the bot's
 * getUpdates offset is kept so a restart neither loses nor repeats a /start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE newsletter_pii ADD COLUMN telegram_chat_id bigint;
    CREATE UNIQUE INDEX newsletter_pii_telegram_chat_key ON newsletter_pii (telegram_chat_id);
    ALTER TABLE alert_notifications ADD COLUMN telegram_sent_at timestamptz;
    CREATE TABLE telegram_bot_offset (
      id          boolean PRIMARY KEY DEFAULT true CHECK (id),
      next_offset bigint NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE telegram_bot_offset;
    ALTER TABLE alert_notifications DROP COLUMN telegram_sent_at;
    DROP INDEX newsletter_pii_telegram_chat_key;
    ALTER TABLE newsletter_pii DROP COLUMN telegram_chat_id;
  `.execute(db);
}
