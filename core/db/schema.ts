import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * The kernel's own tables, as kysely sees them (columns camelCased): the event store's. The
 * read models' tables belong to projections (projections/schema.ts), which adds them to a `Db`
 * with `readModels(db)`; the kernel knows none of them.
 */
export interface KernelSchema {
  streams: {
    streamId: string;
    streamType: string;
    createdAt: Timestamp;
  };
  events: {
    globalPosition: Generated<number>;
    /** xid8, kept a string so it round-trips exactly. */
    transactionId: Generated<string>;
    streamId: string;
    streamType: string;
    streamPosition: number;
    eventId: string;
    type: string;
    schemaVersion: Generated<number>;
    data: unknown;
    metadata: Generated<unknown>;
    createdAt: Timestamp;
  };
  snapshots: {
    streamId: string;
    version: number;
    decider: string;
    deciderVersion: number;
    state: unknown;
    updatedAt: Timestamp;
  };
  subscriptionCheckpoints: {
    subscriptionId: string;
    lastTransactionId: Generated<string>;
    lastPosition: Generated<number>;
    processedEvents: Generated<number>;
    lastError: string | null;
    lastErrorAt: Date | null;
    updatedAt: Timestamp;
  };
}
