import type PgBoss from "pg-boss";
import type { Sql } from "../core/db/database.ts";
import { processBatchInTransaction, recordCheckpointError, type Tx } from "../core/eventstore/checkpointed-batch.ts";
import { SubscriptionLoop } from "../core/eventstore/subscription.ts";
import type { RecordedEvent } from "../core/eventstore/types.ts";
import type { Upcasters } from "../core/eventstore/upcasting.ts";
import type { Wakeup } from "../core/eventstore/wakeup.ts";
import type { Logger } from "../core/log/logger.ts";

/** Turns events into jobs. Its jobs are sent in the transaction that moves its checkpoint. */
export interface Reactor {
  readonly name: string;
  readonly eventTypes: readonly string[];
  react(tx: Tx, events: RecordedEvent[], boss: PgBoss): Promise<void>;
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

export function reactorLoop(reactor: Reactor, deps: ReactorDeps): SubscriptionLoop {
  const checkpointId = `reactor:${reactor.name}`;
  const batchSize = 200;
  return new SubscriptionLoop({
    name: checkpointId,
    sql: deps.sql,
    locks: deps.locks,
    wakeup: deps.wakeup,
    logger: deps.logger,
    batchSize,
    pollIntervalMs: deps.pollIntervalMs,
    step: () =>
      deps.sql.begin((tx) =>
        processBatchInTransaction(tx, {
          checkpointId,
          batchSize,
          eventTypes: reactor.eventTypes,
          upcasters: deps.upcasters,
          handle: (batchTx, events) => reactor.react(batchTx, events, deps.boss),
        }),
      ),
    onError: (error) => recordCheckpointError(deps.sql, checkpointId, error),
  });
}
