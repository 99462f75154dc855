import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { handleCommand } from "./command-handler.ts";
import type { Decider } from "./decider.ts";
import { PostgresEventStore } from "./postgres-event-store.ts";
import { PostgresSnapshotStore } from "./snapshots.ts";
import { type StreamStateCache, streamStateCacheFor } from "./stream-state-cache.ts";
import type { AnyEvent } from "./types.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Adds tokens; a token already added is a no-op, so a retried command appends nothing. */
type TokenEvent = { type: "TokenAdded"; data: { token: string } };
type Tokens = { tokens: string[] };
const tokens: Decider<{ token: string }, TokenEvent, Tokens> = {
  initialState: () => ({ tokens: [] }),
  evolve: (state, event) => ({ tokens: [...state.tokens, event.data.token] }),
  decide: (command, state) =>
    state.tokens.includes(command.token) ? [] : [{ type: "TokenAdded", data: { token: command.token } }],
};

/** The real store, counting the stream reads it is asked for. */
class CountingStore extends PostgresEventStore {
  reads = 0;
  override readStream<E extends AnyEvent>(...args: Parameters<PostgresEventStore["readStream"]>) {
    this.reads += 1;
    return super.readStream<E>(...args);
  }
}

function cachedDeps() {
  const store = new CountingStore(database.sql);
  const cache = streamStateCacheFor(new WeakMap<object, StreamStateCache<Tokens>>(), store);
  return { store, cache };
}

describe("handleCommand with a stream state cache", () => {
  it("decides on the cached state without reading the stream again", async () => {
    const { store, cache } = cachedDeps();
    const id = `tokens-${randomUUID()}`;
    for (const token of ["a", "b", "c"]) await handleCommand(store, id, tokens, { token }, { cache });
    expect(store.reads).toBe(1);
    expect((await store.readStream(id)).events.map((e) => (e.data as { token: string }).token)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("a cached state someone else moved on is re-read and decided again", async () => {
    const { store, cache } = cachedDeps();
    const id = `tokens-${randomUUID()}`;
    await handleCommand(store, id, tokens, { token: "a" }, { cache });
    // another process appends "b" behind this one's back
    await handleCommand(new PostgresEventStore(database.sql), id, tokens, { token: "b" });
    const result = await handleCommand(store, id, tokens, { token: "b" }, { cache });
    expect(result.events).toEqual([]);
    const after = await handleCommand(store, id, tokens, { token: "c" }, { cache });
    expect(after.version).toBe(3);
    expect(after.state.tokens).toEqual(["a", "b", "c"]);
  });

  it("a no-op decided on a cached state is confirmed against the store", async () => {
    const { store, cache } = cachedDeps();
    const id = `tokens-${randomUUID()}`;
    await handleCommand(store, id, tokens, { token: "a" }, { cache });
    // the stream is gone (a restore, a test's reset): the cache must not swallow the command
    await database.sql`DELETE FROM events WHERE stream_id = ${id}`;
    const result = await handleCommand(store, id, tokens, { token: "a" }, { cache });
    expect(result.events.map((e) => e.type)).toEqual(["TokenAdded"]);
    expect((await store.readStream(id)).version).toBe(1);
  });

  it("saves a snapshot every N events, and a new process folds from it", async () => {
    const { store, cache } = cachedDeps();
    const snapshots = {
      store: new PostgresSnapshotStore(database.sql),
      policy: { decider: "tokens", version: 1 },
      everyEvents: 3,
    };
    const id = `tokens-${randomUUID()}`;
    const snapshotVersion = async () =>
      (await database.sql<{ version: number }[]>`SELECT version FROM snapshots WHERE stream_id = ${id}`)[0]?.version ??
      null;
    await handleCommand(store, id, tokens, { token: "a" }, { cache, snapshots });
    await handleCommand(store, id, tokens, { token: "b" }, { cache, snapshots });
    expect(await snapshotVersion()).toBeNull();
    await handleCommand(store, id, tokens, { token: "c" }, { cache, snapshots });
    expect(await snapshotVersion()).toBe(3);
    await handleCommand(store, id, tokens, { token: "d" }, { cache, snapshots });
    expect(await snapshotVersion()).toBe(3);

    const restarted = new CountingStore(database.sql);
    const result = await handleCommand(restarted, id, tokens, { token: "e" }, { snapshots });
    expect(result.state.tokens).toEqual(["a", "b", "c", "d", "e"]);
    expect(result.version).toBe(5);
  });

  it("eight writers with their own caches on one stream lose nothing and double nothing", async () => {
    const id = `tokens-${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        const { store, cache } = cachedDeps();
        for (let i = 0; i < 5; i++) {
          await handleCommand(store, id, tokens, { token: `${w}-${i}` }, { cache, maxRetries: 50 });
          // every writer also retries one of its own earlier commands: still no double
          await handleCommand(store, id, tokens, { token: `${w}-0` }, { cache, maxRetries: 50 });
        }
      }),
    );
    const { events } = await new PostgresEventStore(database.sql).readStream(id);
    const seen = events.map((e) => (e.data as { token: string }).token);
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
  });
});
