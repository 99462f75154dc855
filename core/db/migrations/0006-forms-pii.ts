import { type Kysely, sql } from "kysely";

/**
 * Personal data of the public forms, outside the event log (docs/decisions/0020): events carry
 * only an id, these rows hold the e-mail, names and IP, and erasure deletes them for good.
 * mail_outbox records every mail (the built-in mailer: nothing is sent without SMTP), and
 * captcha_redemptions makes each built-in captcha token usable once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE newsletter_pii (
      subscription_id uuid PRIMARY KEY,
      email           text NOT NULL,
      ip_address      text,
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now()
    );
    -- e-mails are stored lower-cased: one subscription per address, whatever its spelling
    CREATE UNIQUE INDEX newsletter_pii_email_key ON newsletter_pii (email);

    CREATE TABLE contact_pii (
      request_id      uuid PRIMARY KEY,
      name            text NOT NULL,
      email           text NOT NULL,
      company         text,
      website         text,
      message         text NOT NULL,
      ip_address      text,
      retention_until timestamptz NOT NULL,
      created_at      timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX contact_pii_email_idx ON contact_pii (lower(email));
    CREATE INDEX contact_pii_retention_idx ON contact_pii (retention_until);

    CREATE TABLE mail_outbox (
      id          uuid PRIMARY KEY,
      kind        text NOT NULL,
      to_address  text NOT NULL,
      subject     text NOT NULL,
      text_body   text NOT NULL,
      headers     jsonb NOT NULL DEFAULT '{}',
      related_id  text,
      status      text NOT NULL DEFAULT 'recorded',
      created_at  timestamptz NOT NULL DEFAULT now(),
      sent_at     timestamptz
    );
    CREATE INDEX mail_outbox_to_address_idx ON mail_outbox (lower(to_address));

    CREATE TABLE captcha_redemptions (
      challenge_id text PRIMARY KEY,
      expires_at   timestamptz NOT NULL
    );
    CREATE INDEX captcha_redemptions_expires_at_idx ON captcha_redemptions (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE captcha_redemptions, mail_outbox, contact_pii, newsletter_pii`.execute(db);
}
