import { EDGE_PURGE_EVENT_TYPES, type EdgePurgeEvent } from "../../core/edge-purge/events.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

/** edge_purges: the purge log of /nimda/purges, one row per purge (docs/decisions/0078). */
export const edgePurgesProjection: Projection<EdgePurgeEvent> = {
  name: "edge_purges",
  version: 1,
  eventTypes: EDGE_PURGE_EVENT_TYPES,
  tables: ["edge_purges"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.edge_purges (
        purge_id uuid PRIMARY KEY, page_key text, reason text NOT NULL, urls text[] NOT NULL,
        status text NOT NULL, attempts int NOT NULL DEFAULT 0, last_error text, retry_at timestamptz,
        skipped_because text, queued_by text NOT NULL, queued_at timestamptz NOT NULL,
        started_at timestamptz, finished_at timestamptz, updated_at timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.edge_purges (queued_at DESC);
      CREATE INDEX ON ${s}.edge_purges (status, queued_at DESC);
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    switch (event.type) {
      case "EdgePurgeQueued":
        await tx.unsafe(
          `INSERT INTO ${s}.edge_purges (purge_id, page_key, reason, urls, status, queued_by, queued_at, updated_at)
           VALUES ($1, $2, $3, $4, 'queued', $5, $6, $6) ON CONFLICT (purge_id) DO NOTHING`,
          [
            event.data.purgeId,
            event.data.pageKey,
            event.data.reason,
            event.data.urls,
            event.data.by,
            event.data.at,
          ] as never[],
        );
        break;
      case "EdgePurgeStarted":
        await tx.unsafe(
          `UPDATE ${s}.edge_purges SET status = 'processing', attempts = $2, started_at = $3, finished_at = NULL,
                  retry_at = NULL, updated_at = $3 WHERE purge_id = $1`,
          [event.data.purgeId, event.data.attempt, event.data.at] as never[],
        );
        break;
      case "EdgePurgeCompleted":
        await tx.unsafe(
          `UPDATE ${s}.edge_purges SET status = 'completed', finished_at = $2, updated_at = $2 WHERE purge_id = $1`,
          [event.data.purgeId, event.data.at] as never[],
        );
        break;
      case "EdgePurgeFailed":
        await tx.unsafe(
          `UPDATE ${s}.edge_purges SET status = 'failed', last_error = $2, retry_at = $3, finished_at = $4,
                  updated_at = $4 WHERE purge_id = $1`,
          [event.data.purgeId, event.data.error, event.data.retryAt, event.data.at] as never[],
        );
        break;
      case "EdgePurgeRetried":
        await tx.unsafe(
          `UPDATE ${s}.edge_purges SET status = 'queued', retry_at = NULL, finished_at = NULL, updated_at = $2
            WHERE purge_id = $1`,
          [event.data.purgeId, event.data.at] as never[],
        );
        break;
      case "EdgePurgeSkipped":
        await tx.unsafe(
          `UPDATE ${s}.edge_purges SET status = 'skipped', skipped_because = $2, finished_at = $3, updated_at = $3
            WHERE purge_id = $1`,
          [event.data.purgeId, event.data.why, event.data.at] as never[],
        );
        break;
    }
  }),
};
