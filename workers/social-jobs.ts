import { createHash } from "node:crypto";
import type PgBoss from "pg-boss";
import { DAY_MS, POST_MAX_ATTEMPTS } from "../core/constants.ts";
import type { Db } from "../core/db/database.ts";
import type { DealEvent } from "../core/deals/events.ts";
import { DomainError } from "../core/eventstore/decider.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import type { Logger } from "../core/log/logger.ts";
import type { FareSource } from "../core/pricing/fare.ts";
import { type FareMode, fareModeOr } from "../core/pricing/fare-mode.ts";
import { pathFor } from "../core/routes/route-table.ts";
import { loadSettings } from "../core/settings/service.ts";
import { retriesLeft } from "../core/social/attempt-decider.ts";
import { composePost, type DealPostFacts } from "../core/social/compose.ts";
import type { PostLanguage, SocialAccount } from "../core/social/events.ts";
import { decidePost } from "../core/social/policy.ts";
import { SocialPublishError, type SocialPublisher } from "../core/social/publisher.ts";
import { DEFAULT_TEMPLATES, DEMO_POST_PREFIX, renderPost } from "../core/social/render.ts";
import { loadPostAttempt, runPostCommand } from "../core/social/service.ts";
import {
  dealForPost,
  duePostIds,
  pastPosts,
  processingPostCount,
  publishedTemplate,
  socialAccount,
  socialAccounts,
} from "../projections/social/queries.ts";
import { createQueue, inTransaction, scheduleQueue } from "./boss.ts";
import { fareStillHolds } from "./fare-recheck.ts";
import { QUEUES } from "./queues.ts";
import type { Reactor } from "./reactor.ts";

export interface SocialJobDeps {
  store: EventStore;
  db: Db;
  publisher: SocialPublisher;
  publicUrl: string;
  logger: Logger;
  /** The jobs' clock (quiet hours, cooldowns, due posts); the real one unless a test sets it. */
  clock?: () => Date;
  /** How often the planning and publishing workers ask for jobs; 2 s unless a test sets it. */
  pollingIntervalSeconds?: number;
  /** Whether the fares are real (FARE_SOURCE); a demo post says so first. Demo when left out. */
  fareMode?: FareMode;
  /** Asked again about a deal's fare before it is posted (workers/fare-recheck.ts); nothing is checked without it. */
  fareSource?: FareSource;
}

export interface PlanPostsJob {
  dealId: string;
  trigger: "detected" | "repriced";
}

export interface PublishPostJob {
  attemptId: string;
}

const SYSTEM = { actor: "system:social-poster" };
/** The policy looks back this far: the longest cooldown (168 h) and a local day. */
const LOOKBACK_MS = 8 * DAY_MS;
const BUSY_DELAY_SECONDS = 30;

/**
 * One attempt id per deal, account and price: a job run twice, or a detection and a repricing
 * racing, queue the same attempt once instead of posting twice.
 */
export function attemptIdFor(dealId: string, accountId: string, priceBgn: number): string {
  const hex = createHash("sha256")
    .update(`${dealId}|${accountId}|${priceBgn.toFixed(2)}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Decides, for every enabled account, whether and when a deal is posted, and queues the post.
 * A newly detected deal records why an account was skipped; a repricing is silent unless it posts.
 */
export async function planPostsForDeal(deps: SocialJobDeps, job: PlanPostsJob, now = new Date()): Promise<string[]> {
  const accounts = (await socialAccounts(deps.db)).filter((account) => account.enabled);
  if (accounts.length === 0) return [];
  const [{ settings }, past] = await Promise.all([
    loadSettings(deps.store),
    pastPosts(deps.db, new Date(now.getTime() - LOOKBACK_MS), job.dealId),
  ]);
  // one read of the deal per language, however many accounts post in it
  const deals = new Map<PostLanguage, Promise<DealPostFacts | null>>();
  const dealIn = (language: PostLanguage) => {
    if (!deals.has(language)) deals.set(language, dealForPost(deps.db, job.dealId, language));
    return deals.get(language) as Promise<DealPostFacts | null>;
  };
  const first = await dealIn((accounts[0] as (typeof accounts)[number]).language);
  if (first?.status !== "active") return [];
  if (!(await fareStillHolds(deps, { ...first, priceBgn: first.currentPrice }, "social", () => now))) return [];
  const queued: string[] = [];
  for (const account of accounts) {
    const deal = await dealIn(account.language);
    if (deal?.status !== "active") return queued;
    const url = `${deps.publicUrl}${pathFor("dealById", account.language, { dealId: deal.shortCode })}`;
    const { context, submission, candidate } = composePost(deal, account.language, settings.currency, url);
    const decision = decidePost(candidate, account, settings, past, now);
    if (!decision.post && job.trigger === "repriced") continue;
    const template = await publishedTemplate(deps.db, account.network, account.language);
    const attemptId = attemptIdFor(deal.dealId, account.accountId, deal.currentPrice);
    const result = await runPostCommand(
      deps.store,
      attemptId,
      {
        type: "QueuePost",
        data: {
          attemptId,
          accountId: account.accountId,
          network: account.network,
          dealId: deal.dealId,
          templateId: template?.templateId ?? null,
          submission,
          itinerarySignature: deal.itinerarySignature,
          text: renderPost(
            template?.body ?? DEFAULT_TEMPLATES[account.language],
            context,
            account.network,
            fareModeOr(deps.fareMode) === "demo" ? DEMO_POST_PREFIX[account.language] : "",
          ),
          notBefore: (decision.post ? decision.notBefore : now).toISOString(),
          origin: "auto",
        },
        skip: decision.post ? undefined : { reason: decision.reason, detail: decision.detail, at: now.toISOString() },
      },
      SYSTEM,
    );
    if (decision.post && result.events.length > 0) queued.push(attemptId);
  }
  return queued;
}

async function skipPost(
  deps: SocialJobDeps,
  attemptId: string,
  reason: "kill_switch" | "account_disabled" | "deal_expired",
  detail: string,
) {
  await runPostCommand(
    deps.store,
    attemptId,
    { type: "SkipPost", reason, detail, at: new Date().toISOString() },
    SYSTEM,
  );
}

export type PublishOutcome =
  | { outcome: "posted" | "skipped" | "not_due" }
  | { outcome: "busy"; retryInSeconds: number }
  | { outcome: "failed"; retryInSeconds: number | null };

/** Sends one queued post through the publisher and records what the network answered. */
export async function publishPost(deps: SocialJobDeps, attemptId: string, now = new Date()): Promise<PublishOutcome> {
  const state = await loadPostAttempt(deps.store, attemptId);
  const queued = state.queued;
  if (!queued || (state.status !== "pending" && !retriesLeft(state))) return { outcome: "not_due" };
  const { settings } = await loadSettings(deps.store);
  if (settings.killSwitch) {
    await skipPost(deps, attemptId, "kill_switch", "The kill switch was on when the post was due");
    return { outcome: "skipped" };
  }
  const account: SocialAccount | null = await socialAccount(deps.db, queued.accountId);
  if (!account?.enabled) {
    await skipPost(deps, attemptId, "account_disabled", "The account was disabled or removed before the post was due");
    return { outcome: "skipped" };
  }
  if (queued.dealId) {
    const deal = await dealForPost(deps.db, queued.dealId, account.language);
    if (deal?.status !== "active") {
      await skipPost(deps, attemptId, "deal_expired", "The deal expired before the post was due");
      return { outcome: "skipped" };
    }
  }
  if ((await processingPostCount(deps.db)) >= settings.maxConcurrentPosts) {
    return { outcome: "busy", retryInSeconds: BUSY_DELAY_SECONDS };
  }
  try {
    await runPostCommand(deps.store, attemptId, { type: "StartPost", at: now.toISOString() }, SYSTEM);
  } catch (error) {
    // another worker started it first
    if (error instanceof DomainError) return { outcome: "not_due" };
    throw error;
  }
  try {
    const published = await deps.publisher.publish(
      { network: account.network, target: account.target },
      { text: queued.text, link: queued.submission.dealUrl },
    );
    await runPostCommand(
      deps.store,
      attemptId,
      { type: "RecordPublished", externalId: published.externalId, url: published.url, at: new Date().toISOString() },
      SYSTEM,
    );
    return { outcome: "posted" };
  } catch (error) {
    const failure =
      error instanceof SocialPublishError
        ? error
        : new SocialPublishError("unexpected", error instanceof Error ? error.message : String(error), true);
    const { state: after } = await runPostCommand(
      deps.store,
      attemptId,
      {
        type: "RecordFailure",
        errorCode: failure.code,
        errorMessage: failure.message,
        retryable: failure.retryable,
        at: new Date().toISOString(),
      },
      SYSTEM,
    );
    if (!retriesLeft(after)) return { outcome: "failed", retryInSeconds: null };
    // 1, 2, 4 minutes, or what the network asked for
    return { outcome: "failed", retryInSeconds: failure.retryAfterSeconds ?? 60 * 2 ** (after.retryCount - 1) };
  }
}

const SWEEP_CRON = "*/5 * * * *";

export async function registerSocialJobs(deps: SocialJobDeps & { boss: PgBoss }): Promise<void> {
  const { boss, logger } = deps;
  const now = deps.clock ?? (() => new Date());
  const pollingIntervalSeconds = deps.pollingIntervalSeconds ?? 2;
  await createQueue(boss, QUEUES.socialPlan, { retryLimit: 3, retryBackoff: true });
  await createQueue(boss, QUEUES.socialPublish, { retryLimit: 1 });
  await createQueue(boss, QUEUES.socialPublishDue, { retryLimit: 1 });
  await scheduleQueue(boss, QUEUES.socialPublishDue, SWEEP_CRON);

  await boss.work<PlanPostsJob>(QUEUES.socialPlan, { batchSize: 5, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      for (const attemptId of await planPostsForDeal(deps, job.data, now())) {
        const state = await loadPostAttempt(deps.store, attemptId);
        const startAfter = state.queued ? new Date(state.queued.notBefore) : now();
        await boss.send(QUEUES.socialPublish, { attemptId } satisfies PublishPostJob, {
          startAfter,
          singletonKey: attemptId,
        });
      }
    }
  });
  await boss.work<PublishPostJob>(QUEUES.socialPublish, { pollingIntervalSeconds }, async ([job]) => {
    if (!job) return;
    const result = await publishPost(deps, job.data.attemptId, now());
    const log = logger.child({ jobId: job.id, queue: QUEUES.socialPublish, attemptId: job.data.attemptId });
    const retryInSeconds = "retryInSeconds" in result ? result.retryInSeconds : null;
    if (retryInSeconds !== null) await boss.send(QUEUES.socialPublish, job.data, { startAfter: retryInSeconds });
    log.info("social post", { ...result, maxAttempts: POST_MAX_ATTEMPTS });
  });
  await boss.work(QUEUES.socialPublishDue, async () => {
    for (const attemptId of await duePostIds(deps.db, now())) {
      await boss.send(QUEUES.socialPublish, { attemptId } satisfies PublishPostJob, { singletonKey: attemptId });
    }
  });
}

/** DealDetected and DealRepriced -> a planning job, sent in the reactor's checkpoint transaction. */
export const socialPostingReactor: Reactor<DealEvent> = {
  name: "social-posting",
  eventTypes: ["DealDetected", "DealRepriced"],
  async react(tx, events, boss) {
    for (const event of events) {
      const job: PlanPostsJob = {
        dealId: event.data.dealId,
        trigger: event.type === "DealDetected" ? "detected" : "repriced",
      };
      await boss.send(QUEUES.socialPlan, job, { ...inTransaction(tx), singletonKey: event.eventId });
    }
  },
};
