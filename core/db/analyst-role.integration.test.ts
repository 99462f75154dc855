import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installedProjections } from "../../projections/testing.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { ANALYST_ROLE, confineAnalyst, enableAnalystLogin } from "./analyst-role.ts";
import { enforceAnalystLimits } from "./analyst-watchdog.ts";

let database: TestDatabase;
let analyst: postgres.Sql;
const PASSWORD = "analyst-test-password-0123456789";

/** What the analyst's connection answers: rows, or the error's SQLSTATE. */
async function attempt(query: string): Promise<unknown> {
  try {
    return await analyst.unsafe(query);
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

function analystUrl(): string {
  const url = new URL(database.url);
  url.username = ANALYST_ROLE;
  url.password = PASSWORD;
  return url.toString();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await installedProjections(database.sql);
  expect(await enableAnalystLogin(database.sql, PASSWORD, new Date(Date.now() + 3_600_000))).toBe(true);
  analyst = postgres(analystUrl(), { max: 1, onnotice: () => {} });
});

afterAll(async () => {
  await analyst?.end();
  await database.drop();
});

describe("the analyst role (migration 0013)", () => {
  it("reads the analytics views", async () => {
    expect(await attempt("SELECT count(*)::int AS n FROM analytics.click_outs_daily")).toEqual([{ n: 0 }]);
    expect(await attempt("SELECT count(*)::int AS n FROM analytics.route_price_index")).toEqual([{ n: 0 }]);
  });

  it("cannot read the event log, personal data or the read models behind the views", async () => {
    const tables = [
      "events",
      "streams",
      "snapshots",
      "clickout_pii",
      "newsletter_pii",
      "contact_pii",
      "contact_attachments",
      "mail_outbox",
      "admin_sign_in_attempts",
      "rate_limit_takes",
      "public.click_outs",
      "public.newsletter_subscriptions",
    ];
    for (const table of tables)
      expect([table, await attempt(`SELECT * FROM ${table} LIMIT 1`)]).toEqual([table, "42501"]);
  });

  it("cannot write, even after turning its read-only default off, and its statements time out", async () => {
    expect(await attempt("INSERT INTO events (type) VALUES ('x')")).toBe("25006"); // read_only_sql_transaction
    await analyst.unsafe("SET default_transaction_read_only = off");
    // no privilege on any table and no CREATE on any schema: the data stays as it is
    expect(await attempt("INSERT INTO events (type) VALUES ('x')")).toBe("42501");
    expect(await attempt("DELETE FROM analytics.click_outs")).toBe("42501");
    expect(await attempt("CREATE TABLE analytics.mine (x int)")).toBe("42501");
    expect(await attempt("CREATE TABLE public.mine (x int)")).toBe("42501");
    expect(await attempt("SHOW statement_timeout")).toEqual([{ statement_timeout: "30s" }]);
  });

  it("can take no advisory lock the product waits on, nor make large objects, temporary tables or functions", async () => {
    const lockFunctions = [
      "pg_advisory_lock",
      "pg_advisory_lock_shared",
      "pg_advisory_xact_lock",
      "pg_advisory_xact_lock_shared",
      "pg_try_advisory_lock",
      "pg_try_advisory_lock_shared",
      "pg_try_advisory_xact_lock",
      "pg_try_advisory_xact_lock_shared",
    ];
    // the sign-in's key, a subscription's, any pair
    for (const name of lockFunctions)
      for (const args of ["5334814", "hashtextextended('subscription:deals', 0)", "1, 2"])
        expect([name, args, await attempt(`SELECT ${name}(${args})`)]).toEqual([name, args, "42501"]);
    expect(await attempt("SELECT pg_advisory_unlock_all()")).toBe("42501");
    await analyst.unsafe("SET default_transaction_read_only = off");
    expect(await attempt("SELECT lo_create(0)")).toBe("42501");
    expect(await attempt("SELECT lo_from_bytea(0, 'x'::bytea)")).toBe("42501");
    expect(await attempt("CREATE TEMP TABLE scratch (x int)")).toBe("42501");
    expect(await attempt("CREATE FUNCTION pg_temp.f() RETURNS int LANGUAGE sql AS 'SELECT 1'")).toBe("42501");
    // the product's own role still takes them
    const [{ locked } = { locked: false }] = await database.sql<{ locked: boolean }[]>`
      SELECT pg_try_advisory_lock(5334814) AS locked`;
    expect(locked).toBe(true);
    await database.sql`SELECT pg_advisory_unlock(5334814)`;
  });

  it("is held to its time limits even after setting them to 0", async () => {
    const limits = { statementMs: 300, idleInTransactionMs: 300 };
    await analyst.unsafe("SET statement_timeout = 0");
    const sleeping = attempt("SELECT pg_sleep(20)");
    await new Promise((done) => setTimeout(done, 600));
    expect(await enforceAnalystLimits(database.sql, limits)).toMatchObject({ cancelled: 1 });
    expect(await sleeping).toBe("57014"); // query_canceled

    const idle = postgres(analystUrl(), { max: 1, onnotice: () => {} });
    const leftOpen = idle
      .begin(async (tx) => {
        await tx.unsafe("SET idle_in_transaction_session_timeout = 0");
        await new Promise((done) => setTimeout(done, 3_000));
        await tx.unsafe("SELECT 1");
      })
      .then(
        () => "committed",
        (error: { code?: string }) => error.code ?? "failed",
      );
    await new Promise((done) => setTimeout(done, 800));
    expect(await enforceAnalystLimits(database.sql, limits)).toMatchObject({ terminated: 1 });
    expect(await leftOpen).not.toBe("committed");
    await idle.end();
  });

  it("signs in with a password that ends, whatever password it sets itself", async () => {
    const validUntil = async () => {
      const [row] = await database.sql<{ until: Date | null }[]>`
        SELECT rolvaliduntil AS until FROM pg_roles WHERE rolname = ${ANALYST_ROLE}`;
      return row?.until ?? null;
    };
    const issued = await validUntil();
    expect(issued?.getTime()).toBeGreaterThan(Date.now());
    expect(issued?.getTime()).toBeLessThanOrEqual(Date.now() + 3_600_000);
    // PostgreSQL lets a role change its own password; the end stays the role's
    expect(await attempt("ALTER ROLE analyst PASSWORD 'chosen-by-the-analyst-0123'")).toEqual([]);
    expect(await attempt("ALTER ROLE analyst VALID UNTIL 'infinity'")).toBe("42501");
    expect(await validUntil()).toEqual(issued);

    // an expired password lets nobody in
    expect(await enableAnalystLogin(database.sql, PASSWORD, new Date(Date.now() - 1_000))).toBe(true);
    const late = postgres(analystUrl(), { max: 1, onnotice: () => {} });
    await expect(late`SELECT 1`).rejects.toMatchObject({ code: "28P01" });
    await late.end();

    // a start without ANALYST_PASSWORD ends a password that never would, and keeps an issued one's end
    expect(await enableAnalystLogin(database.sql, PASSWORD, "infinity")).toBe(true);
    expect(await confineAnalyst(database.sql)).toBe(true);
    const [ended] = await database.sql<{ ended: boolean }[]>`
      SELECT rolvaliduntil < now() AS ended FROM pg_roles WHERE rolname = ${ANALYST_ROLE}`;
    expect(ended?.ended).toBe(true);
    const later = new Date(Date.now() + 3_600_000);
    expect(await enableAnalystLogin(database.sql, PASSWORD, later)).toBe(true);
    expect(await confineAnalyst(database.sql)).toBe(true);
    expect(await validUntil()).toEqual(later);
  });
});
