import { afterAll, beforeAll } from "vitest";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from "./test-database.ts";

export interface EventStoreTestBed {
  /** The test database, made before the tests and dropped after them. */
  readonly database: TestDatabase;
  /** The event store on it. */
  readonly store: PostgresEventStore;
}

/**
 * A test database and an event store on it for the tests of a file, or of the describe it is
 * called in: made in a beforeAll, dropped in an afterAll. Its getters are for hooks and tests,
 * which run once the database is made:
 *
 *   const bed = testEventStore();
 *   it("appends", async () => { await bed.store.append(id, events); });
 */
export function testEventStore(options: TestDatabaseOptions = {}): EventStoreTestBed {
  let database: TestDatabase | undefined;
  let store: PostgresEventStore | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
    store = new PostgresEventStore(database.sql);
  });
  afterAll(() => database?.drop());
  return {
    get database() {
      return made(database);
    },
    get store() {
      return made(store);
    },
  };
}

/** What a beforeAll made, or an error saying it was read too early. */
export function made<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("read in a hook or a test: the test bed is made in a beforeAll");
  return value;
}

/**
 * A bed with more on it, for a helper that builds on another bed: the getters of both, each read
 * when a hook or a test reads it (spreading would read them at once, before the beforeAll).
 */
export function extendBed<B extends object, M extends object>(bed: B, more: M): B & M {
  return Object.defineProperties({} as B & M, {
    ...Object.getOwnPropertyDescriptors(bed),
    ...Object.getOwnPropertyDescriptors(more),
  });
}
