import { type Kysely, sql } from "kysely";
import { referrerOrigin } from "../../privacy/referrer.ts";

/**
 * A one-off rewrite of stored events that held visitor data the log must not keep (decision
 * 0052). The code no longer writes any of it; this cleans what older versions wrote:
 *
 * - ClickOutRecorded: `referrer` becomes the sending site's origin, or null (core/privacy/referrer.ts);
 * - SiteSearchRecorded: `query`, the words a visitor typed, is removed;
 * - AdminSignInFailed: `username`, what someone typed as a user name (passwords land there), is
 *   removed. The migration cannot know the configured admin name, so it removes it everywhere.
 *
 * No projection reads these fields (the search projection's version 2 rebuilds its tables without
 * the query), so replays give the same read models. Only `data` changes: ids, positions, types,
 * metadata and times stay as they were. Running it again changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // one UPDATE per distinct referrer: there are far fewer of them than click-outs
  const referrers = await sql<{ referrer: string }>`
    SELECT DISTINCT data->>'referrer' AS referrer FROM events
     WHERE type = 'ClickOutRecorded' AND jsonb_typeof(data->'referrer') = 'string'`.execute(db);
  for (const { referrer } of referrers.rows) {
    const origin = referrerOrigin(referrer);
    if (origin === referrer) continue;
    await sql`
      UPDATE events SET data = jsonb_set(data, '{referrer}', ${JSON.stringify(origin)}::jsonb)
       WHERE type = 'ClickOutRecorded' AND data->>'referrer' = ${referrer}`.execute(db);
  }
  await sql`UPDATE events SET data = data - 'query' WHERE type = 'SiteSearchRecorded' AND data ? 'query'`.execute(db);
  await sql`UPDATE events SET data = data - 'username' WHERE type = 'AdminSignInFailed' AND data ? 'username'`.execute(
    db,
  );
}

/** What was removed is gone for good: there is nothing to put back. */
export async function down(): Promise<void> {}
