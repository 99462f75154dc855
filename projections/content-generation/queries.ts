import { sql } from "kysely";
import type { Db } from "../../core/db/database.ts";

/** One row of the generation log, as the admin sees it. */
export interface GenerationJobRow {
  jobId: string;
  pageKey: string;
  locale: "bg" | "en";
  kind: "destination" | "sight";
  entityIata: string;
  sightSlug: string | null;
  generator: string;
  status: "pending" | "processing" | "completed" | "failed" | "cancelled";
  attempt: number;
  retryOf: string | null;
  error: string | null;
  blockCount: number | null;
  draftSnapshot: number | null;
  requestedBy: string;
  cancelledBy: string | null;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** From request to start, and from start to the end, in milliseconds (null until known). */
  waitMs: number | null;
  runMs: number | null;
}

const COLUMNS = sql`job_id, page_key, locale, kind, entity_iata, sight_slug, generator, status, attempt, retry_of, error,
  block_count, draft_snapshot, requested_by, cancelled_by, requested_at, started_at, finished_at,
  (extract(epoch FROM started_at - requested_at) * 1000)::int AS wait_ms,
  (extract(epoch FROM finished_at - started_at) * 1000)::int AS run_ms`;

/** The newest jobs first, optionally of one status. */
export async function generationJobs(
  db: Db,
  filter: { status?: string; limit?: number } = {},
): Promise<GenerationJobRow[]> {
  const limit = Math.min(Math.max(filter.limit ?? 100, 1), 500);
  const result = await sql<GenerationJobRow>`
    SELECT ${COLUMNS} FROM content_generation_jobs
     WHERE ${filter.status ?? null}::text IS NULL OR status = ${filter.status ?? null}
     ORDER BY requested_at DESC, job_id
     LIMIT ${limit}`.execute(db);
  return result.rows;
}

export async function generationJob(db: Db, jobId: string): Promise<GenerationJobRow | null> {
  const result = await sql<GenerationJobRow>`
    SELECT ${COLUMNS} FROM content_generation_jobs WHERE job_id = ${jobId}`.execute(db);
  return result.rows[0] ?? null;
}

/** How many jobs are in each status, for the filter's counts. */
export async function generationStatusCounts(db: Db): Promise<Record<string, number>> {
  const result = await sql<{ status: string; count: number }>`
    SELECT status, count(*)::int AS count FROM content_generation_jobs GROUP BY status`.execute(db);
  return Object.fromEntries(result.rows.map((row) => [row.status, row.count]));
}
