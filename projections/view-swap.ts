import type { Sql } from "../core/db/database.ts";
import type { Tx } from "../core/eventstore/checkpointed-batch.ts";
import { generationSchema, ident, type Projection } from "./projection.ts";

/**
 * How long a swap may make readers wait. Readers lock the views a query names in the query's
 * own order, so a swap that holds one view and waits for another can deadlock with them; this
 * timeout, below PostgreSQL's one-second deadlock_timeout, makes the swap the one that gives
 * way and tries again, never a visitor's query. It doubles on each try up to the longest, so
 * readers whose queries outlast the first wait (an analyst's join) cannot starve a rebuild.
 */
const SWAP_LOCK_TIMEOUT_MS = 100;
const LONGEST_SWAP_LOCK_TIMEOUT_MS = 800;
const RETRY_DEADLINE_MS = 60_000;
const LOCK_NOT_AVAILABLE = "55P03";
const DEADLOCK_DETECTED = "40P01";
/** CREATE OR REPLACE VIEW refuses a view whose columns were dropped, renamed or retyped. */
const VIEW_COLUMNS_CHANGED = new Set(["42P16", "42804"]);

function sqlState(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

/** Runs a transaction again, after a short jittered pause, each time it gave way on a lock. */
export async function retryOnLockConflict<T>(sql: Sql, work: (tx: Tx, attempt: number) => Promise<T>): Promise<T> {
  const deadline = Date.now() + RETRY_DEADLINE_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      return (await sql.begin((tx) => work(tx, attempt))) as T;
    } catch (error) {
      const state = sqlState(error);
      const conflict = state === LOCK_NOT_AVAILABLE || state === DEADLOCK_DETECTED;
      if (!conflict || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}

/** The lock wait a swap's attempt (0 for the first) allows before it gives way. */
export function swapLockTimeoutMs(attempt: number): number {
  return Math.min(SWAP_LOCK_TIMEOUT_MS * 2 ** attempt, LONGEST_SWAP_LOCK_TIMEOUT_MS);
}

/** From here on in the transaction, a lock wait longer than the attempt's timeout aborts it. */
export async function giveWayToReaders(tx: Tx, attempt: number): Promise<void> {
  await tx.unsafe(`SET LOCAL lock_timeout = '${swapLockTimeoutMs(attempt)}ms'`);
}

/**
 * Re-points the public views at a generation. CREATE OR REPLACE keeps each view's identity,
 * so a reader waiting on it never finds it gone; only a definition change that drops or
 * retypes columns needs a view dropped and created again.
 */
export async function pointViewsAt(tx: Tx, projection: Projection, generation: number): Promise<void> {
  const schema = ident(generationSchema(projection.name, generation));
  const existing = await tx<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.views
     WHERE table_schema = 'public' AND table_name = ANY(${projection.tables as string[]})`;
  if (existing.length > 0) {
    await tx.unsafe(`LOCK TABLE ${existing.map((v) => `public.${ident(v.name)}`).join(", ")} IN ACCESS EXCLUSIVE MODE`);
  }
  for (const table of projection.tables) {
    const view = `public.${ident(table)}`;
    const definition = `SELECT * FROM ${schema}.${ident(table)}`;
    try {
      await tx.savepoint((sp) => sp.unsafe(`CREATE OR REPLACE VIEW ${view} AS ${definition}`));
    } catch (error) {
      if (!VIEW_COLUMNS_CHANGED.has(sqlState(error) ?? "")) throw error;
      // CASCADE: views built over this one are made again afterwards (runner's afterViewsChanged)
      await tx.unsafe(`DROP VIEW ${view} CASCADE`);
      await tx.unsafe(`CREATE VIEW ${view} AS ${definition}`);
    }
  }
}
