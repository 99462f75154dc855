import { type Kysely, sql } from "kysely";

/**
 * Failed admin sign-ins recorded before issue 32 carry the stranger's address and browser in
 * their metadata, in a log that is never erased. The attempt's address is kept a day in
 * admin_sign_in_attempts, where the limits judge it; the event keeps who (anonymous), what and
 * when. Only those two keys of those events change, as migration 0012 changed data (0052).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE events SET metadata = metadata - 'ip' - 'userAgent'
     WHERE type = 'AdminSignInFailed' AND (metadata ? 'ip' OR metadata ? 'userAgent')
  `.execute(db);
}

export async function down(): Promise<void> {
  // what was removed is gone, as it should be
}
