import type { Sql } from "../db/database.ts";

/** One admin command as the audit log lists it: read straight from the event log's metadata. */
export interface AuditEntry {
  globalPosition: number;
  at: Date;
  actor: string;
  action: string;
  ip: string | null;
  userAgent: string | null;
  streamId: string;
  streamType: string;
  streamPosition: number;
  eventType: string;
}

export interface AuditFilter {
  actor?: string;
  /** An exact action, or a prefix ending in '.' (e.g. "settings."). */
  action?: string;
  streamType?: string;
  streamId?: string;
  from?: Date;
  to?: Date;
  /** Entries older than this position (paging newest first). */
  before?: number;
  limit?: number;
}

interface AuditRow {
  global_position: number;
  created_at: Date;
  actor: string | null;
  action: string;
  ip: string | null;
  user_agent: string | null;
  stream_id: string;
  stream_type: string;
  stream_position: number;
  type: string;
}

/**
 * Every event an admin command caused, newest first. Admin commands, and only they, put an
 * `action` in the metadata (core/admin-auth/auth.ts), which a partial index covers.
 */
export async function queryAudit(sql: Sql, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), 500);
  const action = filter.action ?? null;
  const actionPrefix = action?.endsWith(".") ? action : null;
  const rows = await sql.unsafe<AuditRow[]>(
    `SELECT global_position, created_at, metadata->>'actor' AS actor, metadata->>'action' AS action,
            metadata->>'ip' AS ip, metadata->>'userAgent' AS user_agent,
            stream_id, stream_type, stream_position, type
       FROM events
      WHERE metadata ? 'action'
        AND global_position < $1
        AND ($2::text IS NULL OR metadata->>'actor' = $2)
        AND ($3::text IS NULL OR metadata->>'action' = $3)
        AND ($4::text IS NULL OR starts_with(metadata->>'action', $4))
        AND ($5::text IS NULL OR stream_type = $5)
        AND ($6::text IS NULL OR stream_id = $6)
        AND ($7::timestamptz IS NULL OR created_at >= $7)
        AND ($8::timestamptz IS NULL OR created_at <= $8)
      ORDER BY global_position DESC
      LIMIT $9`,
    [
      filter.before ?? Number.MAX_SAFE_INTEGER,
      filter.actor ?? null,
      actionPrefix ? null : action,
      actionPrefix,
      filter.streamType ?? null,
      filter.streamId ?? null,
      filter.from ?? null,
      filter.to ?? null,
      limit,
    ] as never[],
    { prepare: true },
  );
  return rows.map((row) => ({
    globalPosition: Number(row.global_position),
    at: row.created_at,
    actor: row.actor ?? "",
    action: row.action,
    ip: row.ip,
    userAgent: row.user_agent,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamPosition: Number(row.stream_position),
    eventType: row.type,
  }));
}

/** The actors and actions seen, for the audit screen's filter lists. */
export async function auditFacets(sql: Sql): Promise<{ actors: string[]; actions: string[] }> {
  const rows = await sql<{ actor: string | null; action: string }[]>`
    SELECT DISTINCT metadata->>'actor' AS actor, metadata->>'action' AS action FROM events WHERE metadata ? 'action'`;
  const actors = [...new Set(rows.map((r) => r.actor).filter((a): a is string => Boolean(a)))].sort();
  const actions = [...new Set(rows.map((r) => r.action))].sort();
  return { actors, actions };
}
