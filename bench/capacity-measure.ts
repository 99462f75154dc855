/**
 * What bench/capacity.ts reads from PostgreSQL between its steps: row counts, on-disk sizes
 * (heap + TOAST + indexes, as pg_total_relation_size counts them) and the WAL position.
 */
import type { Sql } from "../core/db/database.ts";

export interface TableSize {
  /** schema.table: projections live in their generation's schema behind a view in public. */
  name: string;
  rows: number;
  bytes: number;
  heapBytes: number;
  indexBytes: number;
  /** TOAST and the other forks: total - heap - indexes. */
  toastBytes: number;
}

export interface DatabaseState {
  events: number;
  lastPosition: number;
  priceRows: number;
  walLsn: string;
  eventsTable: TableSize;
  priceHistory: TableSize;
  /** route_price_samples: the statistics' row per observation. */
  samples: TableSize;
  /** The largest tables, biggest first. */
  tables: TableSize[];
}

const LARGEST = 15;

async function tableSizes(sql: Sql, where: string): Promise<TableSize[]> {
  const found = await sql.unsafe<
    { schema: string; name: string; bytes: string; heap: string; indexes: string }[]
  >(`SELECT n.nspname AS schema, c.relname AS name, pg_total_relation_size(c.oid)::bigint AS bytes,
            pg_relation_size(c.oid)::bigint AS heap, pg_indexes_size(c.oid)::bigint AS indexes
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg_toast%' AND ${where}
      ORDER BY pg_total_relation_size(c.oid) DESC LIMIT ${LARGEST}`);
  const sizes: TableSize[] = [];
  for (const t of found) {
    // exact counts: reltuples is only an estimate until ANALYZE has run
    const [count] = await sql.unsafe<{ n: string }[]>(`SELECT count(*)::bigint AS n FROM "${t.schema}"."${t.name}"`);
    const bytes = Number(t.bytes);
    const heapBytes = Number(t.heap);
    const indexBytes = Number(t.indexes);
    sizes.push({
      name: `${t.schema}.${t.name}`,
      rows: Number(count?.n ?? 0),
      bytes,
      heapBytes,
      indexBytes,
      toastBytes: bytes - heapBytes - indexBytes,
    });
  }
  return sizes;
}

async function oneTable(sql: Sql, name: string): Promise<TableSize> {
  const [table] = await tableSizes(sql, `c.relname = '${name}'`);
  if (!table) throw new Error(`no table ${name}`);
  return table;
}

export async function readState(sql: Sql): Promise<DatabaseState> {
  const [wal] = await sql<{ lsn: string }[]>`SELECT pg_current_wal_lsn()::text AS lsn`;
  const eventsTable = await oneTable(sql, "events");
  const priceHistory = await oneTable(sql, "price_history");
  const samples = await oneTable(sql, "route_price_samples");
  const [last] = await sql<{ p: string | null }[]>`SELECT max(global_position)::bigint AS p FROM events`;
  return {
    events: eventsTable.rows,
    lastPosition: Number(last?.p ?? 0),
    priceRows: priceHistory.rows,
    walLsn: wal?.lsn ?? "0/0",
    eventsTable,
    priceHistory,
    samples,
    tables: await tableSizes(sql, "true"),
  };
}

export async function currentWal(sql: Sql): Promise<string> {
  const [wal] = await sql<{ lsn: string }[]>`SELECT pg_current_wal_lsn()::text AS lsn`;
  return wal?.lsn ?? "0/0";
}

/** WAL bytes written since `from`. */
export async function walSince(sql: Sql, from: string): Promise<number> {
  const [row] = await sql<
    { bytes: string }[]
  >`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), ${from}::pg_lsn)::bigint AS bytes`;
  return Number(row?.bytes ?? 0);
}

export interface EventTypeCount {
  type: string;
  count: number;
  /** Mean stored size of data + metadata (pg_column_size: compressed when TOASTed). */
  avgPayloadBytes: number;
}

/** Events after a position, by type, most frequent first. */
export async function eventsByType(sql: Sql, afterPosition: number): Promise<EventTypeCount[]> {
  const rows = await sql<{ type: string; count: string; avg: string }[]>`
    SELECT type, count(*)::bigint AS count, round(avg(pg_column_size(data) + pg_column_size(metadata)))::bigint AS avg
      FROM events WHERE global_position > ${afterPosition}
     GROUP BY type ORDER BY count(*) DESC, type`;
  return rows.map((r) => ({ type: r.type, count: Number(r.count), avgPayloadBytes: Number(r.avg) }));
}

/** Each of the largest tables' growth between two states, per `per` (days, crawls). */
export function growth(
  before: DatabaseState,
  after: DatabaseState,
  per: number,
): { name: string; rows: number; bytes: number }[] {
  const earlier = new Map(before.tables.map((t) => [t.name, t]));
  return after.tables.map((t) => ({
    name: t.name,
    rows: Math.round((t.rows - (earlier.get(t.name)?.rows ?? 0)) / per),
    bytes: Math.round((t.bytes - (earlier.get(t.name)?.bytes ?? 0)) / per),
  }));
}
