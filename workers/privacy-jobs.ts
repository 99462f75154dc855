import type PgBoss from "pg-boss";
import { SIGN_IN_LIMITS } from "../core/admin-auth/sign-in-limits.ts";
import { DAY_MS } from "../core/constants.ts";
import { purgeExpiredContactAttachments, purgeExpiredContactPii } from "../core/contact/erasure.ts";
import type { Sql } from "../core/db/database.ts";
import { aggregateStream } from "../core/eventstore/aggregate-stream.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import { WrongExpectedVersionError } from "../core/eventstore/types.ts";
import type { Upcasters } from "../core/eventstore/upcasting.ts";
import type { Logger } from "../core/log/logger.ts";
import { inTransaction } from "../core/mail/transaction.ts";
import { type NewsletterState, newsletterDecider } from "../core/newsletter/decider.ts";
import { forgetPersonalData } from "../core/newsletter/erasure.ts";
import { type NewsletterEvent, newsletterStreamId } from "../core/newsletter/events.ts";
import { type PurgeCounts, recordPurge } from "../core/privacy/events.ts";
import { RETENTION_DAYS } from "../core/privacy/retention.ts";
import { addressesPastKeeping } from "../projections/newsletter/queries.ts";
import { createQueue, scheduleQueue } from "./boss.ts";
import { QUEUES } from "./queues.ts";

const SYSTEM = { actor: "system:privacy" };
/** Every night at 03:40 Sofia time, when hardly anyone is on the site. */
const PURGE_CRON = "40 3 * * *";
/** purgeExpiredContactPii erases at most this many per call; the job calls it until it erases fewer. */
const CONTACT_BATCH = 500;

export interface PrivacyJobDeps {
  sql: Sql;
  store: EventStore;
  upcasters?: Upcasters;
  logger: Logger;
  /** The job's clock; the real one unless a test sets it. */
  clock?: () => Date;
}

/**
 * Erases what is past its time (core/privacy/retention.ts) and records the run, counts only, as
 * PersonalDataPurged. Each kind is its own statement or transaction: a failure in one leaves the
 * others done, and the next night's run picks up whatever is left.
 */
export async function purgePersonalData(deps: Omit<PrivacyJobDeps, "clock">, now: Date): Promise<PurgeCounts> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const cutoffs = {
    clickOuts: before(RETENTION_DAYS.clickOuts),
    mails: before(RETENTION_DAYS.mails),
    newsletterAddresses: before(RETENTION_DAYS.inactiveNewsletterAddresses),
    signInAttempts: new Date(now.getTime() - SIGN_IN_LIMITS.keepMs),
  };
  // the files first: counted on their own, then the requests' personal data
  const contactAttachments = await purgeExpiredContactAttachments(deps.sql, { now });
  const counts: PurgeCounts = {
    contactRequests: await purgeContactRequests(deps, now),
    contactAttachments,
    clickOuts: await purgeClickOuts(deps.sql, cutoffs.clickOuts),
    mails: await purgeMails(deps.sql, cutoffs.mails),
    newsletterAddresses: await purgeNewsletterAddresses(deps, cutoffs.newsletterAddresses, now),
    signInAttempts: await purgeSignInAttempts(deps.sql, cutoffs.signInAttempts),
  };
  await recordPurge(
    deps.store,
    {
      purgedAt: now.toISOString(),
      counts,
      cutoffs: {
        clickOuts: cutoffs.clickOuts.toISOString(),
        mails: cutoffs.mails.toISOString(),
        newsletterAddresses: cutoffs.newsletterAddresses.toISOString(),
        signInAttempts: cutoffs.signInAttempts.toISOString(),
      },
    },
    SYSTEM,
  );
  return counts;
}

/** Contact requests past their retention date (each also records ContactRequestPiiErased). */
async function purgeContactRequests(deps: Omit<PrivacyJobDeps, "clock">, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const erased = await purgeExpiredContactPii({ sql: deps.sql, upcasters: deps.upcasters }, { now });
    total += erased;
    if (erased < CONTACT_BATCH) return total;
  }
}

/** The IP and user agent of click-outs; the ClickOutRecorded events, which hold neither, stay. */
async function purgeClickOuts(sql: Sql, cutoff: Date): Promise<number> {
  const rows = await sql`DELETE FROM clickout_pii WHERE created_at < ${cutoff} RETURNING click_id`;
  return rows.length;
}

/**
 * Admin sign-in attempts past the day they are kept (decision 0049). Each sign-in deletes them
 * too, but only when someone signs in: after a quiet week the addresses would still be there.
 */
async function purgeSignInAttempts(sql: Sql, cutoff: Date): Promise<number> {
  const rows = await sql`DELETE FROM admin_sign_in_attempts WHERE started_at < ${cutoff.getTime()} RETURNING seq`;
  return rows.length;
}

/**
 * Mails older than the cutoff (sent ones by when they were sent, the rest by when they were
 * recorded: by then SMTP has long given up on them). A mail SMTP refused for good is emptied
 * instead of deleted: its row, with no address or text left, still tells the newsletter planner
 * to stop mailing that subscription until the subscription itself is erased.
 */
async function purgeMails(sql: Sql, cutoff: Date): Promise<number> {
  const deleted = await sql`
    DELETE FROM mail_outbox
     WHERE coalesce(sent_at, created_at) < ${cutoff}
       AND NOT (status = 'undeliverable' AND related_id IS NOT NULL)
    RETURNING id`;
  const emptied = await sql`
    UPDATE mail_outbox SET to_address = '', subject = '', text_body = '', html_body = NULL, headers = '{}'
     WHERE created_at < ${cutoff} AND status = 'undeliverable' AND related_id IS NOT NULL
       AND (to_address <> '' OR subject <> '' OR text_body <> '' OR html_body IS NOT NULL OR headers <> '{}')
    RETURNING id`;
  return deleted.length + emptied.length;
}

/**
 * Addresses no subscription needs any more: left behind by an unsubscribe from before leaving
 * erased them (decision 0041), never confirmed (the link works 7 days) or undeliverable for
 * longer than the cutoff, or without any event at all. The read model names candidates; each
 * subscription's own stream has the last word, and the erasure is appended at the version read,
 * so a subscription confirmed meanwhile is left alone.
 */
async function purgeNewsletterAddresses(deps: Omit<PrivacyJobDeps, "clock">, cutoff: Date, now: Date): Promise<number> {
  const candidates = await addressesPastKeeping(deps.sql, cutoff);
  let erased = 0;
  for (const subscriptionId of candidates) {
    try {
      if (await eraseAddress(deps, subscriptionId, cutoff, now)) erased += 1;
    } catch (error) {
      // confirmed, unsubscribed or erased while we looked: the next run decides again
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
  return erased;
}

async function eraseAddress(
  deps: Omit<PrivacyJobDeps, "clock">,
  subscriptionId: string,
  cutoff: Date,
  now: Date,
): Promise<boolean> {
  return inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
    const stream = newsletterStreamId(subscriptionId);
    const { version, state, events } = await aggregateStream<NewsletterEvent, NewsletterState>(
      store,
      stream,
      newsletterDecider,
    );
    const [pii] = await tx<{ updated_at: Date }[]>`
      SELECT updated_at FROM newsletter_pii WHERE subscription_id = ${subscriptionId} FOR UPDATE`;
    if (!pii) return false;
    const lastAsked = [state.requestedAt, ...Object.values(state.alerts).map((alert) => alert.requestedAt)]
      .filter((at): at is string => at !== null)
      .reduce((latest, at) => Math.max(latest, Date.parse(at)), 0);
    const undeliverable = events.findLast((event) => event.type === "NewsletterAddressUndeliverable");
    const undeliverableSince = undeliverable ? Date.parse(undeliverable.data.at) : Infinity;
    const due =
      state.status === "unsubscribed" ||
      state.status === "erased" ||
      (state.status === "pending" && lastAsked < cutoff.getTime()) ||
      (state.status === "undeliverable" && undeliverableSince < cutoff.getTime()) ||
      (state.status === "new" && pii.updated_at < cutoff);
    if (!due) return false;
    await forgetPersonalData({ tx, store }, subscriptionId, now);
    if (state.status === "new" || state.status === "erased") return true;
    const recorded = newsletterDecider.decide(
      { type: "EraseSubscriber", subscriptionId, by: SYSTEM.actor, at: now.toISOString() },
      state,
    );
    await store.append(
      stream,
      recorded.map((event) => ({ type: event.type, data: event.data })),
      { expectedVersion: version, metadata: SYSTEM },
    );
    return true;
  });
}

export async function registerPrivacyJobs(deps: PrivacyJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  await createQueue(boss, QUEUES.privacyPurge, { retryLimit: 2, retryBackoff: true });
  await scheduleQueue(boss, QUEUES.privacyPurge, PURGE_CRON);
  await boss.work(QUEUES.privacyPurge, async ([job]) => {
    const counts = await purgePersonalData(deps, clock());
    logger.child({ jobId: job?.id, queue: QUEUES.privacyPurge }).info("personal data purged", { ...counts });
  });
}
