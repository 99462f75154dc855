import { CamelCasePlugin, Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  max?: number;
  /** application_name, visible in pg_stat_activity. */
  name?: string;
}

export function connectDatabase(url: string, options: DatabaseOptions = {}): Database {
  const sql = postgres(url, {
    max: options.max ?? 10,
    idle_timeout: 60,
    connect_timeout: 15,
    onnotice: () => {},
    connection: { application_name: options.name ?? "flydealsbg" },
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
  const db = new Kysely<KernelSchema>({
    dialect: new PostgresJSDialect({ postgres: preparingQueries(sql) }),
    plugins: [new CamelCasePlugin()],
  });
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
    close() {
      // sql.end, not db.destroy(): the timeout ends a connection stuck on a dead query
      closing ??= Promise.all([sql.end({ timeout: 5 }), locks.end({ timeout: 5 })]).then(() => undefined);
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
