import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database, type Sql } from "../core/db/database.ts";
import {
  checkpointLag,
  processBatchInTransaction,
  recordCheckpointError,
} from "../core/eventstore/checkpointed-batch.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { SubscriptionLoop } from "../core/eventstore/subscription.ts";
import { WrongExpectedVersionError } from "../core/eventstore/types.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { uuidV7 } from "../core/eventstore/uuid-v7.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { createTestDatabase, type TestDatabase } from "../core/testing/test-database.ts";
import { chaosRandom, envNumber, formatDuration, printFigures, sleep, watchDriverFaults } from "./chaos-support.ts";

/**
 * Issue 13, part 5: concurrent writers append through the real event store, one event per
 * transaction, some rolled back on purpose, while three subscribers built from the real
 * subscription code fold every event into chaos_seen and have their connections killed and
 * their loops stopped and restarted under them. At the end every subscriber has seen every
 * committed event exactly once and no rolled-back one. Sizes: CHAOS_APPENDS (1,000,000),
 * CHAOS_WRITERS (16), CHAOS_STREAMS (2,000), CHAOS_ROLLBACK (0.05), CHAOS_SEED.
 */
const APPENDS = envNumber("CHAOS_APPENDS", 1_000_000);
const WRITERS = envNumber("CHAOS_WRITERS", 16);
const STREAMS = envNumber("CHAOS_STREAMS", 2_000);
/** A fifth of the appends go to this few streams, so that writers collide often. */
const HOT_STREAMS = envNumber("CHAOS_HOT_STREAMS", 8);
const ROLLBACK = envNumber("CHAOS_ROLLBACK", 0.05);
const SUBSCRIBERS = 3;
const random = chaosRandom();

class RolledBackOnPurpose extends Error {}

let database: TestDatabase;
const upcasters = new Upcasters();

interface Subscriber {
  name: string;
  checkpointId: string;
  database: Database;
  loops: SubscriptionLoop[];
}

function subscriberLoop(subscriber: Subscriber, wakeup: Wakeup): SubscriptionLoop {
  const { sql, locks } = subscriber.database;
  return new SubscriptionLoop({
    name: subscriber.checkpointId,
    sql,
    // as the product runs: the owner lock on a session of its own, which the killer also terminates
    locks,
    wakeup,
    logger: silentLogger,
    batchSize: 500,
    pollIntervalMs: 50,
    // a loop that lost its lock session to pg_terminate_backend lets a newer one take over soon
    standbyRetryMs: 100,
    step: () =>
      sql.begin((tx) =>
        processBatchInTransaction(tx, {
          checkpointId: subscriber.checkpointId,
          batchSize: 500,
          eventTypes: null,
          upcasters,
          handle: async (batchTx, events) => {
            await batchTx`INSERT INTO chaos_seen (subscriber, event_id)
                          SELECT ${subscriber.name}, unnest(${events.map((e) => e.eventId)}::uuid[])`;
          },
        }),
      ),
    onError: (error) => recordCheckpointError(sql, subscriber.checkpointId, error),
  });
}

/** Stops a loop, but never hangs the run on one: a stop that takes a minute is a finding. */
async function stopLoop(loop: SubscriptionLoop): Promise<void> {
  const timedOut = await Promise.race([loop.stop().then(() => false), sleep(60_000).then(() => true)]);
  if (timedOut) throw new Error("a SubscriptionLoop did not stop within 60 s");
}

async function insertIds(sql: Sql, table: string, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 20_000) {
    await sql.unsafe(`INSERT INTO ${table} (event_id) SELECT unnest($1::uuid[])`, [
      ids.slice(i, i + 20_000),
    ] as never[]);
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ max: 4 });
  await database.sql`CREATE TABLE chaos_seen (subscriber text NOT NULL, event_id uuid NOT NULL)`;
  await database.sql`CREATE TABLE chaos_committed (event_id uuid NOT NULL)`;
  await database.sql`CREATE TABLE chaos_rolled_back (event_id uuid NOT NULL)`;
});
afterAll(() => database?.drop());

describe("chaos: concurrent appends, rollbacks and killed subscribers", () => {
  it(`${WRITERS} writers, ${APPENDS} appends, ${ROLLBACK * 100}% rolled back: every subscriber sees each committed event once`, async () => {
    const wakeup = new Wakeup(undefined);
    const clientOf = (i: number) => connectDatabase(database.url, { max: 2, name: `chaos-sub-${i + 1}` });
    const subscribers: Subscriber[] = Array.from({ length: SUBSCRIBERS }, (_, i) => ({
      name: `s${i + 1}`,
      checkpointId: `chaos:s${i + 1}`,
      database: clientOf(i),
      loops: [],
    }));
    // a driver fault would have killed a subscriber's process: it is restarted with new clients
    let crashRestarts = 0;
    let crashes = Promise.resolve();
    const driverFaults = watchDriverFaults(() => {
      // one restart after another; faults that come while one runs are covered by the next
      crashes = crashes.then(crashRestart).catch(() => {});
    });
    const crashRestart = async () => {
      crashRestarts += 1;
      await Promise.all(
        subscribers.map(async (subscriber, i) => {
          const old = subscriber.loops.splice(0);
          const oldDatabase = subscriber.database;
          subscriber.database = clientOf(i);
          const fresh = subscriberLoop(subscriber, wakeup);
          subscriber.loops.push(fresh);
          fresh.start();
          // the dead process's queries end with its connections
          for (const loop of old) loop.stop().catch(() => {});
          await oldDatabase.close().catch(() => {});
        }),
      );
    };
    const admin = connectDatabase(database.url, { max: 1, name: "chaos-admin" });
    for (const subscriber of subscribers) {
      const loop = subscriberLoop(subscriber, wakeup);
      subscriber.loops.push(loop);
      loop.start();
    }

    const committed: string[] = [];
    const rolledBack: string[] = [];
    let conflicts = 0;
    let otherErrors = 0;
    let issued = 0;
    const streamOf = () =>
      random() < 0.2 ? `chaos-hot${Math.floor(random() * HOT_STREAMS)}` : `chaos-${Math.floor(random() * STREAMS)}`;

    const writerDatabases = Array.from({ length: WRITERS }, (_, i) =>
      connectDatabase(database.url, { max: 1, name: `chaos-writer-${i + 1}` }),
    );
    const writer = async (sql: Sql) => {
      while (issued < APPENDS) {
        issued += 1;
        const n = issued;
        const eventId = uuidV7();
        const rollback = random() < ROLLBACK;
        for (;;) {
          const streamId = streamOf();
          try {
            await sql.begin(async (tx) => {
              const store = new PostgresEventStore(tx, { onAppended: () => wakeup.appended() });
              const version = (await store.streamVersion(streamId)) ?? 0;
              await store.append(streamId, [{ type: "ChaosAppended", data: { n }, eventId }], {
                expectedVersion: version === 0 ? "no_stream" : version,
              });
              if (rollback) throw new RolledBackOnPurpose();
            });
            committed.push(eventId);
            break;
          } catch (error) {
            if (error instanceof RolledBackOnPurpose) {
              rolledBack.push(eventId);
              break;
            }
            if (error instanceof WrongExpectedVersionError) {
              conflicts += 1;
              continue;
            }
            otherErrors += 1;
            throw error;
          }
        }
      }
    };

    // the faults: subscriber sessions terminated, loops stopped and started (sometimes overlapping)
    let writing = true;
    let terminations = 0;
    let killRounds = 0;
    let loopRestarts = 0;
    let overlappingRestarts = 0;
    let concurrentOwners = 0;
    const killer = (async () => {
      while (writing) {
        await sleep(50 + random() * 400);
        const target = random() < 0.25 ? "chaos-sub-%" : `chaos-sub-${1 + Math.floor(random() * SUBSCRIBERS)}%`;
        const [row] = await admin.sql<{ n: number }[]>`
          SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
           WHERE application_name LIKE ${target} AND datname = current_database()`;
        terminations += row?.n ?? 0;
        killRounds += 1;
      }
    })();
    const restarter = (async () => {
      while (writing) {
        await sleep(500 + random() * 2_500);
        if (!writing) break;
        const subscriber = subscribers[Math.floor(random() * SUBSCRIBERS)] as Subscriber;
        const old = subscriber.loops.splice(0);
        const fresh = subscriberLoop(subscriber, wakeup);
        subscriber.loops.push(fresh);
        if (random() < 0.5) {
          // start the new loop first: while the old one still holds (or lost) the owner lock
          fresh.start();
          overlappingRestarts += 1;
          await sleep(random() * 300);
          // the old loop's lock session may have been terminated: then both own the subscription
          if (fresh.isOwner && old.some((loop) => loop.isOwner)) concurrentOwners += 1;
          await Promise.all(old.map(stopLoop));
        } else {
          await Promise.all(old.map(stopLoop));
          fresh.start();
        }
        loopRestarts += 1;
      }
    })();

    const started = Date.now();
    let lastReport = started;
    const progress = setInterval(() => {
      const now = Date.now();
      if (now - lastReport < 30_000) return;
      lastReport = now;
      const done = committed.length + rolledBack.length;
      console.log(
        `[chaos appends] ${done}/${APPENDS} in ${formatDuration(now - started)} (${Math.round(done / ((now - started) / 1000))}/s), conflicts ${conflicts}, terminations ${terminations}`,
      );
    }, 5_000);
    try {
      await Promise.all(writerDatabases.map((w) => writer(w.sql)));
    } finally {
      writing = false;
      clearInterval(progress);
      await killer;
      await restarter;
    }
    const writeSeconds = (Date.now() - started) / 1000;

    // every subscriber catches up on its own after the faults stop
    const catchUpStarted = Date.now();
    for (const subscriber of subscribers) {
      const deadline = Date.now() + 30 * 60_000;
      while ((await checkpointLag(admin.sql, subscriber.checkpointId, null)) > 0) {
        if (Date.now() > deadline) throw new Error(`${subscriber.name} did not catch up within 30 minutes`);
        await sleep(200);
      }
    }
    driverFaults.stop();
    await crashes;
    const catchUpSeconds = (Date.now() - catchUpStarted) / 1000;
    for (const subscriber of subscribers) await Promise.all(subscriber.loops.map(stopLoop));
    await Promise.all([...subscribers.map((s) => s.database), ...writerDatabases, admin].map((d) => d.close()));

    const sql = database.sql;
    await insertIds(sql, "chaos_committed", committed);
    await insertIds(sql, "chaos_rolled_back", rolledBack);
    const [store] = await sql<
      { events: number; committed_missing: number; rolled_back_stored: number; gaps: number }[]
    >`
      SELECT (SELECT count(*)::int FROM events) AS events,
             (SELECT count(*)::int FROM chaos_committed c WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.event_id = c.event_id)) AS committed_missing,
             (SELECT count(*)::int FROM chaos_rolled_back r WHERE EXISTS (SELECT 1 FROM events e WHERE e.event_id = r.event_id)) AS rolled_back_stored,
             (SELECT count(*)::int FROM (SELECT stream_id FROM events GROUP BY stream_id
                                          HAVING max(stream_position) <> count(*)) g) AS gaps`;
    const seen = await sql<
      {
        subscriber: string;
        seen: number;
        distinct_seen: number;
        missing: number;
        unknown: number;
        rolled_back: number;
      }[]
    >`
      WITH s AS (SELECT subscriber, event_id, count(*) AS n FROM chaos_seen GROUP BY 1, 2)
      SELECT v.subscriber,
             (SELECT count(*)::int FROM chaos_seen x WHERE x.subscriber = v.subscriber) AS seen,
             (SELECT count(*)::int FROM s WHERE s.subscriber = v.subscriber) AS distinct_seen,
             (SELECT count(*)::int FROM events e
               WHERE NOT EXISTS (SELECT 1 FROM s WHERE s.subscriber = v.subscriber AND s.event_id = e.event_id)) AS missing,
             (SELECT count(*)::int FROM s WHERE s.subscriber = v.subscriber
                 AND NOT EXISTS (SELECT 1 FROM events e WHERE e.event_id = s.event_id)) AS unknown,
             (SELECT count(*)::int FROM s JOIN chaos_rolled_back r USING (event_id) WHERE s.subscriber = v.subscriber) AS rolled_back
        FROM (VALUES ('s1'), ('s2'), ('s3')) AS v(subscriber)
       ORDER BY 1`;
    const [processed] = await sql<{ sum: number }[]>`
      SELECT sum(processed_events)::int AS sum FROM subscription_checkpoints WHERE subscription_id LIKE 'chaos:%'`;

    printFigures("chaos: appends", {
      writers: WRITERS,
      "appends (transactions that appended)": committed.length + rolledBack.length,
      "appends committed": committed.length,
      "appends rolled back on purpose": `${rolledBack.length} (${((100 * rolledBack.length) / (committed.length + rolledBack.length)).toFixed(2)}%)`,
      "version conflicts retried": conflicts,
      "other write errors": otherErrors,
      streams: `${STREAMS} + ${HOT_STREAMS} hot (a fifth of the appends)`,
      "subscriber backends terminated": `${terminations} in ${killRounds} rounds`,
      "subscription loops restarted": `${loopRestarts} (${overlappingRestarts} started before the old one stopped, ${concurrentOwners} of them seen running beside it as owners)`,
      "postgres.js faults outside a query": `${driverFaults.count}${driverFaults.samples.length ? ` (${[...new Set(driverFaults.samples)].join("; ")})` : ""}`,
      "subscribers restarted after a driver fault": crashRestarts,
      "write duration": formatDuration(writeSeconds * 1000),
      "appends/s": Math.round((committed.length + rolledBack.length) / writeSeconds),
      "subscribers' catch-up after the writers": `${catchUpSeconds.toFixed(1)} s`,
      "events in the store": store?.events,
      ...Object.fromEntries(
        seen.map((s) => [
          `subscriber ${s.subscriber}`,
          `seen ${s.seen}, distinct ${s.distinct_seen}, doubled ${s.seen - s.distinct_seen}, missing ${s.missing}, unknown ${s.unknown}, rolled-back ${s.rolled_back}`,
        ]),
      ),
    });

    expect(otherErrors).toBe(0);
    expect(store).toEqual({ events: committed.length, committed_missing: 0, rolled_back_stored: 0, gaps: 0 });
    expect(conflicts).toBeGreaterThan(0);
    expect(terminations).toBeGreaterThan(0);
    expect(seen).toEqual(
      ["s1", "s2", "s3"].map((subscriber) => ({
        subscriber,
        seen: committed.length,
        distinct_seen: committed.length,
        missing: 0,
        unknown: 0,
        rolled_back: 0,
      })),
    );
    expect(processed?.sum).toBe(SUBSCRIBERS * committed.length);
  });
});
