import type { Sql } from "../core/db/database.ts";
import { ident } from "./projection.ts";

/** md5 over every row of a table in a stable order: equal checksums mean equal contents. */
export async function tableChecksum(sql: Sql, schema: string, table: string): Promise<string> {
  const [row] = await sql.unsafe<{ checksum: string | null; rows: number }[]>(
    `SELECT md5(COALESCE(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS checksum, count(*)::int AS rows
       FROM ${ident(schema)}.${ident(table)} t`,
  );
  return `${row?.rows ?? 0}:${row?.checksum ?? ""}`;
}
