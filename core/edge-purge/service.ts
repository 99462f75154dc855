import { type CmsPageState, cmsPageDecider } from "../cms/decider.ts";
import { type CmsContentEvent, type CmsPageEvent, cmsPageStreamId } from "../cms/events.ts";
import { aggregateStream } from "../eventstore/aggregate-stream.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import { DomainError } from "../eventstore/decider.ts";
import type { EventMetadata, EventStore, Recorded } from "../eventstore/types.ts";
import { uuidV7 } from "../eventstore/uuid-v7.ts";
import type { Clock } from "../time/clock.ts";
import type { Cdn } from "./cdn.ts";
import { type EdgePurgeCommand, type EdgePurgeState, edgePurgeDecider } from "./decider.ts";
import { type EdgePurgeEvent, edgePurgeStreamId, type PurgeStatus } from "./events.ts";
import { pagePaths, purgeForCmsEvent, SITEMAP_PATHS } from "./urls.ts";

/** Who the worker's and the reactor's commands are recorded as. */
export const EDGE_PURGE_ACTOR = "system:edge-purge";
/** An attempt still processing after this long was left by a worker that stopped: it counts as failed. */
export const STALE_ATTEMPT_MS = 2 * 60_000;
/** The CMS page keys the decider accepts; anything else names no page without a read. */
const PAGE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export function runEdgePurgeCommand(store: EventStore, command: EdgePurgeCommand, metadata: EventMetadata) {
  return handleCommand(store, edgePurgeStreamId(command.purgeId), edgePurgeDecider, command, { metadata });
}

/** A page as its stream says, up to a version when given. */
async function pageState(store: EventStore, pageKey: string, toVersion?: number): Promise<CmsPageState> {
  if (!PAGE_KEY.test(pageKey)) return cmsPageDecider.initialState();
  const page = await aggregateStream<CmsPageEvent, CmsPageState>(
    store,
    cmsPageStreamId(pageKey),
    cmsPageDecider,
    toVersion === undefined ? {} : { toVersion },
  );
  return page.state;
}

const isPageEvent = (event: Recorded<CmsPageEvent | CmsContentEvent>): event is Recorded<CmsPageEvent> =>
  event.streamId.startsWith("cmspage-");

/**
 * Queues the purge a CMS event asks for, under the event's own id, so an event read twice queues
 * one purge. A page event is judged against the page as it stood just before it; a content event
 * against the page as it stands. Null when the event asks for no purge.
 */
export async function queuePurgeForCmsEvent(
  store: EventStore,
  event: Recorded<CmsPageEvent | CmsContentEvent>,
  at: Date,
  sitemapPaths: readonly string[] = SITEMAP_PATHS,
): Promise<{ purgeId: string; status: PurgeStatus | null } | null> {
  const pageEvent = isPageEvent(event);
  const { pageKey } = event.data;
  const page =
    pageEvent && event.streamPosition <= 1
      ? cmsPageDecider.initialState()
      : await pageState(store, pageKey, pageEvent ? event.streamPosition - 1 : undefined);
  const plan = purgeForCmsEvent(event, page, sitemapPaths);
  if (!plan) return null;
  const { state } = await runEdgePurgeCommand(
    store,
    {
      type: "QueuePurge",
      purgeId: event.eventId,
      pageKey,
      pageExists: pageEvent || page.exists,
      reason: plan.reason,
      urls: plan.urls,
      by: EDGE_PURGE_ACTOR,
      at: at.toISOString(),
    },
    { actor: EDGE_PURGE_ACTOR, causationId: event.eventId },
  );
  return { purgeId: event.eventId, status: state.status };
}

/** An admin's purge of one page: every path it has, in both languages. Refused with 404 for no such page. */
export async function queuePagePurge(
  store: EventStore,
  pageKey: string,
  at: Date,
  metadata: EventMetadata,
): Promise<{ purgeId: string; status: PurgeStatus | null }> {
  const page = await pageState(store, pageKey);
  const purgeId = uuidV7(at.getTime());
  const { state } = await runEdgePurgeCommand(
    store,
    {
      type: "QueuePurge",
      purgeId,
      pageKey,
      pageExists: page.exists,
      reason: "manual",
      urls: page.exists ? pagePaths(page) : [],
      by: metadata.actor ?? "admin",
      at: at.toISOString(),
    },
    metadata,
  );
  return { purgeId, status: state.status };
}

/** An admin's purge of the sitemap files. */
export async function queueSitemapPurge(
  store: EventStore,
  at: Date,
  metadata: EventMetadata,
  sitemapPaths: readonly string[] = SITEMAP_PATHS,
): Promise<{ purgeId: string; status: PurgeStatus | null }> {
  const purgeId = uuidV7(at.getTime());
  const command = {
    type: "QueuePurge",
    purgeId,
    pageKey: null,
    pageExists: false,
    reason: "manual",
    urls: [...sitemapPaths],
    by: metadata.actor ?? "admin",
    at: at.toISOString(),
  } as const;
  const { state } = await runEdgePurgeCommand(store, command, metadata);
  return { purgeId, status: state.status };
}

/** An admin's retry of a failed purge, now. */
export async function retryEdgePurge(store: EventStore, purgeId: string, at: Date, metadata: EventMetadata) {
  const by = metadata.actor ?? "admin";
  return runEdgePurgeCommand(store, { type: "RetryPurge", purgeId, by, at: at.toISOString() }, metadata);
}

/** A purge and its history, from its stream; null when there is none. */
export async function loadEdgePurge(
  store: EventStore,
  purgeId: string,
): Promise<{ state: EdgePurgeState; events: Recorded<EdgePurgeEvent>[] } | null> {
  const purge = await aggregateStream<EdgePurgeEvent, EdgePurgeState>(
    store,
    edgePurgeStreamId(purgeId),
    edgePurgeDecider,
  );
  return purge.version === 0 ? null : { state: purge.state, events: purge.events };
}

export interface PurgeRunDeps {
  store: EventStore;
  cdn: Cdn;
  /** PUBLIC_URL: the CDN is given absolute URLs. */
  publicUrl: string;
  clock: Clock;
}

export interface PurgeRun {
  purgeId: string;
  /** The purge's status afterwards; null for no such purge. */
  status: PurgeStatus | null;
  /** When the worker should look at it again (a failure with retries left). */
  retryAt: string | null;
}

/** Runs a command of the worker's; a refusal means another worker moved the purge on first. */
async function step(deps: PurgeRunDeps, command: EdgePurgeCommand): Promise<EdgePurgeState | null> {
  try {
    return (await runEdgePurgeCommand(deps.store, command, { actor: EDGE_PURGE_ACTOR })).state;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * One attempt at a purge, if it is due: a queued purge, a failed one whose retry time has come,
 * or one a stopped worker left processing. The CDN is told the absolute URLs; its answer
 * completes, skips or fails the purge, a failure with retries left naming when to try again.
 */
export async function runEdgePurge(deps: PurgeRunDeps, purgeId: string): Promise<PurgeRun> {
  const now = () => deps.clock();
  const loaded = await loadEdgePurge(deps.store, purgeId);
  let state = loaded?.state ?? null;
  const done = (s: EdgePurgeState | null): PurgeRun => ({
    purgeId,
    status: s?.status ?? null,
    retryAt: s?.retryAt ?? null,
  });
  if (!state) return done(null);
  if (
    state.status === "processing" &&
    state.startedAt &&
    now().getTime() - Date.parse(state.startedAt) > STALE_ATTEMPT_MS
  ) {
    const error = "The attempt was abandoned: the worker stopped before the CDN answered";
    const at = now().toISOString();
    state = (await step(deps, { type: "FailPurge", purgeId, error, retryable: true, at })) ?? state;
    if (state.retryAt) state = { ...state, retryAt: at };
  }
  if (state.status === "failed") {
    if (!state.retryAt || Date.parse(state.retryAt) > now().getTime()) return done(state);
    const retried = await step(deps, { type: "RetryPurge", purgeId, by: EDGE_PURGE_ACTOR, at: now().toISOString() });
    if (!retried) return done((await loadEdgePurge(deps.store, purgeId))?.state ?? state);
    state = retried;
  }
  if (state.status !== "queued") return done(state);
  const started = await step(deps, { type: "StartPurge", purgeId, at: now().toISOString() });
  if (!started) return done((await loadEdgePurge(deps.store, purgeId))?.state ?? state);
  const base = deps.publicUrl.replace(/\/+$/, "");
  const result = await deps.cdn.purge(started.urls.map((path) => `${base}${path}`)).catch((error: unknown) => ({
    outcome: "failed" as const,
    error: error instanceof Error ? error.message : String(error),
    retryable: true,
  }));
  const at = now().toISOString();
  const finish: EdgePurgeCommand =
    result.outcome === "purged"
      ? { type: "CompletePurge", purgeId, purged: result.purged, at }
      : result.outcome === "skipped"
        ? { type: "SkipPurge", purgeId, why: result.why, at }
        : {
            type: "FailPurge",
            purgeId,
            error: result.error,
            retryable: result.retryable,
            retryAfterSeconds: "retryAfterSeconds" in result ? result.retryAfterSeconds : undefined,
            at,
          };
  return done(await step(deps, finish));
}
