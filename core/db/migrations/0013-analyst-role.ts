import { type Kysely, sql } from "kysely";

/**
 * The analysts' role (decision 0062): no login until the start gives it a password
 * (projections/analyst-role.ts), read-only, a statement timeout and a few connections. Roles
 * belong to the whole PostgreSQL server, so it may exist already (another database on the same
 * server); a database user without CREATEROLE (a managed service) leaves it to the operator.
 * Its privileges, SELECT on the analytics schema only, are granted where that schema is made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'analyst') THEN
        CREATE ROLE analyst NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT CONNECTION LIMIT 5;
        ALTER ROLE analyst SET default_transaction_read_only = on;
        ALTER ROLE analyst SET statement_timeout = '30s';
        ALTER ROLE analyst SET idle_in_transaction_session_timeout = '60s';
      END IF;
    EXCEPTION
      -- another database's migration created it at the same moment: its settings are the same
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'the database user may not create roles: create the analyst role by hand (docs/analytics.md)';
    END
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS analytics CASCADE`.execute(db);
}
