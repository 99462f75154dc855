import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installedProjections } from "../../projections/testing.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { ANALYST_ROLE, enableAnalystLogin } from "./analyst-role.ts";

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

beforeAll(async () => {
  database = await createTestDatabase();
  await installedProjections(database.sql);
  expect(await enableAnalystLogin(database.sql, PASSWORD)).toBe(true);
  const url = new URL(database.url);
  url.username = ANALYST_ROLE;
  url.password = PASSWORD;
  analyst = postgres(url.toString(), { max: 1, onnotice: () => {} });
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
});
