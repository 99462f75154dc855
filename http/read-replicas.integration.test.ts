import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database, withDatabase } from "../core/db/database.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { type HotStandby, startHotStandby } from "../core/db/hot-standby.ts";
import { migrateToLatest } from "../core/db/migrate.ts";
import { silentLogger } from "../core/log/logger.ts";
import { until as untilOr } from "../core/testing/until.ts";
import { installedProjections } from "../projections/testing.ts";
import { createHttpApp } from "./app.ts";

/**
 * Read replicas against a real streaming hot standby of an embedded primary (decision 0081):
 * reads move to the replica, off it when it lags or dies, and back when it is well again.
 */
const until = <T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000) =>
  untilOr(what, probe, { timeoutMs, everyMs: 50, retryErrors: true });

let base: string;
let primary: EmbeddedPostgres;
let standby: HotStandby;
let database: Database;
let standbyAdmin: postgres.Sql;
const MAX_LAG_MS = 700;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), "flydealsbg-replica-"));
  chmodSync(base, 0o711); // the server runs as the postgres user, which must reach its directory
  primary = await startEmbeddedPostgres({ dataDir: join(base, "primary"), logger: silentLogger });
  const admin = postgres(primary.url, { max: 1, onnotice: () => {} });
  await admin`CREATE DATABASE flydealsbg`;
  await admin.end();
  const primaryUrl = withDatabase(primary.url, "flydealsbg");
  const migrating = connectDatabase(primaryUrl, { max: 2 });
  await migrateToLatest(migrating.db as never, silentLogger);
  await installedProjections(migrating.sql);
  await migrating.close();
  const started = Date.now();
  standby = await startHotStandby({
    primaryDataDir: join(base, "primary"),
    primaryUrl: primary.url,
    dataDir: join(base, "replica"),
    logger: silentLogger,
  });
  console.log(`hot standby made and started in ${Date.now() - started} ms`);
  const replicaUrl = withDatabase(standby.url, "flydealsbg");
  standbyAdmin = postgres(replicaUrl, { max: 1, onnotice: () => {} });
  database = connectDatabase(primaryUrl, {
    max: 4,
    readUrls: [replicaUrl],
    readMaxLagMs: MAX_LAG_MS,
    readCheckIntervalMs: 100,
  });
  await database.sql`CREATE TABLE writes (n serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT clock_timestamp())`;
});

afterAll(async () => {
  await database?.close();
  await standbyAdmin?.end({ timeout: 1 }).catch(() => {});
  await standby?.stop();
  await primary?.stop();
  rmSync(base, { recursive: true, force: true });
});

const readsFromReplica = async () =>
  (await database.read.sql<{ standby: boolean }[]>`SELECT pg_is_in_recovery() AS standby`)[0]?.standby === true;
const healthy = () => database.read.replicas()[0]?.healthy === true;

describe("a read replica", () => {
  it("takes the public reads once its lag is measured, and replays a write within a second", async () => {
    await until("the replica to be healthy", async () => healthy());
    expect(await readsFromReplica()).toBe(true);
    expect((await database.sql<{ standby: boolean }[]>`SELECT pg_is_in_recovery() AS standby`)[0]?.standby).toBe(false);
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [{ n } = { n: 0 }] = await database.sql<{ n: number }[]>`INSERT INTO writes DEFAULT VALUES RETURNING n`;
      const written = Date.now();
      await until("the write on the replica", async () => {
        const [row] = await database.read.sql<{ n: number }[]>`SELECT max(n)::int AS n FROM writes`;
        return (row?.n ?? 0) >= n;
      });
      delays.push(Date.now() - written);
    }
    delays.sort((a, b) => a - b);
    console.log(`write visible on the replica after ${delays[5]} ms (median), ${delays[9]} ms (max)`);
    expect(delays[9]).toBeLessThan(1_000);
    const [status] = database.read.replicas();
    expect(status).toMatchObject({
      name: expect.stringMatching(/^127\.0\.0\.1:\d+\/flydealsbg$/),
      healthy: true,
      error: null,
    });
    expect(JSON.stringify(status)).not.toContain(new URL(primary.url).password);
  });

  it("is skipped while it lags beyond READ_REPLICA_MAX_LAG_MS, and used again once it catches up", async () => {
    await standbyAdmin`SELECT pg_wal_replay_pause()`;
    const writer = setInterval(() => void database.sql`INSERT INTO writes DEFAULT VALUES`.catch(() => {}), 50);
    try {
      await until("the lagging replica to be skipped", async () => !healthy(), 10_000);
      const [lagging] = database.read.replicas();
      expect(lagging?.lagMs).toBeGreaterThan(MAX_LAG_MS);
      expect(lagging?.lagBytes).toBeGreaterThan(0);
      expect(lagging?.error).toMatch(/ms behind \(at most 700 allowed\)/);
      expect(await readsFromReplica()).toBe(false);
    } finally {
      clearInterval(writer);
    }
    await standbyAdmin`SELECT pg_wal_replay_resume()`;
    await until("the replica to be used again", async () => healthy() && (await readsFromReplica()));
  });

  it("answers the public API from the replica: its queries run on the standby", async () => {
    const projections = await installedProjections(database.sql);
    const app = createHttpApp({
      database,
      projections,
      logger: silentLogger,
      publicUrl: "http://localhost",
      readyMaxLag: 1_000,
    });
    await until("the replica to be healthy", async () => healthy());
    const commits = async () =>
      (
        await standbyAdmin<
          { n: number }[]
        >`SELECT xact_commit::int AS n FROM pg_stat_database WHERE datname = 'flydealsbg'`
      )[0]?.n ?? 0;
    const before = await commits();
    for (let i = 0; i < 20; i++) expect((await app.request("/api/deals")).status).toBe(200);
    // statistics reach pg_stat_database when a session reports them (at most every second)
    await until(
      "the standby's statistics to count the API's reads",
      async () => (await commits()) - before >= 20,
      5_000,
    );
    // /readyz's detail (replicas included) is for the machine itself: a loopback client
    const ready = await app.fetch(new Request("http://localhost/readyz"), {
      incoming: { socket: { remoteAddress: "127.0.0.1" } },
    } as never);
    const body = (await ready.json()) as { status: string; checks?: { replicas?: { healthy: boolean }[] } };
    expect(ready.status).toBe(200);
    expect(body.checks?.replicas?.[0]?.healthy).toBe(true);
  });

  it("is skipped when it dies, and reads go on on the primary", async () => {
    process.kill(standby.pid as number, "SIGKILL");
    await until("the dead replica to be skipped", async () => !healthy(), 10_000);
    expect(database.read.replicas()[0]?.error).toBeTruthy();
    expect(await readsFromReplica()).toBe(false);
    const [row] = await database.read.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM writes`;
    expect(row?.n).toBeGreaterThan(10);
  });
});
