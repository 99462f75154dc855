import { type Kysely, sql } from "kysely";

/**
 * The language a mail was written in, for /nimda/mail (issue 32). Mails recorded before it
 * take the `lang` their HTML declares; plain-text ones stay unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mail_outbox ADD COLUMN language text CHECK (language IN ('bg', 'en'));
    UPDATE mail_outbox SET language = substring(html_body from '<html[^>]*\\slang="(bg|en)"')
     WHERE html_body IS NOT NULL;
    CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at DESC, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX mail_outbox_created_at_idx;
    ALTER TABLE mail_outbox DROP COLUMN language;
  `.execute(db);
}
