import type { TransactionSql } from "postgres";
import type { Sql } from "../db/database.ts";
import { APPEND_MANY_SQL, appendSql, UNIQUE_VIOLATION } from "./append-sql.ts";
import { EVENT_COLUMNS, type StoredEventRow, toRecordedEvent } from "./stored-event.ts";
import {
  type AnyEvent,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type ReadStreamResult,
  type Recorded,
  type StreamAppend,
  streamTypeOf,
  WrongExpectedVersionError,
} from "./types.ts";
import { Upcasters } from "./upcasting.ts";

import { uuidV7 } from "./uuid-v7.ts";

export interface PostgresEventStoreOptions {
  upcasters?: Upcasters;
  /** Called after each committed append with how many events it wrote, e.g. to wake subscriptions in this process. */
  onAppended?: (count: number) => void;
}

export class PostgresEventStore implements EventStore {
  readonly upcasters: Upcasters;
  private readonly onAppended: (count: number) => void;

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
      ids.push(event.eventId ?? uuidV7());
      types.push(event.type);
      versions.push(this.upcasters.currentVersion(event.type));
      data.push(JSON.stringify(event.data));
      metadata.push(JSON.stringify({ ...options.metadata, ...event.metadata }));
    }
    const single = events.length === 1;
    const params: unknown[] = single
      ? [streamId, streamTypeOf(streamId), 1, ids[0], types[0], versions[0], data[0], metadata[0]]
      : [streamId, streamTypeOf(streamId), events.length, ids, types, versions, data, metadata];
    if (typeof expectedVersion === "number") params.push(expectedVersion);
    const query = appendSql(expectedVersion, single);
    // "any" has no expectation to violate: a race for the same positions is simply retried
    const attempts = expectedVersion === "any" ? 5 : 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const [row] = await this.run<{ stream_position: number | null }[]>(query, params);
        if (row && row.stream_position !== null) {
          this.onAppended(events.length);
          return { nextExpectedVersion: Number(row.stream_position), appended: true };
        }
        break;
      } catch (error) {
        const pgError = error as { code?: string; constraint_name?: string };
        if (pgError.code !== UNIQUE_VIOLATION) throw error;
        if (pgError.constraint_name === "events_event_id_key") break;
        if (pgError.constraint_name !== "events_stream_position_key") throw error;
        if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
    // Nothing appended: a retry of events already stored is a success, anything else a conflict.
    const [stored] = await this.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM events WHERE event_id = ANY(${ids}::uuid[])`;
    const actual = await this.streamVersion(streamId);
    if ((stored?.n ?? 0) === ids.length && actual !== null) {
      return { nextExpectedVersion: actual, appended: false };
    }
    if ((stored?.n ?? 0) > 0) throw new RangeError(`append to ${streamId} mixes stored and new event ids`);
    throw new WrongExpectedVersionError(streamId, expectedVersion, actual);
  }

  async appendMany(
    appends: StreamAppend[],
    options: { metadata?: EventMetadata } = {},
  ): Promise<{ appended: boolean }> {
    const columns = {
      streamIds: [] as string[],
      streamTypes: [] as string[],
      expected: [] as number[],
      ids: [] as string[],
      types: [] as string[],
      versions: [] as number[],
      data: [] as string[],
      metadata: [] as string[],
      ords: [] as number[],
    };
    const seen = new Set<string>();
    for (const { streamId, events, expectedVersion } of appends) {
      if (seen.has(streamId)) throw new RangeError(`appendMany got ${streamId} twice`);
      if (!Number.isInteger(expectedVersion) || expectedVersion < 0) {
        throw new RangeError(`Invalid expected version ${expectedVersion}`);
      }
      seen.add(streamId);
      events.forEach((event, index) => {
        columns.streamIds.push(streamId);
        columns.streamTypes.push(streamTypeOf(streamId));
        columns.expected.push(expectedVersion);
        columns.ids.push(event.eventId ?? uuidV7());
        columns.types.push(event.type);
        columns.versions.push(this.upcasters.currentVersion(event.type));
        columns.data.push(JSON.stringify(event.data));
        columns.metadata.push(JSON.stringify({ ...options.metadata, ...event.metadata }));
        columns.ords.push(index + 1);
      });
    }
    if (columns.ids.length === 0) return { appended: true };
    const params = [
      columns.streamIds,
      columns.streamTypes,
      columns.expected,
      columns.ids,
      columns.types,
      columns.versions,
      columns.data,
      columns.metadata,
      columns.ords,
    ];
    try {
      const [row] = await this.run<{ inserted: number }[]>(APPEND_MANY_SQL, params);
      const appended = (row?.inserted ?? 0) === columns.ids.length;
      if (appended) this.onAppended(columns.ids.length);
      return { appended };
    } catch (error) {
      // a concurrent writer took a position or an event id first: nothing of this statement stands
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return { appended: false };
      throw error;
    }
  }

  /**
   * Inside a caller's transaction the append runs in a savepoint, so that a conflict does not
   * abort the caller's transaction and the conflict can still be examined and reported.
   */
  private run<Row extends object[]>(query: string, params: unknown[]): Promise<Row> {
    const sql = this.sql;
    if ("savepoint" in sql) {
      return sql.savepoint((sp) =>
        sp.unsafe<Row>(query, params as never[], { prepare: true }),
      ) as unknown as Promise<Row>;
    }
    return sql.unsafe<Row>(query, params as never[], { prepare: true }) as unknown as Promise<Row>;
  }

  async streamVersion(streamId: string): Promise<number | null> {
    const [row] = await this.sql<{ version: number | null }[]>`
      SELECT max(stream_position) AS version FROM events WHERE stream_id = ${streamId}`;
    return row?.version ?? null;
  }

  async readStreams<E extends AnyEvent = AnyEvent>(
    streamIds: readonly string[],
  ): Promise<Map<string, ReadStreamResult<E>>> {
    const streams = new Map<string, ReadStreamResult<E>>();
    if (streamIds.length === 0) return streams;
    // one index lookup per stream, whatever the planner thinks of a long ANY() list
    const rows = await this.sql.unsafe<StoredEventRow[]>(
      `SELECT e.* FROM unnest($1::text[]) AS wanted(stream_id)
         CROSS JOIN LATERAL (
           SELECT ${EVENT_COLUMNS} FROM events
            WHERE events.stream_id = wanted.stream_id ORDER BY events.stream_position
         ) e
        ORDER BY e.stream_id, e.stream_position`,
      [[...new Set(streamIds)]] as never[],
      { prepare: true },
    );
    for (const row of rows) {
      const event = toRecordedEvent<E>(row, this.upcasters);
      const stream = streams.get(event.streamId) ?? { version: 0, events: [] };
      stream.events.push(event);
      stream.version = event.streamPosition;
      streams.set(event.streamId, stream);
    }
    return streams;
  }

  /** `asOf` has the millisecond precision of a JS Date: an event is included within its millisecond. */
  async readStream<E extends AnyEvent = AnyEvent>(
    streamId: string,
    options: ReadStreamOptions = {},
  ): Promise<ReadStreamResult<E>> {
    const from = options.fromVersion ?? 1;
    const to = options.toVersion ?? Number.MAX_SAFE_INTEGER;
    const asOf = options.asOf ?? null;
    const rows = await this.sql.unsafe<StoredEventRow[]>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE stream_id = $1 AND stream_position BETWEEN $2 AND $3 AND ($4::timestamptz IS NULL OR date_trunc('milliseconds', created_at) <= $4)
        ORDER BY stream_position`,
      [streamId, from, to, asOf],
      { prepare: true },
    );
    const events = rows.map((row) => toRecordedEvent<E>(row, this.upcasters));
    return { version: events.at(-1)?.streamPosition ?? (from > 1 ? from - 1 : 0), events };
  }

  async readAll<E extends AnyEvent = AnyEvent>(options: ReadAllOptions = {}): Promise<Recorded<E>[]> {
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
      { prepare: true },
    );
    return rows.map((row) => toRecordedEvent<E>(row, this.upcasters));
  }
}
