import { type Kysely, sql } from "kysely";

/**
 * The admin's event explorer and audit log read the log newest first, filtered by event type,
 * stream type or actor. Without these indexes a filter on a rare type walks back through a
 * million fare events. The audit indexes are partial: only admin commands carry `action`.
 * created_at grows with the log, so a BRIN index (a few pages, almost free to keep) finds a time
 * window without a B-tree on every append.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX events_type_position_idx ON events (type, global_position);
    CREATE INDEX events_stream_type_position_idx ON events (stream_type, global_position);
    CREATE INDEX events_audit_position_idx ON events (global_position) WHERE metadata ? 'action';
    CREATE INDEX events_audit_actor_idx ON events ((metadata->>'actor'), global_position) WHERE metadata ? 'action';
    CREATE INDEX events_created_at_brin ON events USING brin (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX events_created_at_brin;
    DROP INDEX events_audit_actor_idx;
    DROP INDEX events_audit_position_idx;
    DROP INDEX events_stream_type_position_idx;
    DROP INDEX events_type_position_idx;
  `.execute(db);
}
