import type { TransactionSql } from "postgres";
import type { Sql } from "../db/database.ts";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import { EVENTS_CHANNEL } from "../eventstore/wakeup.ts";

/** The pool or a transaction: what a write that may join the caller's transaction runs on. */
export type Queryable = Sql | TransactionSql;

/**
 * One transaction for a form's personal data, its events and its outbox mails: a subscription
 * never exists without its confirmation mail, nor personal data without the event that
 * explains it. Projections are woken by NOTIFY after the commit (as the store's own appends do).
 */
export async function inTransaction<T>(
  sql: Sql,
  upcasters: Upcasters | undefined,
  work: (unit: { tx: TransactionSql; store: EventStore }) => Promise<T>,
): Promise<T> {
  const tasks: Array<() => Promise<void>> = [];
  const result = (await sql.begin((tx) => {
    commitTasks.set(tx, tasks);
    return work({ tx, store: new PostgresEventStore(tx, { upcasters }) });
  })) as T;
  // polling covers a lost notification
  sql.notify(EVENTS_CHANNEL, "").catch(() => {});
  // after the commit: a failing task (an SMTP delivery) cannot undo the writes; its error is the caller's
  let failure: unknown;
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return result;
}

const commitTasks = new WeakMap<TransactionSql, Array<() => Promise<void>>>();

/**
 * Runs `task` once `tx` (an inTransaction one) has committed, and never if it rolls back.
 * False when `tx` did not come from inTransaction: nothing is scheduled then.
 */
export function afterCommit(tx: TransactionSql, task: () => Promise<void>): boolean {
  const tasks = commitTasks.get(tx);
  if (!tasks) return false;
  tasks.push(task);
  return true;
}
