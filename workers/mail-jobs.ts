import type PgBoss from "pg-boss";
import type { Logger } from "../core/log/logger.ts";
import type { SmtpMailer } from "../core/mail/smtp-mailer.ts";
import { createQueue, scheduleQueue } from "./boss.ts";
import { QUEUES } from "./queues.ts";

/** How often mails that SMTP refused (or that no commit hook sent) are tried again. */
export const MAIL_RETRY_CRON = "*/10 * * * *";

/** With MAIL=smtp: mails left `recorded` or `failed` in mail_outbox are sent again on a schedule. */
export async function registerMailJobs(deps: { boss: PgBoss; mailer: SmtpMailer; logger: Logger }): Promise<void> {
  const { boss, mailer } = deps;
  await createQueue(boss, QUEUES.mailDeliverPending, { retryLimit: 1 });
  await scheduleQueue(boss, QUEUES.mailDeliverPending, MAIL_RETRY_CRON);
  await boss.work(QUEUES.mailDeliverPending, async ([job]) => {
    const sent = await mailer.deliverPending();
    if (sent > 0) deps.logger.info("pending mails sent", { jobId: job?.id, sent });
  });
  // a start after a crash sends what the last process recorded but did not send, without waiting for the tick
  await boss.send(QUEUES.mailDeliverPending, {});
}
