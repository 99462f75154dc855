/**
 * `npm run cluster`: the product as several instances on this machine, so anyone can watch
 * failover (docs/decisions/0084). One PostgreSQL primary and a streaming replica, one instance
 * with the workers, two web-only instances reading from the replica, and a round-robin proxy in
 * front of the web instances at http://127.0.0.1:3000. Kill any instance (`kill -9 <pid>`): its
 * subscriptions move to another one, the proxy skips it, and it is started again after a few
 * seconds, as a service manager would. Ctrl-C stops everything.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import postgres from "postgres";
import { generatePassword, hashPassword } from "../core/admin-auth/password.ts";
import { withDatabase } from "../core/db/database.ts";
import { type EmbeddedPostgres, freePort, startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { startHotStandby } from "../core/db/hot-standby.ts";
import { liveInstances } from "../core/instances/registry.ts";
import { subscriptionOwners } from "../core/instances/subscription-owners.ts";
import { createLogger } from "../core/log/logger.ts";
import { type InstanceProcess, spawnInstance, waitUntilReady } from "./cluster/instance-process.ts";
import { startRoundRobinProxy } from "./cluster/round-robin-proxy.ts";

const dir = resolve(process.env.CLUSTER_DIR ?? ".data/cluster");
const proxyPort = Number(process.env.PORT ?? 3000);
const logger = createLogger(process.env.LOG_LEVEL === "debug" ? "debug" : "warn", { service: "cluster" });
const say = (line: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)}  ${line}\n`);
mkdirSync(join(dir, "logs"), { recursive: true });
// the servers run as the postgres user when this runs as root: it must reach their directories
chmodSync(dir, 0o711);

interface ClusterSecrets {
  ADMIN_SESSION_SECRET: string;
  CAPTCHA_SECRET: string;
  NEWSLETTER_SECRET: string;
  ANALYST_PASSWORD: string;
  ADMIN_PASSWORD_HASH: string;
}

/** Every instance gets the same secrets (the start refuses otherwise); made once, kept in the cluster's directory. */
async function clusterSecrets(): Promise<ClusterSecrets> {
  const path = join(dir, "secrets.json");
  if (existsSync(path)) return JSON.parse(readFileSync(path, "utf8")) as ClusterSecrets;
  const password = generatePassword();
  const secrets: ClusterSecrets = {
    ADMIN_SESSION_SECRET: randomBytes(32).toString("hex"),
    CAPTCHA_SECRET: randomBytes(32).toString("hex"),
    NEWSLETTER_SECRET: randomBytes(32).toString("hex"),
    ANALYST_PASSWORD: randomBytes(16).toString("hex"),
    ADMIN_PASSWORD_HASH: await hashPassword(password),
  };
  writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  say(`admin sign-in (shown only this once): user "admin", password "${password}"`);
  return secrets;
}

async function appDatabaseUrl(server: EmbeddedPostgres): Promise<string> {
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = 'flydealsbg'`;
    if (!exists) await admin.unsafe("CREATE DATABASE flydealsbg");
  } finally {
    await admin.end();
  }
  return withDatabase(server.url, "flydealsbg");
}

say(`starting the primary PostgreSQL in ${join(dir, "primary")}`);
const primary = await startEmbeddedPostgres({ dataDir: join(dir, "primary"), logger });
const primaryUrl = await appDatabaseUrl(primary);
say("starting a streaming replica of it");
const replica = await startHotStandby({
  primaryDataDir: join(dir, "primary"),
  primaryUrl: primary.url,
  dataDir: join(dir, "replica"),
  logger,
});
const replicaUrl = withDatabase(replica.url, "flydealsbg");
say(`replica ready on port ${replica.port}`);

const secrets = await clusterSecrets();
const common: Record<string, string> = {
  ...secrets,
  DATABASE_URL: primaryUrl,
  PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
  DB_POOL_MAX: "5",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
};
interface Member {
  name: string;
  port: number;
  env: Record<string, string>;
  process: InstanceProcess | null;
}
const members: Member[] = [
  { name: "worker", port: await freePort(), env: { WORKERS: "true" }, process: null },
  { name: "web1", port: await freePort(), env: { WORKERS: "false", DATABASE_READ_URL: replicaUrl }, process: null },
  { name: "web2", port: await freePort(), env: { WORKERS: "false", DATABASE_READ_URL: replicaUrl }, process: null },
];
let stopping = false;

function launch(member: Member): InstanceProcess {
  const instance = spawnInstance({
    name: member.name,
    port: member.port,
    env: { ...common, DATA_DIR: join(dir, member.name), ...member.env },
    logFile: join(dir, "logs", `${member.name}.log`),
  });
  member.process = instance;
  instance.exited.then((code) => {
    if (stopping) return;
    say(
      `${member.name} (pid ${instance.child.pid}) ended (${code ?? instance.child.signalCode}); starting it again in 3 s`,
    );
    setTimeout(() => {
      if (stopping) return;
      const again = launch(member);
      waitUntilReady(again).then(
        () => say(`${member.name} is back (pid ${again.child.pid}), standing by for subscriptions`),
        (error) => say(`${member.name} did not come back: ${error instanceof Error ? error.message : error}`),
      );
    }, 3_000);
  });
  return instance;
}

say("starting the worker instance (migrates and seeds on the first run, about a minute)");
await waitUntilReady(launch(members[0] as Member), 600_000);
say("starting two web-only instances");
await Promise.all(members.slice(1).map((member) => waitUntilReady(launch(member))));
const urlOf = (member: Member) => `http://127.0.0.1:${member.port}`;
const running = (member: Member) =>
  member.process !== null && member.process.child.exitCode === null && member.process.child.signalCode === null;
const web = members.slice(1);
const proxy = await startRoundRobinProxy(() => web.filter(running).map(urlOf), { port: proxyPort });

const sql = postgres(primaryUrl, { max: 1, onnotice: () => {} });
const nameOf = new Map<string, string>();
function table(): void {
  say(`flydealsbg is running at ${proxy.url} (web1 and web2 in turn; the admin at ${proxy.url}/nimda)`);
  for (const member of members) {
    say(
      `  ${member.name.padEnd(7)} pid ${String(member.process?.child.pid).padEnd(8)} ${urlOf(member)}  ${member.name === "worker" ? "workers + projections" : "web, reads from the replica"}  log: ${join(dir, "logs", `${member.name}.log`)}`,
    );
  }
  say(`  primary  port ${primary.port}   replica port ${replica.port}`);
  say("Kill one (kill -9 <pid>) and watch its subscriptions move; Ctrl-C stops everything.");
}
table();

// prints who owns the subscriptions whenever that changes, and how long a move took
let previous = new Map<string, string | null>();
let orphanedSince: number | null = null;
const watch = setInterval(async () => {
  try {
    for (const instance of await liveInstances(sql)) {
      const member = members.find((m) => m.process?.child.pid === instance.pid);
      if (member) nameOf.set(instance.instanceId, member.name);
    }
    const owners = await subscriptionOwners(sql);
    const now = new Map(owners.map((o) => [o.subscription, o.instanceId ? (nameOf.get(o.instanceId) ?? "?") : null]));
    const byOwner = (map: Map<string, string | null>) => {
      const counts = new Map<string, number>();
      for (const owner of map.values()) counts.set(owner ?? "nobody", (counts.get(owner ?? "nobody") ?? 0) + 1);
      return [...counts].map(([name, n]) => `${name} ${n}`).join(", ");
    };
    const orphaned = [...now.values()].filter((owner) => owner === null).length;
    if (orphaned > 0 && orphanedSince === null) orphanedSince = Date.now();
    if (byOwner(now) !== byOwner(previous)) {
      const took =
        orphaned === 0 && orphanedSince !== null
          ? ` (all owned again after ${((Date.now() - orphanedSince) / 1000).toFixed(1)} s)`
          : "";
      say(`subscriptions: ${byOwner(now)}${took}`);
      if (orphaned === 0) orphanedSince = null;
    }
    previous = now;
  } catch (error) {
    say(`watch failed: ${error instanceof Error ? error.message : error}`);
  }
}, 250);

let shuttingDown = false;
async function shutdown(): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  stopping = true;
  say("stopping: proxy, instances, replica, primary");
  clearInterval(watch);
  await proxy.close();
  await Promise.all(members.map((member) => member.process?.stop()));
  await sql.end({ timeout: 2 });
  await replica.stop();
  await primary.stop();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
