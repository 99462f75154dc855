import { type Decider, DomainError } from "../eventstore/decider.ts";
import {
  type EdgePurgeEvent,
  MAX_PURGE_ATTEMPTS,
  PURGE_REASONS,
  type PurgeReason,
  type PurgeStatus,
} from "./events.ts";

export type EdgePurgeCommand =
  | {
      type: "QueuePurge";
      purgeId: string;
      pageKey: string | null;
      /** Whether the page exists, as its stream says; ignored for a purge without a page. */
      pageExists: boolean;
      reason: PurgeReason;
      urls: readonly string[];
      by: string;
      at: string;
    }
  | { type: "StartPurge"; purgeId: string; at: string }
  | { type: "CompletePurge"; purgeId: string; purged: number; at: string }
  | {
      type: "FailPurge";
      purgeId: string;
      error: string;
      /** False for a failure another try would meet again (a refused key): no automatic retry then. */
      retryable: boolean;
      /** The CDN asked us to wait this long (a 429's Retry-After). */
      retryAfterSeconds?: number;
      at: string;
    }
  | { type: "RetryPurge"; purgeId: string; by: string; at: string }
  | { type: "SkipPurge"; purgeId: string; why: string; at: string };

export interface EdgePurgeState {
  status: PurgeStatus | null;
  /** Attempts started so far. */
  attempts: number;
  pageKey: string | null;
  urls: string[];
  /** When the worker retries a failed purge on its own; null when it will not. */
  retryAt: string | null;
  /** When the attempt in progress started. */
  startedAt: string | null;
}

/** A path on the site: absolute, no scheme or host, no spaces, a sane length. */
const SITE_PATH = /^\/(?!\/)[^\s#]*$/;
const MAX_URLS = 200;
const MAX_PATH_LENGTH = 2000;
const MAX_ERROR_LENGTH = 500;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 3600;

/** The wait before the attempt after attempt `attempt` failed: 30 s, 2 min, 8 min, 32 min, at most an hour. */
export function retryDelaySeconds(attempt: number, retryAfterSeconds = 0): number {
  const backoff = Math.min(FIRST_RETRY_SECONDS * 4 ** Math.max(0, attempt - 1), MAX_RETRY_SECONDS);
  return Math.max(backoff, Math.min(retryAfterSeconds, MAX_RETRY_SECONDS));
}

const refuse = (code: string, message: string, status: 400 | 404 | 409 = 409): never => {
  throw new DomainError(code, message, status);
};

function checkedUrls(urls: readonly string[]): string[] {
  if (urls.length > MAX_URLS) refuse("too_many_urls", `A purge holds at most ${MAX_URLS} URLs`, 400);
  for (const url of urls) {
    if (typeof url !== "string" || url.length > MAX_PATH_LENGTH || !SITE_PATH.test(url))
      refuse("invalid_url", `Not a path on the site: ${String(url).slice(0, 100)}`, 400);
  }
  return [...new Set(urls)];
}

function notFound(state: EdgePurgeState): void {
  if (state.status === null) refuse("purge_not_found", "No such purge", 404);
}

/**
 * One purge's life: queued -> processing -> completed | failed | skipped; a failed purge goes
 * back to queued with a retry, until it has had MAX_PURGE_ATTEMPTS attempts. A purge for a page
 * that does not exist is refused; one with nothing to purge is skipped as soon as it is queued.
 */
export const edgePurgeDecider: Decider<EdgePurgeCommand, EdgePurgeEvent, EdgePurgeState> = {
  initialState: () => ({ status: null, attempts: 0, pageKey: null, urls: [], retryAt: null, startedAt: null }),

  decide(command, state) {
    const { purgeId, at } = command;
    switch (command.type) {
      case "QueuePurge": {
        // the same purge queued again (a reactor reading an event twice) adds nothing
        if (state.status !== null) return [];
        if (command.pageKey !== null && !command.pageExists) return refuse("page_not_found", "No such page", 404);
        if (!PURGE_REASONS.includes(command.reason)) return refuse("invalid_reason", "Unknown purge reason", 400);
        const urls = checkedUrls(command.urls);
        const { pageKey, reason, by } = command;
        const queued: EdgePurgeEvent = { type: "EdgePurgeQueued", data: { purgeId, pageKey, reason, urls, by, at } };
        if (urls.length > 0) return [queued];
        return [queued, { type: "EdgePurgeSkipped", data: { purgeId, why: "No URLs to purge", at } }];
      }
      case "StartPurge":
        notFound(state);
        if (state.status === "processing") return refuse("already_processing", "This purge is being processed");
        if (state.status !== "queued") return refuse("not_queued", `A ${state.status} purge cannot start`);
        return [{ type: "EdgePurgeStarted", data: { purgeId, attempt: state.attempts + 1, at } }];
      case "CompletePurge":
        notFound(state);
        if (state.status === "completed") return [];
        if (state.status !== "processing") return refuse("not_processing", `A ${state.status} purge cannot complete`);
        return [
          {
            type: "EdgePurgeCompleted",
            data: { purgeId, attempt: state.attempts, purged: Math.max(0, command.purged), at },
          },
        ];
      case "FailPurge": {
        notFound(state);
        if (state.status !== "processing") return refuse("not_processing", `A ${state.status} purge cannot fail`);
        const error = command.error.trim().slice(0, MAX_ERROR_LENGTH) || "Unknown error";
        const again = command.retryable && state.attempts < MAX_PURGE_ATTEMPTS;
        const retryAt = again
          ? new Date(Date.parse(at) + retryDelaySeconds(state.attempts, command.retryAfterSeconds) * 1000).toISOString()
          : null;
        return [{ type: "EdgePurgeFailed", data: { purgeId, attempt: state.attempts, error, retryAt, at } }];
      }
      case "RetryPurge":
        notFound(state);
        if (state.status === "queued") return [];
        if (state.status !== "failed") return refuse("not_failed", "Only a failed purge can be retried");
        if (state.attempts >= MAX_PURGE_ATTEMPTS)
          return refuse(
            "out_of_attempts",
            `This purge has had its ${MAX_PURGE_ATTEMPTS} attempts: queue a new purge of the page instead`,
          );
        return [{ type: "EdgePurgeRetried", data: { purgeId, attempt: state.attempts + 1, by: command.by, at } }];
      case "SkipPurge":
        notFound(state);
        if (state.status === "skipped") return [];
        if (state.status !== "queued" && state.status !== "processing")
          return refuse("not_pending", `A ${state.status} purge cannot be skipped`);
        return [{ type: "EdgePurgeSkipped", data: { purgeId, why: command.why.slice(0, MAX_ERROR_LENGTH), at } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "EdgePurgeQueued":
        return { ...state, status: "queued", pageKey: event.data.pageKey, urls: event.data.urls };
      case "EdgePurgeStarted":
        return {
          ...state,
          status: "processing",
          attempts: event.data.attempt,
          startedAt: event.data.at,
          retryAt: null,
        };
      case "EdgePurgeCompleted":
        return { ...state, status: "completed", startedAt: null };
      case "EdgePurgeFailed":
        return { ...state, status: "failed", startedAt: null, retryAt: event.data.retryAt };
      case "EdgePurgeRetried":
        return { ...state, status: "queued", retryAt: null };
      case "EdgePurgeSkipped":
        return { ...state, status: "skipped", startedAt: null };
      default:
        return state;
    }
  },
};
