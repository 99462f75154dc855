import type PgBoss from "pg-boss";
import { inTransaction } from "../core/mail/transaction.ts";
import { decideAlerts } from "../core/newsletter/alert-policy.ts";
import { localDay } from "../core/newsletter/schedule.ts";
import { fareModeOr } from "../core/pricing/fare-mode.ts";
import { leaveDevice, pushTargetOf } from "../core/push/devices.ts";
import {
  claimPlannedPush,
  markPush,
  type PushNotificationKey,
  plannedOf,
  plannedPushes,
  pushHistory,
  recordPushPlans,
} from "../core/push/notifications.ts";
import type { PushSender } from "../core/push/push-sender.ts";
import { loadSettings } from "../core/settings/service.ts";
import { quietHoursEnd } from "../core/social/policy.ts";
import { localToInstant } from "../core/time-zone.ts";
import { mailDealOf } from "../mail/digest-issue.ts";
import { pushNotificationOf } from "../mail/push-notification.ts";
import { digestPool, liveDigestDeals } from "../projections/newsletter/queries.ts";
import { dailyBestDevices, matchingPushDevices } from "../projections/push/queries.ts";
import { createQueue, scheduleQueue } from "./boss.ts";
import type { NewsletterJobDeps } from "./newsletter-jobs.ts";
import { QUEUES } from "./queues.ts";

/** What the push jobs need: the newsletter's (database, settings, links) and the push port. */
export interface PushJobDeps
  extends Pick<NewsletterJobDeps, "database" | "store" | "upcasters" | "publicUrl" | "logger" | "fareMode"> {
  sender: PushSender;
}

export type SendPushJob = PushNotificationKey;

const DEVICE_BATCH = 1_000;
/** The day's best deal goes out from this local time on (after the quiet hours' default end). */
export const DAILY_BEST_AT = "09:00";
/** The daily job runs hourly and sends to whoever has not had today's deal yet. */
const DAILY_BEST_CRON = "5 * * * *";
/** How long a push service keeps a notification for a phone that is off: a deal is news for a day. */
const PUSH_TTL_SECONDS = 12 * 3_600;

type Settings = Awaited<ReturnType<typeof loadSettings>>["settings"];

function dayStartOf(now: Date, settings: Settings): Date {
  return localToInstant(localDay(now, settings.timezone), "00:00", settings.timezone);
}

/**
 * The devices a live deal concerns get a notification planned, under the e-mail alerts' rules
 * (decideAlerts): once per deal, again only when markedly cheaper, at most the daily cap per
 * device. Planned inside the quiet hours, it waits for their end. Returns the plans to send.
 */
export async function planAlertPushes(
  deps: PushJobDeps,
  dealId: string,
  now: Date,
): Promise<Array<PushNotificationKey & { notBefore: Date }>> {
  const { settings } = await loadSettings(deps.store);
  if (settings.newsletterKillSwitch) return [];
  const [deal] = await liveDigestDeals(deps.database.db, [dealId], now);
  if (!deal) return [];
  const limits = { dailyCap: settings.alertDailyCap, minDropBgn: settings.minPriceDrop };
  const notBefore = quietHoursEnd(now, settings) ?? now;
  const planned: Array<PushNotificationKey & { notBefore: Date }> = [];
  let afterId: string | null = null;
  for (;;) {
    const devices = await matchingPushDevices(deps.database.db, deal, { afterId, limit: DEVICE_BATCH });
    if (devices.length === 0) break;
    afterId = devices[devices.length - 1] ?? null;
    const history = await pushHistory(deps.database.sql, dealId, devices, dayStartOf(now, settings));
    // a device is its own subscriber: one notification however many of its watches match
    const matches = devices.map((pushId) => ({ alertId: pushId, subscriptionId: pushId }));
    const decisions = decideAlerts(matches, deal.priceBgn, history, limits);
    const recorded = await recordPushPlans(
      deps.database.sql,
      plannedOf(decisions, dealId, deal.priceBgn),
      notBefore,
      now,
    );
    planned.push(...recorded.map((key) => ({ ...key, notBefore })));
  }
  return planned;
}

/**
 * The day's best deal from each device's airport (the digest's ranking), once a local day from
 * DAILY_BEST_AT, never one it was told of already, within the daily cap. Nothing in the quiet
 * hours or with the kill switch on.
 */
export async function planDailyBest(
  deps: PushJobDeps,
  now: Date,
): Promise<Array<PushNotificationKey & { notBefore: Date }>> {
  const { settings } = await loadSettings(deps.store);
  if (settings.newsletterKillSwitch || quietHoursEnd(now, settings)) return [];
  const today = localDay(now, settings.timezone);
  if (now < localToInstant(today, DAILY_BEST_AT, settings.timezone)) return [];
  const dayStart = dayStartOf(now, settings);
  const pools = new Map<string, Awaited<ReturnType<typeof digestPool>>>();
  const planned: Array<PushNotificationKey & { notBefore: Date }> = [];
  let afterId: string | null = null;
  for (;;) {
    const devices = await dailyBestDevices(deps.database.db, { afterId, limit: DEVICE_BATCH });
    if (devices.length === 0) break;
    afterId = devices[devices.length - 1]?.pushId ?? null;
    const pushIds = devices.map((device) => device.pushId);
    const past = await deps.database.sql<{ push_id: string; deal_id: string; kind: string; created_at: Date }[]>`
      SELECT push_id, deal_id, kind, created_at FROM push_notifications WHERE push_id = ANY(${pushIds}::uuid[])`;
    const plans = [];
    for (const { pushId, fromAirport } of devices) {
      const mine = past.filter((row) => row.push_id === pushId);
      if (mine.some((row) => row.kind === "daily_best" && row.created_at >= dayStart)) continue;
      if (mine.filter((row) => row.created_at >= dayStart).length >= settings.alertDailyCap) continue;
      if (!pools.has(fromAirport))
        pools.set(fromAirport, await digestPool(deps.database.db, [fromAirport], { limit: 20, now }));
      const told = new Set(mine.map((row) => row.deal_id));
      const best = pools.get(fromAirport)?.find((deal) => !told.has(deal.dealId));
      if (best)
        plans.push({
          pushId,
          dealId: best.dealId,
          priceBgn: best.priceBgn,
          kind: "daily_best" as const,
          previousPriceBgn: null,
        });
    }
    const recorded = await recordPushPlans(deps.database.sql, plans, now, now);
    planned.push(...recorded.map((key) => ({ ...key, notBefore: now })));
  }
  return planned;
}

export type PushOutcome = "sent" | "skipped" | "gone" | "later" | "none";

/**
 * Sends one planned notification. The deal must still be live and the kill switch off; inside the
 * quiet hours it waits for their end. A push service's 404/410 makes the device leave (its
 * endpoint erased); a 429 sends it again after Retry-After; any other failure is the job's retry.
 */
export async function sendPush(
  deps: PushJobDeps & { later: (job: SendPushJob, at: Date) => Promise<void> },
  key: PushNotificationKey,
  now = () => new Date(),
): Promise<PushOutcome> {
  const { settings } = await loadSettings(deps.store);
  return inTransaction(deps.database.sql, deps.upcasters, async (unit) => {
    const planned = await claimPlannedPush(unit.tx, key);
    if (!planned) return "none";
    const quietUntil = quietHoursEnd(now(), settings);
    if (quietUntil && !settings.newsletterKillSwitch) {
      await deps.later(key, quietUntil);
      return "later";
    }
    const [deal] = await liveDigestDeals(deps.database.db, [key.dealId], now());
    const target = await pushTargetOf(unit.tx, key.pushId);
    if (settings.newsletterKillSwitch || !deal || !target) {
      await markPush(unit.tx, key, "skipped", now());
      return "skipped";
    }
    const notification = pushNotificationOf({
      language: planned.language,
      kind: planned.kind,
      deal: mailDealOf(deal, planned.language, deps.publicUrl, "push"),
      previousPriceBgn: planned.previousPriceBgn,
      priceFirst: settings.currency,
      fareMode: fareModeOr(deps.fareMode),
    });
    const delivery = await deps.sender.send(target, JSON.stringify(notification), {
      ttlSeconds: PUSH_TTL_SECONDS,
      urgency: "normal",
      topic: notification.tag,
    });
    switch (delivery.outcome) {
      case "delivered":
        await markPush(unit.tx, key, "sent", now());
        return "sent";
      case "gone":
        await leaveDevice(unit, key.pushId, "gone", now());
        return "gone";
      case "throttled":
        await deps.later(key, new Date(now().getTime() + delivery.retryAfterSeconds * 1_000));
        return "later";
      case "failed":
        throw new Error(`push not delivered: ${delivery.message}`);
    }
  });
}

export async function registerPushJobs(deps: PushJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  const later = async (job: SendPushJob, at: Date) => {
    await boss.send(QUEUES.pushSend, job, { startAfter: at });
  };
  await createQueue(boss, QUEUES.pushSend, { retryLimit: 3, retryBackoff: true });
  await createQueue(boss, QUEUES.pushDailyBest, { policy: "singleton", retryLimit: 0 });
  await scheduleQueue(boss, QUEUES.pushDailyBest, DAILY_BEST_CRON);
  await boss.work<SendPushJob>(QUEUES.pushSend, { batchSize: 10, pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) {
      const outcome = await sendPush({ ...deps, later }, job.data);
      if (outcome !== "none") logger.info("push notification", { jobId: job.id, pushId: job.data.pushId, outcome });
    }
  });
  await boss.work(QUEUES.pushDailyBest, async () => {
    const planned = await planDailyBest(deps, new Date());
    for (const key of planned) await later(key, key.notBefore);
    if (planned.length > 0) logger.info("daily best pushes planned", { planned: planned.length });
  });
  // what a stopped worker planned but did not send goes out now (or at the end of the quiet hours)
  for (const key of await plannedPushes(deps.database.sql)) await later(key, key.notBefore);
}

/** After the e-mail alerts of a deal: the devices it concerns, sent at once or after the quiet hours. */
export async function pushAlertsOf(deps: PushJobDeps & { boss: PgBoss }, dealId: string, now: Date): Promise<number> {
  const planned = await planAlertPushes(deps, dealId, now);
  for (const key of planned) {
    await deps.boss.send(
      QUEUES.pushSend,
      { pushId: key.pushId, dealId: key.dealId, priceBgn: key.priceBgn } satisfies SendPushJob,
      {
        startAfter: key.notBefore,
      },
    );
  }
  return planned.length;
}
