import { randomUUID } from "node:crypto";
import type { Sql } from "../db/database.ts";
import type { TransactionSql } from "postgres";
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  streamTypeOf,
  WrongExpectedVersionError,
} from "./types.ts";
import { Upcasters } from "./upcasting.ts";

/**
 * The compare-and-set on streams.version for each kind of expected version; its RETURNING
 * version feeds the positions of the events inserted by the same statement.
 */
function streamVersionCte(expected: ExpectedVersion): string {
  if (expected === "no_stream") {
    return `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
            ON CONFLICT (stream_id) DO NOTHING RETURNING version`;
  }
  if (expected === "any") {
    return `INSERT INTO streams (stream_id, stream_type, version) VALUES ($1, $2, $3)
            ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + $3, updated_at = now()
            RETURNING version`;
  }
  if (expected === "stream_exists") {
    return `UPDATE streams SET version = version + $3, updated_at = now() WHERE stream_id = $1 AND $2 = $2
            RETURNING version`;
  }
  if (!Number.isInteger(expected) || expected < 0) throw new RangeError(`Invalid expected version ${expected}`);
  return `UPDATE streams SET version = version + $3, updated_at = now()
           WHERE stream_id = $1 AND version = $9 AND $2 = $2
          RETURNING version`;
}

/** One statement, one round trip: move the stream version and insert the events, or neither. */
function appendSql(expected: ExpectedVersion): string {
  return `WITH stream AS (${streamVersionCte(expected)})
    INSERT INTO events (stream_id, stream_type, stream_position, event_id, type, schema_version, data, metadata)
    SELECT $1, $2, stream.version - $3 + e.ord, e.id, e.type, e.schema_version, e.data, e.metadata
      FROM stream, unnest($4::uuid[], $5::text[], $6::int[], $7::text[]::jsonb[], $8::text[]::jsonb[])
           WITH ORDINALITY AS e(id, type, schema_version, data, metadata, ord)
    RETURNING stream_position`;
}

const UNIQUE_VIOLATION = "23505";

export interface StoredEventRow {
  global_position: number;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  stream_position: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date;
}

export const EVENT_COLUMNS =
  "global_position, transaction_id, stream_id, stream_type, stream_position, event_id, type, schema_version, data, metadata, created_at";

export function toRecordedEvent(row: StoredEventRow, upcasters: Upcasters): RecordedEvent {
  const { data, schemaVersion } = upcasters.upcast(row.type, row.schema_version, row.data);
  return {
    type: row.type,
    data,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamPosition: row.stream_position,
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    schemaVersion,
    metadata: row.metadata,
    createdAt: row.created_at,
  };
}

export interface PostgresEventStoreOptions {
  upcasters?: Upcasters;
  /** Called after each committed append, e.g. to wake subscriptions in this process. */
  onAppended?: () => void;
}

export class PostgresEventStore implements EventStore {
  readonly upcasters: Upcasters;
  private readonly onAppended: () => void;

  constructor(
    /** The pool, or a transaction when the append must commit with other writes. */
    private readonly sql: Sql | TransactionSql,
    options: PostgresEventStoreOptions = {},
  ) {
    this.upcasters = options.upcasters ?? new Upcasters();
    this.onAppended = options.onAppended ?? (() => {});
  }

  async append(
    streamId: string,
    events: NewEvent[],
    options: { expectedVersion?: ExpectedVersion; metadata?: EventMetadata } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError("append needs at least one event");
    const expectedVersion = options.expectedVersion ?? "any";
    const ids: string[] = [];
    const types: string[] = [];
    const versions: number[] = [];
    const data: string[] = [];
    const metadata: string[] = [];
    for (const event of events) {
      ids.push(event.eventId ?? randomUUID());
      types.push(event.type);
      versions.push(this.upcasters.currentVersion(event.type));
      data.push(JSON.stringify(event.data));
      metadata.push(JSON.stringify({ ...options.metadata, ...event.metadata }));
    }
    const expectedParam = typeof expectedVersion === "number" ? expectedVersion : 0;
    try {
      const rows = await this.sql.unsafe<{ stream_position: number }[]>(appendSql(expectedVersion), [
        streamId,
        streamTypeOf(streamId),
        events.length,
        ids,
        types,
        versions,
        data,
        metadata,
        ...(typeof expectedVersion === "number" ? [expectedParam] : []),
      ] as never[]);
      const last = rows.at(-1);
      if (last) {
        this.onAppended();
        return { nextExpectedVersion: last.stream_position, appended: true };
      }
    } catch (error) {
      const pgError = error as { code?: string; constraint_name?: string };
      if (pgError.code !== UNIQUE_VIOLATION || pgError.constraint_name !== "events_event_id_key") throw error;
    }
    // Nothing appended: a retry of events already stored is a success, anything else a conflict.
    const stored = await this.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM events WHERE event_id = ANY(${ids}::uuid[])`;
    const actual = await this.streamVersion(streamId);
    if ((stored[0]?.n ?? 0) === ids.length && actual !== null) {
      return { nextExpectedVersion: actual, appended: false };
    }
    if ((stored[0]?.n ?? 0) > 0) {
      throw new RangeError(`append to ${streamId} mixes stored and new event ids`);
    }
    throw new WrongExpectedVersionError(streamId, expectedVersion, actual);
  }

  async streamVersion(streamId: string): Promise<number | null> {
    const [row] = await this.sql<{ version: number }[]>`SELECT version FROM streams WHERE stream_id = ${streamId}`;
    return row ? row.version : null;
  }

  async readStream(
    streamId: string,
    options: ReadStreamOptions = {},
  ): Promise<{ version: number; events: RecordedEvent[] }> {
    const from = options.fromVersion ?? 1;
    const to = options.toVersion ?? Number.MAX_SAFE_INTEGER;
    const asOf = options.asOf ?? null;
    const rows = await this.sql.unsafe<StoredEventRow[]>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE stream_id = $1 AND stream_position BETWEEN $2 AND $3 AND ($4::timestamptz IS NULL OR created_at <= $4)
        ORDER BY stream_position`,
      [streamId, from, to, asOf],
    );
    const events = rows.map((row) => toRecordedEvent(row, this.upcasters));
    return { version: events.at(-1)?.streamPosition ?? (from > 1 ? from - 1 : 0), events };
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const backward = options.direction === "backward";
    const limit = Math.min(Math.max(options.limit ?? 100, 1), 10_000);
    const rows = await this.sql.unsafe<StoredEventRow[]>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE global_position > $1 AND global_position < $2
          AND ($3::text[] IS NULL OR stream_type = ANY($3))
          AND ($4::text[] IS NULL OR type = ANY($4))
        ORDER BY global_position ${backward ? "DESC" : "ASC"}
        LIMIT $5`,
      [
        options.after ?? 0,
        options.before ?? Number.MAX_SAFE_INTEGER,
        options.streamTypes ?? null,
        options.eventTypes ?? null,
        limit,
      ],
    );
    return rows.map((row) => toRecordedEvent(row, this.upcasters));
  }
}
