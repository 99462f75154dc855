import { CamelCasePlugin, Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import { connectReadReplicas, type ReplicaStatus } from "./read-replicas.ts";
import type { KernelSchema } from "./schema.ts";

export type Sql = postgres.Sql;
/** kysely over the kernel's tables; projections/schema.ts `readModels(db)` adds the read models'. */
export type Db = Kysely<KernelSchema>;

export interface Database {
  /** postgres.js: the event store and subscriptions use it directly for lean, hand-written SQL. */
  sql: Sql;
  /** kysely on the same pool, for read models and queries. */
  db: Db;
  /**
   * One connection of its own for session advisory locks (subscription owners). It never idles
   * out or recycles, since closing it would drop the locks silently.
   */
  locks: Sql;
  /**
   * Where the public pages and APIs read (docs/decisions/0081): a healthy read replica when
   * DATABASE_READ_URL names some, else the primary itself. Whatever writes, or must read what it
   * has just written (the admin, form actions), uses `db`/`sql`.
   */
  read: ReadSide;
  close(): Promise<void>;
}

export interface ReadSide {
  db: Db;
  sql: Sql;
  /** The replicas as their last check saw them; empty without replicas. */
  replicas(): ReplicaStatus[];
}

export interface DatabaseOptions {
  max?: number;
  /** application_name, visible in pg_stat_activity. */
  name?: string;
  /** Read replicas' URLs (DATABASE_READ_URL). */
  readUrls?: readonly string[];
  /** A replica further behind than this gets no reads (READ_REPLICA_MAX_LAG_MS). */
  readMaxLagMs?: number;
  /** How often the replicas' lag is measured. */
  readCheckIntervalMs?: number;
}

/** A postgres.js pool with the product's type handling. */
function connectPool(url: string, max: number, name: string): Sql {
  return postgres(url, {
    max,
    idle_timeout: 60,
    connect_timeout: 15,
    onnotice: () => {},
    connection: { application_name: name },
    // int8 (global positions) and numeric as JS numbers and strings as postgres.js does
    // by default; xid8 stays a string so it round-trips exactly.
    types: {
      bigint: { to: 20, from: [20], serialize: (v: bigint | number) => v.toString(), parse: (v: string) => Number(v) },
      // A string sent to a json parameter is JSON already (node-postgres' rule, which pg-boss
      // relies on for json_to_recordset); anything else is serialised.
      json: {
        to: 114,
        from: [114, 3802],
        serialize: (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v)),
        parse: (v: string) => JSON.parse(v),
      },
    },
  });
}

const kyselyOver = (sql: Sql): Db =>
  new Kysely<KernelSchema>({
    dialect: new PostgresJSDialect({ postgres: preparingQueries(sql) }),
    plugins: [new CamelCasePlugin()],
  });

export function connectDatabase(url: string, options: DatabaseOptions = {}): Database {
  const sql = connectPool(url, options.max ?? 10, options.name ?? "flydealsbg");
  const db = kyselyOver(sql);
  const readUrls = options.readUrls ?? [];
  const replicas =
    readUrls.length > 0
      ? connectReadReplicas(
          sql,
          readUrls.map((readUrl) => ({
            url: readUrl,
            sql: connectPool(readUrl, options.max ?? 10, `${options.name ?? "flydealsbg"}:read`),
          })),
          { maxLagMs: options.readMaxLagMs ?? 2_000, intervalMs: options.readCheckIntervalMs },
        )
      : null;
  const readSql = replicas ? replicas.routed : sql;
  const read: ReadSide = {
    sql: readSql,
    db: replicas ? kyselyOver(readSql) : db,
    replicas: () => replicas?.statuses() ?? [],
  };
  const locks = postgres(url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: 15,
    onnotice: () => {},
    connection: { application_name: `${options.name ?? "flydealsbg"}:locks` },
  });
  let closing: Promise<void> | undefined;
  return {
    sql,
    db,
    locks,
    read,
    close() {
      // sql.end, not db.destroy(): the timeout ends a connection stuck on a dead query
      closing ??= Promise.all([replicas?.close(), sql.end({ timeout: 5 }), locks.end({ timeout: 5 })]).then(
        () => undefined,
      );
      return closing;
    },
  };
}

/**
 * The pool as kysely's dialect sees it, with every query sent as a named prepared statement:
 * kysely-postgres-js calls `unsafe`, which postgres.js does not prepare by default, so each
 * read-model query would be parsed and planned again on every request. postgres.js caches the
 * statements per connection and re-prepares one whose plan a replay's view swap invalidated.
 */
function preparingQueries(sql: Sql): Sql {
  const reserve = async () => {
    const connection = await sql.reserve();
    const unsafe = connection.unsafe.bind(connection);
    return Object.assign(connection, {
      unsafe: (query: string, parameters?: never[], options?: { prepare?: boolean }) =>
        unsafe(query, parameters, { prepare: true, ...options }),
    });
  };
  return Object.assign((...args: never[]) => (sql as unknown as (...a: never[]) => unknown)(...args), sql, {
    reserve,
  }) as unknown as Sql;
}

/** Replaces the database name in a connection URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
