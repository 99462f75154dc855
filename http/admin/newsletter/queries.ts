import { liveInstances } from "../../../core/instances/registry.ts";
import { issueMailCounts } from "../../../core/newsletter/deliveries.ts";
import { localDay } from "../../../core/newsletter/schedule.ts";
import { fareModeOr } from "../../../core/pricing/fare-mode.ts";
import { loadSettings } from "../../../core/settings/service.ts";
import { systemClock } from "../../../core/time/clock.ts";
import { previewDigest } from "../../../mail/digest-issue.ts";
import { recentIssues, subscriberCounts } from "../../../projections/newsletter/queries.ts";
import { recheckDrops } from "../../../projections/pricing/fare-source-queries.ts";
import { pushDeviceCounts } from "../../../projections/push/queries.ts";
import type { AdminDeps } from "../shell/deps.ts";
import type { PreviewQuery } from "./input.ts";
import { type NewsletterOverviewData, weekdayName } from "./page.tsx";
import type { NewsletterPreviewData } from "./preview-page.tsx";

/** How many issues the screen lists: a month of daily ones and then some. */
export const RECENT_ISSUES = 30;

const NO_MAIL = { sent: 0, failed: 0, undeliverable: 0, recorded: 0 };

/** The newsletter screen: subscribers, the schedule from the settings, how mail leaves, the latest issues. */
export async function newsletterOverview(deps: AdminDeps): Promise<NewsletterOverviewData> {
  const now = (deps.clock ?? systemClock)();
  const [counts, issues, { settings }, dropsRecent, dropsEver, push] = await Promise.all([
    subscriberCounts(deps.database.db),
    recentIssues(deps.database.db, RECENT_ISSUES),
    loadSettings(deps.store),
    recheckDrops(deps.database.db, { now }),
    recheckDrops(deps.database.db, { now, allTime: true }),
    pushDeviceCounts(deps.database.db),
  ]);
  const mail = await issueMailCounts(
    deps.database.sql,
    issues.map((issue) => issue.issueId),
  );
  return {
    counts,
    schedule: {
      sendTime: settings.newsletterSendTime,
      weeklyDay: settings.newsletterWeeklyDay,
      weeklyDayName: weekdayName(settings.newsletterWeeklyDay),
      timezone: settings.timezone,
      killSwitch: settings.newsletterKillSwitch,
      alertDailyCap: settings.alertDailyCap,
    },
    delivery: deps.newsletter.delivery,
    telegramBot: deps.newsletter.telegramBot ?? null,
    push,
    // this process queues the job; any instance on the database with workers takes it
    canQueue: deps.boss !== null,
    workersRunning: deps.boss !== null && (await liveInstances(deps.database.sql)).some((instance) => instance.workers),
    // an issue whose mails are all purged (or none handed over yet) counts zero of each
    issues: issues.map((issue) => ({ ...issue, mail: mail.get(issue.issueId) ?? NO_MAIL })),
    recheckDrops: { recent: dropsRecent, ever: dropsEver },
  };
}

/** Why a preview is empty: the digest leaves out deals that are not live or depart today. */
export const nothingToSend = (airports: readonly string[]) =>
  `No live deal from ${airports.join(", ")} would go in this issue, so no subscriber would get a mail.`;

/** The issue a subscriber of this language, airport set and frequency would get if it left now (today's local day). */
export async function newsletterPreview(
  deps: AdminDeps,
  query: PreviewQuery,
  now = new Date(),
): Promise<NewsletterPreviewData> {
  const { settings } = await loadSettings(deps.store);
  const issue = { day: localDay(now, settings.timezone), ...query };
  const preview = await previewDigest(deps.database.db, issue, {
    publicUrl: deps.newsletter.publicUrl,
    now,
    priceFirst: settings.currency,
    fareMode: fareModeOr(deps.fareMode),
  });
  if (!preview) {
    return { issue, subject: null, html: null, text: null, deals: [], notice: nothingToSend(issue.airports) };
  }
  const { subject, html, text } = preview.mail;
  return { issue, subject, html, text, deals: preview.deals, notice: null };
}
