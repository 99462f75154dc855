import { ANALYST_ROLE, analystPassword, enableAnalystLogin } from "../core/db/analyst-role.ts";
import { runCli } from "./cli.ts";
import { prepareDatabase } from "./kernel.ts";

/**
 * `npm run analyst`: the connection string of the read-only analyst role, and how to use it
 * (docs/analytics.md). The role reads the analytics schema and nothing else.
 */
await runCli(async ({ env, database, kernel, logger }) => {
  await prepareDatabase(database, kernel, logger);
  const password = analystPassword(env);
  if (!(await enableAnalystLogin(database.sql, password))) {
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
  console.log(`
Read-only connection for analysts (the analytics schema only; docs/analytics.md):

  ${text}

  psql      psql "${text}" -c "SELECT * FROM analytics.click_outs_daily LIMIT 10"
  DBeaver   New connection > PostgreSQL > URL: jdbc:postgresql://${url.host}${url.pathname}
            user ${ANALYST_ROLE}, the password above; show the "analytics" schema
  Python    pandas.read_sql("SELECT * FROM analytics.deals_daily", sqlalchemy.create_engine("${text.replace(/^postgres:/, "postgresql+psycopg:")}"))

Statements are read-only and stop after 30 seconds. ${env.DATABASE_URL ? "" : "The embedded PostgreSQL runs while `npm start` does."}
The password is ANALYST_PASSWORD, or the one kept in ${env.DATA_DIR}/analyst-password.
`);
});
