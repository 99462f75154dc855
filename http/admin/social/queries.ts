import { aggregateStream } from "../../../core/eventstore/aggregate-stream.ts";
import type { Decider } from "../../../core/eventstore/decider.ts";
import type { AnyEvent, EventStore, RecordedEvent } from "../../../core/eventstore/types.ts";
import { DEFAULT_FIRST_CURRENCY } from "../../../core/pricing/display.ts";
import type { Currency } from "../../../core/pricing/fare.ts";
import { pathFor } from "../../../core/routes/route-table.ts";
import { loadSettings } from "../../../core/settings/service.ts";
import { socialAccountDecider } from "../../../core/social/account-decider.ts";
import { composePost, type DealPostFacts } from "../../../core/social/compose.ts";
import {
  type PostAttemptEvent,
  type PostLanguage,
  type PostTemplate,
  postAttemptStreamId,
  postTemplateStreamId,
  type SocialAccount,
  socialAccountStreamId,
} from "../../../core/social/events.ts";
import { SOCIAL_NETWORKS } from "../../../core/social/publisher.ts";
import { renderPost } from "../../../core/social/render.ts";
import { type PostTemplateState, postTemplateDecider } from "../../../core/social/template-decider.ts";
import { postAttemptCounts, postAttempts, shareNetworks, socialAccounts } from "../../../projections/social/queries.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { isSocialId, POSTS_PAGE_SIZE } from "./input.ts";
import type { SocialOverviewData } from "./overview-page.tsx";
import type { PostAttemptDetail } from "./post-pages.tsx";
import type { AccountOption, PostListData } from "./posts-page.tsx";
import type { TemplatePreview } from "./templates-pages.tsx";

/** Folds a stream, so a page right after a change shows it even while the read model lags. */
async function fold<C, E extends AnyEvent, S>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
): Promise<S> {
  return (await aggregateStream<E, S>(store, streamId, decider)).state;
}

export async function loadAccount(store: EventStore, accountId: unknown): Promise<SocialAccount | null> {
  if (!isSocialId(accountId)) return null;
  return fold(store, socialAccountStreamId(accountId), socialAccountDecider);
}

export async function loadTemplate(store: EventStore, templateId: unknown): Promise<PostTemplateState> {
  if (!isSocialId(templateId)) return null;
  return fold(store, postTemplateStreamId(templateId), postTemplateDecider);
}

export async function loadAttemptDetail(store: EventStore, attemptId: unknown): Promise<PostAttemptDetail | null> {
  if (!isSocialId(attemptId)) return null;
  const { events } = await store.readStream(postAttemptStreamId(attemptId));
  const first = events[0] as (RecordedEvent & PostAttemptEvent) | undefined;
  if (first?.type !== "PostQueued") return null;
  const detail: PostAttemptDetail = {
    attemptId,
    queued: first.data,
    accountName: (await loadAccount(store, first.data.accountId))?.name ?? null,
    status: "pending",
    queuedAt: first.createdAt,
    startedAt: null,
    postedAt: null,
    externalId: null,
    externalUrl: null,
    skipReason: null,
    skipDetail: null,
    errorCode: null,
    errorMessage: null,
    retryable: true,
    retryCount: 0,
    history: [],
  };
  for (const event of events as (RecordedEvent & PostAttemptEvent)[]) {
    const actor = typeof event.metadata.actor === "string" ? event.metadata.actor : null;
    detail.history.push({ position: event.streamPosition, type: event.type, at: event.createdAt, actor });
    switch (event.type) {
      case "PostSkipped":
        Object.assign(detail, { status: "skipped", skipReason: event.data.reason, skipDetail: event.data.detail });
        break;
      case "PostStarted":
        Object.assign(detail, { status: "processing", startedAt: event.createdAt });
        break;
      case "PostPublished":
        Object.assign(detail, {
          status: "posted",
          postedAt: event.createdAt,
          externalId: event.data.externalId,
          externalUrl: event.data.url,
        });
        break;
      case "PostFailed":
        Object.assign(detail, {
          status: "failed",
          errorCode: event.data.errorCode,
          errorMessage: event.data.errorMessage,
          retryable: event.data.retryable,
          retryCount: event.data.retryCount,
        });
        break;
      case "PostRetryRequested":
        Object.assign(detail, { status: "pending", retryable: true });
        break;
    }
  }
  return detail;
}

export async function overviewData(deps: AdminDeps): Promise<SocialOverviewData> {
  const { db } = deps.database;
  const [accounts, counts, networks, { settings }] = await Promise.all([
    socialAccounts(db),
    postAttemptCounts(db),
    shareNetworks(db),
    loadSettings(deps.store),
  ]);
  return {
    accounts,
    counts,
    shareNetworks: networks,
    killSwitch: settings.killSwitch,
    delivery: deps.socialDelivery,
  };
}

export async function accountOptions(deps: AdminDeps): Promise<AccountOption[]> {
  return (await socialAccounts(deps.database.db)).map(({ accountId, name, network }) => ({ accountId, name, network }));
}

export async function postListData(
  deps: AdminDeps,
  query: { status?: PostListData["rows"][number]["status"]; account?: string; page: number },
): Promise<PostListData> {
  const filter = { status: query.status, accountId: query.account, page: query.page, pageSize: POSTS_PAGE_SIZE };
  const [{ rows, total }, accounts] = await Promise.all([postAttempts(deps.database.db, filter), accountOptions(deps)]);
  return { rows, total, page: query.page, pageSize: POSTS_PAGE_SIZE, accounts };
}

// ---------------------------------------------------------------- the template preview

const SAMPLE_CITIES: Record<PostLanguage, Pick<DealPostFacts, "fromCity" | "toCity" | "country" | "airlineName">> = {
  bg: { fromCity: "София", toCity: "Лондон", country: "Великобритания", airlineName: "Wizz Air" },
  en: { fromCity: "Sofia", toCity: "London", country: "United Kingdom", airlineName: "Wizz Air" },
};

/** A fixed deal, formatted by the same composePost the poster uses, so the preview reads like a real post. */
function sampleDeal(language: PostLanguage): DealPostFacts {
  return {
    dealId: "00000000-0000-4000-8000-000000000000",
    shortCode: "SAMPLE1",
    status: "active",
    fromAirport: "SOF",
    toAirport: "LTN",
    ...SAMPLE_CITIES[language],
    airline: "W6",
    airlines: ["W6"],
    currentPrice: 89,
    medianPrice: 212,
    savingsAmount: 123,
    savingsPercent: 58,
    dealType: "hot_deal",
    departureDate: "2027-03-12",
    departureTime: "06:30",
    returnDate: "2027-03-19",
    itinerarySignature: "SOF-LTN-20270312-20270319-W6",
    providerFlightId: "sample",
  };
}

const SAMPLE_ORIGIN = "https://flydeals.example";

/** The sample deal in a template; prices in the default order (the euro first) unless told the settings' currency. */
export function templatePreviews(
  template: Pick<PostTemplate, "network" | "language" | "body">,
  priceFirst: Currency = DEFAULT_FIRST_CURRENCY,
): TemplatePreview[] {
  const language: PostLanguage = template.language === "en" ? "en" : "bg";
  const url = `${SAMPLE_ORIGIN}${pathFor("dealById", language, { dealId: "SAMPLE1" })}`;
  const { context } = composePost(sampleDeal(language), language, priceFirst, url);
  const networks = SOCIAL_NETWORKS.filter((n) => template.network === "any" || template.network === n);
  return networks.map((network) => ({ network, text: renderPost(template.body, context, network) }));
}
