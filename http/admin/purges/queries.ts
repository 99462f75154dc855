import type { Db } from "../../../core/db/database.ts";
import { MAX_PURGE_ATTEMPTS, type PurgeReason, type PurgeStatus } from "../../../core/edge-purge/events.ts";
import { loadEdgePurge } from "../../../core/edge-purge/service.ts";
import type { EventStore } from "../../../core/eventstore/types.ts";
import { isUuid } from "../../../core/ids.ts";
import { type EdgePurgeLog, edgePurgeLog } from "../../../projections/edge-purge/queries.ts";
import type { PurgeLogQuery } from "./input.ts";

export const PAGE_SIZE = 50;

export interface PurgeLogData extends EdgePurgeLog {
  page: number;
  pageSize: number;
}

export async function purgeLogData(db: Db, query: PurgeLogQuery): Promise<PurgeLogData> {
  const log = await edgePurgeLog(db, { status: query.status, page: query.page, pageSize: PAGE_SIZE });
  return { ...log, page: query.page, pageSize: PAGE_SIZE };
}

export interface PurgeAttempt {
  attempt: number;
  startedAt: string;
  finishedAt: string | null;
  outcome: "processing" | "completed" | "failed" | "skipped";
  /** The CDN's error, or why the attempt was skipped. */
  detail: string | null;
}

export interface PurgeDetail {
  purgeId: string;
  pageKey: string | null;
  reason: PurgeReason;
  urls: string[];
  status: PurgeStatus;
  attempts: PurgeAttempt[];
  maxAttempts: number;
  /** When the worker tries again on its own. */
  retryAt: string | null;
  /** Why it was skipped without an attempt (nothing to purge). */
  skippedBecause: string | null;
  queuedAt: string;
  queuedBy: string;
  canRetry: boolean;
}

/**
 * One purge from its own stream (not the read model), so the page right after a purge was
 * queued or retried shows it even when the log lags. Null for no such purge.
 */
export async function purgeDetail(store: EventStore, purgeId: string): Promise<PurgeDetail | null> {
  if (!isUuid(purgeId)) return null;
  const loaded = await loadEdgePurge(store, purgeId);
  const queued = loaded?.events.find((event) => event.type === "EdgePurgeQueued");
  if (!loaded || queued?.type !== "EdgePurgeQueued") return null;
  const attempts: PurgeAttempt[] = [];
  let skippedBecause: string | null = null;
  for (const event of loaded.events) {
    const open = attempts.at(-1);
    const close = (outcome: PurgeAttempt["outcome"], at: string, detail: string | null) => {
      if (open && open.outcome === "processing") Object.assign(open, { outcome, finishedAt: at, detail });
      else skippedBecause = detail;
    };
    switch (event.type) {
      case "EdgePurgeStarted":
        attempts.push({
          attempt: event.data.attempt,
          startedAt: event.data.at,
          finishedAt: null,
          outcome: "processing",
          detail: null,
        });
        break;
      case "EdgePurgeCompleted":
        close("completed", event.data.at, `${event.data.purged} URLs purged`);
        break;
      case "EdgePurgeFailed":
        close("failed", event.data.at, event.data.error);
        break;
      case "EdgePurgeSkipped":
        close("skipped", event.data.at, event.data.why);
        break;
      default:
        break;
    }
  }
  const { state } = loaded;
  return {
    purgeId,
    pageKey: queued.data.pageKey,
    reason: queued.data.reason,
    urls: queued.data.urls,
    status: state.status ?? "queued",
    attempts,
    maxAttempts: MAX_PURGE_ATTEMPTS,
    retryAt: state.retryAt,
    skippedBecause,
    queuedAt: queued.data.at,
    queuedBy: queued.data.by,
    canRetry: state.status === "failed" && state.attempts < MAX_PURGE_ATTEMPTS,
  };
}
