import { CamelCasePlugin, Kysely } from "kysely";
import { PostgresJSDialect } from "kysely-postgres-js";
import postgres from "postgres";
import type { DatabaseSchema } from "./schema.ts";

export type Sql = postgres.Sql;
export type Db = Kysely<DatabaseSchema>;

export interface Database {
  /** postgres.js: the event store and subscriptions use it directly for lean, hand-written SQL. */
  sql: Sql;
  /** kysely on the same pool, for read models and queries. */
  db: Db;
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
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresJSDialect({ postgres: sql }),
    plugins: [new CamelCasePlugin()],
  });
  let closing: Promise<void> | undefined;
  return {
    sql,
    db,
    close() {
      // sql.end, not db.destroy(): the timeout ends a connection stuck on a dead query
      closing ??= sql.end({ timeout: 5 });
      return closing;
    },
  };
}

/** Replaces the database name in a connection URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
