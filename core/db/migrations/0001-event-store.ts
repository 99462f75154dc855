import { type Kysely, sql } from "kysely";

/**
 * The event store of docs/decisions/0002-event-store-on-postgres.md. Appends go through
 * append_events(), one round trip that checks the expected version with a
 * compare-and-set on streams.version and skips event ids already stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE streams (
      stream_id   text PRIMARY KEY,
      stream_type text NOT NULL,
      version     bigint NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
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
    -- the $all browser filters by event type, newest first
    CREATE INDEX events_type_position_idx ON events (type, global_position);

    CREATE TABLE subscription_checkpoints (
      subscription_id     text PRIMARY KEY,
      last_transaction_id xid8 NOT NULL DEFAULT '0',
      last_position       bigint NOT NULL DEFAULT 0,
      processed_events    bigint NOT NULL DEFAULT 0,
      last_error          text,
      last_error_at       timestamptz,
      updated_at          timestamptz NOT NULL DEFAULT now()
    );

    -- o_version is the stream version after the append, NULL when the expected version did not
    -- hold; o_appended is false when every event id was stored before (an idempotent retry).
    -- p_expected: -4 any, -3 stream_exists, -1 no_stream, n >= 0 exact version.
    CREATE FUNCTION append_events(
      p_stream_id text, p_stream_type text, p_expected bigint,
      p_event_ids uuid[], p_types text[], p_schema_versions integer[],
      p_data jsonb[], p_metadata jsonb[],
      OUT o_version bigint, OUT o_appended boolean
    ) LANGUAGE plpgsql AS $$
    DECLARE
      v_count bigint;
      v_version bigint;
    BEGIN
      o_appended := false;
      -- a retried append (same event ids) stores nothing twice
      SELECT count(*) INTO v_count FROM unnest(p_event_ids) AS i(id)
       WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.event_id = i.id);
      IF v_count < array_length(p_event_ids, 1) THEN
        IF v_count > 0 THEN
          RAISE EXCEPTION 'append to % mixes stored and new event ids', p_stream_id USING ERRCODE = '22023';
        END IF;
        SELECT version INTO o_version FROM streams WHERE stream_id = p_stream_id;
        RETURN;
      END IF;

      IF p_expected = -1 THEN
        INSERT INTO streams (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, v_count)
        ON CONFLICT (stream_id) DO NOTHING
        RETURNING version INTO v_version;
      ELSIF p_expected = -4 THEN
        INSERT INTO streams (stream_id, stream_type, version) VALUES (p_stream_id, p_stream_type, v_count)
        ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + v_count, updated_at = now()
        RETURNING version INTO v_version;
      ELSIF p_expected = -3 THEN
        UPDATE streams SET version = version + v_count, updated_at = now()
         WHERE stream_id = p_stream_id
        RETURNING version INTO v_version;
      ELSE
        UPDATE streams SET version = version + v_count, updated_at = now()
         WHERE stream_id = p_stream_id AND version = p_expected
        RETURNING version INTO v_version;
      END IF;
      IF v_version IS NULL THEN
        RETURN;
      END IF;

      INSERT INTO events (stream_id, stream_type, stream_position, event_id, type, schema_version, data, metadata)
      SELECT p_stream_id, p_stream_type, v_version - v_count + i.ord, i.id, i.type, i.schema_version, i.data, i.metadata
        FROM unnest(p_event_ids, p_types, p_schema_versions, p_data, p_metadata)
             WITH ORDINALITY AS i(id, type, schema_version, data, metadata, ord);
      o_version := v_version;
      o_appended := true;
    END;
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION append_events;
    DROP TABLE subscription_checkpoints;
    DROP TABLE events;
    DROP TABLE streams;
  `.execute(db);
}
