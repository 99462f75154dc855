import { type Kysely, sql } from "kysely";

/**
 * What every role may do in this database by PostgreSQL's defaults, and the product's own role
 * alone may now (issue 32, docs/decisions/0096): take advisory locks (sign-in, subscriptions and
 * pg-boss wait on them, so a role holding one could stop them) and make large objects. Function
 * privileges live in each database's catalog, so this confines this database only (temporary
 * tables are the database's own privilege, which a copy from a template does not keep: see
 * enableAnalystLogin). A database user that does not own the catalog (a managed
 * service) may not change them: the start says so and goes on (docs/analytics.md).
 */

/** The advisory-lock and large-object functions, as a PL/pgSQL loop over their signatures runs `body`. */
const forEachConfinedFunction = (body: string) =>
  sql.raw(`
    DO $$
    DECLARE
      fn regprocedure;
    BEGIN
      FOR fn IN
        SELECT p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
         WHERE n.nspname = 'pg_catalog'
           AND (p.proname LIKE 'pg\\_%advisory\\_%' OR p.proname LIKE 'lo\\_%' OR p.proname IN ('loread', 'lowrite'))
      LOOP
        ${body}
      END LOOP;
    EXCEPTION
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'the database user may not confine advisory locks and large objects to itself (docs/analytics.md)';
    END
    $$;
  `);

export async function up(db: Kysely<unknown>): Promise<void> {
  await forEachConfinedFunction(`
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', fn, current_user);
        EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', fn);`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await forEachConfinedFunction(`EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO PUBLIC', fn);`).execute(db);
}
