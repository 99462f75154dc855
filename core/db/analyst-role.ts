import type { Sql } from "./database.ts";

export const ANALYST_ROLE = "analyst";

/** How long a password from `npm run analyst` lets its holder in (docs/decisions/0096). */
export const ANALYST_ACCESS_HOURS = 12;

const INSUFFICIENT_PRIVILEGE = "42501";

/**
 * No role but the product's may make temporary tables or functions here: the database's own
 * privilege, which a database made from a template does not keep, so every start takes it
 * away again (migration 0019 confines the functions).
 */
async function confineTemporaryObjects(sql: Sql): Promise<void> {
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
}

async function roleExists(sql: Sql): Promise<boolean> {
  const [role] = await sql`SELECT 1 FROM pg_roles WHERE rolname = ${ANALYST_ROLE}`;
  return role !== undefined;
}

/** Runs an ALTER ROLE built with format(): false where this database user may not alter the role. */
async function alterRole(sql: Sql, format: string, ...values: string[]): Promise<boolean> {
  // format(%L) quotes the values as literals: ALTER ROLE takes no bind parameters
  const [statement] = await sql.unsafe<{ text: string }[]>(
    `SELECT format($1, $2::text${values.map((_, i) => `, $${i + 3}::text`).join("")}) AS text`,
    [format, ANALYST_ROLE, ...values] as never[],
  );
  try {
    await sql.unsafe(statement?.text ?? "");
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return false;
    throw error;
  }
}

/**
 * Lets the analyst role (migration 0013) sign in with this password until `validUntil`
 * ("infinity" for the operator's fixed ANALYST_PASSWORD). The expiry is the role's, which the
 * analyst cannot change: a password it sets itself ends with the one it replaced. Returns
 * false, changing nothing, where the role does not exist or the database user may not alter it.
 */
export async function enableAnalystLogin(sql: Sql, password: string, validUntil: Date | "infinity"): Promise<boolean> {
  if (!(await roleExists(sql))) return false;
  await confineTemporaryObjects(sql);
  const until = validUntil === "infinity" ? "infinity" : validUntil.toISOString();
  return alterRole(sql, "ALTER ROLE %I WITH LOGIN PASSWORD %L VALID UNTIL %L", password, until);
}

/**
 * A start without ANALYST_PASSWORD: the role is confined, and a password that never expires
 * (kept from before passwords were issued per use, or a fixed one since removed) ends now.
 * Passwords `npm run analyst` issued keep their own end. False where the role is missing or
 * may not be altered.
 */
export async function confineAnalyst(sql: Sql): Promise<boolean> {
  if (!(await roleExists(sql))) return false;
  await confineTemporaryObjects(sql);
  const [role] = await sql<{ open: boolean }[]>`
    SELECT rolvaliduntil IS NULL OR rolvaliduntil = 'infinity' AS open FROM pg_roles WHERE rolname = ${ANALYST_ROLE}`;
  return role?.open ? alterRole(sql, "ALTER ROLE %I VALID UNTIL %L", "-infinity") : true;
}
