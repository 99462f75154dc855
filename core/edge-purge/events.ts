/**
 * Edge purges (issue 17, docs/decisions/0078): a request to make the caches in front of the site
 * forget some paths, one stream per purge (`edgepurge-<purgeId>`). The spec's states: queued,
 * processing, completed, failed, skipped.
 */
export const PURGE_STATUSES = ["queued", "processing", "completed", "failed", "skipped"] as const;
export type PurgeStatus = (typeof PURGE_STATUSES)[number];

/** Why a purge was asked for: a page went live or left it, moved, had new content, or an admin asked. */
export const PURGE_REASONS = ["published", "archived", "moved", "content_published", "manual"] as const;
export type PurgeReason = (typeof PURGE_REASONS)[number];

/** Attempts a purge gets, the first included; then it stays failed and a new purge is the way on. */
export const MAX_PURGE_ATTEMPTS = 5;

export type EdgePurgeEvent =
  | {
      type: "EdgePurgeQueued";
      data: {
        purgeId: string;
        /** The CMS page whose paths these are; null for a manual purge of the sitemap. */
        pageKey: string | null;
        reason: PurgeReason;
        /** Paths on the site (/imprint, /en/imprint, /sitemap.xml); the CDN gets them as absolute URLs. */
        urls: string[];
        by: string;
        at: string;
      };
    }
  | { type: "EdgePurgeStarted"; data: { purgeId: string; attempt: number; at: string } }
  | { type: "EdgePurgeCompleted"; data: { purgeId: string; attempt: number; purged: number; at: string } }
  | {
      type: "EdgePurgeFailed";
      data: {
        purgeId: string;
        attempt: number;
        error: string;
        /** When the worker tries again on its own; null when it will not (out of attempts, or a failure a retry cannot mend). */
        retryAt: string | null;
        at: string;
      };
    }
  | { type: "EdgePurgeRetried"; data: { purgeId: string; attempt: number; by: string; at: string } }
  | { type: "EdgePurgeSkipped"; data: { purgeId: string; why: string; at: string } };

export const EDGE_PURGE_EVENT_TYPES = [
  "EdgePurgeQueued",
  "EdgePurgeStarted",
  "EdgePurgeCompleted",
  "EdgePurgeFailed",
  "EdgePurgeRetried",
  "EdgePurgeSkipped",
] as const satisfies readonly EdgePurgeEvent["type"][];

export function edgePurgeStreamId(purgeId: string): string {
  return `edgepurge-${purgeId}`;
}
