import type { Sql } from "../db/database.ts";
import type { EventStore, RecordedEvent } from "../eventstore/types.ts";

/** One line of the event log as the explorer lists it: no payload, so a page stays small. */
export interface EventSummary {
  position: number;
  at: Date;
  streamId: string;
  streamType: string;
  streamPosition: number;
  type: string;
  actor: string | null;
  /** Set on the events of admin commands only. */
  action: string | null;
}

export interface EventLogFilter {
  streamType?: string;
  eventType?: string;
  actor?: string;
  /** An exact action, or a prefix ending in '.'; only admin commands' events carry one. */
  action?: string;
  /** Only the events of admin commands (the audit log). */
  adminOnly?: boolean;
  streamId?: string;
  from?: Date;
  to?: Date;
}

export interface EventQuery extends EventLogFilter {
  /** Events older than this position: the smallest position of the page shown before. */
  before?: number;
  limit: number;
}

/** Where the next newer page starts: `before` null is the newest page. */
export interface NewerPage {
  before: number | null;
}

export interface EventPage {
  events: EventSummary[];
  hasOlder: boolean;
  /** Null when this is the newest page. */
  newer: NewerPage | null;
}

interface SummaryRow {
  global_position: number;
  created_at: Date;
  stream_id: string;
  stream_type: string;
  stream_position: number;
  type: string;
  actor: string | null;
  action: string | null;
}

export const MAX_PAGE_SIZE = 500;

function clampLimit(limit: number): number {
  return Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_PAGE_SIZE);
}

/**
 * Only the conditions given go into the statement: a generic plan for `($1 IS NULL OR type = $1)`
 * could not use the (type, global_position) index and would walk the whole log for a rare type.
 */
function whereClause(sql: Sql, filter: EventLogFilter) {
  const conditions = [];
  if (filter.adminOnly || filter.action !== undefined) conditions.push(sql`metadata ? 'action'`);
  if (filter.action !== undefined) {
    conditions.push(
      filter.action.endsWith(".")
        ? sql`starts_with(metadata->>'action', ${filter.action})`
        : sql`metadata->>'action' = ${filter.action}`,
    );
  }
  if (filter.streamType !== undefined) conditions.push(sql`stream_type = ${filter.streamType}`);
  if (filter.eventType !== undefined) conditions.push(sql`type = ${filter.eventType}`);
  if (filter.actor !== undefined) conditions.push(sql`metadata->>'actor' = ${filter.actor}`);
  if (filter.streamId !== undefined) conditions.push(sql`stream_id = ${filter.streamId}`);
  if (filter.from !== undefined) conditions.push(sql`created_at >= ${filter.from}`);
  if (filter.to !== undefined) conditions.push(sql`created_at <= ${filter.to}`);
  return conditions.reduce((all, condition) => sql`${all} AND ${condition}`, sql`true`);
}

function toSummary(row: SummaryRow): EventSummary {
  return {
    position: Number(row.global_position),
    at: row.created_at,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamPosition: Number(row.stream_position),
    type: row.type,
    actor: row.actor,
    action: row.action,
  };
}

/** A stored event as the explorer's tables list it. */
export function summarize(event: RecordedEvent): EventSummary {
  return {
    position: Number(event.globalPosition),
    at: event.createdAt,
    streamId: event.streamId,
    streamType: event.streamType,
    streamPosition: Number(event.streamPosition),
    type: event.type,
    actor: typeof event.metadata.actor === "string" ? event.metadata.actor : null,
    action: typeof event.metadata.action === "string" ? event.metadata.action : null,
  };
}

/**
 * The page above the one whose newest event is at `top`: the `limit` matching events right after
 * it. Paging stays keyed by `before` alone, so a newer page is either the newest one or the page
 * before the event just above it.
 */
export async function newerPage(
  sql: Sql,
  filter: EventLogFilter,
  top: number,
  limit: number,
): Promise<NewerPage | null> {
  const size = clampLimit(limit);
  const rows = await sql<{ global_position: number }[]>`
    SELECT global_position FROM events
     WHERE global_position > ${top} AND ${whereClause(sql, filter)}
     ORDER BY global_position
     LIMIT ${size + 1}`;
  if (rows.length === 0) return null;
  const above = rows[size];
  return { before: above ? Number(above.global_position) : null };
}

/** The event log newest first, filtered, a page at a time keyed by position. */
export async function queryEvents(sql: Sql, query: EventQuery): Promise<EventPage> {
  const limit = clampLimit(query.limit);
  const before = query.before ?? null;
  const rows = await sql<SummaryRow[]>`
    SELECT global_position, created_at, stream_id, stream_type, stream_position, type,
           metadata->>'actor' AS actor, metadata->>'action' AS action
      FROM events
     WHERE ${before === null ? sql`true` : sql`global_position < ${before}`} AND ${whereClause(sql, query)}
     ORDER BY global_position DESC
     LIMIT ${limit + 1}`;
  const events = rows.slice(0, limit).map(toSummary);
  const top = events[0]?.position ?? (before === null ? null : before - 1);
  return {
    events,
    hasOlder: rows.length > limit,
    newer: before === null || top === null ? null : await newerPage(sql, query, top, limit),
  };
}

/** One event with its data (upcast to the current schema, as the store reads it) and metadata. */
export async function eventAt(store: EventStore, position: number): Promise<RecordedEvent | null> {
  if (!Number.isSafeInteger(position) || position < 1) return null;
  const [event] = await store.readAll({ after: position - 1, limit: 1 });
  return event && Number(event.globalPosition) === position ? event : null;
}

/**
 * The distinct values of an indexed column by a loose index scan: one index probe per value,
 * instead of reading every row of a log with millions of fares.
 */
async function distinctIndexed(sql: Sql, column: "type" | "stream_type"): Promise<string[]> {
  const rows = await sql.unsafe<{ value: string | null }[]>(
    `WITH RECURSIVE v AS (
       (SELECT ${column} AS value FROM events ORDER BY ${column} LIMIT 1)
       UNION ALL
       SELECT (SELECT ${column} FROM events WHERE ${column} > v.value ORDER BY ${column} LIMIT 1)
         FROM v WHERE v.value IS NOT NULL
     )
     SELECT value FROM v WHERE value IS NOT NULL`,
    [],
    { prepare: true },
  );
  return rows.map((row) => row.value as string);
}

/** The stream types and event types in the log, sorted, for the explorer's filter lists. */
export async function eventFacets(sql: Sql): Promise<{ streamTypes: string[]; eventTypes: string[] }> {
  const [streamTypes, eventTypes] = await Promise.all([
    distinctIndexed(sql, "stream_type"),
    distinctIndexed(sql, "type"),
  ]);
  return { streamTypes, eventTypes };
}
