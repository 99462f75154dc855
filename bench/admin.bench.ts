/**
 * Admin reads on a large log: the event explorer, the audit log, facets and time travel over
 * 1,000,000 events (99 % fares on 2,000 routes, 1 % admin settings changes spread through them).
 * Each query's latency is printed beside the baseline of the same run: the newest page of the
 * whole log by primary key, the cheapest read the explorer could make.
 * Usage: npm run bench:admin   (BENCH_ADMIN_EVENTS to change the size)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { defaultAggregates } from "../core/audit/aggregates.ts";
import { queryAudit } from "../core/audit/audit.ts";
import { eventAt, eventFacets, queryEvents } from "../core/audit/event-log.ts";
import { compareVersions, stateAt } from "../core/audit/state-at.ts";
import { connectDatabase, withDatabase } from "../core/db/database.ts";
import { startEmbeddedPostgres } from "../core/db/embedded-postgres.ts";
import { migrateToLatest } from "../core/db/migrate.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { createLogger, silentLogger } from "../core/log/logger.ts";
import { defaultSystemSettings } from "../core/settings/schema.ts";

const EVENTS = Number(process.env.BENCH_ADMIN_EVENTS ?? 1_000_000);
const RUNS = 40;

async function latency(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p99: at(0.99) };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "flydealsbg-bench-admin-"));
  const server = await startEmbeddedPostgres({ dataDir, logger: silentLogger });
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  const dbName = `bench_admin_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  const database = connectDatabase(withDatabase(server.url, dbName), { max: 4 });
  const { sql } = database;
  try {
    await migrateToLatest(database.db as never, createLogger("warn"));
    const started = Date.now();
    const settings = JSON.stringify(defaultSystemSettings());
    // setup data straight into the table: the benchmark measures reads, not appends
    await sql.unsafe(
      `INSERT INTO events (stream_id, stream_type, stream_position, event_id, type, data, metadata, created_at)
       SELECT CASE WHEN g % 100 = 0 THEN 'settings-system' ELSE 'route-SOF-' || lpad((g % 2000)::text, 4, '0') END,
              CASE WHEN g % 100 = 0 THEN 'settings' ELSE 'route' END,
              CASE WHEN g % 100 = 0 THEN g / 100 ELSE g END,
              gen_random_uuid(),
              CASE WHEN g % 100 = 0 THEN 'SystemSettingsChanged' ELSE 'FaresObserved' END,
              CASE WHEN g % 100 = 0
                   THEN jsonb_build_object('settings', jsonb_set($1::jsonb, '{dailyCap}', to_jsonb(1 + g / 100 % 150)),
                          'changes', '[]'::jsonb, 'lastModifiedBy', 'admin:admin', 'lastModifiedAt', now())
                   ELSE jsonb_build_object('fromAirport', 'SOF', 'toAirport', 'X' || (g % 2000), 'observations', '[]'::jsonb) END,
              CASE WHEN g % 100 = 0
                   THEN '{"actor":"admin:admin","action":"settings.change","ip":"198.51.100.7","userAgent":"bench"}'::jsonb
                   ELSE '{"actor":"system:crawler"}'::jsonb END,
              now() - make_interval(secs => $2 - g)
         FROM generate_series(1, $2::int) g`,
      [settings, EVENTS] as never[],
    );
    await sql`INSERT INTO streams (stream_id, stream_type) SELECT DISTINCT stream_id, stream_type FROM events`;
    await sql`ANALYZE events`;
    console.log(`${EVENTS.toLocaleString("en")} events loaded in ${Math.round((Date.now() - started) / 1000)} s\n`);

    const store = new PostgresEventStore(sql);
    const aggregates = defaultAggregates();
    const middle = Math.floor(EVENTS / 2);
    const settingsVersions = Math.floor(EVENTS / 100);
    const [mid] = await sql<{ created_at: Date }[]>`SELECT created_at FROM events WHERE global_position = ${middle}`;
    const hourFrom = new Date((mid?.created_at ?? new Date()).getTime() - 30 * 60_000);
    const hourTo = new Date(hourFrom.getTime() + 60 * 60_000);

    const baseline = await latency(
      () => sql`SELECT global_position, stream_id, type FROM events ORDER BY global_position DESC LIMIT 51`,
    );
    const cases: [string, () => Promise<unknown>][] = [
      ["explorer: whole log, newest page", () => queryEvents(sql, { limit: 50 })],
      ["explorer: whole log, a page in the middle", () => queryEvents(sql, { limit: 50, before: middle })],
      [
        "explorer: rare event type (1 %), middle",
        () => queryEvents(sql, { limit: 50, eventType: "SystemSettingsChanged", before: middle }),
      ],
      ["explorer: stream type settings", () => queryEvents(sql, { limit: 50, streamType: "settings" })],
      ["explorer: actor admin:admin", () => queryEvents(sql, { limit: 50, actor: "admin:admin" })],
      ["explorer: one hour in the middle", () => queryEvents(sql, { limit: 50, from: hourFrom, to: hourTo })],
      ["event by position", () => eventAt(store, middle)],
      ["audit log: newest page", () => queryAudit(sql, { limit: 50 })],
      ["audit log: by actor, middle", () => queryAudit(sql, { limit: 50, actor: "admin:admin", before: middle })],
      ["filter lists (stream and event types)", () => eventFacets(sql)],
      [
        `settings as of version ${settingsVersions / 2}`,
        () => stateAt(store, aggregates, "settings-system", { version: settingsVersions / 2 }),
      ],
      ["settings: diff of two versions", () => compareVersions(store, aggregates, "settings-system", 99, 100)],
      ["route stream state (500 events)", () => stateAt(store, aggregates, "route-SOF-0001", {})],
    ];
    console.log(`baseline (newest 50 by primary key)          p50 ${baseline.p50} ms  p99 ${baseline.p99} ms\n`);
    for (const [name, run] of cases) {
      const result = await latency(run);
      const verdict = result.p99 < 100 ? "ok" : "SLOW (p99 >= 100 ms)";
      console.log(
        `${name.padEnd(44)} p50 ${String(result.p50).padStart(6)} ms  p99 ${String(result.p99).padStart(6)} ms  p50 ${(
          result.p50 / Math.max(baseline.p50, 0.1)
        ).toFixed(1)}x baseline  ${verdict}`,
      );
    }
  } finally {
    await database.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
