import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";
import type { PurgeReason, PurgeStatus } from "../../core/edge-purge/events.ts";

export interface EdgePurgeRow {
  purgeId: string;
  pageKey: string | null;
  reason: PurgeReason;
  urls: string[];
  status: PurgeStatus;
  attempts: number;
  lastError: string | null;
  retryAt: Date | null;
  skippedBecause: string | null;
  queuedBy: string;
  queuedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface EdgePurgeLog {
  rows: EdgePurgeRow[];
  total: number;
  /** Purges in each status, over the whole log. */
  counts: Partial<Record<PurgeStatus, number>>;
}

/** The purge log, newest first, of one status or all, a page at a time. */
export async function edgePurgeLog(
  db: Db,
  filter: { status?: PurgeStatus; pageKey?: string; page: number; pageSize: number },
): Promise<EdgePurgeLog> {
  const status = filter.status ?? null;
  const pageKey = filter.pageKey ?? null;
  const where = sql`(${status}::text IS NULL OR status = ${status}) AND (${pageKey}::text IS NULL OR page_key = ${pageKey})`;
  const [rows, total, counts] = await Promise.all([
    sql<EdgePurgeRow>`
      SELECT purge_id, page_key, reason, urls, status, attempts, last_error, retry_at, skipped_because,
             queued_by, queued_at, started_at, finished_at
        FROM edge_purges WHERE ${where}
       ORDER BY queued_at DESC, purge_id DESC
       LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM edge_purges WHERE ${where}`.execute(db),
    sql<{ status: PurgeStatus; n: number }>`
      SELECT status, count(*)::int AS n FROM edge_purges GROUP BY status`.execute(db),
  ]);
  return {
    rows: rows.rows,
    total: total.rows[0]?.n ?? 0,
    counts: Object.fromEntries(counts.rows.map((row) => [row.status, row.n])),
  };
}

/**
 * Purges the worker should look at: queued ones, failed ones whose retry time has come, and ones
 * left processing since before `staleBefore` (their worker stopped). Each one's stream decides.
 */
export async function duePurges(db: Db, now: Date, staleBefore: Date, limit = 50): Promise<string[]> {
  const result = await sql<{ purgeId: string }>`
    SELECT purge_id FROM edge_purges
     WHERE status = 'queued'
        OR (status = 'failed' AND retry_at <= ${now})
        OR (status = 'processing' AND started_at < ${staleBefore})
     ORDER BY queued_at
     LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => row.purgeId);
}
