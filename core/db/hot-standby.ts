import { execFileSync } from "node:child_process";
import { appendFileSync, copyFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import type { Logger } from "../log/logger.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded-postgres.ts";

/** What a primary's own files have that a copy must not take (docs/decisions/0081). */
const LEFT_BEHIND = new Set(["postmaster.pid", "postmaster.opts", "postgresql.auto.conf.tmp"]);
const EMPTIED = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_stat_tmp",
  "pg_snapshots",
  "pg_subtrans",
  "pg_notify",
  "pg_dynshmem",
  "pg_serial",
]);

export interface HotStandbyOptions {
  /** DATA_DIR of the primary, as startEmbeddedPostgres was given it (the cluster is in its `postgres`). */
  primaryDataDir: string;
  /** A superuser connection URL of the primary (any database). */
  primaryUrl: string;
  /** Where the standby's DATA_DIR goes; a standby already made there is started as it is. */
  dataDir: string;
  /** The replication slot that keeps the primary's WAL until the standby has it. */
  slot?: string;
  logger: Logger;
}

export interface HotStandby extends EmbeddedPostgres {
  slot: string;
}

/**
 * A streaming hot standby of an embedded primary, made with the binaries the embedded-postgres
 * package ships (initdb and postgres only; no pg_basebackup): a physical replication slot, a
 * non-exclusive base backup (pg_backup_start, a file copy, pg_backup_stop's backup_label), then
 * standby.signal and primary_conninfo, and the same postgres binary started on the copy. It
 * replays the primary's WAL as it streams and serves read-only queries meanwhile.
 */
export async function startHotStandby(options: HotStandbyOptions): Promise<HotStandby> {
  const slot = options.slot ?? "flydealsbg_replica";
  const clusterDir = join(options.dataDir, "postgres");
  if (!existsSync(join(clusterDir, "standby.signal"))) {
    await baseBackup(options, slot, clusterDir);
  }
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, logger: options.logger });
  return { ...server, slot };
}

async function baseBackup(options: HotStandbyOptions, slot: string, clusterDir: string): Promise<void> {
  const primaryCluster = join(options.primaryDataDir, "postgres");
  rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const sql = postgres(options.primaryUrl, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await sql`SELECT 1 FROM pg_replication_slots WHERE slot_name = ${slot}`;
    if (existing) await sql`SELECT pg_drop_replication_slot(${slot})`;
    // reserved at once: the WAL from here on stays until the standby has streamed it
    await sql`SELECT pg_create_physical_replication_slot(${slot}, true)`;
    const [primary] = await sql<{ port: string }[]>`SHOW port`;
    // pg_backup_start and pg_backup_stop must run on one session: sql has one connection
    await sql`SELECT pg_backup_start('flydealsbg standby', true)`;
    let label: { labelfile: string; spcmapfile: string | null } | undefined;
    try {
      cpSync(primaryCluster, clusterDir, {
        recursive: true,
        filter: (source) => {
          const relative = source.slice(primaryCluster.length + 1);
          const [top, ...rest] = relative.split("/");
          if (!top) return true;
          if (LEFT_BEHIND.has(top) && rest.length === 0) return false;
          // the directories stay (the server needs them), their contents do not
          return !(EMPTIED.has(top) && rest.length > 0);
        },
      });
    } finally {
      [label] = await sql<{ labelfile: string; spcmapfile: string | null }[]>`
        SELECT labelfile, spcmapfile FROM pg_backup_stop(false)`;
    }
    writeFileSync(join(clusterDir, "backup_label"), label?.labelfile ?? "");
    if (label?.spcmapfile) writeFileSync(join(clusterDir, "tablespace_map"), label.spcmapfile);
    const password = new URL(options.primaryUrl).password;
    const conninfo = `host=127.0.0.1 port=${primary?.port} user=postgres password=${password} application_name=${slot}`;
    appendFileSync(
      join(clusterDir, "postgresql.auto.conf"),
      `primary_conninfo = '${conninfo.replaceAll("'", "''")}'\nprimary_slot_name = '${slot}'\nhot_standby = on\n`,
    );
    writeFileSync(join(clusterDir, "standby.signal"), "");
  } finally {
    await sql.end();
  }
  // the copy is the primary's: same users, same password
  copyFileSync(join(options.primaryDataDir, "postgres-password"), join(options.dataDir, "postgres-password"));
  if (typeof process.getuid === "function" && process.getuid() === 0) {
    execFileSync("chown", ["-R", "postgres:postgres", clusterDir]);
  }
  execFileSync("chmod", ["700", clusterDir]);
}
