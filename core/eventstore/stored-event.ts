/** An events row as PostgreSQL returns it, and how it becomes a recorded event. */
import type { AnyEvent, EventMetadata, Recorded } from "./types.ts";
import type { Upcasters } from "./upcasting.ts";

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

/**
 * The one place where stored JSON becomes a context's typed event. The upcasters have lifted
 * the data to the current schema of its type, which is the schema the events module declares;
 * the reader names the union (E) of the stream or event types it asked for. Nothing checks the
 * JSON against E at run time: what the store wrote, it wrote from that same union
 * (docs/decisions/0070-typed-reads.md).
 */
export function toRecordedEvent<E extends AnyEvent = AnyEvent>(row: StoredEventRow, upcasters: Upcasters): Recorded<E> {
  const { data, schemaVersion } = upcasters.upcast(row.type, row.schema_version, row.data);
  // one object literal of fixed shape: spreading the event into it cost 5 µs an event (a
  // 10,000-event stream read at 0.47x the bare query), the literal 0.03 µs
  const recorded: Recorded<AnyEvent> = {
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
  return recorded as Recorded<E>;
}
