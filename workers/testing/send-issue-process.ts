/**
 * A newsletter sender as its own process, for the test that kills one with SIGKILL mid-issue:
 * what a worker does when it starts (send the mails a dead process left recorded), then the issue.
 * Env: DATABASE_URL, SMTP_URL, ISSUE_ID, NEWSLETTER_SECRET, PUBLIC_URL, NOW (the clock, ISO).
 */
import { connectDatabase } from "../../core/db/database.ts";
import { PostgresEventStore } from "../../core/eventstore/postgres-event-store.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { createSmtpMailer } from "../../core/mail/smtp-mailer.ts";
import { sendIssue } from "../newsletter-jobs.ts";

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const database = connectDatabase(env("DATABASE_URL"), { max: 3 });
const mailer = createSmtpMailer({
  sql: database.sql,
  logger: silentLogger,
  smtpUrl: env("SMTP_URL"),
  from: "flydealsbg <no-reply@flydeals.example>",
});
try {
  await mailer.deliverPending();
  const result = await sendIssue(
    {
      database,
      store: new PostgresEventStore(database.sql),
      mailer,
      publicUrl: env("PUBLIC_URL"),
      linkSecret: env("NEWSLETTER_SECRET"),
      logger: silentLogger,
    },
    env("ISSUE_ID"),
    () => new Date(env("NOW")),
  );
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  mailer.close();
  await database.close();
}
