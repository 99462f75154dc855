import type { Sql } from "../db/database.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";

/** An admin's retry of a failed job, stream `jobqueue-<queue>`: the audit log shows who retried what. */
export type JobRetryRequestedEvent = { type: "JobRetryRequested"; data: { queue: string; jobId: string } };

export function jobQueueStreamId(queue: string): string {
  return `jobqueue-${queue}`;
}

/** Records that an admin put a failed job back in its queue. */
export async function recordJobRetry(store: EventStore, queue: string, jobId: string, metadata: EventMetadata) {
  const event: JobRetryRequestedEvent = { type: "JobRetryRequested", data: { queue, jobId } };
  await store.append(jobQueueStreamId(queue), [event], { metadata });
}

/** pg-boss's schema (workers/boss.ts creates pg-boss in it). */
export const JOB_SCHEMA = "pgboss";
export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface QueueCounts {
  name: string;
  counts: Record<JobState, number>;
}

export interface JobSummary {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  output: unknown;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

async function hasJobSchema(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = ${JOB_SCHEMA}) AS found`;
  return row?.found ?? false;
}

/** Jobs per queue and state; every known queue is listed, empty ones too. Null before pg-boss ever started. */
export async function queueCounts(sql: Sql): Promise<QueueCounts[] | null> {
  if (!(await hasJobSchema(sql))) return null;
  const rows = await sql<{ name: string; state: JobState | null; n: number }[]>`
    SELECT q.name, j.state, count(j.id)::int AS n
      FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name
     GROUP BY q.name, j.state ORDER BY q.name`;
  const byName = new Map<string, QueueCounts>();
  for (const row of rows) {
    const entry = byName.get(row.name) ?? {
      name: row.name,
      counts: Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>,
    };
    if (row.state) entry.counts[row.state] = row.n;
    byName.set(row.name, entry);
  }
  return [...byName.values()];
}

export interface JobFilter {
  queue?: string;
  state?: JobState;
  page: number;
  pageSize: number;
}

export async function listJobs(sql: Sql, filter: JobFilter): Promise<{ jobs: JobSummary[]; total: number }> {
  if (!(await hasJobSchema(sql))) return { jobs: [], total: 0 };
  const queue = filter.queue ?? null;
  const state = filter.state ?? null;
  const [count] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pgboss.job
     WHERE (${queue}::text IS NULL OR name = ${queue}) AND (${state}::text IS NULL OR state::text = ${state})`;
  const rows = await sql<
    {
      id: string;
      name: string;
      state: JobState;
      data: unknown;
      output: unknown;
      retry_count: number;
      retry_limit: number;
      created_on: Date;
      started_on: Date | null;
      completed_on: Date | null;
    }[]
  >`
    SELECT id, name, state::text AS state, data, output, retry_count, retry_limit, created_on, started_on, completed_on
      FROM pgboss.job
     WHERE (${queue}::text IS NULL OR name = ${queue}) AND (${state}::text IS NULL OR state::text = ${state})
     ORDER BY COALESCE(completed_on, started_on, created_on) DESC, id
     LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`;
  return {
    total: count?.n ?? 0,
    jobs: rows.map((row) => ({
      id: row.id,
      name: row.name,
      state: row.state,
      data: row.data,
      output: row.output,
      retryCount: row.retry_count,
      retryLimit: row.retry_limit,
      createdOn: row.created_on,
      startedOn: row.started_on,
      completedOn: row.completed_on,
    })),
  };
}

/**
 * Puts a failed job back in line with one more attempt allowed: the statement pg-boss 10's
 * `retry()` runs, so it works from a web process that runs no pg-boss of its own.
 */
export async function retryFailedJob(sql: Sql, queue: string, id: string): Promise<boolean> {
  const rows = await sql`
    UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1
     WHERE name = ${queue} AND id = ${id}::uuid AND state = 'failed'
    RETURNING id`;
  return rows.length === 1;
}
