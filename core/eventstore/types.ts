/** What every stored event carries besides its data: who, why, from where. */
export interface EventMetadata {
  correlationId?: string;
  causationId?: string;
  actor?: string;
  ip?: string;
  userAgent?: string;
  [key: string]: unknown;
}

/** An event as a decider emits it. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  /** Set it to make an append idempotent across retries; generated otherwise. */
  eventId?: string;
  metadata?: EventMetadata;
}

/**
 * Any event of any context: a type tag and its data. Each context's events module names its own
 * union of these (CmsPageEvent, DealEvent, ...), and every read is typed by one.
 */
export interface AnyEvent {
  type: string;
  data: unknown;
}

/** What the store adds to an event when it records it. */
export interface EventRecord {
  eventId: string;
  streamId: string;
  streamType: string;
  streamPosition: number;
  globalPosition: number;
  /** xid8 of the appending transaction, as a decimal string. */
  transactionId: string;
  schemaVersion: number;
  metadata: EventMetadata;
  createdAt: Date;
}

/**
 * An event of the union E as read back from the store, already upcast to its current schema.
 * The intersection spreads over the union, so a switch on `type` narrows `data`. The store
 * alone turns stored JSON into this type (docs/decisions/0070-typed-reads.md).
 */
export type Recorded<E extends AnyEvent = AnyEvent> = E & EventRecord;

/** One recorded event of a given type and data; `RecordedEvent` alone is any event, untyped. */
export type RecordedEvent<Type extends string = string, Data = unknown> = Recorded<{ type: Type; data: Data }>;

/** A stream as read: its version and its events, typed by the context's union. */
export interface ReadStreamResult<E extends AnyEvent = AnyEvent> {
  version: number;
  events: Recorded<E>[];
}

export type ExpectedVersion = "any" | "no_stream" | "stream_exists" | number;

export interface AppendResult {
  /** Version of the stream after the append: the position of its last event. */
  nextExpectedVersion: number;
  /** False when every event id was already stored (an idempotent retry). */
  appended: boolean;
}

export interface ReadStreamOptions {
  /** Read up to and including this stream version (time travel by version). */
  toVersion?: number;
  /** Read events recorded at or before this instant (time travel by time). */
  asOf?: Date;
  fromVersion?: number;
}

export interface ReadAllOptions {
  /** Exclusive lower bound on global position (forward) or upper bound (backward). */
  after?: number;
  before?: number;
  limit?: number;
  direction?: "forward" | "backward";
  streamTypes?: string[];
  eventTypes?: string[];
}

/** One stream's part of an append to many streams at once. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  /** The stream's version now; 0 when the append must create it. */
  expectedVersion: number;
}

export interface EventStore {
  append(
    streamId: string,
    events: NewEvent[],
    options?: { expectedVersion?: ExpectedVersion; metadata?: EventMetadata },
  ): Promise<AppendResult>;
  /**
   * Appends to many streams in one statement, all or nothing: when any stream is not at its
   * expected version (or a concurrent writer takes a position), nothing is appended and the
   * result says so, for the caller to fall back to one command at a time.
   */
  appendMany(appends: StreamAppend[], options?: { metadata?: EventMetadata }): Promise<{ appended: boolean }>;
  /**
   * The stream's events, typed as the caller's union E: the caller names the context whose
   * stream it reads (`readStream<DealEvent>(dealStreamId(id))`), as it names it by the id.
   */
  readStream<E extends AnyEvent = AnyEvent>(
    streamId: string,
    options?: ReadStreamOptions,
  ): Promise<ReadStreamResult<E>>;
  /** Several whole streams in one read; a stream with no events is absent from the map. */
  readStreams<E extends AnyEvent = AnyEvent>(streamIds: readonly string[]): Promise<Map<string, ReadStreamResult<E>>>;
  /** Events of every stream; E should cover what `streamTypes` and `eventTypes` let through. */
  readAll<E extends AnyEvent = AnyEvent>(options?: ReadAllOptions): Promise<Recorded<E>[]>;
}

export class WrongExpectedVersionError extends Error {
  override name = "WrongExpectedVersionError";
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | null,
  ) {
    super(`Wrong expected version for ${streamId}: expected ${expected}, stream is at ${actual ?? "no stream"}`);
  }
}

/** The stream type is the part of the id before the first '-': "route-SOF-LHR" is a "route". */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf("-");
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
