import PgBoss from "pg-boss";
import type { TransactionSql } from "postgres";
import { SITE_TIME_ZONE } from "../core/constants.ts";
import type { Sql } from "../core/db/database.ts";
import { JOB_SCHEMA } from "../core/jobs/queues.ts";
import type { Logger } from "../core/log/logger.ts";
import type { QueueName } from "./queues.ts";

// one name for the schema, shared with the admin's queue screen
export const BOSS_SCHEMA = JOB_SCHEMA;

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** pg-boss speaks node-postgres' executeSql; this runs it on our postgres.js connection. */
export function executeSqlOn(sql: Sql | TransactionSql): { executeSql: ExecuteSql } {
  return {
    executeSql: async (text, rawValues = []) => {
      // node-postgres sends undefined as NULL; postgres.js refuses it
      const values = rawValues.map((value) => (value === undefined ? null : value));
      // pg-boss wraps its migrations and queue creation in BEGIN; ... COMMIT; postgres.js
      // refuses those on a pool, so such a script runs inside sql.begin instead.
      const wrapped = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/.exec(text);
      if (wrapped && "begin" in sql) {
        const body = wrapped[1] as string;
        const result = await sql.begin((tx) => tx.unsafe(body, values as never[]));
        return { rows: [...(result as unknown as unknown[])] };
      }
      const rows = await sql.unsafe(text, values as never[]);
      return { rows: [...rows] };
    },
  };
}

/** pg-boss on the same database and pool as everything else, in its own schema. */
export function createBoss(
  sql: Sql,
  logger: Logger,
  options: {
    schedule?: boolean;
    supervise?: boolean;
    /** How often a worker with no interval of its own asks for jobs: pg-boss's 2 s unless set. */
    pollingIntervalSeconds?: number;
  } = {},
): PgBoss {
  const boss = new PgBoss({
    db: executeSqlOn(sql),
    schema: BOSS_SCHEMA,
    schedule: options.schedule ?? true,
    supervise: options.supervise ?? true,
    migrate: true,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  });
  boss.on("error", (error) => logger.error("pg-boss error", { error }));
  return boss;
}

/** Options that make boss.send() write inside `tx`, committing or rolling back with it. */
export function inTransaction(tx: TransactionSql): { db: { executeSql: ExecuteSql } } {
  return { db: executeSqlOn(tx) };
}

/** Creates one of the product's queues (workers/queues.ts), its name said once. */
export function createQueue(boss: PgBoss, name: QueueName, options: Omit<PgBoss.Queue, "name"> = {}): Promise<void> {
  return boss.createQueue(name, { ...options, name });
}

/** Runs a queue on a cron, read in the site's time zone like every other schedule of the product. */
export async function scheduleQueue(boss: PgBoss, name: QueueName, cron: string): Promise<void> {
  await boss.schedule(name, cron, {}, { tz: SITE_TIME_ZONE });
}
