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

/** An event as read back from the store, already upcast to its current schema. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
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
  readStream(streamId: string, options?: ReadStreamOptions): Promise<{ version: number; events: RecordedEvent[] }>;
  /** Several whole streams in one read; a stream with no events is absent from the map. */
  readStreams(streamIds: readonly string[]): Promise<Map<string, { version: number; events: RecordedEvent[] }>>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
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
