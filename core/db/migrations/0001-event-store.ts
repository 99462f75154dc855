import { type Kysely, sql } from "kysely";

/** The event store of docs/decisions/0002-event-store-on-postgres.md. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- one row per stream, written by its first append; a stream's version is the highest
    -- stream_position of its events, guarded by events_stream_position_key
    CREATE TABLE streams (
      stream_id   text PRIMARY KEY,
      stream_type text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE events (
      global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
      stream_id       text NOT NULL,
      stream_type     text NOT NULL,
      stream_position bigint NOT NULL,
      event_id        uuid NOT NULL,
      type            text NOT NULL,
      schema_version  integer NOT NULL DEFAULT 1,
      data            jsonb NOT NULL,
      metadata        jsonb NOT NULL DEFAULT '{}',
      created_at      timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT events_event_id_key UNIQUE (event_id),
      CONSTRAINT events_stream_position_key UNIQUE (stream_id, stream_position)
    );
    -- subscriptions read in (transaction_id, global_position) order
    CREATE INDEX events_transaction_position_idx ON events (transaction_id, global_position);

    CREATE TABLE subscription_checkpoints (
      subscription_id     text PRIMARY KEY,
      last_transaction_id xid8 NOT NULL DEFAULT '0',
      last_position       bigint NOT NULL DEFAULT 0,
      processed_events    bigint NOT NULL DEFAULT 0,
      last_error          text,
      last_error_at       timestamptz,
      updated_at          timestamptz NOT NULL DEFAULT now()
    );

  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE subscription_checkpoints;
    DROP TABLE events;
    DROP TABLE streams;
  `.execute(db);
}
