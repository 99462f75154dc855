/**
 * `npm run bench:scale` (issue 18): the product as several processes on one machine.
 * - public pages and the deals API through a round-robin proxy with 1, 2 and 3 web instances on the
 *   primary, then 1 and 2 reading from a streaming replica; the 1-instance figure is the baseline;
 * - how long the subscriptions of a SIGKILLed owner go without an owner;
 * - a read replica's lag while 1,000 events a second are appended.
 * Two cores serve the instances, PostgreSQL, the replica and the load generator alike: more
 * instances cannot add CPU here, so expect ratios near 1 (the figures say what it costs, not what
 * a bigger machine would gain). About 6 minutes; BENCH_LOAD_SECONDS sets each load's length.
 */
import "../scripts/production-env.ts";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { hashPassword } from "../core/admin-auth/password.ts";
import { connectDatabase, withDatabase } from "../core/db/database.ts";
import { freePort, startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { startHotStandby } from "../core/db/hot-standby.ts";
import { connectReadReplicas } from "../core/db/read-replicas.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { subscriptionOwners } from "../core/instances/subscription-owners.ts";
import { silentLogger } from "../core/log/logger.ts";
import { type InstanceProcess, spawnInstance, waitUntilReady } from "../scripts/cluster/instance-process.ts";
import { startRoundRobinProxy } from "../scripts/cluster/round-robin-proxy.ts";
import { type AutocannonResult, autocannonInChild } from "./load.ts";
import { percentile } from "./percentile.ts";

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const base = mkdtempSync(join(tmpdir(), "flydealsbg-bench-scale-"));
chmodSync(base, 0o711);
const primary = await startEmbeddedPostgres({ dataDir: join(base, "primary"), logger: silentLogger });
const admin = postgres(primary.url, { max: 1, onnotice: () => {} });
await admin`CREATE DATABASE flydealsbg`;
await admin.end();
const primaryUrl = withDatabase(primary.url, "flydealsbg");
const proxyPort = await freePort();
const common: Record<string, string> = {
  DATABASE_URL: primaryUrl,
  PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
  SEED_DAYS: "12",
  LOG_LEVEL: "warn",
  PAGE_CACHE: "false",
  DB_POOL_MAX: "8",
  ADMIN_PASSWORD_HASH: await hashPassword("bench scale password"),
  ADMIN_SESSION_SECRET: "s".repeat(48),
  CAPTCHA_SECRET: "c".repeat(48),
  NEWSLETTER_SECRET: "n".repeat(48),
  ANALYST_PASSWORD: "analyst-password-bench",
};
const instances: InstanceProcess[] = [];
async function start(name: string, env: Record<string, string>): Promise<InstanceProcess> {
  const instance = spawnInstance({
    name,
    port: await freePort(),
    env: { ...common, DATA_DIR: mkdtempSync(join(tmpdir(), `flydealsbg-bench-${name}-`)), ...env },
  });
  instances.push(instance);
  await waitUntilReady(instance, 600_000);
  return instance;
}

let upstreams: string[] = [];
const proxy = await startRoundRobinProxy(() => upstreams, { port: proxyPort });
const rows: { setup: string; target: string; result: AutocannonResult }[] = [];
async function measure(setup: string, web: InstanceProcess[]) {
  upstreams = web.map((instance) => instance.url);
  for (const target of ["/", "/nai-dobrite-samoletni-sdelki-dnes", "/api/deals?pageSize=20"]) {
    const url = `${proxy.url}${target}`;
    await autocannonInChild({ url, connections: 10, duration: 2 });
    const result = await autocannonInChild({ url, connections: 10, duration: LOAD_SECONDS });
    rows.push({ setup, target, result });
    console.log(
      `${setup.padEnd(28)} ${target.padEnd(36)} ${result.requests.average.toFixed(0).padStart(5)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
    );
  }
}

try {
  console.log("seeding through the worker instance...");
  const worker = await start("worker", { WORKERS: "true" });
  const standby = await startHotStandby({
    primaryDataDir: join(base, "primary"),
    primaryUrl: primary.url,
    dataDir: join(base, "replica"),
    logger: silentLogger,
  });
  const replicaUrl = withDatabase(standby.url, "flydealsbg");
  const webOnPrimary = [
    await start("web1", { WORKERS: "false" }),
    await start("web2", { WORKERS: "false" }),
    await start("web3", { WORKERS: "false" }),
  ];
  // the first start's background work (deal detection, hero, first crawls) settles first
  await sleep(20_000);
  for (let n = 1; n <= 3; n++) await measure(`${n} web on the primary`, webOnPrimary.slice(0, n));
  await Promise.all(webOnPrimary.slice(1).map((instance) => instance.stop()));
  const webOnReplica = [
    await start("read1", { WORKERS: "false", DATABASE_READ_URL: replicaUrl }),
    await start("read2", { WORKERS: "false", DATABASE_READ_URL: replicaUrl }),
  ];
  for (let n = 1; n <= 2; n++) await measure(`${n} web on the replica`, webOnReplica.slice(0, n));
  // the baseline again, last: how much the machine's own noise moves a figure within one run
  await measure("1 web on the primary, again", webOnPrimary.slice(0, 1));
  upstreams = webOnReplica.map((instance) => instance.url);

  console.log("\nratios to 1 web instance on the primary (same page):");
  for (const row of rows) {
    const baseline = rows.find((r) => r.setup === "1 web on the primary" && r.target === row.target);
    const ratio = row.result.requests.average / (baseline?.result.requests.average || 1);
    console.log(`  ${row.setup.padEnd(28)} ${row.target.padEnd(36)} ${ratio.toFixed(2)}x`);
  }

  // failover: kill the owner of the projections twice (the first owner, then the one that took over)
  const sql = postgres(primaryUrl, { max: 1, onnotice: () => {} });
  const failovers: number[] = [];
  for (let round = 0; round < 2; round++) {
    const owners = await subscriptionOwners(sql);
    const victimId = owners.find((o) => o.subscription === "projection:deals")?.instanceId;
    const [row] = await sql<{ pid: number }[]>`SELECT pid FROM instances WHERE instance_id = ${victimId ?? ""}`;
    const victim = instances.find((instance) => instance.child.pid === row?.pid);
    if (!victim) throw new Error("no owner of projection:deals found");
    const projectionsOwned = owners
      .filter((o) => o.instanceId === victimId && o.subscription.startsWith("projection:"))
      .map((o) => o.subscription);
    const killedAt = performance.now();
    await victim.stop("SIGKILL");
    for (;;) {
      const now = await subscriptionOwners(sql);
      const moved = now.filter(
        (o) => projectionsOwned.includes(o.subscription) && o.instanceId && o.instanceId !== victimId,
      );
      if (moved.length === projectionsOwned.length) break;
      await sleep(20);
    }
    failovers.push(performance.now() - killedAt);
    console.log(
      `\nfailover ${round + 1}: ${projectionsOwned.length} projections of ${victim.name} owned again after ${failovers.at(-1)?.toFixed(0)} ms`,
    );
    if (victim === worker) await start("worker2", { WORKERS: "true" });
  }

  // replica lag under 1,000 events a second, appended in 10-event batches every 10 ms
  const database = connectDatabase(primaryUrl, { max: 4 });
  const replicaPool = postgres(replicaUrl, { max: 2, onnotice: () => {} });
  const monitor = connectReadReplicas(database.sql, [{ url: replicaUrl, sql: replicaPool as never }], {
    maxLagMs: 60_000,
    intervalMs: 100,
  });
  const store = new PostgresEventStore(database.sql);
  const lagMs: number[] = [];
  const lagBytes: number[] = [];
  let appended = 0;
  const started = performance.now();
  const until = started + 10_000;
  const sampler = setInterval(() => {
    const [status] = monitor.statuses();
    if (status?.lagMs !== null && status?.lagMs !== undefined) lagMs.push(status.lagMs);
    if (status?.lagBytes !== null && status?.lagBytes !== undefined) lagBytes.push(status.lagBytes);
  }, 100);
  let tick = 0;
  while (performance.now() < until) {
    const due = started + tick * 10;
    if (performance.now() < due) await sleep(due - performance.now());
    await store.append(
      `benchload-${tick % 50}`,
      Array.from({ length: 10 }, (_, i) => ({ type: "BenchLoadAppended", data: { tick, i } })),
    );
    appended += 10;
    tick += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  lagMs.sort((a, b) => a - b);
  lagBytes.sort((a, b) => a - b);
  console.log(
    `\nreplica lag while appending ${(appended / seconds).toFixed(0)} events/s for ${seconds.toFixed(1)} s: ` +
      `p50 ${percentile(lagMs, 50)} ms, p99 ${percentile(lagMs, 99)} ms, max ${Math.max(...lagMs)} ms; ` +
      `WAL behind p50 ${percentile(lagBytes, 50)} B, max ${Math.max(...lagBytes)} B (${lagMs.length} samples)`,
  );
  await monitor.close();
  await database.close();
  await sql.end();
  await standby.stop();
} finally {
  await proxy.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await primary.stop();
  rmSync(base, { recursive: true, force: true });
}
