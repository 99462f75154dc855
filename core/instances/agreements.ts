import { createHash } from "node:crypto";
import type { Sql } from "../db/database.ts";
import type { Logger } from "../log/logger.ts";
import { liveInstances } from "./registry.ts";

/**
 * A secret every instance on one database must share: a session cookie signed by one instance is
 * read by another, a captcha token issued by one is redeemed at another, a newsletter link signed
 * by a worker is opened on any web instance, and each start sets the analyst role's password.
 */
export interface SharedSecret {
  /** The variable that configures it, e.g. ADMIN_SESSION_SECRET. */
  name: string;
  /** The configured value, or the one kept in DATA_DIR; null when it would be generated now. */
  current(): string | null;
  /** Makes (and keeps) a new one: allowed only while no other instance runs. */
  generate(): string | Promise<string>;
  /** Where this instance would keep a generated one, for the message. */
  keptIn: string;
}

export class InstanceDisagreement extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InstanceDisagreement";
  }
}

/** SHA-256 of the name and value: enough to compare, nothing to sign with. */
export function fingerprintOf(name: string, value: string): string {
  return createHash("sha256").update(`flydealsbg:${name}\0${value}`).digest("hex");
}

/**
 * Makes sure this instance signs and verifies with the same secrets as the instances already
 * running on the database, before it serves anything. The caller holds the start-up lock, so two
 * instances starting at once are judged one after the other.
 * - A secret that would be generated while another instance runs is refused: it could only differ.
 * - A secret whose fingerprint differs from the recorded one is refused while another instance
 *   runs; with none running it replaces the record (a deliberate change, restarting every instance).
 */
export async function agreeOnSecrets(
  sql: Sql,
  instanceId: string,
  secrets: readonly SharedSecret[],
  logger: Logger,
): Promise<void> {
  const others = (await liveInstances(sql)).filter((instance) => instance.instanceId !== instanceId);
  const running = others.map((instance) => `${instance.host} pid ${instance.pid}`).join(", ");
  const share = (secret: SharedSecret) =>
    `Give every instance the same ${secret.name}: set it in each one's environment, or share the DATA_DIR that holds ${secret.keptIn}.`;
  for (const secret of secrets) {
    let value = secret.current();
    if (value === null) {
      if (others.length > 0) {
        throw new InstanceDisagreement(
          `${secret.name} is not set here and would be generated, while ${others.length} other instance(s) run on this database (${running}). ${share(secret)}`,
        );
      }
      value = await secret.generate();
    }
    const fingerprint = fingerprintOf(secret.name, value);
    const [recorded] = await sql<{ fingerprint: string }[]>`
      SELECT fingerprint FROM instance_agreements WHERE name = ${secret.name}`;
    if (recorded?.fingerprint === fingerprint) continue;
    if (recorded && others.length > 0) {
      throw new InstanceDisagreement(
        `${secret.name} differs from the one the other instance(s) on this database use (${running}). ${share(secret)}`,
      );
    }
    if (recorded)
      logger.warn("a shared secret changed; no other instance runs, so this one is now the agreed one", {
        name: secret.name,
      });
    await sql`
      INSERT INTO instance_agreements (name, fingerprint, recorded_by) VALUES (${secret.name}, ${fingerprint}, ${instanceId})
      ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, recorded_by = EXCLUDED.recorded_by, recorded_at = now()`;
  }
}
