/** The SQL of an append: one statement that checks the stream's version and writes its events. */
import type { ExpectedVersion } from "./types.ts";

/** What the stream's current version must satisfy for the append to go ahead. */
export function versionCondition(expected: ExpectedVersion): string {
  if (expected === "no_stream") return "version = 0";
  if (expected === "stream_exists") return "version > 0";
  if (expected === "any") return "true";
  if (!Number.isInteger(expected) || expected < 0) throw new RangeError(`Invalid expected version ${expected}`);
  return "version = $9";
}

/**
 * One statement, one round trip. The unique index on (stream_id, stream_position) is the
 * compare-and-set: a concurrent writer that took the same positions first makes this insert
 * fail, so no separate version row has to be updated on every append.
 *
 * A stream's events must also carry increasing transaction ids, because subscriptions read in
 * (transaction_id, global_position) order: a transaction older than the one that wrote the
 * stream's last event may not append to it (it conflicts and is retried as a new transaction).
 * The transaction that wrote it may: its events share one id and follow in global position.
 * See docs/decisions/0002-event-store-on-postgres.md.
 */
export function appendSql(expected: ExpectedVersion, single: boolean): string {
  // Only an append that may start the stream needs its row in `streams`.
  const mayCreate = expected === "no_stream" || expected === "any" || expected === 0;
  const rows = single
    ? "SELECT $4::uuid AS id, $5::text AS type, $6::int AS schema_version, $7::text::jsonb AS data, $8::text::jsonb AS metadata, 1 AS ord"
    : "SELECT * FROM unnest($4::uuid[], $5::text[], $6::int[], $7::text[]::jsonb[], $8::text[]::jsonb[]) WITH ORDINALITY AS u(id, type, schema_version, data, metadata, ord)";
  return `WITH last AS (
      SELECT stream_position, transaction_id FROM events WHERE stream_id = $1
       ORDER BY stream_position DESC LIMIT 1
    ), current AS (
      SELECT COALESCE((SELECT stream_position FROM last), 0) AS version,
             COALESCE((SELECT transaction_id FROM last), '0'::xid8) AS last_transaction_id
    ), base AS (
      SELECT version FROM current
       WHERE ${versionCondition(expected)} AND last_transaction_id <= pg_current_xact_id() AND $3::int > 0
    )${
      mayCreate
        ? `, new_stream AS (
      INSERT INTO streams (stream_id, stream_type) SELECT $1, $2 FROM base WHERE base.version = 0
      ON CONFLICT (stream_id) DO NOTHING
    )`
        : ""
    }
    , inserted AS (
      INSERT INTO events (stream_id, stream_type, stream_position, event_id, type, schema_version, data, metadata)
      SELECT $1, $2, base.version + e.ord, e.id, e.type, e.schema_version, e.data, e.metadata
        FROM base, (${rows}) AS e
      RETURNING stream_position
    )
    -- one row back whatever the batch's size: the new version, or null when nothing was appended
    SELECT max(stream_position) AS stream_position FROM inserted`;
}

/**
 * Many streams in one statement. Every stream must be at its expected version (and not last
 * written by a younger transaction, as in appendSql) or no row at all is inserted: `ready`
 * holds one verdict for the whole statement. Rows go in the caller's order.
 */
export const APPEND_MANY_SQL = `WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::uuid[], $5::text[], $6::int[],
                         $7::text[]::jsonb[], $8::text[]::jsonb[], $9::int[])
           WITH ORDINALITY AS i(stream_id, stream_type, expected, id, type, schema_version, data, metadata, ord, n)
  ), wanted AS (
    SELECT DISTINCT stream_id, stream_type, expected FROM input
  ), current AS (
    SELECT w.stream_id, w.stream_type, w.expected,
           COALESCE(l.stream_position, 0) AS version, COALESCE(l.transaction_id, '0'::xid8) AS last_transaction_id
      FROM wanted w
      LEFT JOIN LATERAL (
        SELECT stream_position, transaction_id FROM events e WHERE e.stream_id = w.stream_id
         ORDER BY stream_position DESC LIMIT 1
      ) l ON true
  ), ready AS (
    SELECT bool_and(version = expected AND last_transaction_id <= pg_current_xact_id()) AS ok FROM current
  ), new_streams AS (
    INSERT INTO streams (stream_id, stream_type)
    SELECT stream_id, stream_type FROM current, ready WHERE ready.ok AND current.version = 0
    ON CONFLICT (stream_id) DO NOTHING
  ), inserted AS (
    INSERT INTO events (stream_id, stream_type, stream_position, event_id, type, schema_version, data, metadata)
    SELECT i.stream_id, i.stream_type, i.expected + i.ord, i.id, i.type, i.schema_version, i.data, i.metadata
      FROM input i, ready WHERE ready.ok
     ORDER BY i.n
    RETURNING 1
  )
  SELECT count(*)::int AS inserted FROM inserted`;

export const UNIQUE_VIOLATION = "23505";
