import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hashPassword } from "../core/admin-auth/password.ts";
import { connectDatabase, type Database, type Sql } from "../core/db/database.ts";
import { freePort } from "../core/db/embedded-postgres.ts";
import { checkpointLag } from "../core/eventstore/checkpointed-batch.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { PostgresSnapshotStore } from "../core/eventstore/snapshots.ts";
import { EVENT_COLUMNS, type StoredEventRow, toRecordedEvent } from "../core/eventstore/stored-event.ts";
import type {
  AnyEvent,
  EventMetadata,
  EventStore,
  ExpectedVersion,
  NewEvent,
  StreamAppend,
} from "../core/eventstore/types.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { uuidV7 } from "../core/eventstore/uuid-v7.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { crawlRoute } from "../core/pricing/crawl.ts";
import { createSimulatedFareSource } from "../core/pricing/simulated-fare-source.ts";
import { SIMULATED_ROUTES } from "../core/pricing/simulated-routes.ts";
import { tableChecksum } from "../projections/checksum.ts";
import { allProjections } from "../projections/index.ts";
import { checkpointIdOf, generationSchema, ident, type Projection } from "../projections/projection.ts";
import {
  chaosRandom,
  envNumber,
  formatDuration,
  median,
  printFigures,
  sleep,
  watchDriverFaults,
} from "./chaos-support.ts";

/**
 * Issue 13, part 5: the whole product (`scripts/start.ts`: embedded PostgreSQL, migrations, seed,
 * projections, workers, web) runs as a child process, fed by a writer that records fares through
 * the real pricing command straight into its database and by visitors' searches over HTTP, and is
 * SIGKILLed at random points: the Node process (web and workers), or the embedded PostgreSQL's
 * postmaster and then the Node process. After each restart every event seen committed is still
 * in `events`, and once the projections have caught up, every projection's live tables have the
 * checksums of a fresh fold of the log up to the same checkpoint.
 * Knobs: CHAOS_KILLS (20), CHAOS_SEED_DAYS (2), CHAOS_MAX_UPTIME_MS (20000), CHAOS_STARTUP_KILLS
 * (0.3, the share of kills aimed at a start in progress), CHAOS_SEED_KILL (0), CHAOS_TERMINATIONS
 * (0), CHAOS_SEED, CHAOS_KEEP (keep DATA_DIR and the product's logs), CHAOS_LOG_LEVEL (info).
 */
const KILLS = envNumber("CHAOS_KILLS", 20);
const SEED_DAYS = envNumber("CHAOS_SEED_DAYS", 2);
const MAX_UPTIME_MS = envNumber("CHAOS_MAX_UPTIME_MS", 20_000);
const STARTUP_KILLS = envNumber("CHAOS_STARTUP_KILLS", 0.3);
/** Kill the first start in its seed (counts as the first kill); off by default, see decision 0055. */
const SEED_KILL = envNumber("CHAOS_SEED_KILL", 0) > 0;
/** Sweeps of pg_terminate_backend over the product's sessions in each life, before its kill (0: none). */
const TERMINATIONS = envNumber("CHAOS_TERMINATIONS", 0);
const READY_TIMEOUT_MS = 5 * 60_000;
const random = chaosRandom();
const between = (low: number, high: number) => low + random() * (high - low);

const dataDir = mkdtempSync(join(tmpdir(), "flydealsbg-chaos-"));
const logDir = join(dataDir, "logs");
mkdirSync(logDir);
let keepDataDir = false;

type KillKind = "node" | "postgres";

interface Life {
  index: number;
  child: ChildProcess;
  spawnedAt: number;
  readyAt: number | null;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exited: boolean;
  killedByUs: boolean;
  logFile: string;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Running, not a zombie that nobody has reaped yet (in a container PID 1 may never reap). */
const isRunning = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
};

/** Processes whose parent is `pid` (the postmaster's backends and helpers). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {}
  }
  return children;
}

function postmasterPid(): number | null {
  const file = join(dataDir, "postgres", "postmaster.pid");
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/** The product's own database on its embedded PostgreSQL, as DATA_DIR describes it now. */
function productDatabaseUrl(dir = dataDir): string | null {
  const portFile = join(dir, "postgres-port");
  const passwordFile = join(dir, "postgres-password");
  if (!existsSync(portFile) || !existsSync(passwordFile)) return null;
  const port = readFileSync(portFile, "utf8").trim();
  const password = readFileSync(passwordFile, "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/flydealsbg`;
}

/** Remembers the ids of events whose append returned: the commit was acknowledged. */
class RecordingStore implements EventStore {
  constructor(
    private readonly inner: PostgresEventStore,
    private readonly committed: string[],
  ) {}

  async append(
    streamId: string,
    events: NewEvent[],
    options?: { expectedVersion?: ExpectedVersion; metadata?: EventMetadata },
  ) {
    const withIds = events.map((event) => ({ ...event, eventId: event.eventId ?? uuidV7() }));
    const result = await this.inner.append(streamId, withIds, options);
    if (result.appended) for (const event of withIds) this.committed.push(event.eventId);
    return result;
  }

  async appendMany(appends: StreamAppend[], options?: { metadata?: EventMetadata }) {
    const withIds = appends.map((append) => ({
      ...append,
      events: append.events.map((event) => ({ ...event, eventId: event.eventId ?? uuidV7() })),
    }));
    const result = await this.inner.appendMany(withIds, options);
    if (result.appended)
      for (const append of withIds) for (const event of append.events) this.committed.push(event.eventId);
    return result;
  }

  readStream<E extends AnyEvent>(...args: Parameters<EventStore["readStream"]>) {
    return this.inner.readStream<E>(...args);
  }

  readStreams<E extends AnyEvent>(...args: Parameters<EventStore["readStreams"]>) {
    return this.inner.readStreams<E>(...args);
  }

  readAll<E extends AnyEvent>(...args: Parameters<EventStore["readAll"]>) {
    return this.inner.readAll<E>(...args);
  }
}

/** Records crawls through the pricing command on the product's database, and searches over HTTP. */
class Feeder {
  readonly committed: string[] = [];
  crawls = 0;
  crawlFailures = 0;
  searches = 0;
  searchFailures = 0;
  readonly searchFailuresBy = new Map<string, number>();
  private database: Database | null = null;
  private paused = false;
  private stopped = false;
  private minute = 0;
  private readonly base = Date.now();
  private readonly loops: Promise<void>[] = [];

  constructor(private readonly baseUrl: string) {}

  start(): void {
    this.loops.push(this.crawler(), this.searcher());
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
    await this.drop();
  }

  /** A new client after every failure: the old one may be dead with the server it knew. */
  async drop(): Promise<void> {
    const database = this.database;
    this.database = null;
    await database?.close().catch(() => {});
  }

  private client(): Database | null {
    if (this.database) return this.database;
    const url = productDatabaseUrl();
    if (!url) return null;
    this.database = connectDatabase(url, { max: 2, name: "chaos-writer" });
    return this.database;
  }

  private async crawler(): Promise<void> {
    while (!this.stopped) {
      if (this.paused) {
        await sleep(100);
        continue;
      }
      const database = this.client();
      if (!database) {
        await sleep(300);
        continue;
      }
      const route = SIMULATED_ROUTES[Math.floor(random() * SIMULATED_ROUTES.length)];
      if (!route) continue;
      // every crawl in a minute of its own (the crawl id is per slot), a minute further each time
      this.minute += 1;
      const at = new Date(this.base + this.minute * 60_000);
      const wakeup = new Wakeup(database.sql);
      const store = new RecordingStore(
        new PostgresEventStore(database.sql, { onAppended: () => wakeup.appended() }),
        this.committed,
      );
      try {
        await crawlRoute(
          {
            store,
            snapshots: new PostgresSnapshotStore(database.sql),
            fareSource: createSimulatedFareSource({ seed: 20261121, now: () => at }),
          },
          { fromAirport: route.from, toAirport: route.to, at, slotMinutes: 1, horizonDays: 120 },
        );
        this.crawls += 1;
        // leave the two cores to the product most of the time
        await sleep(between(20, 120));
      } catch {
        this.crawlFailures += 1;
        if (this.database === database) await this.drop();
        await sleep(300);
      }
    }
  }

  private searchFailed(reason: string): void {
    this.searchFailures += 1;
    this.searchFailuresBy.set(reason, (this.searchFailuresBy.get(reason) ?? 0) + 1);
  }

  private async searcher(): Promise<void> {
    const terms = ["London", "Paris", "Рим", "Barcelona", "Милано", "Berlin", "Виена", "Athens", "Dubai", "Лисабон"];
    while (!this.stopped) {
      await sleep(between(100, 400));
      if (this.paused) continue;
      const q = terms[Math.floor(random() * terms.length)] as string;
      try {
        const response = await fetch(`${this.baseUrl}/api/search?q=${encodeURIComponent(q)}`, {
          signal: AbortSignal.timeout(5_000),
        });
        await response.arrayBuffer();
        if (response.ok) this.searches += 1;
        else this.searchFailed(String(response.status));
      } catch (error) {
        this.searchFailed((error as Error).name);
      }
    }
  }
}

interface FoldComparison {
  projection: string;
  equal: boolean;
  live: string[];
  fresh: string[];
  folded: number;
  processedEvents: number;
  differences: string[];
}

class Comparison extends Error {
  constructor(readonly result: FoldComparison) {
    super("rolled back on purpose");
  }
}

const upcasters = new Upcasters();

/**
 * In one REPEATABLE READ transaction: the live tables' checksums and their checkpoint, then a
 * fresh fold of every event up to that checkpoint into a scratch schema, and its checksums. The
 * transaction is rolled back, so the product never sees the scratch schema.
 */
async function compareWithFreshFold(sql: Sql, projection: Projection): Promise<FoldComparison> {
  try {
    await sql.begin("isolation level repeatable read", async (tx) => {
      const [registry] = await tx<{ active_generation: number }[]>`
        SELECT active_generation FROM projection_registry WHERE name = ${projection.name}`;
      if (!registry) throw new Error(`${projection.name} is not installed`);
      const liveSchema = generationSchema(projection.name, registry.active_generation);
      const [checkpoint] = await tx<{ last_transaction_id: string; last_position: number; processed_events: number }[]>`
        SELECT last_transaction_id::text, last_position, processed_events FROM subscription_checkpoints
         WHERE subscription_id = ${checkpointIdOf(projection.name, registry.active_generation)}`;
      const until = checkpoint ?? { last_transaction_id: "0", last_position: 0, processed_events: 0 };
      const checksums = (schema: string) =>
        Promise.all(projection.tables.map((table) => tableChecksum(tx as unknown as Sql, schema, table)));
      const live = await checksums(liveSchema);

      const freshSchema = `chaos_fresh_${projection.name}`;
      await tx.unsafe(`DROP SCHEMA IF EXISTS ${ident(freshSchema)} CASCADE`);
      await tx.unsafe(`CREATE SCHEMA ${ident(freshSchema)}`);
      await projection.createTables(tx, freshSchema);
      let cursor: [string, number] = ["0", 0];
      let folded = 0;
      for (;;) {
        const rows = await tx.unsafe<StoredEventRow[]>(
          `SELECT ${EVENT_COLUMNS} FROM events
            WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
              AND (transaction_id, global_position) <= ($3::xid8, $4::bigint)
              AND type = ANY($5::text[])
            ORDER BY transaction_id, global_position LIMIT 2000`,
          [cursor[0], cursor[1], until.last_transaction_id, until.last_position, projection.eventTypes] as never[],
        );
        const last = rows.at(-1);
        if (!last) break;
        await projection.handle(
          tx,
          rows.map((row) => toRecordedEvent(row, upcasters)),
          freshSchema,
        );
        folded += rows.length;
        cursor = [String(last.transaction_id), Number(last.global_position)];
      }
      const fresh = await checksums(freshSchema);
      const differences: string[] = [];
      for (const [i, table] of projection.tables.entries()) {
        if (live[i] === fresh[i]) continue;
        const sample = async (from: string, to: string) =>
          tx.unsafe<{ row: string }[]>(
            `SELECT t::text AS row FROM ${ident(from)}.${ident(table)} t
             EXCEPT ALL SELECT t::text FROM ${ident(to)}.${ident(table)} t LIMIT 3`,
          );
        for (const { row } of await sample(liveSchema, freshSchema))
          differences.push(`${table} live only: ${row.slice(0, 300)}`);
        for (const { row } of await sample(freshSchema, liveSchema))
          differences.push(`${table} fresh only: ${row.slice(0, 300)}`);
      }
      throw new Comparison({
        projection: projection.name,
        equal: live.every((checksum, i) => checksum === fresh[i]),
        live,
        fresh,
        folded,
        processedEvents: Number(until.processed_events),
        differences,
      });
    });
  } catch (error) {
    if (error instanceof Comparison) return error.result;
    throw error;
  }
  throw new Error("unreachable");
}

afterAll(() => {
  if (process.env.CHAOS_KEEP) keepDataDir = true;
  if (keepDataDir) console.log(`[chaos product] kept ${dataDir} (product logs in ${logDir})`);
  else rmSync(dataDir, { recursive: true, force: true });
});

describe("chaos: the product SIGKILLed at random points", () => {
  it(`${KILLS} kills of the Node process or the embedded PostgreSQL lose no committed event, and every projection equals a fresh fold`, async () => {
    if (!existsSync("build/server/index.js")) {
      throw new Error("No UI build: run `npm run build` first (the product serves it)");
    }
    const port = await freePort();
    const adminHash = await hashPassword("chaos admin password");
    const baseUrl = `http://127.0.0.1:${port}`;
    const driverFaults = watchDriverFaults();
    const lives: Life[] = [];

    const startProcess = (index: number, dir: string, productPort: number, logFile: string, extra = {}): Life => {
      const log = createWriteStream(logFile);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dir,
        PORT: String(productPort),
        HOST: "127.0.0.1",
        SEED_DAYS: String(SEED_DAYS),
        LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? "info",
        PAGE_CACHE: "false",
        // so that no generated admin password is printed
        ADMIN_PASSWORD_HASH: adminHash,
        ...extra,
      };
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
      const life: Life = {
        index,
        child,
        spawnedAt: Date.now(),
        readyAt: null,
        exited: false,
        killedByUs: false,
        logFile,
        exit: new Promise((resolve) =>
          child.once("exit", (code, signal) => {
            life.exited = true;
            setTimeout(() => log.end(), 100);
            resolve({ code, signal });
          }),
        ),
      };
      return life;
    };
    const spawnProduct = (): Life => {
      const index = lives.length;
      const life = startProcess(index, dataDir, port, join(logDir, `life-${String(index).padStart(2, "0")}.log`));
      lives.push(life);
      return life;
    };

    /** What a first start that nobody killed seeds: streams by type (another DATA_DIR, no workers). */
    const SEEDED_TYPES = [
      "country",
      "airport",
      "destination",
      "airline",
      "sight",
      "faq",
      "cmspage",
      "searchprofile",
      "searchbinding",
      "visa",
    ];
    const seededStreams = async (sql: Sql) =>
      Object.fromEntries(
        (
          await sql<{ stream_type: string; n: number }[]>`
            SELECT stream_type, count(*)::int AS n FROM streams WHERE stream_type = ANY(${SEEDED_TYPES})
             GROUP BY 1 ORDER BY 1`
        ).map((r) => [r.stream_type, r.n]),
      ) as Record<string, number>;
    const referenceSeed = async (): Promise<Record<string, number>> => {
      const dir = join(dataDir, "reference");
      mkdirSync(dir);
      const referencePort = await freePort();
      const reference = startProcess(-1, dir, referencePort, join(logDir, "reference.log"), { WORKERS: "false" });
      try {
        const deadline = Date.now() + READY_TIMEOUT_MS;
        for (;;) {
          if (reference.exited) throw new Error(`the reference start failed:\n${logTail(reference)}`);
          const response = await fetch(`http://127.0.0.1:${referencePort}/readyz`).catch(() => null);
          await response?.arrayBuffer();
          if (response?.status === 200) break;
          if (Date.now() > deadline) throw new Error("the reference start did not get ready");
          await sleep(200);
        }
        const database = connectDatabase(productDatabaseUrl(dir) as string, { max: 1, name: "chaos-reference" });
        try {
          return await seededStreams(database.sql);
        } finally {
          await database.close();
        }
      } finally {
        reference.child.kill("SIGTERM");
        await reference.exit;
      }
    };

    const logText = (life: Life) => {
      try {
        return readFileSync(life.logFile, "utf8");
      } catch {
        return ""; // not opened yet
      }
    };
    const logTail = (life: Life) => logText(life).trim().split("\n").slice(-8).join("\n");

    /** Polls /readyz; a start that ends on its own is a finding, and the product is started again. */
    const unexpectedExits: string[] = [];
    const waitReady = async (life: Life): Promise<Life> => {
      let current = life;
      const deadline = Date.now() + READY_TIMEOUT_MS;
      for (;;) {
        if (current.exited) {
          const { code, signal } = await current.exit;
          unexpectedExits.push(
            `life ${current.index} exited by itself before ready (code ${code}, signal ${signal}):\n${logTail(current)}`,
          );
          if (unexpectedExits.length > 5)
            throw new Error(`the product keeps failing to start:\n${unexpectedExits.join("\n")}`);
          current = spawnProduct();
          continue;
        }
        try {
          const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
          await response.arrayBuffer();
          if (response.status === 200) {
            current.readyAt = Date.now();
            return current;
          }
        } catch {}
        if (Date.now() > deadline)
          throw new Error(`life ${current.index} not ready after ${READY_TIMEOUT_MS} ms:\n${logTail(current)}`);
        await sleep(100);
      }
    };

    const kills: { kind: KillKind; phase: "seeding" | "starting" | "running"; actual: string }[] = [];
    const orphans: number[] = [];
    const exitedBeforeNodeKill: string[] = [];
    /** The crash's own line (an uncaught error's name and message), else the last error logged. */
    const exitReason = (life: Life) => {
      const lines = logText(life).trim().split("\n").slice(-60);
      const crash = lines.filter((line) => /^[A-Za-z]*Error\b/.test(line)).at(-1);
      return (crash ?? lines.filter((line) => line.includes('"level":"error"')).at(-1))?.slice(0, 300);
    };
    const kill = async (life: Life, kind: KillKind, phase?: "seeding"): Promise<string> => {
      const ready = life.readyAt !== null;
      const alreadyDead = life.exited;
      if (alreadyDead) {
        const { code, signal } = await life.exit;
        unexpectedExits.push(`life ${life.index} exited by itself (code ${code}, signal ${signal}):\n${logTail(life)}`);
      }
      let actual: string = kind;
      const pg = postmasterPid();
      if (kind === "postgres" && pg !== null) {
        const backends = childrenOf(pg);
        process.kill(pg, "SIGKILL");
        // the Node process meets its dead database for a moment, then dies too
        await sleep(between(0, 1_500));
        life.killedByUs = true;
        life.child.kill("SIGKILL");
        const { code, signal } = await life.exit;
        if (signal !== "SIGKILL" && !alreadyDead) {
          exitedBeforeNodeKill.push(
            `life ${life.index} (${ready ? "running" : "starting"}): code ${code}: ${exitReason(life)}`,
          );
        }
        // processes of the killed postmaster still running when the next start begins
        orphans.push(backends.filter(isRunning).length);
      } else {
        if (kind === "postgres") actual = "node (postgres not running yet)";
        life.killedByUs = true;
        life.child.kill("SIGKILL");
        await life.exit;
      }
      kills.push({ kind, phase: phase ?? (ready ? "running" : "starting"), actual });
      return actual;
    };

    let verifier: Database | null = null;
    const verifierSql = () => {
      if (verifier) return verifier.sql;
      const url = productDatabaseUrl();
      if (!url) throw new Error("no database in DATA_DIR");
      verifier = connectDatabase(url, { max: 2, name: "chaos-verifier" });
      return verifier.sql;
    };
    const dropVerifier = async () => {
      const old = verifier;
      verifier = null;
      await old?.close().catch(() => {});
    };

    let observed: string[] = [];
    const observe = async () => {
      try {
        const rows = await verifierSql()<{ event_id: string }[]>`SELECT event_id FROM events`;
        observed = rows.map((r) => r.event_id);
      } catch {
        await dropVerifier();
      }
    };

    /** Not a kill: the product's sessions end under it (a restart of a pooler, an admin), and it carries on. */
    let terminationSweeps = 0;
    let terminatedSessions = 0;
    const terminateProductConnections = async () => {
      try {
        const [row] = await verifierSql()<{ n: number }[]>`
          SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
           WHERE application_name LIKE 'flydealsbg%' AND pid <> pg_backend_pid()`;
        terminationSweeps += 1;
        terminatedSessions += row?.n ?? 0;
      } catch {
        await dropVerifier();
      }
    };

    const feeder = new Feeder(baseUrl);
    const failures: string[] = [];
    const comparisons: { life: number; results: FoldComparison[] }[] = [];
    let eventsChecked = 0;
    let foldedEvents = 0;
    let eventsAtEnd = 0;
    const catchUpSeconds: number[] = [];

    const verify = async (life: Life) => {
      await dropVerifier();
      const sql = verifierSql();
      // 1. nothing the writer saw committed, nor any event read before the kill, is gone
      const ids = [...new Set([...feeder.committed, ...observed])];
      let present = 0;
      for (let i = 0; i < ids.length; i += 50_000) {
        const [row] = await sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM events WHERE event_id = ANY(${ids.slice(i, i + 50_000)}::uuid[])`;
        present += row?.n ?? 0;
      }
      eventsChecked += ids.length;
      if (present !== ids.length)
        failures.push(`life ${life.index}: ${ids.length - present} of ${ids.length} committed events missing`);
      const [gaps] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM (SELECT stream_id FROM events GROUP BY stream_id
                                         HAVING max(stream_position) <> count(*)) g`;
      if (gaps?.n) failures.push(`life ${life.index}: ${gaps.n} streams with gaps`);
      const [count] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`;
      eventsAtEnd = count?.n ?? 0;

      // 2. the projections catch up on their own, then each equals a fresh fold
      feeder.pause();
      try {
        const started = Date.now();
        const deadline = started + 5 * 60_000;
        for (;;) {
          const registry = await sql<{ name: string; active_generation: number }[]>`
            SELECT name, active_generation FROM projection_registry`;
          const generations = new Map(registry.map((r) => [r.name, r.active_generation]));
          let lagging = 0;
          for (const projection of allProjections) {
            const generation = generations.get(projection.name) ?? 1;
            lagging += await checkpointLag(sql, checkpointIdOf(projection.name, generation), projection.eventTypes);
          }
          if (lagging === 0) break;
          if (Date.now() > deadline) {
            const errors = await sql<{ subscription_id: string; last_error: string }[]>`
              SELECT subscription_id, last_error FROM subscription_checkpoints WHERE last_error IS NOT NULL`;
            failures.push(
              `life ${life.index}: projections still ${lagging} events behind after 5 minutes; errors: ${JSON.stringify(errors)}`,
            );
            return;
          }
          await sleep(200);
        }
        catchUpSeconds.push((Date.now() - started) / 1000);
        const results: FoldComparison[] = [];
        for (const projection of allProjections) {
          const result = await compareWithFreshFold(sql, projection);
          results.push(result);
          foldedEvents += result.folded;
          if (!result.equal) {
            failures.push(
              `life ${life.index}: ${result.projection} differs from a fresh fold (live ${result.live.join(", ")}; fresh ${result.fresh.join(", ")})\n    ${result.differences.join("\n    ")}`,
            );
          }
          if (result.processedEvents !== result.folded) {
            failures.push(
              `life ${life.index}: ${result.projection} counted ${result.processedEvents} processed events, the log has ${result.folded} up to its checkpoint`,
            );
          }
        }
        comparisons.push({ life: life.index, results });
      } finally {
        feeder.resume();
      }
    };

    // the first start seeds the store; with CHAOS_SEED_KILL the first kill lands in its seed
    let life = spawnProduct();
    let kill0 = 0;
    let seedKilledIn = "";
    if (SEED_KILL) {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      // inside a seeder, just after the first stream of the type its "already seeded" test looks
      // for: the catalog's (destination, after countries and airports) or the visa rules'
      const seeder = random() < 0.5 ? "destination" : "visa";
      let probe: Database | null = null;
      for (;;) {
        if (life.exited || Date.now() > deadline) throw new Error(`no ${seeder} stream appeared in the first start`);
        const url = productDatabaseUrl();
        probe ??= url ? connectDatabase(url, { max: 1, name: "chaos-probe" }) : null;
        const rows = probe
          ? await probe.sql`SELECT 1 FROM streams WHERE stream_type = ${seeder} LIMIT 1`.catch(() => [])
          : [];
        if (rows.length) break;
        await sleep(20);
      }
      await probe?.close();
      await sleep(between(0, 1_000));
      const actual = await kill(life, "node", "seeding");
      seedKilledIn = seeder;
      console.log(`[chaos product] kill 1/${KILLS}: ${actual} while seeding (first ${seeder} stream, life 0)`);
      life = spawnProduct();
      kill0 = 1;
    }
    life = await waitReady(life);
    const firstReadyMs = (life.readyAt as number) - (lives[0] as Life).spawnedAt;
    feeder.start();
    await sleep(3_000);
    await verify(life);

    const readyTimes: number[] = [];
    const plan: KillKind[] = Array.from({ length: KILLS - kill0 }, (_, i) => (i % 2 === 0 ? "postgres" : "node"));
    for (let i = plan.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [plan[i], plan[j]] = [plan[j] as KillKind, plan[i] as KillKind];
    }
    const started = Date.now();
    for (const [k, kind] of plan.entries()) {
      const atStart = k + kill0 > 0 && random() < STARTUP_KILLS && life.readyAt === null;
      if (atStart) {
        // a start in progress: somewhere between the spawn and the usual time to ready
        const usual = readyTimes.length ? median(readyTimes) : 8_000;
        await sleep(between(200, usual));
      } else {
        if (life.readyAt === null) {
          life = await waitReady(life);
          readyTimes.push((life.readyAt as number) - life.spawnedAt);
          await verify(life);
        }
        const uptime = between(1_000, MAX_UPTIME_MS);
        const sweeps = Array.from({ length: TERMINATIONS }, () => between(0, uptime)).sort((a, b) => a - b);
        let slept = 0;
        for (const at of sweeps) {
          await sleep(at - slept);
          slept = at;
          await terminateProductConnections();
        }
        await sleep(uptime - slept);
        await observe();
      }
      const actual = await kill(life, kind);
      await dropVerifier();
      await feeder.drop();
      console.log(
        `[chaos product] kill ${k + kill0 + 1}/${KILLS}: ${actual} while ${life.readyAt === null ? "starting" : "running"} (life ${life.index}, ${formatDuration(Date.now() - life.spawnedAt)} after its spawn)`,
      );
      life = spawnProduct();
    }
    life = await waitReady(life);
    readyTimes.push((life.readyAt as number) - life.spawnedAt);
    await sleep(3_000);
    await verify(life);
    await feeder.stop();
    // a last look with nothing writing: the final state, then a clean stop
    await verify(life);
    // the seed is whole even if a kill landed in it: as many seeded streams of each type as a
    // first start that nobody killed makes
    let seedFigure = "-";
    if (SEED_KILL) {
      const expected = await referenceSeed();
      const actual = await seededStreams(verifierSql());
      const short = Object.entries(expected).filter(([type, n]) => (actual[type] ?? 0) < n);
      seedFigure = `killed after the first ${seedKilledIn} stream: ${
        short.length
          ? short.map(([type, n]) => `${type} ${actual[type] ?? 0} of ${n}`).join(", ")
          : `complete (${Object.values(expected).reduce((a, b) => a + b, 0)} streams)`
      }`;
      if (short.length) failures.push(`the seed stayed incomplete after a kill in the first start: ${seedFigure}`);
    }
    await dropVerifier();
    life.child.kill("SIGTERM");
    const stopped = await Promise.race([life.exit, sleep(60_000).then(() => null)]);
    // not one of the issue's criteria, so a figure: a stop that fails leaves PostgreSQL running
    const finalStop = stopped
      ? `exit code ${stopped.code}${stopped.code === 0 ? "" : `: ${exitReason(life)}`}`
      : "still running after 60 s";
    driverFaults.stop();

    const byKind = (kind: string) => kills.filter((k) => k.actual.startsWith(kind)).length;
    const last = comparisons.at(-1)?.results ?? [];
    printFigures("chaos: product", {
      kills: `${kills.length} (node ${byKind("node")}, postgres ${byKind("postgres")}; ${kills.filter((k) => k.phase === "seeding").length} in the first seed, ${kills.filter((k) => k.phase === "starting").length} during a start, ${kills.filter((k) => k.phase === "running").length} while running)`,
      "kills in order": kills
        .map((k, i) => `${i + 1}:${k.actual.startsWith("postgres") ? "pg" : "node"}/${k.phase}`)
        .join(" "),
      "restarts (spawns after the first)": lives.length - 1,
      "lives that ended on their own, not killed": unexpectedExits.length,
      "Node exited on its own before its kill, after PostgreSQL died": `${exitedBeforeNodeKill.length}${exitedBeforeNodeKill.map((e) => `\n      ${e}`).join("")}`,
      "postmaster's processes still alive at the next start": orphans.length
        ? `${orphans.join(", ")} (per PostgreSQL kill)`
        : "-",
      "first start (seed)": formatDuration(firstReadyMs),
      "seed after a kill in it (CHAOS_SEED_KILL)": seedFigure,
      "time to ready after a restart": `median ${formatDuration(median(readyTimes))}, max ${formatDuration(Math.max(...readyTimes))} (${readyTimes.length} restarts)`,
      "projections' catch-up before each comparison": `median ${median(catchUpSeconds).toFixed(1)} s, max ${Math.max(...catchUpSeconds).toFixed(1)} s`,
      "writer: crawls recorded": `${feeder.crawls} (${feeder.crawlFailures} failed while the product was down), ${feeder.committed.length} events acknowledged`,
      "visitors' searches": `${feeder.searches} answered, ${feeder.searchFailures} failed (${[...feeder.searchFailuresBy].map(([k, v]) => `${k} ${v}`).join(", ")})`,
      "events checked (committed or read before a kill)": `${eventsChecked} over ${comparisons.length} checks (${new Set([...feeder.committed, ...observed]).size} distinct)`,
      "fresh folds compared": `${comparisons.length} × ${allProjections.length} projections, ${foldedEvents} events folded`,
      "events in the store at the end": eventsAtEnd,
      "events folded per projection at the end": last.map((r) => `${r.projection} ${r.folded}`).join(", "),
      "postgres.js faults in the test process": driverFaults.count,
      "sessions terminated under the running product": TERMINATIONS
        ? `${terminatedSessions} in ${terminationSweeps} sweeps`
        : "- (CHAOS_TERMINATIONS=0)",
      "final SIGTERM stop": finalStop,
      "chaos run": formatDuration(Date.now() - started),
      failures: failures.length,
    });
    if (failures.length > 0 || unexpectedExits.length > 0) keepDataDir = true;
    expect(unexpectedExits).toEqual([]);
    expect(failures).toEqual([]);
    expect(kills).toHaveLength(KILLS);
  });
});
