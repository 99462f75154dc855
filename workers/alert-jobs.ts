import type PgBoss from "pg-boss";
import type { DealEvent } from "../core/deals/events.ts";
import { MailDeliveryError } from "../core/mail/smtp-mailer.ts";
import { inTransaction } from "../core/mail/transaction.ts";
import {
  alertHistory,
  type ClaimedAlert,
  claimNextAlert,
  dealsWithPlannedAlerts,
  markAlert,
  markTelegramSent,
  recordAlertDecisions,
} from "../core/newsletter/alert-notifications.ts";
import { decideAlerts } from "../core/newsletter/alert-policy.ts";
import { describeAlert } from "../core/newsletter/alert-text.ts";
import { localDay } from "../core/newsletter/schedule.ts";
import type { TelegramBot } from "../core/newsletter/telegram-bot.ts";
import { fareModeOr } from "../core/pricing/fare-mode.ts";
import type { PushSender } from "../core/push/push-sender.ts";
import { pathFor } from "../core/routes/route-table.ts";
import { loadSettings } from "../core/settings/service.ts";
import { localToInstant } from "../core/time-zone.ts";
import { alertMailer } from "../mail/digest-issue.ts";
import { alertById, destinationNames, liveDigestDeals, matchingAlerts } from "../projections/newsletter/queries.ts";
import { createQueue, inTransaction as inBossTransaction } from "./boss.ts";
import { fareStillHolds } from "./fare-recheck.ts";
import type { NewsletterJobDeps } from "./newsletter-jobs.ts";
import { pushAlertsOf } from "./push-jobs.ts";
import { QUEUES } from "./queues.ts";
import type { Reactor } from "./reactor.ts";

/** What the digests' jobs need (the same mail, links and fare check), Telegram and Web Push. */
export interface AlertJobDeps extends NewsletterJobDeps {
  /** With a bot, a subscriber who bound a chat gets each alert there too. */
  telegram?: TelegramBot | null;
  /** Devices that watch a deal, or are bound to a subscriber whose alert matches, are notified. */
  push?: PushSender | null;
}

export interface MatchAlertsJob {
  dealId: string;
}

const ALERT_BATCH = 1_000;

/**
 * Finds the active alerts a live deal matches and records which of them fire (decideAlerts):
 * streamed in batches, so ten thousand matching alerts never sit in memory at once. Returns how
 * many mails are planned. Nothing with the kill switch on or when the deal is no longer live.
 */
export async function matchAlerts(
  deps: AlertJobDeps,
  dealId: string,
  now = new Date(),
): Promise<{ planned: number; fareHolds: boolean }> {
  const { settings } = await loadSettings(deps.store);
  if (settings.newsletterKillSwitch) return { planned: 0, fareHolds: false };
  const [deal] = await liveDigestDeals(deps.database.db, [dealId], now);
  if (!deal) return { planned: 0, fareHolds: false };
  if (!(await fareStillHolds({ ...deps, db: deps.database.db }, deal, "alert", () => now)))
    return { planned: 0, fareHolds: false };
  const dayStart = localToInstant(localDay(now, settings.timezone), "00:00", settings.timezone);
  // the minimum drop is in BGN whichever currency prices show first (decision 0045)
  const limits = { dailyCap: settings.alertDailyCap, minDropBgn: settings.minPriceDrop };
  let planned = 0;
  let afterId: string | null = null;
  for (;;) {
    const batch = await matchingAlerts(
      deps.database.db,
      { fromAirport: deal.fromAirport, destinationId: deal.destinationId, priceBgn: deal.priceBgn },
      { afterId, limit: ALERT_BATCH },
    );
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]?.alertId ?? null;
    const history = await alertHistory(deps.database.sql, dealId, batch, dayStart);
    const decisions = decideAlerts(batch, deal.priceBgn, history, limits);
    await recordAlertDecisions(deps.database.sql, dealId, deal.priceBgn, decisions, now);
    planned += decisions.filter((d) => d.status === "planned").length;
  }
  return { planned, fareHolds: true };
}

/**
 * Hands a deal's planned alert mails to the mail port, one transaction per mail, as the digest's
 * sender does: a restarted worker sends what is left once. A deal gone meanwhile sends nothing.
 */
export async function sendAlerts(deps: AlertJobDeps, dealId: string, now = () => new Date()): Promise<number> {
  const { settings } = await loadSettings(deps.store);
  if (settings.newsletterKillSwitch) return 0;
  const [deal] = await liveDigestDeals(deps.database.db, [dealId], now());
  const priceFirst = settings.currency;
  const mailFor = deal
    ? alertMailer(deal, {
        publicUrl: deps.publicUrl,
        secret: deps.linkSecret,
        priceFirst,
        fareMode: fareModeOr(deps.fareMode),
      })
    : null;
  const places = new Map<string, Promise<{ bg: string; en: string } | null>>();
  const placeOf = (id: string) => {
    if (!places.has(id)) places.set(id, destinationNames(deps.database.db, id));
    return places.get(id) as Promise<{ bg: string; en: string } | null>;
  };
  let handedOver = 0;
  for (;;) {
    let telegram: { chatId: number; text: string; claimed: ClaimedAlert } | null = null;
    const outcome = await inTransaction(deps.database.sql, deps.upcasters, async ({ tx }) => {
      const claimed = await claimNextAlert(tx, dealId);
      if (!claimed) return null;
      const alert = await alertById(deps.database.db, claimed.alertId);
      if (!mailFor || !claimed.email || !alert) {
        await markAlert(tx, claimed, dealId, { status: "skipped" });
        return "skipped";
      }
      const criteria = {
        fromAirport: alert.fromAirport,
        destinationId: alert.destinationId,
        maxPriceBgn: alert.maxPriceBgn,
      };
      const place = alert.destinationId ? await placeOf(alert.destinationId) : null;
      const mail = await mailFor(
        { to: claimed.email, subscriptionId: claimed.subscriptionId, language: alert.language },
        {
          description: describeAlert(criteria, place, alert.language, priceFirst),
          previousPriceBgn: claimed.previousPriceBgn,
        },
        now(),
      );
      const { id } = await deps.mailer.send(mail, { tx });
      await markAlert(tx, claimed, dealId, { status: "handed_over", mailId: id });
      if (claimed.telegramChatId !== null && deal) {
        const page = `${deps.publicUrl.replace(/\/+$/, "")}${pathFor("dealById", alert.language, { dealId: deal.shortCode })}`;
        telegram = { chatId: claimed.telegramChatId, text: `${mail.subject}\n${page}`, claimed };
      }
      return "handed_over";
    }).catch((error: unknown) => {
      // committed: the mail waits in mail_outbox for the mail port's retry
      if (error instanceof MailDeliveryError) return "handed_over";
      throw error;
    });
    if (outcome === null) break;
    if (outcome === "handed_over") handedOver += 1;
    // after the commit, as the mail: Telegram is a second channel, so its failure loses no alert
    const message = telegram as { chatId: number; text: string; claimed: ClaimedAlert } | null;
    if (message && deps.telegram) {
      try {
        await deps.telegram.send(message.chatId, message.text);
        await markTelegramSent(deps.database.sql, message.claimed, dealId);
      } catch (error) {
        deps.logger.warn("price alert not sent to Telegram", { dealId, error: (error as Error).message });
      }
    }
  }
  return handedOver;
}

export async function registerAlertJobs(deps: AlertJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  await createQueue(boss, QUEUES.alertsMatch, { retryLimit: 3, retryBackoff: true });
  await boss.work<MatchAlertsJob>(QUEUES.alertsMatch, { batchSize: 5, pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) {
      const now = new Date();
      const { planned, fareHolds } = await matchAlerts(deps, job.data.dealId, now);
      const sent = await sendAlerts(deps, job.data.dealId);
      // the fare was asked about once for every channel
      const pushed =
        fareHolds && deps.push ? await pushAlertsOf({ ...deps, sender: deps.push }, job.data.dealId, now) : 0;
      if (planned + sent + pushed > 0)
        logger.info("price alerts", { jobId: job.id, dealId: job.data.dealId, planned, sent, pushed });
    }
  });
  // mails a stopped worker planned but did not hand over go out now (matching again plans nothing twice)
  for (const dealId of await dealsWithPlannedAlerts(deps.database.sql)) {
    await boss.send(QUEUES.alertsMatch, { dealId } satisfies MatchAlertsJob);
  }
}

/** DealDetected and DealRepriced -> a matching job, sent in the reactor's checkpoint transaction. */
export const priceAlertReactor: Reactor<DealEvent> = {
  name: "price-alerts",
  eventTypes: ["DealDetected", "DealRepriced"],
  async react(tx, events, boss) {
    for (const event of events) {
      const job: MatchAlertsJob = { dealId: event.data.dealId };
      await boss.send(QUEUES.alertsMatch, job, { ...inBossTransaction(tx), singletonKey: event.eventId });
    }
  },
};
