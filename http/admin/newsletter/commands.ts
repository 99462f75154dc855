import type { ContentfulStatusCode } from "hono/utils/http-status";
import { PostgresEventStore } from "../../../core/eventstore/postgres-event-store.ts";
import { MailDeliveryError } from "../../../core/mail/smtp-mailer.ts";
import { inTransaction } from "../../../core/mail/transaction.ts";
import { type NewsletterAdminEvent, recordNewsletterAdminEvent } from "../../../core/newsletter/admin-events.ts";
import type { IssueFrequency } from "../../../core/newsletter/preferences.ts";
import { localDay } from "../../../core/newsletter/schedule.ts";
import { loadSettings } from "../../../core/settings/service.ts";
import type { PlanIssuesJob } from "../../../workers/newsletter-jobs.ts";
import { QUEUES } from "../../../workers/queues.ts";
import { zodIssues } from "../../errors.ts";
import { type AdminContext, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { invalid, type Outcome, type Refusal } from "../shell/outcome.ts";
import { type PreviewQuery, sendNowSchema, testSendSchema } from "./input.ts";
import { newsletterPreview } from "./queries.ts";

export const KILL_SWITCH_ON = "The newsletter kill switch is on";
export const WORKERS_NOT_RUNNING = "Workers are not running in this process";

const refused = (status: ContentfulStatusCode, code: string, message: string): { ok: false } & Refusal => ({
  ok: false,
  status,
  code,
  message,
  issues: [],
});

export interface TestSent {
  /** The outbox row: where an admin finds the mail when MAIL=outbox. */
  mailId: string;
  subject: string;
  dealCount: number;
  /** The issue the test showed, as the preview's query names it. */
  issue: PreviewQuery;
}

/**
 * Mails the preview of an issue to one address. The outbox row and the audited event commit
 * together (SMTP goes out after the commit), and the event names the issue and its deals but
 * never the address: who an admin mails a test to is not the event log's business.
 */
export async function sendTestIssue(c: AdminContext, deps: AdminDeps, input: unknown): Promise<Outcome<TestSent>> {
  const parsed = testSendSchema.safeParse(input);
  if (!parsed.success) return invalid(zodIssues(parsed.error));
  const { to, ...query } = parsed.data;
  const now = new Date();
  const preview = await newsletterPreview(deps, query, now);
  if (preview.subject === null || preview.html === null || preview.text === null) {
    return refused(409, "nothing_to_send", `Nothing to send: ${preview.notice ?? "the issue would be empty."}`);
  }
  const metadata = auditMetadata(c, "newsletter.test");
  const event: NewsletterAdminEvent = {
    type: "NewsletterTestSent",
    data: {
      frequency: query.frequency,
      language: query.language,
      airports: query.airports,
      dealIds: preview.deals.map((deal) => deal.dealId),
      sentBy: String(metadata.actor),
      sentAt: now.toISOString(),
    },
  };
  const mail = {
    kind: "newsletter_test",
    to,
    language: query.language,
    subject: `[TEST] ${preview.subject}`,
    text: preview.text,
    html: preview.html,
  };
  // the transactional append must upcast like the store it stands in for
  const upcasters = deps.store instanceof PostgresEventStore ? deps.store.upcasters : undefined;
  let mailId: string;
  try {
    mailId = await inTransaction(deps.database.sql, upcasters, async ({ tx, store }) => {
      const { id } = await deps.newsletter.mailer.send(mail, { tx });
      await recordNewsletterAdminEvent(store, event, metadata);
      return id;
    });
  } catch (error) {
    // committed: the row stays in mail_outbox and the mail port tries again, but the admin should know now
    if (!(error instanceof MailDeliveryError)) throw error;
    return refused(502, "mail_failed", `The test mail is recorded, but SMTP did not take it: ${error.message}.`);
  }
  return { ok: true, value: { mailId, subject: mail.subject, dealCount: preview.deals.length, issue: query } };
}

export interface IssueRequested {
  frequency: IssueFrequency;
  /** Today in the settings' time zone: the day of the issue the worker plans. */
  day: string;
  jobId: string | null;
}

/**
 * "Send now": records who asked for which frequency, then hands the plan job to pg-boss, whose
 * worker plans today's issue of that frequency and sends it. Refused with the kill switch on (the
 * worker would plan nothing) and without pg-boss here (nothing would run the job).
 */
export async function requestIssueNow(
  c: AdminContext,
  deps: AdminDeps,
  input: unknown,
): Promise<Outcome<IssueRequested>> {
  const parsed = sendNowSchema.safeParse(input);
  if (!parsed.success) return invalid(zodIssues(parsed.error));
  const { frequency } = parsed.data;
  const { settings } = await loadSettings(deps.store);
  if (settings.newsletterKillSwitch) return refused(409, "kill_switch_on", KILL_SWITCH_ON);
  const boss = deps.boss;
  if (!boss) return refused(503, "workers_not_running", WORKERS_NOT_RUNNING);
  const metadata = auditMetadata(c, "newsletter.send_now");
  const now = new Date();
  const day = localDay(now, settings.timezone);
  const event: NewsletterAdminEvent = {
    type: "NewsletterIssueRequested",
    data: { frequency, day, requestedBy: String(metadata.actor), requestedAt: now.toISOString() },
  };
  await recordNewsletterAdminEvent(deps.store, event, metadata);
  try {
    const jobId = await boss.send(QUEUES.newsletterPlan, { frequency } satisfies PlanIssuesJob);
    return { ok: true, value: { frequency, day, jobId } };
  } catch (error) {
    deps.logger.warn("newsletter send-now job not queued", { frequency, error });
    const reason = error instanceof Error ? error.message : String(error);
    return refused(503, "queue_failed", `The send job could not be queued (${reason}); please try again`);
  }
}
