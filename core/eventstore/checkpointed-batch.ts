import type { TransactionSql } from "postgres";
import { EVENT_COLUMNS, type StoredEventRow, toRecordedEvent } from "./stored-event.ts";
import type { RecordedEvent } from "./types.ts";
import type { Upcasters } from "./upcasting.ts";

export type Tx = TransactionSql;

export interface BatchOptions {
  checkpointId: string;
  batchSize: number;
  /** Only these event types reach the handler; null for all. */
  eventTypes: readonly string[] | null;
  upcasters: Upcasters;
  handle(tx: Tx, events: RecordedEvent[]): Promise<void>;
}

/**
 * Reads the next batch after a checkpoint and hands it to `handle` inside the caller's
 * transaction, then moves the checkpoint in that same transaction: the handler's writes and
 * the checkpoint commit or roll back together, so a crash never skips or repeats a batch.
 *
 * Only events of transactions older than every transaction still running are read
 * (transaction_id < pg_snapshot_xmin): a plain sequence position is not safe, because
 * transactions commit out of the order in which they drew their positions.
 */
export async function processBatchInTransaction(tx: Tx, options: BatchOptions): Promise<number> {
  await tx`INSERT INTO subscription_checkpoints (subscription_id) VALUES (${options.checkpointId})
           ON CONFLICT (subscription_id) DO NOTHING`;
  const [checkpoint] = await tx<{ last_transaction_id: string; last_position: number }[]>`
    SELECT last_transaction_id, last_position FROM subscription_checkpoints
     WHERE subscription_id = ${options.checkpointId} FOR UPDATE`;
  if (!checkpoint) throw new Error(`checkpoint ${options.checkpointId} vanished`);
  const rows = await tx.unsafe<StoredEventRow[]>(
    `SELECT ${EVENT_COLUMNS} FROM events
      WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        AND ($3::text[] IS NULL OR type = ANY($3))
      ORDER BY transaction_id, global_position
      LIMIT $4`,
    [checkpoint.last_transaction_id, checkpoint.last_position, options.eventTypes, options.batchSize],
    { prepare: true },
  );
  const last = rows.at(-1);
  if (!last) return 0;
  await options.handle(
    tx,
    rows.map((row) => toRecordedEvent(row, options.upcasters)),
  );
  await tx`UPDATE subscription_checkpoints
              SET last_transaction_id = ${last.transaction_id}::xid8, last_position = ${last.global_position},
                  processed_events = processed_events + ${rows.length}, last_error = NULL, last_error_at = NULL,
                  updated_at = now()
            WHERE subscription_id = ${options.checkpointId}`;
  return rows.length;
}

export async function recordCheckpointError(tx: Tx | import("postgres").Sql, checkpointId: string, error: unknown) {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  await tx`INSERT INTO subscription_checkpoints (subscription_id, last_error, last_error_at)
           VALUES (${checkpointId}, ${message}, now())
           ON CONFLICT (subscription_id) DO UPDATE SET last_error = EXCLUDED.last_error, last_error_at = now()`;
}

/** Events after the checkpoint that the subscription has still to process (capped for speed). */
export async function checkpointLag(
  sql: import("postgres").Sql,
  checkpointId: string,
  eventTypes: readonly string[] | null,
  cap = 1_000_000,
): Promise<number> {
  const [row] = await sql.unsafe<{ lag: number }[]>(
    `SELECT count(*)::int AS lag FROM (
       SELECT 1 FROM events e
        WHERE (e.transaction_id, e.global_position) >
              COALESCE((SELECT (c.last_transaction_id, c.last_position) FROM subscription_checkpoints c
                         WHERE c.subscription_id = $1), ('0'::xid8, 0::bigint))
          AND ($2::text[] IS NULL OR e.type = ANY($2))
        LIMIT $3) pending`,
    [checkpointId, eventTypes, cap],
  );
  return row?.lag ?? 0;
}
