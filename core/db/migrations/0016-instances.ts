import { type Kysely, sql } from "kysely";

/**
 * Several instances on one database (docs/decisions/0084). `instances` is who is running now: each
 * process writes its row on start, beats every few seconds and deletes it on a clean stop, so a
 * row that stopped beating is a process that died. `instance_agreements` keeps a fingerprint
 * (SHA-256, never the value) of each secret the instances must share, so a start with a different
 * one is refused while another instance runs. Neither holds personal data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE instances (
      instance_id  uuid PRIMARY KEY,
      host         text NOT NULL,
      pid          integer NOT NULL,
      url          text,
      web          boolean NOT NULL,
      workers      boolean NOT NULL,
      runtime      text NOT NULL,
      started_at   timestamptz NOT NULL DEFAULT now(),
      heartbeat_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX instances_heartbeat_idx ON instances (heartbeat_at);
    CREATE TABLE instance_agreements (
      name        text PRIMARY KEY,
      fingerprint text NOT NULL,
      recorded_by uuid NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now()
    );
    REVOKE ALL ON instances, instance_agreements FROM PUBLIC;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS instance_agreements; DROP TABLE IF EXISTS instances;`.execute(db);
}
