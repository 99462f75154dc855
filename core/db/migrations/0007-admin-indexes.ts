import { type Kysely, sql } from "kysely";

/**
 * The admin's event explorer and audit log read the log newest first, filtered by event type,
 * stream type or actor. Without these indexes a filter on a rare type walks back through a
 * million fare events. The audit indexes are partial: only admin commands carry `action`.
 * A time window needs its own index: ordered by position and filtered by time, the planner
 * would otherwise walk back from the newest event to the window (BRIN was tried: the planner
 * still preferred that walk, 85 ms for an hour in the middle of a million events).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX events_type_position_idx ON events (type, global_position);
    CREATE INDEX events_stream_type_position_idx ON events (stream_type, global_position);
    CREATE INDEX events_audit_position_idx ON events (global_position) WHERE metadata ? 'action';
    CREATE INDEX events_audit_actor_idx ON events ((metadata->>'actor'), global_position) WHERE metadata ? 'action';
    CREATE INDEX events_created_at_idx ON events (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX events_created_at_idx;
    DROP INDEX events_audit_actor_idx;
    DROP INDEX events_audit_position_idx;
    DROP INDEX events_stream_type_position_idx;
    DROP INDEX events_type_position_idx;
  `.execute(db);
}
