/**
 * Event store benchmark: each figure is measured beside its baseline (bare SQL on the same
 * PostgreSQL, same rows) in the same run, because absolute timings on a shared machine are noise.
 * Usage: npm run bench   (BENCH_DATABASE_URL to use a server of your own)
 */
import { randomUUID } from "node:crypto";
import { processBatchInTransaction } from "../core/eventstore/checkpointed-batch.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { withBenchDatabase } from "./database.ts";

const WRITERS = 8;
const SINGLE_PER_WRITER = Number(process.env.BENCH_SINGLE_PER_WRITER ?? 400);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 150);
const STREAM_EVENTS = 10_000;
const REPLAY_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const payload = (i: number) => ({
  fromAirport: "SOF",
  toAirport: "BCN",
  price: 100 + (i % 250),
  currency: "BGN",
  flightDate: "2027-03-14",
  airline: "W6",
  itinerarySignature: `SOF-W6 4301-BCN-${i % 17}`,
});
const metadata = { correlationId: "bench", actor: "bench", ip: "127.0.0.1", userAgent: "bench" };

async function timed(run: () => Promise<number>): Promise<number> {
  const started = performance.now();
  const events = await run();
  return events / ((performance.now() - started) / 1000);
}

/** Best of interleaved rounds: the least disturbed measurement of each side. */
async function compare(name: string, baseline: () => Promise<number>, ours: () => Promise<number>, target: number) {
  let best = { baseline: 0, ours: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    best = { baseline: Math.max(best.baseline, await timed(baseline)), ours: Math.max(best.ours, await timed(ours)) };
  }
  const ratio = best.ours / best.baseline;
  const verdict = ratio >= target ? "ok" : "BELOW TARGET";
  console.log(
    `${name.padEnd(44)} ours ${best.ours.toFixed(0).padStart(8)} ev/s | baseline ${best.baseline
      .toFixed(0)
      .padStart(8)} ev/s | ratio ${ratio.toFixed(2)} (target >= ${target}) ${verdict}`,
  );
  return { name, ours: best.ours, baseline: best.baseline, ratio, target };
}

async function main() {
  await withBenchDatabase("eventstore", { poolMax: WRITERS + 2, maxConnections: 50 }, async (database) => {
    const { sql } = database;
    await sql`CREATE TABLE plain_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, stream_id text, stream_type text, stream_position bigint, event_id uuid,
      type text, data jsonb, metadata jsonb, created_at timestamptz DEFAULT now())`;
    const store = new PostgresEventStore(sql);
    const results = [];
    console.log(
      `PostgreSQL ${(await sql`SHOW server_version`)[0]?.server_version}, ${ROUNDS} interleaved rounds, best of each\n`,
    );

    results.push(
      await compare(
        `append 1 event/tx, ${WRITERS} writers`,
        async () => {
          await Promise.all(
            Array.from({ length: WRITERS }, async (_, w) => {
              const streamId = `plain-${randomUUID()}`;
              for (let i = 1; i <= SINGLE_PER_WRITER; i++) {
                await sql.unsafe(
                  `INSERT INTO plain_events (stream_id, stream_position, event_id, type, data, metadata)
                   VALUES ($1, $2, $3, 'FareSeen', $4::text::jsonb, $5::text::jsonb)`,
                  [streamId, i, randomUUID(), JSON.stringify(payload(i + w)), JSON.stringify(metadata)] as never[],
                  { prepare: true },
                );
              }
            }),
          );
          return WRITERS * SINGLE_PER_WRITER;
        },
        async () => {
          await Promise.all(
            Array.from({ length: WRITERS }, async (_, w) => {
              const streamId = `bench-${randomUUID()}`;
              for (let i = 1; i <= SINGLE_PER_WRITER; i++) {
                await store.append(streamId, [{ type: "FareSeen", data: payload(i + w) }], {
                  expectedVersion: i === 1 ? "no_stream" : i - 1,
                  metadata,
                });
              }
            }),
          );
          return WRITERS * SINGLE_PER_WRITER;
        },
        0.6,
      ),
    );

    const batch = (n: number) => Array.from({ length: 100 }, (_, i) => payload(n * 100 + i));
    /** A bare INSERT of the same 100 rows as one statement, into `table`. */
    const bareBatches = (table: string) => async () => {
      const streamId = `plain-${randomUUID()}`;
      for (let b = 0; b < BATCHES; b++) {
        // the same rows the store writes: client event ids, per-row data and metadata
        const rows = batch(b);
        await sql.unsafe(
          `INSERT INTO ${table} (stream_id, stream_type, stream_position, event_id, type, data, metadata)
           SELECT $1, 'plain', $6::int + p, id, type, d, m
             FROM unnest($2::uuid[], $3::text[], $4::text[]::jsonb[], $5::text[]::jsonb[])
                  WITH ORDINALITY AS t(id, type, d, m, p)`,
          [
            streamId,
            rows.map(() => randomUUID()),
            rows.map(() => "FareSeen"),
            rows.map((r) => JSON.stringify(r)),
            rows.map(() => JSON.stringify(metadata)),
            b * 100,
          ] as never[],
          { prepare: true },
        );
      }
      return BATCHES * 100;
    };
    const storeBatches = async () => {
      const streamId = `bench-${randomUUID()}`;
      for (let b = 0; b < BATCHES; b++) {
        await store.append(
          streamId,
          batch(b).map((data) => ({ type: "FareSeen", data })),
          { expectedVersion: b === 0 ? "no_stream" : b * 100, metadata },
        );
      }
      return BATCHES * 100;
    };
    // What the store itself adds (the version check, the stream's row, one round trip) is
    // measured against the same rows inserted into a twin of the events table with the same
    // constraints and indexes; what the admin's indexes cost shows against a table with none.
    // docs/decisions/0058-batch-append-baseline.md
    await sql`CREATE TABLE twin_events (LIKE events INCLUDING ALL)`;
    results.push(
      await compare("append 100-event batches vs same-table INSERT", bareBatches("twin_events"), storeBatches, 0.8),
    );
    results.push(
      await compare("append 100-event batches vs index-free INSERT", bareBatches("plain_events"), storeBatches, 0),
    );

    const longStream = `bench-${randomUUID()}`;
    for (let b = 0; b < STREAM_EVENTS / 100; b++) {
      await store.append(
        longStream,
        batch(b).map((data) => ({ type: "FareSeen", data })),
      );
    }
    results.push(
      await compare(
        `read a ${STREAM_EVENTS}-event stream`,
        async () => {
          const rows =
            await sql`SELECT global_position, transaction_id, stream_id, stream_type, stream_position, event_id,
                type, schema_version, data, metadata, created_at
              FROM events WHERE stream_id = ${longStream} ORDER BY stream_position`;
          return rows.length;
        },
        async () => (await store.readStream(longStream)).events.length,
        0.9,
      ),
    );

    // the log to replay: many small streams, as crawls produce
    let written = (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0]?.n ?? 0;
    for (let s = 0; written < REPLAY_EVENTS; s++) {
      await store.append(
        `route-R${s}`,
        batch(s).map((data) => ({ type: "FareSeen", data })),
      );
      written += 100;
    }
    await sql`CREATE TABLE replay_counts (stream_type text PRIMARY KEY, events bigint NOT NULL, price_sum numeric NOT NULL)`;
    const upcasters = new Upcasters();
    let replayRound = 0;
    results.push(
      await compare(
        `catch-up fold of ${written} events (projection)`,
        async () => {
          const rows =
            await sql`SELECT global_position, transaction_id, stream_id, stream_type, stream_position, event_id,
                type, schema_version, data, metadata, created_at FROM events ORDER BY transaction_id, global_position`;
          return rows.length;
        },
        async () => {
          const checkpointId = `bench-replay-${replayRound++}`;
          await sql`TRUNCATE replay_counts`;
          let total = 0;
          for (;;) {
            const n = await sql.begin((tx) =>
              processBatchInTransaction(tx, {
                checkpointId,
                batchSize: 5_000,
                eventTypes: null,
                upcasters,
                handle: async (batchTx, events) => {
                  const sums = new Map<string, { events: number; price: number }>();
                  for (const e of events) {
                    const entry = sums.get(e.streamType) ?? { events: 0, price: 0 };
                    entry.events += 1;
                    entry.price += (e.data as { price?: number }).price ?? 0;
                    sums.set(e.streamType, entry);
                  }
                  for (const [type, { events: count, price }] of sums) {
                    await batchTx`INSERT INTO replay_counts VALUES (${type}, ${count}, ${price})
                      ON CONFLICT (stream_type) DO UPDATE SET events = replay_counts.events + EXCLUDED.events,
                        price_sum = replay_counts.price_sum + EXCLUDED.price_sum`;
                  }
                },
              }),
            );
            if (n === 0) break;
            total += n;
          }
          return total;
        },
        0.8,
      ),
    );
    const replay = results.at(-1);
    const replayOk = (replay?.ours ?? 0) >= 20_000;
    console.log(
      `\ncatch-up target: >= 20000 events/s -> ${replay?.ours.toFixed(0)} events/s ${replayOk ? "ok" : "BELOW TARGET"}`,
    );
    const failed = results.filter((r) => r.ratio < r.target).length + (replayOk ? 0 : 1);
    console.log(failed === 0 ? "all targets met" : `${failed} target(s) missed`);
  });
}

await main();
