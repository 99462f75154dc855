import type { Sql } from "../db/database.ts";

export interface Snapshot<State> {
  version: number;
  state: State;
}

/** Names a decider's state shape; bump `version` when it changes and old snapshots are ignored. */
export interface SnapshotPolicy {
  decider: string;
  version: number;
}

export interface SnapshotStore {
  load<State>(streamId: string, policy: SnapshotPolicy): Promise<Snapshot<State> | null>;
  save<State>(streamId: string, policy: SnapshotPolicy, snapshot: Snapshot<State>): Promise<void>;
}

export class PostgresSnapshotStore implements SnapshotStore {
  constructor(private readonly sql: Sql) {}

  async load<State>(streamId: string, policy: SnapshotPolicy): Promise<Snapshot<State> | null> {
    const [row] = await this.sql<{ version: number; state: State }[]>`
      SELECT version, state FROM snapshots
       WHERE stream_id = ${streamId} AND decider = ${policy.decider} AND decider_version = ${policy.version}`;
    return row ? { version: row.version, state: row.state } : null;
  }

  async save<State>(streamId: string, policy: SnapshotPolicy, snapshot: Snapshot<State>): Promise<void> {
    await this.sql`
      INSERT INTO snapshots (stream_id, version, decider, decider_version, state)
      VALUES (${streamId}, ${snapshot.version}, ${policy.decider}, ${policy.version}, ${this.sql.json(snapshot.state as never)})
      ON CONFLICT (stream_id) DO UPDATE
        SET version = EXCLUDED.version, decider = EXCLUDED.decider, decider_version = EXCLUDED.decider_version,
            state = EXCLUDED.state, updated_at = now()
      WHERE snapshots.version < EXCLUDED.version OR snapshots.decider_version <> EXCLUDED.decider_version`;
  }
}
