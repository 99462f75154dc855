import type postgres from "postgres";

type Sql = postgres.Sql;

/** How one read replica stands, as the last check saw it. */
export interface ReplicaStatus {
  /** host:port/database, never the password. */
  name: string;
  /** Reachable, still a standby, and no further behind than the allowed lag: reads go to it. */
  healthy: boolean;
  /** How far behind the primary it was, in time (0 when it had replayed everything the primary had written). */
  lagMs: number | null;
  /** The same in WAL bytes. */
  lagBytes: number | null;
  error: string | null;
  checkedAt: Date | null;
}

export interface ReadReplicasOptions {
  /** A replica further behind than this is skipped until it catches up (READ_REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often each replica's lag is measured. */
  intervalMs?: number;
  /** A check that takes longer than this counts the replica as unreachable. */
  checkTimeoutMs?: number;
  now?: () => Date;
}

export interface ReadReplicas {
  /**
   * A pool that sends each query, reservation or transaction to the healthy replicas in turn, or
   * to the primary when none is; a reservation a replica refuses (it just died) marks it down at
   * once and goes to the primary, so a visitor never waits for the next check to learn it.
   */
  routed: Sql;
  statuses(): ReplicaStatus[];
  close(): Promise<void>;
}

export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

/** DATABASE_READ_URL: one or more connection URLs, comma separated. */
export function readUrlsOf(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
}

const timeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref?.()),
  ]);

/**
 * Read replicas for the public pages and APIs (docs/decisions/0081). Every interval the primary's
 * current WAL position is read, then each replica's replay position: a replica that has replayed
 * it is 0 ms behind; one that has not is as far behind as the time since it last replayed a
 * transaction. A replica that is down, promoted or too far behind gets no reads until a later
 * check finds it well again; with none healthy, reads go to the primary.
 */
export function connectReadReplicas(
  primary: Sql,
  pools: readonly { url: string; sql: Sql }[],
  options: ReadReplicasOptions,
): ReadReplicas {
  const now = options.now ?? (() => new Date());
  const checkTimeoutMs = options.checkTimeoutMs ?? 2_000;
  const replicas = pools.map(({ url, sql }) => ({
    sql,
    /** When a check last found it had replayed everything the primary had written (ms). */
    caughtUpAt: null as number | null,
    status: {
      name: replicaName(url),
      healthy: false,
      lagMs: null,
      lagBytes: null,
      error: "not checked yet",
      checkedAt: null,
    } as ReplicaStatus,
  }));
  let turn = 0;

  const measure = async (replica: (typeof replicas)[number], primaryLsn: string | null) => {
    try {
      const [row] = await timeout(
        replica.sql<{ recovering: boolean; behind: number | null; since_replay_ms: number | null }[]>`
          SELECT pg_is_in_recovery() AS recovering,
                 pg_wal_lsn_diff(${primaryLsn}::pg_lsn, pg_last_wal_replay_lsn())::float8 AS behind,
                 (extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 AS since_replay_ms`,
        checkTimeoutMs,
      );
      if (!row?.recovering) throw new Error("not a standby (promoted?): reads stay off it");
      const behind = Math.max(0, row.behind ?? 0);
      const at = now().getTime();
      if (behind === 0) replica.caughtUpAt = at;
      // behind by the time since its last replayed transaction, but never more than since it was
      // last seen caught up: a quiet primary's checkpoint in flight is not minutes of lag
      const sinceCaughtUp = replica.caughtUpAt === null ? Number.POSITIVE_INFINITY : at - replica.caughtUpAt;
      const lagMs =
        behind === 0
          ? 0
          : Math.max(0, Math.round(Math.min(row.since_replay_ms ?? Number.POSITIVE_INFINITY, sinceCaughtUp)));
      replica.status = {
        name: replica.status.name,
        healthy: lagMs <= options.maxLagMs,
        lagMs: Number.isFinite(lagMs) ? lagMs : null,
        lagBytes: behind,
        error: lagMs <= options.maxLagMs ? null : `${lagMs} ms behind (at most ${options.maxLagMs} allowed)`,
        checkedAt: now(),
      };
    } catch (error) {
      replica.status = {
        name: replica.status.name,
        healthy: false,
        lagMs: null,
        lagBytes: null,
        error: error instanceof Error ? error.message : String(error),
        checkedAt: now(),
      };
    }
  };

  let checking: Promise<void> | undefined;
  const check = () => {
    checking ??= (async () => {
      const primaryLsn = await timeout(
        primary<{ lsn: string }[]>`SELECT pg_current_wal_lsn()::text AS lsn`,
        checkTimeoutMs,
      )
        .then(([row]) => row?.lsn ?? null)
        .catch(() => null);
      await Promise.all(replicas.map((replica) => measure(replica, primaryLsn)));
    })().finally(() => {
      checking = undefined;
    });
    return checking;
  };

  const timer = setInterval(() => void check(), options.intervalMs ?? 1_000);
  timer.unref?.();
  void check();

  const pick = () => {
    const healthy = replicas.filter((replica) => replica.status.healthy);
    if (healthy.length === 0) return primary;
    turn = (turn + 1) % healthy.length;
    return (healthy[turn] as (typeof replicas)[number]).sql;
  };
  const reserve = async () => {
    const chosen = pick();
    try {
      return await chosen.reserve();
    } catch (error) {
      const replica = replicas.find((r) => r.sql === chosen);
      if (!replica) throw error;
      replica.status = { ...replica.status, healthy: false, error: `unreachable: ${String(error)}`, checkedAt: now() };
      return primary.reserve();
    }
  };
  return {
    routed: routedSql(pick, reserve),
    statuses: () => replicas.map((replica) => ({ ...replica.status })),
    async close() {
      clearInterval(timer);
      await checking?.catch(() => {});
      await Promise.all(replicas.map((replica) => replica.sql.end({ timeout: 5 })));
    },
  };
}

/**
 * A postgres.js pool that sends each query or transaction to the pool `pick` names at that moment,
 * and reservations (kysely's way in) through `reserve`: kysely and the hand-written queries of the
 * public routes take it like any pool.
 */
function routedSql(pick: () => Sql, reserve: Sql["reserve"]): Sql {
  return new Proxy(() => {}, {
    apply: (_target, _this, args: unknown[]) => (pick() as unknown as (...a: unknown[]) => unknown)(...args),
    get: (_target, property) => {
      if (property === "reserve") return reserve;
      const target = pick() as unknown as Record<PropertyKey, unknown>;
      const value = target[property];
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as unknown as Sql;
}
