/**
 * The analysts' read side at scale, each figure beside a baseline from the same run:
 * - catch-up of the analytics projection over BENCH_EVENTS click-outs (1,000,000 by default)
 *   and 1,000 deals, beside a bare cursor SELECT of the same events;
 * - a month of click-outs by day and route from analytics.click_outs_daily (target < 100 ms),
 *   beside the same question asked of the one-row-per-click view;
 * - the CSV export of every click-out: rows a second beside the bare cursor read, and the
 *   process's peak memory (it must not grow with the rows).
 * Usage: npm run bench:analytics   (BENCH_EVENTS=100000 for a quick run)
 */
import { randomUUID } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { dealStreamId } from "../core/deals/events.ts";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { analyticsProjection } from "../projections/analytics/fold.ts";
import { analyticsRows } from "../projections/analytics/queries.ts";
import { installAnalyticsSchema } from "../projections/analytics/schema.ts";
import { allProjections } from "../projections/index.ts";
import { ProjectionRunner } from "../projections/runner.ts";
import { withBenchDatabase } from "./database.ts";

const CLICKS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const DEALS = 1_000;
const CHUNK = 100_000;
const BATCH = 5_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  await withBenchDatabase("analytics", { poolMax: 6 }, async (database) => {
    const { sql } = database;
    const store = new PostgresEventStore(sql);
    const options = { sql, upcasters: new Upcasters(), wakeup: new Wakeup(undefined), logger: silentLogger };
    // every read model's (empty) views exist for the analytics schema; only analytics is folded
    await new ProjectionRunner(allProjections, options).install();
    await installAnalyticsSchema(sql);
    const runner = new ProjectionRunner([analyticsProjection], { ...options, catchUpBatchSize: BATCH });

    console.log(`writing ${DEALS} deals and ${CLICKS.toLocaleString("en")} click-outs over a year...`);
    const dealIds = Array.from({ length: DEALS }, () => randomUUID());
    const airports = ["LTN", "BCN", "FCO", "VIE", "MAD", "CDG", "BER", "IST", "ATH", "MXP"];
    await store.appendMany(
      dealIds.map((dealId, i) => ({
        streamId: dealStreamId(dealId),
        expectedVersion: 0,
        events: [
          {
            type: "DealDetected",
            data: {
              dealId,
              shortCode: `A${i % 10}B${Math.floor(i / 10) % 10}C`,
              deal: dealSnapshotFixture({ toAirport: airports[i % airports.length], currentPrice: 60 + (i % 200) }),
            },
          },
        ],
      })),
    );
    for (let start = 1; start <= CLICKS; start += CHUNK) {
      const end = Math.min(CLICKS, start + CHUNK - 1);
      await sql`
        INSERT INTO events (stream_id, stream_type, stream_position, event_id, type, data, created_at)
        SELECT 'clickout-' || g, 'clickout', 1, gen_random_uuid(), 'ClickOutRecorded',
               jsonb_build_object('clickId', gen_random_uuid(), 'dealId', (${dealIds}::uuid[])[1 + g % ${DEALS}],
                 'shortCode', 'A1B2C', 'timeZone', 'Europe/Sofia', 'timeZoneSource', 'fallback', 'referrer', NULL,
                 'campaign', CASE WHEN g % 10 = 0 THEN 'nl.2026-11-01.daily.bg' END,
                 'deviceClass', (ARRAY['mobile', 'desktop', 'tablet'])[1 + g % 3],
                 'language', (ARRAY['bg', 'en'])[1 + g % 2], 'fromSite', g % 10 <> 0),
               now() - make_interval(secs => (g % 31536000)::double precision)
          FROM generate_series(${start}::bigint, ${end}::bigint) AS g`;
    }
    await sql`VACUUM ANALYZE events`;

    // baseline: the same events read in the same order and batch size, doing nothing with them
    const types = [...analyticsProjection.eventTypes];
    let started = performance.now();
    let read = 0;
    for await (const rows of sql`
      SELECT global_position, type, data, created_at FROM events WHERE type = ANY(${types})
       ORDER BY transaction_id, global_position`.cursor(BATCH)) {
      read += rows.length;
    }
    const bareSelectMs = performance.now() - started;

    started = performance.now();
    await runner.catchUp();
    const catchUpMs = performance.now() - started;
    const [folded] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM public.click_outs`;

    await sql`ANALYZE`;
    const [range] = await sql<{ from: string; to: string }[]>`
      SELECT (max(day) - 30)::text AS from, max(day)::text AS to FROM public.click_outs_daily`;
    const month = async (view: string) => {
      const times: number[] = [];
      for (let i = 0; i < 21; i++) {
        const t = performance.now();
        await sql.unsafe(
          `SELECT day, from_airport, to_airport, ${view === "click_outs" ? "count(*)" : "sum(click_outs)"} AS n
             FROM analytics.${view} WHERE day BETWEEN $1 AND $2 GROUP BY 1, 2, 3`,
          [range?.from, range?.to] as never[],
        );
        times.push(performance.now() - t);
      }
      return median(times);
    };
    const rollupMs = await month("click_outs_daily");
    const factMs = await month("click_outs");

    // export: the bare cursor read of the view beside the CSV written page by page
    const filters = { from: "2000-01-01", to: "2100-01-01" };
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sample = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    started = performance.now();
    let bareRows = 0;
    for await (const page of analyticsRows(sql, "click_outs", filters).pages) bareRows += page.length;
    const bareExportMs = performance.now() - started;
    started = performance.now();
    const { columns, pages } = analyticsRows(sql, "click_outs", filters);
    let csvRows = 0;
    let bytes = 0;
    let header = true;
    for await (const page of pages) {
      bytes += Buffer.byteLength(stringify(page, { header, columns }));
      header = false;
      csvRows += page.length;
    }
    const csvMs = performance.now() - started;
    clearInterval(sample);

    const perSecond = (rows: number, time: number) => Math.round((rows / time) * 1000).toLocaleString("en");
    console.log(`
analytics catch-up (${read.toLocaleString("en")} events, ${folded?.n.toLocaleString("en")} click-outs folded)
  bare SELECT of the events   ${ms(bareSelectMs)}  ${perSecond(read, bareSelectMs)} events/s
  analytics catch-up          ${ms(catchUpMs)}  ${perSecond(read, catchUpMs)} events/s  (${(bareSelectMs / catchUpMs).toFixed(2)}x the bare SELECT's rate)

a month of click-outs by day and route (${range?.from} to ${range?.to}), median of 21
  from click_outs_daily       ${ms(rollupMs)}   (target < 100 ms: ${rollupMs < 100 ? "met" : "missed"})
  from click_outs (per click) ${ms(factMs)}   (${(factMs / rollupMs).toFixed(1)}x the rollup)

CSV export of analytics.click_outs (${csvRows.toLocaleString("en")} rows, ${(bytes / 1e6).toFixed(0)} MB)
  bare cursor read            ${ms(bareExportMs)}  ${perSecond(bareRows, bareExportMs)} rows/s
  CSV, page by page           ${ms(csvMs)}  ${perSecond(csvRows, csvMs)} rows/s  (${(bareExportMs / csvMs).toFixed(2)}x the bare read's rate)
  peak memory                 ${((peakRss - rssBefore) / 1e6).toFixed(0)} MB above the ${(rssBefore / 1e6).toFixed(0)} MB before the exports
`);
  });
}

await main();
process.exit(0);
