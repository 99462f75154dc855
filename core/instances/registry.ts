import type { Sql } from "../db/database.ts";
import type { Logger } from "../log/logger.ts";

/** How often a running instance says it is alive. */
export const INSTANCE_HEARTBEAT_MS = 2_000;
/** An instance whose last heartbeat is older than this is taken for dead (five missed beats). */
export const INSTANCE_LIVE_MS = 10_000;
/** Rows of instances dead this long are deleted on the next start. */
const FORGET_DEAD_AFTER = "1 day";

export interface InstanceInfo {
  instanceId: string;
  host: string;
  pid: number;
  /** Where its web tier listens; null for a worker-only instance or before it listens. */
  url: string | null;
  web: boolean;
  workers: boolean;
  /** "node 20.20.0", "deno 2.x" */
  runtime: string;
}

export interface RunningInstance extends InstanceInfo {
  startedAt: Date;
  heartbeatAt: Date;
}

interface InstanceRow {
  instance_id: string;
  host: string;
  pid: number;
  url: string | null;
  web: boolean;
  workers: boolean;
  runtime: string;
  started_at: Date;
  heartbeat_at: Date;
}

const fromRow = (row: InstanceRow): RunningInstance => ({
  instanceId: row.instance_id,
  host: row.host,
  pid: row.pid,
  url: row.url,
  web: row.web,
  workers: row.workers,
  runtime: row.runtime,
  startedAt: row.started_at,
  heartbeatAt: row.heartbeat_at,
});

/**
 * Instances whose heartbeat is recent, by the database's clock (every instance's beat is
 * stamped by the same clock, so the instances' own clocks may differ).
 */
export async function liveInstances(sql: Sql, liveMs = INSTANCE_LIVE_MS): Promise<RunningInstance[]> {
  const rows = await sql<InstanceRow[]>`
    SELECT * FROM instances
     WHERE heartbeat_at > now() - make_interval(secs => ${liveMs / 1000})
     ORDER BY started_at, instance_id`;
  return rows.map(fromRow);
}

/**
 * This process's row in `instances`: written on register(), stamped every INSTANCE_HEARTBEAT_MS
 * and deleted on deregister(). A heartbeat that fails (the database restarting) is retried on the
 * next beat; the row is written again if someone deleted it.
 */
export class InstanceRegistry {
  private timer: ReturnType<typeof setInterval> | undefined;
  private beating: Promise<void> | undefined;

  constructor(
    private readonly sql: Sql,
    private info: InstanceInfo,
    private readonly logger: Logger,
    private readonly heartbeatMs = INSTANCE_HEARTBEAT_MS,
  ) {}

  get instanceId(): string {
    return this.info.instanceId;
  }

  async register(): Promise<void> {
    await this.sql`DELETE FROM instances WHERE heartbeat_at < now() - ${FORGET_DEAD_AFTER}::interval`;
    await this.beat();
    this.timer ??= setInterval(() => {
      this.beating ??= this.beat()
        .catch((error) => this.logger.warn("instance heartbeat failed", { error }))
        .finally(() => {
          this.beating = undefined;
        });
    }, this.heartbeatMs);
    this.timer.unref?.();
  }

  /** Names the web tier's address once it listens. */
  async listening(url: string): Promise<void> {
    this.info = { ...this.info, url };
    await this.beat();
  }

  async deregister(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.beating;
    await this.sql`DELETE FROM instances WHERE instance_id = ${this.info.instanceId}`;
  }

  private async beat(): Promise<void> {
    const { instanceId, host, pid, url, web, workers, runtime } = this.info;
    await this.sql`
      INSERT INTO instances (instance_id, host, pid, url, web, workers, runtime)
      VALUES (${instanceId}, ${host}, ${pid}, ${url}, ${web}, ${workers}, ${runtime})
      ON CONFLICT (instance_id) DO UPDATE SET heartbeat_at = now(), url = EXCLUDED.url`;
  }
}
