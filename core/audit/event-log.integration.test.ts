import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresEventStore } from "../eventstore/postgres-event-store.ts";
import { Upcasters } from "../eventstore/upcasting.ts";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { type EventQuery, eventAt, eventFacets, queryEvents } from "./event-log.ts";

let database: TestDatabase;
let store: PostgresEventStore;
let middle: Date;

const admin = { actor: "admin:admin", action: "settings.change", ip: "198.51.100.10" };
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  database = await createTestDatabase();
  // v1 of Labelled had `name`; v2 calls it `label`
  const upcasters = new Upcasters([
    { type: "Labelled", fromVersion: 1, upcast: (data) => ({ label: (data as { name: string }).name }) },
  ]);
  store = new PostgresEventStore(database.sql, { upcasters });
  await store.append("alpha-1", [{ type: "Opened", data: { n: 1 } }], { metadata: { actor: "system" } });
  await store.append("alpha-1", [{ type: "Renamed", data: { n: 2 } }], { metadata: admin });
  await pause();
  middle = new Date();
  await pause();
  await store.append("beta-x", [{ type: "Opened", data: { n: 3 } }], { metadata: { actor: "crawler" } });
  await store.append("alpha-2", [{ type: "Closed", data: { n: 4 } }], {
    metadata: { ...admin, action: "visa.approve" },
  });
  // an event stored before the upcaster existed
  await database.sql`
    INSERT INTO events (stream_id, stream_type, stream_position, event_id, type, schema_version, data)
    VALUES ('gamma-1', 'gamma', 1, gen_random_uuid(), 'Labelled', 1, ${database.sql.json({ name: "old" })})`;
  const many = Array.from({ length: 23 }, (_, i) => ({ type: "Ticked", data: { i } }));
  await store.append("paged-1", many);
});
afterAll(() => database.drop());

async function walk(query: Omit<EventQuery, "before">) {
  const pages: number[][] = [];
  let before: number | undefined;
  for (;;) {
    const page = await queryEvents(database.sql, { ...query, before });
    pages.push(page.events.map((e) => e.position));
    if (!page.hasOlder) return pages;
    before = page.events.at(-1)?.position;
  }
}

describe("queryEvents", () => {
  it("lists the log newest first with summaries", async () => {
    const page = await queryEvents(database.sql, { limit: 100 });
    expect(page.events).toHaveLength(28);
    expect(page.hasOlder).toBe(false);
    expect(page.newer).toBeNull();
    const positions = page.events.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const renamed = page.events.find((e) => e.type === "Renamed");
    expect(renamed).toMatchObject({
      streamId: "alpha-1",
      streamType: "alpha",
      streamPosition: 2,
      actor: "admin:admin",
      action: "settings.change",
    });
    expect(renamed?.at).toBeInstanceOf(Date);
  });

  it("walks pages older without duplicates or gaps, and newer back to the same pages", async () => {
    const pages = await walk({ limit: 5 });
    expect(pages.map((p) => p.length)).toEqual([5, 5, 5, 5, 5, 3]);
    const all = pages.flat();
    expect(new Set(all).size).toBe(28);
    expect(all).toEqual((await queryEvents(database.sql, { limit: 100 })).events.map((e) => e.position));

    // from the last page, "newer" steps back through the very same pages
    let before: number | undefined = (pages[4]?.at(-1) ?? 0) as number;
    for (let index = pages.length - 1; index > 0; index--) {
      const page = await queryEvents(database.sql, { limit: 5, before });
      expect(page.events.map((e) => e.position)).toEqual(pages[index]);
      expect(page.newer).not.toBeNull();
      before = page.newer?.before ?? undefined;
    }
    expect(before).toBeUndefined();
  });

  it("filters by stream type, event type, actor, action, stream and time", async () => {
    const types = async (query: Omit<EventQuery, "limit">) =>
      (await queryEvents(database.sql, { ...query, limit: 100 })).events.map((e) => `${e.streamId}:${e.type}`);
    expect(await types({ streamType: "alpha" })).toEqual(["alpha-2:Closed", "alpha-1:Renamed", "alpha-1:Opened"]);
    expect(await types({ eventType: "Opened" })).toEqual(["beta-x:Opened", "alpha-1:Opened"]);
    expect(await types({ actor: "crawler" })).toEqual(["beta-x:Opened"]);
    expect(await types({ actor: "admin:admin", action: "visa." })).toEqual(["alpha-2:Closed"]);
    expect(await types({ adminOnly: true })).toEqual(["alpha-2:Closed", "alpha-1:Renamed"]);
    expect(await types({ streamId: "alpha-1" })).toEqual(["alpha-1:Renamed", "alpha-1:Opened"]);
    expect(await types({ to: middle })).toEqual(["alpha-1:Renamed", "alpha-1:Opened"]);
    expect(await types({ from: middle, streamType: "alpha" })).toEqual(["alpha-2:Closed"]);
    expect(await types({ eventType: "Nothing" })).toEqual([]);
  });

  it("pages a filter by position too", async () => {
    const pages = await walk({ streamId: "paged-1", limit: 10 });
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(new Set(pages.flat()).size).toBe(23);
  });
});

describe("eventAt", () => {
  it("reads one event with data and metadata, upcast as the store reads it", async () => {
    const { events } = await queryEvents(database.sql, { streamId: "gamma-1", limit: 1 });
    const labelled = await eventAt(store, events[0]?.position ?? 0);
    expect(labelled).toMatchObject({ type: "Labelled", data: { label: "old" }, schemaVersion: 2 });
    const [renamed] = (await queryEvents(database.sql, { eventType: "Renamed", limit: 1 })).events;
    expect(await eventAt(store, renamed?.position ?? 0)).toMatchObject({ data: { n: 2 }, metadata: admin });
  });

  it("answers null for a position with no event", async () => {
    expect(await eventAt(store, 0)).toBeNull();
    expect(await eventAt(store, 10_000)).toBeNull();
    expect(await eventAt(store, 1.5)).toBeNull();
  });
});

describe("eventFacets", () => {
  it("lists the stream types and event types", async () => {
    expect(await eventFacets(database.sql)).toEqual({
      streamTypes: ["alpha", "beta", "gamma", "paged"],
      eventTypes: ["Closed", "Labelled", "Opened", "Renamed", "Ticked"],
    });
  });

  it("reads the indexes instead of scanning the log", async () => {
    const filler = Array.from({ length: 5000 }, (_, i) => ({ type: "Filler", data: { i } }));
    await store.append("filler-1", filler);
    await database.sql`ANALYZE events`;
    const plan = await database.sql.unsafe<{ "QUERY PLAN": string }[]>(
      `EXPLAIN WITH RECURSIVE v AS (
         (SELECT type AS value FROM events ORDER BY type LIMIT 1)
         UNION ALL
         SELECT (SELECT type FROM events WHERE type > v.value ORDER BY type LIMIT 1) FROM v WHERE v.value IS NOT NULL
       ) SELECT value FROM v WHERE value IS NOT NULL`,
    );
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("events_type_position_idx");
    expect(text).not.toContain("Seq Scan on events");
    expect((await eventFacets(database.sql)).eventTypes).toContain("Filler");
  });
});
