import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../log/logger.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { processBatchInTransaction } from "./checkpointed-batch.ts";
import { PostgresEventStore } from "./postgres-event-store.ts";
import { SubscriptionLoop } from "./subscription.ts";
import { WrongExpectedVersionError } from "./types.ts";
import { Upcasters } from "./upcasting.ts";
import { Wakeup } from "./wakeup.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ max: 20 });
  await database.sql`CREATE TABLE received (
    seq serial PRIMARY KEY, global_position bigint UNIQUE, event_id uuid UNIQUE, stream_id text, stream_position bigint)`;
});
afterAll(() => database.drop());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("catch-up subscription", () => {
  it("receives every committed event exactly once, in stream order, and none that rolled back", async () => {
    const { sql } = database;
    const wakeup = new Wakeup(sql);
    await wakeup.listen();
    const upcasters = new Upcasters();
    const loop = new SubscriptionLoop({
      name: "exactly-once",
      sql,
      wakeup,
      logger: silentLogger,
      batchSize: 7,
      pollIntervalMs: 50,
      step: () =>
        sql.begin((tx) =>
          processBatchInTransaction(tx, {
            checkpointId: "exactly-once",
            batchSize: 7,
            eventTypes: null,
            upcasters,
            handle: async (batchTx, events) => {
              for (const e of events) {
                await batchTx`INSERT INTO received (global_position, event_id, stream_id, stream_position)
                              VALUES (${e.globalPosition}, ${e.eventId}, ${e.streamId}, ${e.streamPosition})`;
              }
            },
          }),
        ),
    });
    loop.start();

    const committed = new Set<string>();
    const rolledBack = new Set<string>();
    const streams = Array.from({ length: 12 }, (_, i) => `load-${i}`);
    const writer = async (seed: number) => {
      for (let i = 0; i < 25; i++) {
        const streamId = streams[(seed * 7 + i * 3) % streams.length] as string;
        const ids = [randomUUID(), randomUUID()];
        const rollback = (seed + i) % 5 === 0;
        for (;;) {
          try {
            await sql.begin(async (tx) => {
              const store = new PostgresEventStore(tx);
              await store.append(
                streamId,
                ids.map((eventId) => ({
                  type: "Loaded",
                  data: { seed, i },
                  eventId,
                })),
              );
              // hold the transaction open so that later positions commit before earlier ones
              await sleep(Math.floor(Math.random() * 25));
              if (rollback) throw new Error("rollback on purpose");
            });
            for (const id of ids) committed.add(id);
            wakeup.appended();
            break;
          } catch (error) {
            // a newer transaction wrote the stream first: run the whole transaction again
            if (error instanceof WrongExpectedVersionError) continue;
            if ((error as Error).message !== "rollback on purpose") throw error;
            for (const id of ids) rolledBack.add(id);
            break;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, seed) => writer(seed)));

    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM received`;
      if ((row?.n ?? 0) >= committed.size || Date.now() > deadline) break;
      await sleep(50);
    }
    await loop.stop();
    await wakeup.close();

    const received = await sql<{ event_id: string; stream_id: string; stream_position: number }[]>`
      SELECT event_id, stream_id, stream_position FROM received ORDER BY seq`;
    expect(received).toHaveLength(committed.size);
    expect(new Set(received.map((r) => r.event_id))).toEqual(committed);
    expect(received.some((r) => rolledBack.has(r.event_id))).toBe(false);
    expect(rolledBack.size).toBeGreaterThan(0);
    const lastPosition = new Map<string, number>();
    for (const r of received) {
      expect(r.stream_position).toBeGreaterThan(lastPosition.get(r.stream_id) ?? 0);
      lastPosition.set(r.stream_id, r.stream_position);
    }
  });

  it("lets one live owner run a subscription at a time", async () => {
    const { sql } = database;
    const wakeup = new Wakeup(undefined);
    const steps: string[] = [];
    const make = (who: string) =>
      new SubscriptionLoop({
        name: "single-owner",
        sql,
        wakeup,
        logger: silentLogger,
        batchSize: 10,
        pollIntervalMs: 20,
        standbyRetryMs: 20,
        step: async () => {
          steps.push(who);
          return 0;
        },
      });
    const first = make("first");
    const second = make("second");
    first.start();
    await sleep(100);
    second.start();
    await sleep(200);
    expect(first.isOwner).toBe(true);
    expect(second.isOwner).toBe(false);
    expect(steps.includes("second")).toBe(false);
    await first.stop();
    await sleep(200);
    expect(second.isOwner).toBe(true);
    expect(steps.at(-1)).toBe("second");
    await second.stop();
    expect(randomUUID()).toBeTruthy();
  });
});
