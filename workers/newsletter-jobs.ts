import type PgBoss from "pg-boss";
import { DAY_MS } from "../core/constants.ts";
import type { Database } from "../core/db/database.ts";
import { handleCommand } from "../core/eventstore/command-handler.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import type { Upcasters } from "../core/eventstore/upcasting.ts";
import type { Logger } from "../core/log/logger.ts";
import type { Mailer } from "../core/mail/mail.ts";
import { MailDeliveryError } from "../core/mail/smtp-mailer.ts";
import { inTransaction } from "../core/mail/transaction.ts";
import { newsletterDecider } from "../core/newsletter/decider.ts";
import {
  claimNextDelivery,
  deliveryCount,
  deliveryTotals,
  markDelivery,
  type PlannedDelivery,
  purgeOldDigests,
  recordDeliveries,
  sentDealMemory,
  undeliverableSubscriptions,
} from "../core/newsletter/deliveries.ts";
import {
  chooseDeals,
  DIGEST_POOL_SIZE,
  type IssueKey,
  issueIdOf,
  SENT_MEMORY_DAYS,
} from "../core/newsletter/digest.ts";
import { type NewsletterIssueEvent, newsletterStreamId } from "../core/newsletter/events.ts";
import { newsletterIssueDecider, newsletterIssueStreamId } from "../core/newsletter/issue-decider.ts";
import type { IssueFrequency } from "../core/newsletter/preferences.ts";
import { dueIssues, localDay } from "../core/newsletter/schedule.ts";
import type { FareSource } from "../core/pricing/fare.ts";
import { type FareMode, fareModeOr } from "../core/pricing/fare-mode.ts";
import { loadSettings } from "../core/settings/service.ts";
import { issueMailer } from "../mail/digest-issue.ts";
import {
  type DigestDealFacts,
  digestPool,
  digestSubscribers,
  liveDigestDeals,
  unfinishedIssues,
} from "../projections/newsletter/queries.ts";
import { createQueue, scheduleQueue } from "./boss.ts";
import { fareStillHolds } from "./fare-recheck.ts";
import { QUEUES } from "./queues.ts";

export interface NewsletterJobDeps {
  database: Database;
  store: EventStore;
  upcasters?: Upcasters;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the mails' preference and unsubscribe links. */
  linkSecret: string;
  logger: Logger;
  /** Demo unless the fares are real: the mails then say so (decision 0087). */
  fareMode?: FareMode;
  /** Asked again about a deal's fare before it is sent (workers/fare-recheck.ts); nothing is checked without it. */
  fareSource?: FareSource;
}

export interface SendIssueJob {
  issueId: string;
}

/** The scheduled run carries nothing; an admin's "send now" names the frequency to send today. */
export interface PlanIssuesJob {
  frequency?: IssueFrequency;
}

const SYSTEM = { actor: "system:newsletter" };
const SUBSCRIBER_BATCH = 1_000;
/** How often the planner looks whether digests are due (it plans each issue once). */
const PLAN_CRON = "*/5 * * * *";
/** A deal expiring while an issue goes out is noticed within this many mails. */
const LIVE_CHECK_EVERY = 200;

/** Permanently refused addresses become events, so the planner stops choosing them. */
export async function recordUndeliverable(deps: NewsletterJobDeps, now: Date): Promise<number> {
  let marked = 0;
  for (const { subscriptionId, refusals } of await undeliverableSubscriptions(deps.database.sql)) {
    const { events } = await handleCommand(
      deps.store,
      newsletterStreamId(subscriptionId),
      newsletterDecider,
      { type: "MarkUndeliverable", subscriptionId, refusals, at: now.toISOString() },
      { metadata: SYSTEM },
    );
    marked += events.length;
  }
  return marked;
}

export interface PlannedIssue {
  issueId: string;
  recipients: number;
}

/**
 * Plans one frequency's issues for a day: walks its confirmed subscribers in batches, groups
 * them by language and airport set (one issue each), gives each the pool's best deals that
 * match them and they were not sent before, and records who gets what. Subscribers with
 * nothing left get no mail; an issue with no recipient is not planned. Running it again plans
 * nothing new: deliveries and issues are keyed by the issue id.
 */
export async function planIssues(
  deps: NewsletterJobDeps,
  day: string,
  frequency: IssueFrequency,
  now: Date,
): Promise<PlannedIssue[]> {
  const { db, sql } = deps.database;
  const pools = new Map<string, Promise<DigestDealFacts[]>>();
  const keys = new Map<string, IssueKey>();
  const since = new Date(now.getTime() - SENT_MEMORY_DAYS * DAY_MS);
  // each deal of a pool is asked of its source once, whichever issues carry it
  const checked = new Map<string, Promise<boolean>>();
  const stillHolding = async (pool: DigestDealFacts[]) => {
    const holds = await Promise.all(
      pool.map((deal) => {
        if (!checked.has(deal.dealId)) {
          checked.set(
            deal.dealId,
            fareStillHolds({ ...deps, db }, deal, "newsletter", () => now),
          );
        }
        return checked.get(deal.dealId) as Promise<boolean>;
      }),
    );
    return pool.filter((_, index) => holds[index]);
  };
  let afterId: string | null = null;
  for (;;) {
    const batch = await digestSubscribers(db, frequency, { afterId, limit: SUBSCRIBER_BATCH });
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]?.subscriptionId ?? null;
    const memory = await sentDealMemory(
      sql,
      batch.map((s) => s.subscriptionId),
      { since, exceptIssuePrefix: `${day}.${frequency}.` },
    );
    const rows: PlannedDelivery[] = [];
    for (const subscriber of batch) {
      const key: IssueKey = {
        day,
        frequency,
        language: subscriber.language,
        airports: subscriber.preferences.airports,
      };
      const issueId = issueIdOf(key);
      const airportSet = key.airports.join("-");
      if (!pools.has(airportSet)) {
        pools.set(airportSet, digestPool(db, key.airports, { limit: DIGEST_POOL_SIZE, now }).then(stillHolding));
      }
      const pool = await (pools.get(airportSet) as Promise<DigestDealFacts[]>);
      const dealIds = chooseDeals(pool, subscriber.preferences, memory.get(subscriber.subscriptionId) ?? new Set());
      if (dealIds.length === 0) continue;
      keys.set(issueId, key);
      rows.push({ issueId, subscriptionId: subscriber.subscriptionId, dealIds });
    }
    await recordDeliveries(sql, rows);
  }
  const planned: PlannedIssue[] = [];
  for (const [issueId, key] of keys) {
    const recipients = await deliveryCount(sql, issueId);
    const pool = await (pools.get(key.airports.join("-")) as Promise<DigestDealFacts[]>);
    await handleCommand(
      deps.store,
      newsletterIssueStreamId(issueId),
      newsletterIssueDecider,
      {
        type: "PlanIssue",
        data: {
          issueId,
          day: key.day,
          frequency: key.frequency,
          language: key.language,
          airports: [...key.airports],
          dealIds: pool.map((deal) => deal.dealId),
          recipients,
          plannedAt: now.toISOString(),
        },
      },
      { metadata: SYSTEM },
    );
    planned.push({ issueId, recipients });
  }
  return planned;
}

/** Every issue due at `now` under the settings' schedule; nothing with the kill switch on. */
export async function planDueIssues(deps: NewsletterJobDeps, now = new Date()): Promise<PlannedIssue[]> {
  await purgeOldDigests(deps.database.sql, now, SENT_MEMORY_DAYS);
  const { settings } = await loadSettings(deps.store);
  if (settings.newsletterKillSwitch) return [];
  await recordUndeliverable(deps, now);
  const due = dueIssues(now, {
    timezone: settings.timezone,
    sendTime: settings.newsletterSendTime,
    weeklyDay: settings.newsletterWeeklyDay,
  });
  if (!due) return [];
  const planned: PlannedIssue[] = [];
  for (const frequency of due.frequencies) planned.push(...(await planIssues(deps, due.day, frequency, now)));
  return planned;
}

/**
 * An admin's "send now": today's (local) issue of one frequency, whatever the hour or weekday.
 * Subscribers already planned for today's issue are not planned twice.
 */
export async function planRequestedIssues(
  deps: NewsletterJobDeps,
  frequency: IssueFrequency,
  now = new Date(),
): Promise<PlannedIssue[]> {
  const { settings } = await loadSettings(deps.store);
  if (settings.newsletterKillSwitch) return [];
  await recordUndeliverable(deps, now);
  return planIssues(deps, localDay(now, settings.timezone), frequency, now);
}

async function issueKeyOf(store: EventStore, issueId: string): Promise<IssueKey | null> {
  const { events } = await store.readStream<NewsletterIssueEvent>(newsletterIssueStreamId(issueId));
  const planned = events.find((e) => e.type === "NewsletterIssuePlanned");
  if (planned?.type !== "NewsletterIssuePlanned") return null;
  const { day, frequency, language, airports } = planned.data;
  return { day, frequency, language, airports };
}

export type SendOutcome =
  | { outcome: "completed"; handedOver: number; skipped: number }
  | { outcome: "stopped"; reason: "kill_switch" | "not_planned" };

/**
 * Hands an issue's planned mails to the mail port, one transaction per recipient: the mail's
 * outbox row and the delivery's new status commit together, so a sender killed at any point
 * and started again sends every remaining mail once and none twice (SMTP itself goes out after
 * the commit; the mail port retries what it could not send). Deals that expired since planning
 * are left out; a recipient left with none is skipped.
 */
export async function sendIssue(
  deps: NewsletterJobDeps,
  issueId: string,
  now = () => new Date(),
): Promise<SendOutcome> {
  const key = await issueKeyOf(deps.store, issueId);
  if (!key) return { outcome: "stopped", reason: "not_planned" };
  const priceFirst = (await loadSettings(deps.store)).settings.currency;
  const mailFor = issueMailer(key, {
    publicUrl: deps.publicUrl,
    secret: deps.linkSecret,
    priceFirst,
    fareMode: fareModeOr(deps.fareMode),
  });
  let live = new Map<string, DigestDealFacts>();
  let sinceCheck = LIVE_CHECK_EVERY;
  for (;;) {
    if (sinceCheck++ >= LIVE_CHECK_EVERY) {
      const { settings } = await loadSettings(deps.store);
      if (settings.newsletterKillSwitch) return { outcome: "stopped", reason: "kill_switch" };
      const dealIds = await plannedDealIds(deps, issueId);
      live = new Map((await liveDigestDeals(deps.database.db, dealIds, now())).map((deal) => [deal.dealId, deal]));
      sinceCheck = 1;
    }
    const sent = await inTransaction(deps.database.sql, deps.upcasters, async ({ tx }) => {
      const delivery = await claimNextDelivery(tx, issueId);
      if (!delivery) return null;
      const deals = delivery.dealIds.flatMap((id) => live.get(id) ?? []);
      if (!delivery.email || deals.length === 0) {
        await markDelivery(tx, issueId, delivery.subscriptionId, { status: "skipped" });
        return "skipped";
      }
      const mail = await mailFor({ to: delivery.email, subscriptionId: delivery.subscriptionId }, deals, now());
      const { id } = await deps.mailer.send(mail, { tx });
      await markDelivery(tx, issueId, delivery.subscriptionId, { status: "handed_over", mailId: id });
      return "handed_over";
    }).catch((error: unknown) => {
      // committed: the mail waits in mail_outbox for the mail port's retry
      if (error instanceof MailDeliveryError) return "handed_over";
      throw error;
    });
    if (sent === null) break;
  }
  const totals = await deliveryTotals(deps.database.sql, issueId);
  await handleCommand(
    deps.store,
    newsletterIssueStreamId(issueId),
    newsletterIssueDecider,
    { type: "CompleteIssue", issueId, handedOver: totals.handedOver, skipped: totals.skipped, at: now().toISOString() },
    { metadata: SYSTEM },
  );
  return { outcome: "completed", handedOver: totals.handedOver, skipped: totals.skipped };
}

/** The deals an issue's unsent mails carry: whether each is still live decides what goes out. */
async function plannedDealIds(deps: NewsletterJobDeps, issueId: string): Promise<string[]> {
  const rows = await deps.database.sql<{ deal_id: string }[]>`
    SELECT DISTINCT unnest(deal_ids)::text AS deal_id FROM newsletter_deliveries
     WHERE issue_id = ${issueId} AND status = 'planned'`;
  return rows.map((row) => row.deal_id);
}

/** What the plan job sends: the issues just planned and any a stopped worker left unfinished. */
const RESUME_WITHIN_MS = DAY_MS;

export async function registerNewsletterJobs(deps: NewsletterJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  await createQueue(boss, QUEUES.newsletterPlan, { retryLimit: 2, retryBackoff: true });
  // "short": one waiting send per issue however often it is asked for; a sender left "active" by a
  // killed process does not block the next one (two senders of one issue share it row by row)
  await createQueue(boss, QUEUES.newsletterSend, { policy: "short", retryLimit: 3, retryBackoff: true });
  await scheduleQueue(boss, QUEUES.newsletterPlan, PLAN_CRON);
  await boss.work<PlanIssuesJob>(QUEUES.newsletterPlan, async ([job]) => {
    const now = new Date();
    const requested = job?.data.frequency;
    const planned = requested ? await planRequestedIssues(deps, requested, now) : await planDueIssues(deps, now);
    if (planned.length > 0) logger.info("newsletter issues planned", { jobId: job?.id, planned });
    const unfinished = await unfinishedIssues(deps.database.db, new Date(now.getTime() - RESUME_WITHIN_MS));
    for (const issueId of new Set([...planned.map((issue) => issue.issueId), ...unfinished])) {
      await boss.send(QUEUES.newsletterSend, { issueId } satisfies SendIssueJob, { singletonKey: issueId });
    }
  });
  await boss.work<SendIssueJob>(QUEUES.newsletterSend, async ([job]) => {
    if (!job) return;
    const result = await sendIssue(deps, job.data.issueId);
    logger.info("newsletter issue", { jobId: job.id, issueId: job.data.issueId, ...result });
  });
  // a start after a crash resumes what was left at once instead of at the next tick
  await boss.send(QUEUES.newsletterPlan, {});
}
