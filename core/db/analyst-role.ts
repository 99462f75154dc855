import type { Env } from "../config/env.ts";
import { generatedSecret } from "../config/generated-secret.ts";
import type { Sql } from "./database.ts";

/** Kept in DATA_DIR when ANALYST_PASSWORD is unset, like the other generated secrets. */
export const ANALYST_PASSWORD_FILE = "analyst-password";
export const ANALYST_ROLE = "analyst";

export function analystPassword(env: Pick<Env, "ANALYST_PASSWORD" | "DATA_DIR">): string {
  return env.ANALYST_PASSWORD || generatedSecret(env.DATA_DIR, ANALYST_PASSWORD_FILE);
}

/**
 * Lets the analyst role (migration 0013) sign in with this password, once no role but the
 * product's may make temporary tables or functions here: the database's own privilege, which
 * a database made from a template does not keep, so it is taken away again on every start
 * (docs/decisions/0096). Returns false, changing nothing, where the role does not exist or the
 * database user may not alter it.
 */
export async function enableAnalystLogin(sql: Sql, password: string): Promise<boolean> {
  const [role] = await sql`SELECT 1 FROM pg_roles WHERE rolname = ${ANALYST_ROLE}`;
  if (!role) return false;
  await sql.unsafe(`
    DO $$
    BEGIN
      EXECUTE format('GRANT TEMPORARY ON DATABASE %I TO %I', current_database(), current_user);
      EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
    EXCEPTION
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'the database user may not keep temporary tables to itself (docs/analytics.md)';
    END
    $$`);
  // format(%L) quotes the password as a literal: ALTER ROLE takes no bind parameters
  const [statement] = await sql<{ text: string }[]>`
    SELECT format('ALTER ROLE %I WITH LOGIN PASSWORD %L', ${ANALYST_ROLE}::text, ${password}::text) AS text`;
  try {
    await sql.unsafe(statement?.text ?? "");
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "42501") return false; // insufficient_privilege
    throw error;
  }
}
