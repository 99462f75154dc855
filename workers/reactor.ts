import type PgBoss from "pg-boss";
import type { Sql } from "../core/db/database.ts";
import { processBatchInTransaction, recordCheckpointError, type Tx } from "../core/eventstore/checkpointed-batch.ts";
import { SubscriptionLoop } from "../core/eventstore/subscription.ts";
import type { AnyEvent, Recorded } from "../core/eventstore/types.ts";
import type { Upcasters } from "../core/eventstore/upcasting.ts";
import type { Wakeup } from "../core/eventstore/wakeup.ts";
import type { Logger } from "../core/log/logger.ts";

/**
 * Turns events into jobs. Its jobs are sent in the transaction that moves its checkpoint.
 * E is the union of `eventTypes`' events, as for a Projection (projections/projection.ts).
 */
export interface Reactor<E extends AnyEvent = AnyEvent> {
  readonly name: string;
  readonly eventTypes: readonly E["type"][];
  // a method, so that a Reactor<DealEvent> stands in a Reactor[] (its parameter is bivariant)
  react(tx: Tx, events: Recorded<E>[], boss: PgBoss): Promise<void>;
}

export interface ReactorDeps {
  sql: Sql;
  /** The process's lock session (Database.locks). */
  locks?: Sql;
  boss: PgBoss;
  upcasters: Upcasters;
  wakeup: Wakeup;
  logger: Logger;
  pollIntervalMs?: number;
}

const REACTOR_BATCH_SIZE = 200;

/** One batch of a reactor, in the transaction that moves its checkpoint; how many events it read. */
export function reactorStep(reactor: Reactor, deps: ReactorDeps): Promise<number> {
  return deps.sql.begin((tx) =>
    processBatchInTransaction(tx, {
      checkpointId: `reactor:${reactor.name}`,
      batchSize: REACTOR_BATCH_SIZE,
      eventTypes: reactor.eventTypes,
      upcasters: deps.upcasters,
      handle: (batchTx, events) => reactor.react(batchTx, events, deps.boss),
    }),
  );
}

export function reactorLoop(reactor: Reactor, deps: ReactorDeps): SubscriptionLoop {
  const checkpointId = `reactor:${reactor.name}`;
  return new SubscriptionLoop({
    name: checkpointId,
    sql: deps.sql,
    locks: deps.locks,
    wakeup: deps.wakeup,
    logger: deps.logger,
    batchSize: REACTOR_BATCH_SIZE,
    pollIntervalMs: deps.pollIntervalMs,
    step: () => reactorStep(reactor, deps),
    onError: (error) => recordCheckpointError(deps.sql, checkpointId, error),
  });
}
