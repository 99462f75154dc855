import { generatePassword } from "../core/admin-auth/password.ts";
import { ANALYST_ACCESS_HOURS, ANALYST_ROLE, enableAnalystLogin } from "../core/db/analyst-role.ts";
import { runCli } from "./cli.ts";
import { prepareDatabase } from "./kernel.ts";

/**
 * `npm run analyst`: a connection string for the read-only analyst role, and how to use it
 * (docs/analytics.md). The role reads the analytics schema and nothing else. Without a fixed
 * ANALYST_PASSWORD, each run issues a new password that works for ANALYST_ACCESS_HOURS and
 * ends the one before (docs/decisions/0096).
 */
await runCli(async ({ env, database, kernel, logger }) => {
  await prepareDatabase(database, kernel, logger);
  const fixed = env.ANALYST_PASSWORD;
  const password = fixed ?? generatePassword(24);
  const validUntil = fixed ? "infinity" : new Date(Date.now() + ANALYST_ACCESS_HOURS * 3_600_000);
  if (!(await enableAnalystLogin(database.sql, password, validUntil))) {
    console.error(
      `There is no "${ANALYST_ROLE}" role, or this database user may not change it: see docs/analytics.md.`,
    );
    process.exitCode = 1;
    return;
  }
  const [where] = await database.sql<{ port: number; name: string }[]>`
    SELECT current_setting('port')::int AS port, current_database() AS name`;
  const url = new URL(env.DATABASE_URL ?? `postgres://127.0.0.1:${where?.port}/`);
  url.username = ANALYST_ROLE;
  url.password = password;
  url.pathname = `/${where?.name ?? ""}`;
  url.search = "";
  const text = url.toString();
  const lifetime =
    validUntil === "infinity"
      ? "The password is ANALYST_PASSWORD; it works until that setting changes."
      : `The password works until ${validUntil.toISOString().slice(0, 16).replace("T", " ")} UTC; run \`npm run analyst\` again for a new one (it ends this one).`;
  console.log(`
Read-only connection for analysts (the analytics schema only; docs/analytics.md):

  ${text}

  psql      psql "${text}" -c "SELECT * FROM analytics.click_outs_daily LIMIT 10"
  DBeaver   New connection > PostgreSQL > URL: jdbc:postgresql://${url.host}${url.pathname}
            user ${ANALYST_ROLE}, the password above; show the "analytics" schema
  Python    pandas.read_sql("SELECT * FROM analytics.deals_daily", sqlalchemy.create_engine("${text.replace(/^postgres:/, "postgresql+psycopg:")}"))

Statements are read-only and stop after 30 seconds. ${env.DATABASE_URL ? "" : "The embedded PostgreSQL runs while `npm start` does."}
${lifetime}
`);
});
