import { type Kysely, sql } from "kysely";

/**
 * Outbound webhooks (docs/decisions/0064). webhook_endpoints is the webhook reactor's own view of
 * the endpoints, kept in the transaction that moves its checkpoint, so each event meets exactly
 * the endpoints registered before it. webhook_secrets keeps the signing secrets out of the
 * event log. webhook_deliveries is an outbox: one row per event and endpoint, the unique pair
 * making a replayed event a no-op.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhook_endpoints (
      endpoint_id text PRIMARY KEY,
      url         text NOT NULL,
      topics      text[] NOT NULL,
      description text NOT NULL DEFAULT '',
      status      text NOT NULL CHECK (status IN ('active', 'paused', 'removed')),
      created_at  timestamptz NOT NULL,
      updated_at  timestamptz NOT NULL
    );

    CREATE TABLE webhook_secrets (
      endpoint_id text PRIMARY KEY,
      secret      text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE webhook_deliveries (
      delivery_id      uuid PRIMARY KEY,
      endpoint_id      text NOT NULL,
      event_id         uuid NOT NULL,
      event_position   bigint NOT NULL,
      topic            text NOT NULL,
      payload          jsonb NOT NULL,
      status           text NOT NULL DEFAULT 'pending'
                       CHECK (status IN ('pending', 'processing', 'failed', 'completed', 'discarded')),
      attempts         integer NOT NULL DEFAULT 0,
      next_attempt_at  timestamptz NOT NULL DEFAULT now(),
      last_status_code integer,
      last_error       text,
      created_at       timestamptz NOT NULL DEFAULT now(),
      updated_at       timestamptz NOT NULL DEFAULT now(),
      completed_at     timestamptz,
      UNIQUE (endpoint_id, event_id)
    );
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
      WHERE status IN ('pending', 'failed', 'processing');
    CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webhook_deliveries; DROP TABLE webhook_secrets; DROP TABLE webhook_endpoints;`.execute(db);
}
