import { sql } from "kysely";
import type { Db } from "../core/db/database.ts";

/**
 * Which of these projections have not folded the event at `position` into their active
 * generation yet. A checkpoint is a (transaction, position) pair because events commit out of
 * position order; an event is folded once its pair is at or below the checkpoint (no checkpoint
 * row: nothing folded; each half defaults on its own, as COALESCE of a row of nulls is that row).
 * A projection that is not installed holds nothing back.
 */
export async function notYetFolded(db: Db, projections: readonly string[], position: number): Promise<string[]> {
  const result = await sql<{ name: string }>`
    SELECT r.name FROM projection_registry r
      LEFT JOIN subscription_checkpoints c ON c.subscription_id = 'projection:' || r.name || ':g' || r.active_generation
      JOIN events e ON e.global_position = ${position}
     WHERE r.name = ANY(${projections as string[]})
       AND (e.transaction_id, e.global_position) >
           (COALESCE(c.last_transaction_id, '0'::xid8), COALESCE(c.last_position, 0))
     ORDER BY r.name`.execute(db);
  return result.rows.map((row) => row.name);
}

/** Thrown when a projection is still behind an event after the wait: the job is retried later. */
export class ProjectionsBehind extends Error {
  constructor(
    readonly projections: string[],
    readonly position: number,
  ) {
    super(`${projections.join(", ")} had not folded event ${position} yet`);
  }
}

export interface FoldWait {
  /** How long to wait, at most. */
  timeoutMs: number;
  /** Between two looks. */
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Returns once every one of these projections has folded the event at `position`. */
export async function whenFolded(
  db: Db,
  projections: readonly string[],
  position: number,
  { timeoutMs, intervalMs = 50, sleep = (ms) => new Promise((done) => setTimeout(done, ms)) }: FoldWait,
): Promise<void> {
  let waited = 0;
  for (;;) {
    const behind = await notYetFolded(db, projections, position);
    if (behind.length === 0) return;
    if (waited >= timeoutMs) throw new ProjectionsBehind(behind, position);
    await sleep(intervalMs);
    waited += intervalMs;
  }
}
