import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testEventStore } from "../testing/event-store.ts";
import { handleCommand } from "./command-handler.ts";
import type { Decider } from "./decider.ts";
import { PostgresEventStore } from "./postgres-event-store.ts";
import { WrongExpectedVersionError } from "./types.ts";
import { Upcasters } from "./upcasting.ts";

const bed = testEventStore({ max: 12 });

const event = (type: string, data: unknown = {}) => ({ type, data });

/**
 * Runs `append` in a transaction that took its id before `newer` ran and committed: the case
 * where a subscription reading in transaction order would skip the older transaction's events.
 */
async function appendFromAnOlderTransaction<T>(
  append: (inTx: PostgresEventStore) => Promise<T>,
  newer: () => Promise<unknown>,
): Promise<T> {
  let xidTaken: () => void = () => {};
  const olderStarted = new Promise<void>((resolve) => {
    xidTaken = resolve;
  });
  let newerDone: () => void = () => {};
  const newerCommitted = new Promise<void>((resolve) => {
    newerDone = resolve;
  });
  const older = bed.database.sql.begin(async (tx) => {
    await tx`SELECT pg_current_xact_id()`;
    xidTaken();
    await newerCommitted;
    return append(new PostgresEventStore(tx));
  });
  await olderStarted;
  await newer();
  newerDone();
  return older as Promise<T>;
}

describe("append and read", () => {
  it("appends in order and reads a stream forward", async () => {
    const id = `test-${randomUUID()}`;
    const first = await bed.store.append(id, [event("A", { n: 1 }), event("B", { n: 2 })], {
      expectedVersion: "no_stream",
    });
    expect(first).toEqual({ nextExpectedVersion: 2, appended: true });
    await bed.store.append(id, [event("C", { n: 3 })], { expectedVersion: 2 });
    const { version, events } = await bed.store.readStream(id);
    expect(version).toBe(3);
    expect(events.map((e) => [e.type, e.streamPosition, e.data])).toEqual([
      ["A", 1, { n: 1 }],
      ["B", 2, { n: 2 }],
      ["C", 3, { n: 3 }],
    ]);
    expect(events[0]?.streamType).toBe("test");
    expect(events[0]!.globalPosition).toBeLessThan(events[2]!.globalPosition);
  });

  it("enforces every kind of expected version with a typed error", async () => {
    const id = `test-${randomUUID()}`;
    await expect(bed.store.append(id, [event("A")], { expectedVersion: "stream_exists" })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    await expect(bed.store.append(id, [event("A")], { expectedVersion: 3 })).rejects.toBeInstanceOf(
      WrongExpectedVersionError,
    );
    await bed.store.append(id, [event("A")], { expectedVersion: "no_stream" });
    const conflict = await bed.store.append(id, [event("B")], { expectedVersion: "no_stream" }).catch((e) => e);
    expect(conflict).toBeInstanceOf(WrongExpectedVersionError);
    expect(conflict).toMatchObject({ streamId: id, expected: "no_stream", actual: 1 });
    await expect(bed.store.append(id, [event("B")], { expectedVersion: 5 })).rejects.toThrow(
      /expected 5, stream is at 1/,
    );
    await bed.store.append(id, [event("B")], { expectedVersion: "stream_exists" });
    await bed.store.append(id, [event("C")], { expectedVersion: "any" });
    expect((await bed.store.readStream(id)).version).toBe(3);
    // nothing of the refused appends was stored
    expect((await bed.store.readStream(id)).events.map((e) => e.type)).toEqual(["A", "B", "C"]);
  });

  it("stores an event id once, however often it is appended", async () => {
    const id = `test-${randomUUID()}`;
    const eventId = randomUUID();
    await bed.store.append(id, [{ ...event("A"), eventId }], { expectedVersion: "no_stream" });
    const again = await bed.store.append(id, [{ ...event("A"), eventId }], { expectedVersion: "no_stream" });
    expect(again).toEqual({ nextExpectedVersion: 1, appended: false });
    await Promise.all(
      Array.from({ length: 5 }, () => bed.store.append(id, [{ ...event("A"), eventId }]).catch(() => null)),
    );
    const [row] = await bed.database.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM events WHERE event_id = ${eventId}`;
    expect(row?.n).toBe(1);
    expect((await bed.store.readStream(id)).version).toBe(1);
  });

  it("carries metadata", async () => {
    const id = `test-${randomUUID()}`;
    const metadata = { correlationId: "c1", causationId: "k1", actor: "admin", ip: "10.0.0.1", userAgent: "vitest" };
    await bed.store.append(id, [event("A")], { metadata });
    const [recorded] = (await bed.store.readStream(id)).events;
    expect(recorded?.metadata).toEqual(metadata);
  });

  it("travels in time by version and by instant", async () => {
    const id = `test-${randomUUID()}`;
    await bed.store.append(id, [event("A")]);
    // the instant of A as a reader sees it: a JS Date, milliseconds only
    const now = (await bed.store.readStream(id)).events[0]!.createdAt;
    await new Promise((r) => setTimeout(r, 20));
    await bed.store.append(id, [event("B"), event("C")]);
    expect((await bed.store.readStream(id, { toVersion: 2 })).events.map((e) => e.type)).toEqual(["A", "B"]);
    const asOf = await bed.store.readStream(id, { asOf: now });
    expect(asOf.events.map((e) => e.type)).toEqual(["A"]);
    expect(asOf.version).toBe(1);
  });

  it("reads $all by position with stream-type and event-type filters", async () => {
    const tag = randomUUID().slice(0, 8);
    await bed.store.append(`cart${tag}-1`, [event("Added"), event("Removed")]);
    await bed.store.append(`order${tag}-1`, [event("Placed")]);
    const byStream = await bed.store.readAll({ streamTypes: [`cart${tag}`] });
    expect(byStream.map((e) => e.type)).toEqual(["Added", "Removed"]);
    const byType = await bed.store.readAll({ eventTypes: ["Placed"], streamTypes: [`order${tag}`] });
    expect(byType).toHaveLength(1);
    const after = await bed.store.readAll({
      after: byStream[0]!.globalPosition,
      streamTypes: [`cart${tag}`, `order${tag}`],
    });
    expect(after.map((e) => e.type)).toEqual(["Removed", "Placed"]);
    const newestFirst = await bed.store.readAll({ direction: "backward", limit: 2 });
    expect(newestFirst[0]!.globalPosition).toBeGreaterThan(newestFirst[1]!.globalPosition);
  });
});

describe("upcasting", () => {
  it("upgrades a stored v1 event to v2 on every read", async () => {
    const id = `guest-${randomUUID()}`;
    // written by an older release: a single name field, schema version 1
    await new PostgresEventStore(bed.database.sql).append(id, [event("GuestRegistered", { name: "Ivan Petrov" })]);
    const upcasters = new Upcasters([
      {
        type: "GuestRegistered",
        fromVersion: 1,
        upcast: (data) => {
          const [firstName, ...rest] = String((data as { name: string }).name).split(" ");
          return { firstName, lastName: rest.join(" ") };
        },
      },
    ]);
    const current = new PostgresEventStore(bed.database.sql, { upcasters });
    await current.append(id, [event("GuestRegistered", { firstName: "Maria", lastName: "Ivanova" })]);
    const { events } = await current.readStream(id);
    expect(events.map((e) => [e.schemaVersion, e.data])).toEqual([
      [2, { firstName: "Ivan", lastName: "Petrov" }],
      [2, { firstName: "Maria", lastName: "Ivanova" }],
    ]);
    const [stored] = await bed.database.sql<{ schema_version: number }[]>`
      SELECT schema_version FROM events WHERE stream_id = ${id} ORDER BY stream_position DESC LIMIT 1`;
    expect(stored?.schema_version).toBe(2);
    const all = await current.readAll({ streamTypes: ["guest"], eventTypes: ["GuestRegistered"] });
    expect(all.every((e) => e.schemaVersion === 2)).toBe(true);
  });
});

describe("concurrency", () => {
  type CounterEvent = { type: "Incremented"; data: { by: number } };
  const counter: Decider<{ by: number }, CounterEvent, number> = {
    initialState: () => 0,
    evolve: (state, e) => state + e.data.by,
    decide: (command) => [{ type: "Incremented", data: { by: command.by } }],
  };

  it("8 concurrent writers on one stream lose no update and surface conflicts", async () => {
    const id = `counter-${randomUUID()}`;
    const perWriter = 15;
    let conflicts = 0;
    const writer = async () => {
      for (let i = 0; i < perWriter; i++) {
        for (;;) {
          const { version, events } = await bed.store.readStream<CounterEvent>(id);
          const state = events.reduce(counter.evolve, 0);
          try {
            await bed.store.append(id, [event("Incremented", { by: 1 })], {
              expectedVersion: version === 0 ? "no_stream" : version,
            });
            expect(state).toBe(version);
            break;
          } catch (error) {
            expect(error).toBeInstanceOf(WrongExpectedVersionError);
            conflicts += 1;
          }
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    const { version, events } = await bed.store.readStream(id);
    expect(version).toBe(8 * perWriter);
    expect(events.map((e) => e.streamPosition)).toEqual(Array.from({ length: 8 * perWriter }, (_, i) => i + 1));
    expect(conflicts).toBeGreaterThan(0);
  });

  it("command handling retries conflicts until every command is applied", async () => {
    const id = `counter-${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 5; i++) await handleCommand(bed.store, id, counter, { by: 2 }, { maxRetries: 50 });
      }),
    );
    const { events } = await bed.store.readStream<CounterEvent>(id);
    expect(events.reduce(counter.evolve, 0)).toBe(80);
  });
});

describe("appends inside one transaction", () => {
  it("appends twice to one stream, and retries a conflict, in the same transaction", async () => {
    const id = `test-${randomUUID()}`;
    await bed.store.append(id, [event("A")], { expectedVersion: "no_stream" });
    await bed.database.sql.begin(async (tx) => {
      const inTx = new PostgresEventStore(tx);
      await inTx.append(id, [event("B")], { expectedVersion: 1 });
      await inTx.append(id, [event("C")], { expectedVersion: 2 });
      // a stale expectation fails in its savepoint, and the retry succeeds in the same transaction
      await expect(inTx.append(id, [event("D")], { expectedVersion: 2 })).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      await inTx.append(id, [event("D")], { expectedVersion: 3 });
    });
    const { events } = await bed.store.readStream(id);
    expect(events.map((e) => e.type)).toEqual(["A", "B", "C", "D"]);
    const [, ...inOneTransaction] = events;
    expect(new Set(inOneTransaction.map((e) => e.transactionId)).size).toBe(1);
    expect(events[0]?.transactionId).not.toBe(events[1]?.transactionId);
  });

  it("still refuses a transaction older than the one that wrote the stream's last event", async () => {
    const id = `test-${randomUUID()}`;
    await bed.store.append(id, [event("A")], { expectedVersion: "no_stream" });
    const older = appendFromAnOlderTransaction(
      (inTx) => inTx.append(id, [event("Old")]),
      () => bed.store.append(id, [event("New")]),
    );
    await expect(older).rejects.toBeInstanceOf(WrongExpectedVersionError);
  });
});

describe("appends to many streams at once", () => {
  it("appends to new and existing streams in the caller's order, and reads them back in one call", async () => {
    const [a, b, c] = [`many-${randomUUID()}`, `many-${randomUUID()}`, `other-${randomUUID()}`];
    await bed.store.append(a, [event("A1")], { expectedVersion: "no_stream" });
    const result = await bed.store.appendMany([
      { streamId: b, expectedVersion: 0, events: [event("B1"), event("B2")] },
      { streamId: a, expectedVersion: 1, events: [event("A2")] },
      { streamId: c, expectedVersion: 0, events: [event("C1")] },
    ]);
    expect(result).toEqual({ appended: true });
    const streams = await bed.store.readStreams([a, b, c, `missing-${randomUUID()}`]);
    expect([...streams.keys()].sort()).toEqual([a, b, c].sort());
    expect(streams.get(a)?.events.map((e) => e.type)).toEqual(["A1", "A2"]);
    expect(streams.get(b)?.version).toBe(2);
    const written = [...(streams.get(b)?.events ?? []), streams.get(a)?.events[1], ...(streams.get(c)?.events ?? [])];
    const positions = written.map((e) => e?.globalPosition ?? 0);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(new Set(written.map((e) => e?.transactionId)).size).toBe(1);
    const [stream] = await bed.database.sql`SELECT stream_type FROM streams WHERE stream_id = ${c}`;
    expect(stream?.stream_type).toBe("other");
  });

  it("appends nothing at all when one stream is not at its expected version", async () => {
    const [a, b] = [`many-${randomUUID()}`, `many-${randomUUID()}`];
    await bed.store.append(a, [event("A1"), event("A2")], { expectedVersion: "no_stream" });
    const result = await bed.store.appendMany([
      { streamId: b, expectedVersion: 0, events: [event("B1")] },
      { streamId: a, expectedVersion: 1, events: [event("A3")] },
    ]);
    expect(result).toEqual({ appended: false });
    expect((await bed.store.readStream(a)).version).toBe(2);
    expect((await bed.store.readStream(b)).version).toBe(0);
    const [row] = await bed.database.sql`SELECT count(*)::int AS n FROM streams WHERE stream_id = ${b}`;
    expect(row?.n).toBe(0);
  });

  it("two writers racing for the same new streams: one wins whole, the other appends nothing", async () => {
    const ids = Array.from({ length: 20 }, () => `many-${randomUUID()}`);
    const batch = (writer: string) =>
      bed.store.appendMany(ids.map((streamId) => ({ streamId, expectedVersion: 0, events: [event(writer)] })));
    const results = await Promise.all([batch("W1"), batch("W2"), batch("W3")]);
    expect(results.filter((r) => r.appended)).toHaveLength(1);
    const streams = await bed.store.readStreams(ids);
    const writers = new Set([...streams.values()].map((s) => s.events.map((e) => e.type).join()));
    expect(writers.size).toBe(1);
    expect([...streams.values()].every((s) => s.version === 1)).toBe(true);
  });

  it("refuses a transaction older than the one that wrote a stream's last event", async () => {
    const id = `many-${randomUUID()}`;
    await bed.store.append(id, [event("A")], { expectedVersion: "no_stream" });
    const older = appendFromAnOlderTransaction(
      (inTx) => inTx.appendMany([{ streamId: id, expectedVersion: 2, events: [event("Old")] }]),
      () => bed.store.append(id, [event("New")], { expectedVersion: 1 }),
    );
    expect(await older).toEqual({ appended: false });
    expect((await bed.store.readStream(id)).events.map((e) => e.type)).toEqual(["A", "New"]);
  });

  it("refuses a stream named twice or a negative version before writing anything", async () => {
    const id = `many-${randomUUID()}`;
    await expect(
      bed.store.appendMany([
        { streamId: id, expectedVersion: 0, events: [event("A")] },
        { streamId: id, expectedVersion: 1, events: [event("B")] },
      ]),
    ).rejects.toBeInstanceOf(RangeError);
    await expect(
      bed.store.appendMany([{ streamId: id, expectedVersion: -1, events: [event("A")] }]),
    ).rejects.toBeInstanceOf(RangeError);
    expect((await bed.store.readStream(id)).version).toBe(0);
  });
});
