import type { Sql } from "../core/db/database.ts";
import {
  checkpointLag,
  processBatchInTransaction,
  recordCheckpointError,
  type Tx,
} from "../core/eventstore/checkpointed-batch.ts";
import { SubscriptionLoop } from "../core/eventstore/subscription.ts";
import type { Upcasters } from "../core/eventstore/upcasting.ts";
import type { Wakeup } from "../core/eventstore/wakeup.ts";
import type { Logger } from "../core/log/logger.ts";
import { checkpointIdOf, generationSchema, ident, type Projection } from "./projection.ts";
import { giveWayToReaders, pointViewsAt, retryOnLockConflict } from "./view-swap.ts";

export interface ProjectionRunnerOptions {
  sql: Sql;
  /** The process's lock session (Database.locks); loops reserve pool connections without it. */
  locks?: Sql;
  upcasters: Upcasters;
  wakeup: Wakeup;
  logger: Logger;
  batchSize?: number;
  /** Batch size of catch-up and rebuild, where bigger batches fold faster. */
  catchUpBatchSize?: number;
  pollIntervalMs?: number;
  /**
   * Runs after install() and after a rebuild's swap: views other code builds over the read
   * models' views (projections/analytics/schema.ts) are made again, since a swap that changes a
   * view's columns drops what depends on it.
   */
  afterViewsChanged?: (sql: Sql) => Promise<void>;
}

export interface ProjectionStatus {
  name: string;
  definitionVersion: number;
  activeGeneration: number;
  /** Global position of the last event folded into the active generation. */
  position: number;
  lag: number;
  processedEvents: number;
  lastError: string | null;
  lastErrorAt: Date | null;
  rebuild: { generation: number; processed: number; target: number; startedAt: Date } | null;
  lastRebuiltAt: Date | null;
}

/** How long catchUp() waits for a running transaction that holds committed events back. */
const CATCH_UP_HORIZON_WAIT_MS = 30_000;

interface RegistryRow {
  name: string;
  definition_version: number;
  active_generation: number;
  rebuilding_generation: number | null;
  rebuild_started_at: Date | null;
  rebuild_processed: number | null;
  rebuild_target: number | null;
  last_rebuilt_at: Date | null;
}

async function createGeneration(tx: Tx, projection: Projection, generation: number): Promise<void> {
  const schema = generationSchema(projection.name, generation);
  await tx.unsafe(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`);
  await tx.unsafe(`CREATE SCHEMA ${ident(schema)}`);
  await projection.createTables(tx, schema);
  await tx`DELETE FROM subscription_checkpoints WHERE subscription_id = ${checkpointIdOf(projection.name, generation)}`;
}

/** Keeps every projection caught up, and rebuilds one beside the live one on request. */
export class ProjectionRunner {
  private readonly loops = new Map<string, SubscriptionLoop>();
  private readonly byName: Map<string, Projection>;
  private installing = false;

  constructor(
    readonly projections: readonly Projection[],
    private readonly options: ProjectionRunnerOptions,
  ) {
    this.byName = new Map(projections.map((p) => [p.name, p]));
  }

  get(name: string): Projection {
    const projection = this.byName.get(name);
    if (!projection) {
      throw new Error(`Unknown projection "${name}"; known: ${[...this.byName.keys()].join(", ")}`);
    }
    return projection;
  }

  /**
   * Creates the first generation of a new projection, and rebuilds one whose definition
   * version changed (the old tables keep serving until the new ones are swapped in).
   */
  async install(): Promise<void> {
    this.installing = true;
    try {
      await this.installEach();
    } finally {
      this.installing = false;
    }
    await this.options.afterViewsChanged?.(this.options.sql);
  }

  private async installEach(): Promise<void> {
    for (const projection of this.projections) {
      const created = await this.options.sql.begin(async (tx) => {
        const [row] = await tx<RegistryRow[]>`
          SELECT * FROM projection_registry WHERE name = ${projection.name} FOR UPDATE`;
        if (row) return row;
        await createGeneration(tx, projection, 1);
        await pointViewsAt(tx, projection, 1);
        await tx`INSERT INTO projection_registry (name, definition_version, active_generation)
                 VALUES (${projection.name}, ${projection.version}, 1)`;
        return null;
      });
      if (created && created.definition_version !== projection.version) {
        this.options.logger.info("projection definition changed; rebuilding", {
          projection: projection.name,
          from: created.definition_version,
          to: projection.version,
        });
        await this.rebuild(projection.name);
      }
    }
  }

  start(): void {
    for (const projection of this.projections) {
      if (this.loops.has(projection.name)) continue;
      const loop = new SubscriptionLoop({
        name: `projection:${projection.name}`,
        sql: this.options.sql,
        locks: this.options.locks,
        wakeup: this.options.wakeup,
        logger: this.options.logger,
        batchSize: this.options.batchSize ?? 500,
        pollIntervalMs: this.options.pollIntervalMs,
        step: () => this.step(projection),
        onError: async (error) => {
          const generation = await this.activeGeneration(projection.name);
          await recordCheckpointError(this.options.sql, checkpointIdOf(projection.name, generation), error);
        },
      });
      this.loops.set(projection.name, loop);
      loop.start();
    }
  }

  /**
   * Which subscriptions this process owns now (the advisory lock of SubscriptionLoop): every
   * projection by name, false where another instance owns it or this one runs no loops.
   */
  ownership(): Map<string, boolean> {
    return new Map(this.projections.map((p) => [p.name, this.loops.get(p.name)?.isOwner ?? false]));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.loops.values()].map((loop) => loop.stop()));
    this.loops.clear();
  }

  /** One live batch: the registry row is read FOR SHARE so a swap waits for it to finish. */
  step(projection: Projection, batchSize = this.options.batchSize ?? 500): Promise<number> {
    return this.options.sql.begin(async (tx) => {
      const [row] = await tx<{ active_generation: number }[]>`
        SELECT active_generation FROM projection_registry WHERE name = ${projection.name} FOR SHARE`;
      if (!row) throw new Error(`projection ${projection.name} is not installed`);
      const generation = row.active_generation;
      return processBatchInTransaction(tx, {
        checkpointId: checkpointIdOf(projection.name, generation),
        batchSize,
        eventTypes: projection.eventTypes,
        upcasters: this.options.upcasters,
        handle: (batchTx, events) => projection.handle(batchTx, events, generationSchema(projection.name, generation)),
      });
    });
  }

  /**
   * Folds every event committed before the call (for the first start, scripts and tests). A batch
   * reads only what is older than every transaction still running on the server: while one is
   * (an autoanalyze after a big seed, a crawl of another instance), the events behind it wait, and
   * so does this, up to `horizonWaitMs`; after that the live loops fold them.
   */
  async catchUp(name?: string, horizonWaitMs = CATCH_UP_HORIZON_WAIT_MS): Promise<void> {
    const [row] = await this.options.sql<{ head: number | null }[]>`SELECT max(global_position) AS head FROM events`;
    const head = row?.head ?? 0;
    for (const projection of name ? [this.get(name)] : this.projections) {
      const deadline = Date.now() + horizonWaitMs;
      for (;;) {
        while ((await this.step(projection, this.options.catchUpBatchSize ?? 5_000)) > 0) {}
        if (!(await this.holdsBack(projection, head))) break;
        if (Date.now() > deadline) {
          this.options.logger.warn("catch-up left events a running transaction holds back to the live loop", {
            projection: projection.name,
            upTo: head,
          });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  /** Whether events of the projection's types up to `head` are still unfolded in its active generation. */
  private async holdsBack(projection: Projection, head: number): Promise<boolean> {
    if (head === 0) return false;
    const [row] = await this.options.sql.unsafe<{ behind: boolean }[]>(
      `SELECT EXISTS (
         SELECT 1 FROM projection_registry r
           LEFT JOIN subscription_checkpoints c ON c.subscription_id = 'projection:' || r.name || ':g' || r.active_generation
           JOIN events e ON e.global_position <= $2 AND e.type = ANY($3)
                        AND (e.transaction_id, e.global_position) >
                            (COALESCE(c.last_transaction_id, '0'::xid8), COALESCE(c.last_position, 0))
          WHERE r.name = $1) AS behind`,
      [projection.name, head, projection.eventTypes as string[]],
    );
    return row?.behind ?? false;
  }

  private async activeGeneration(name: string): Promise<number> {
    const [row] = await this.options.sql<{ active_generation: number }[]>`
      SELECT active_generation FROM projection_registry WHERE name = ${name}`;
    if (!row) throw new Error(`projection ${name} is not installed`);
    return row.active_generation;
  }

  /**
   * Blue-green replay: fold every event from position zero into a new generation while the
   * live one keeps serving, then, holding the registry row, fold the last few events and
   * re-point the views in one transaction. Readers never see a half-built table, and a swap that
   * would make a reader wait too long gives way and is tried again (view-swap.ts).
   */
  async rebuild(name: string, onProgress?: (processed: number, target: number) => void): Promise<void> {
    const projection = this.get(name);
    const { sql, logger, upcasters } = this.options;
    const generation = await sql.begin(async (tx) => {
      const [row] = await tx<RegistryRow[]>`SELECT * FROM projection_registry WHERE name = ${name} FOR UPDATE`;
      if (!row) throw new Error(`projection ${name} is not installed`);
      const next = Math.max(row.active_generation, row.rebuilding_generation ?? 0) + 1;
      await createGeneration(tx, projection, next);
      const [count] = await tx<{ n: number }[]>`
        SELECT count(*)::bigint AS n FROM events WHERE type = ANY(${projection.eventTypes as string[]})`;
      await tx`UPDATE projection_registry
                  SET rebuilding_generation = ${next}, rebuild_started_at = now(), rebuild_processed = 0,
                      rebuild_target = ${count?.n ?? 0}, updated_at = now()
                WHERE name = ${name}`;
      return next;
    });
    const schema = generationSchema(name, generation);
    const checkpointId = checkpointIdOf(name, generation);
    const batch = (tx: Tx) =>
      processBatchInTransaction(tx, {
        checkpointId,
        batchSize: this.options.catchUpBatchSize ?? 5_000,
        eventTypes: projection.eventTypes,
        upcasters,
        handle: (batchTx, events) => projection.handle(batchTx, events, schema),
      });
    logger.info("projection rebuild started", { projection: name, generation });
    let processed = 0;
    for (;;) {
      const handled = await sql.begin(async (tx) => {
        const n = await batch(tx);
        if (n > 0) {
          await tx`UPDATE projection_registry SET rebuild_processed = rebuild_processed + ${n} WHERE name = ${name}`;
        }
        return n;
      });
      if (handled === 0) break;
      processed += handled;
      const [row] = await sql<{ rebuild_target: number }[]>`
        SELECT rebuild_target FROM projection_registry WHERE name = ${name}`;
      onProgress?.(processed, row?.rebuild_target ?? processed);
      logger.info("projection rebuild progress", { projection: name, processed, target: row?.rebuild_target });
    }
    const previous = await retryOnLockConflict(sql, async (tx, attempt) => {
      const [row] = await tx<RegistryRow[]>`SELECT * FROM projection_registry WHERE name = ${name} FOR UPDATE`;
      if (!row || row.rebuilding_generation !== generation) {
        throw new Error(`rebuild of ${name} generation ${generation} was superseded`);
      }
      while ((await batch(tx)) > 0) {}
      await giveWayToReaders(tx, attempt);
      await pointViewsAt(tx, projection, generation);
      await tx`UPDATE projection_registry
                  SET active_generation = ${generation}, definition_version = ${projection.version},
                      rebuilding_generation = NULL, rebuild_started_at = NULL, rebuild_processed = NULL,
                      rebuild_target = NULL, last_rebuilt_at = now(), updated_at = now()
                WHERE name = ${name}`;
      return row.active_generation;
    });
    // Readers that opened a query on the old views finish first: DROP waits for their locks.
    await retryOnLockConflict(sql, async (tx, attempt) => {
      await giveWayToReaders(tx, attempt);
      await tx.unsafe(`DROP SCHEMA IF EXISTS ${ident(generationSchema(name, previous))} CASCADE`);
      await tx`DELETE FROM subscription_checkpoints WHERE subscription_id = ${checkpointIdOf(name, previous)}`;
    });
    logger.info("projection rebuild swapped in", { projection: name, generation, processed });
    // install() runs it once every projection is in place
    if (!this.installing) await this.options.afterViewsChanged?.(sql);
  }

  /**
   * Where every read model is: each projection's active generation and last folded position.
   * A page built from the read models is the same while this is (http/middleware/conditional-get.ts).
   */
  async positions(sql: Sql = this.options.sql): Promise<string> {
    const [row] = await sql<{ positions: string | null }[]>`
      SELECT string_agg(r.name || ':' || r.active_generation || ':' || coalesce(c.last_position, 0), ',' ORDER BY r.name)
             AS positions
        FROM projection_registry r
        LEFT JOIN subscription_checkpoints c
          ON c.subscription_id = 'projection:' || r.name || ':g' || r.active_generation`;
    return row?.positions ?? "";
  }

  async status(): Promise<ProjectionStatus[]> {
    const { sql } = this.options;
    const rows = await sql<
      (RegistryRow & {
        last_position: number | null;
        processed_events: number | null;
        last_error: string | null;
        last_error_at: Date | null;
      })[]
    >`
      SELECT r.*, c.last_position, c.processed_events, c.last_error, c.last_error_at
        FROM projection_registry r
        LEFT JOIN subscription_checkpoints c
          ON c.subscription_id = 'projection:' || r.name || ':g' || r.active_generation
       ORDER BY r.name`;
    const statuses: ProjectionStatus[] = [];
    for (const row of rows) {
      const projection = this.byName.get(row.name);
      if (!projection) continue;
      statuses.push({
        name: row.name,
        definitionVersion: row.definition_version,
        activeGeneration: row.active_generation,
        position: row.last_position ?? 0,
        lag: await checkpointLag(sql, checkpointIdOf(row.name, row.active_generation), projection.eventTypes),
        processedEvents: row.processed_events ?? 0,
        lastError: row.last_error,
        lastErrorAt: row.last_error_at,
        rebuild:
          row.rebuilding_generation === null
            ? null
            : {
                generation: row.rebuilding_generation,
                processed: row.rebuild_processed ?? 0,
                target: row.rebuild_target ?? 0,
                startedAt: row.rebuild_started_at as Date,
              },
        lastRebuiltAt: row.last_rebuilt_at,
      });
    }
    return statuses;
  }
}
