/**
 * The weekly digest for 100,000 confirmed subscribers, both languages and every airport set:
 * choosing each one's deals (and recording them) and rendering each one's mail, beside a bare
 * SELECT of the same subscribers, in the same run. Memory is sampled throughout: the planner and
 * the renderer read subscribers in batches, so the heap must stay flat however many there are.
 * Then the price-alert job on one repricing that 10,000 alerts match: matching and recording, and
 * handing the mails to the mail port.
 * Usage: npm run bench:newsletter   (BENCH_SUBSCRIBERS, BENCH_ALERTS, BENCH_DATABASE_URL)
 */

import { DESTINATIONS } from "../core/catalog/data/index.ts";
import { seedCatalog } from "../core/catalog/seed.ts";
import { BULGARIAN_AIRPORTS } from "../core/constants.ts";
import { dealSnapshotFixture } from "../core/deals/fixtures.ts";
import { detectDeal } from "../core/deals/service.ts";
import { PostgresEventStore } from "../core/eventstore/postgres-event-store.ts";
import { Upcasters } from "../core/eventstore/upcasting.ts";
import { Wakeup } from "../core/eventstore/wakeup.ts";
import { silentLogger } from "../core/log/logger.ts";
import { createOutboxMailer } from "../core/mail/outbox-mailer.ts";
import type { IssueKey } from "../core/newsletter/digest.ts";
import { issueMailer } from "../mail/digest-issue.ts";
import { allProjections } from "../projections/index.ts";
import { liveDigestDeals } from "../projections/newsletter/queries.ts";
import { ProjectionRunner } from "../projections/runner.ts";
import { matchAlerts, sendAlerts } from "../workers/alert-jobs.ts";
import { planIssues } from "../workers/newsletter-jobs.ts";
import { withBenchDatabase } from "./database.ts";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const BUDGET_MS = 60_000;
const NOW = new Date("2026-11-26T06:05:00Z");
const DAY = "2026-11-26";
const RENDER_BATCH = 1_000;
const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);

/** Heap in use, sampled every 50 ms while `work` runs: the peak above where it started. */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; peakHeapMb: number }> {
  globalThis.gc?.();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 50);
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - started, peakHeapMb: (peak - start) / 1_048_576 };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  await withBenchDatabase("newsletter", { poolMax: 6 }, async (database) => {
    const { sql } = database;
    const store = new PostgresEventStore(sql);
    const runner = new ProjectionRunner(allProjections, {
      sql,
      upcasters: new Upcasters(),
      wakeup: new Wakeup(undefined),
      logger: silentLogger,
    });
    await runner.install();
    await seedCatalog(store, silentLogger);
    // live deals from every airport to 40 destinations each
    let flight = 0;
    for (const from of BULGARIAN_AIRPORTS) {
      for (const destination of DESTINATIONS.slice(0, 40)) {
        flight += 1;
        const to = destination.airports[0] ?? destination.iataCode;
        await detectDeal(
          store,
          dealSnapshotFixture({
            fromAirport: from,
            toAirport: to,
            destinationId: destination.iataCode,
            flightRoute: `${from}-${to}`,
            itinerarySignature: `${from}-W6 ${flight}-${to}`,
            providerFlightId: `bench-${flight}`,
            currentPrice: 60 + (flight % 23) * 17,
            savingsPercent: 20 + (flight % 31),
            validUntil: "2027-06-01T00:00:00.000Z",
          }),
        );
      }
    }
    await runner.catchUp();

    // Subscribers straight into the read model and the personal-data table: folding 200,000
    // subscription events is the projections' benchmark, not this one's.
    const seeded = performance.now();
    await sql`
      WITH s AS (
        SELECT gen_random_uuid() AS id, i,
               (ARRAY['SOF','VAR','BOJ','PDV'])[1 + i % 4] AS first_airport
          FROM generate_series(1, ${SUBSCRIBERS}) AS i
      ), pii AS (
        INSERT INTO newsletter_pii (subscription_id, email) SELECT id, 'reader' || i || '@example.com' FROM s
      )
      INSERT INTO newsletter_subscriptions (subscription_id, status, is_active, preferences, frequency, language,
                                            confirmed_at, created_at, updated_at)
      SELECT id, 'active', true,
             jsonb_build_object(
               'deals', true, 'tips', false, 'frequency', 'weekly',
               'airports', CASE WHEN i % 5 = 0 THEN jsonb_build_array('SOF', first_airport)
                                ELSE jsonb_build_array(first_airport) END,
               'countries', CASE WHEN i % 10 = 0 THEN '["GB","ES","IT"]'::jsonb ELSE '[]'::jsonb END,
               'maxPriceBgn', CASE WHEN i % 10 = 1 THEN to_jsonb(250) ELSE 'null'::jsonb END),
             'weekly', CASE WHEN (i / 4) % 2 = 0 THEN 'bg' ELSE 'en' END, now(), now(), now()
        FROM s`;
    await sql`ANALYZE`;
    console.log(
      `${SUBSCRIBERS.toLocaleString("en")} subscribers and ${flight} live deals ready in ${Math.round((performance.now() - seeded) / 1000)} s\n`,
    );

    const bare = await measured(async () => {
      let rows = 0;
      await sql`SELECT n.subscription_id, n.language, n.preferences, p.email
                  FROM newsletter_subscriptions n JOIN newsletter_pii p USING (subscription_id)
                 WHERE n.status = 'active' AND n.frequency = 'weekly'`.cursor(RENDER_BATCH, (batch) => {
        rows += batch.length;
      });
      return rows;
    });

    const deps = {
      database,
      store,
      mailer: createOutboxMailer({ sql, logger: silentLogger }),
      publicUrl: "https://flydeals.example",
      linkSecret: "bench-newsletter-secret-0123456789abcdef",
      logger: silentLogger,
    };
    const chosen = await measured(() => planIssues(deps, DAY, "weekly", NOW));
    await runner.catchUp();

    const rendered = await measured(async () => {
      let mails = 0;
      let bytes = 0;
      for (const issue of chosen.value) {
        const [planned] = await sql<{ language: "bg" | "en"; airports: string[]; deal_ids: string[] }[]>`
          SELECT language, airports, deal_ids::text[] AS deal_ids FROM newsletter_issues WHERE issue_id = ${issue.issueId}`;
        if (!planned) throw new Error(`issue ${issue.issueId} was not projected`);
        const key = {
          day: DAY,
          frequency: "weekly",
          language: planned.language,
          airports: planned.airports,
        } as IssueKey;
        const live = new Map((await liveDigestDeals(database.db, planned.deal_ids, NOW)).map((d) => [d.dealId, d]));
        const mailFor = issueMailer(key, { publicUrl: deps.publicUrl, secret: deps.linkSecret });
        let after = "00000000-0000-0000-0000-000000000000";
        for (;;) {
          const batch = await sql<{ subscription_id: string; deal_ids: string[]; email: string }[]>`
            SELECT d.subscription_id, d.deal_ids::text[] AS deal_ids, p.email
              FROM newsletter_deliveries d JOIN newsletter_pii p USING (subscription_id)
             WHERE d.issue_id = ${issue.issueId} AND d.subscription_id > ${after}::uuid
             ORDER BY d.subscription_id LIMIT ${RENDER_BATCH}`;
          if (batch.length === 0) break;
          after = batch[batch.length - 1]?.subscription_id ?? after;
          for (const row of batch) {
            const deals = row.deal_ids.flatMap((id) => live.get(id) ?? []);
            const mail = await mailFor({ to: row.email, subscriptionId: row.subscription_id }, deals, NOW);
            bytes += mail.text.length + (mail.html?.length ?? 0);
            mails += 1;
          }
        }
      }
      return { mails, bytes };
    });

    const total = chosen.ms + rendered.ms;
    const recipients = chosen.value.reduce((sum, issue) => sum + issue.recipients, 0);
    const line = (label: string, run: { ms: number; peakHeapMb: number }) =>
      `${label.padEnd(44)} ${(run.ms / 1000).toFixed(2).padStart(7)} s  ${(run.ms / bare.ms).toFixed(1).padStart(6)}x bare  heap peak +${run.peakHeapMb.toFixed(0)} MB`;
    console.log(line(`bare SELECT of ${bare.value.toLocaleString("en")} subscribers (baseline)`, bare));
    console.log(
      line(
        `choose and record deals (${chosen.value.length} issues, ${recipients.toLocaleString("en")} recipients)`,
        chosen,
      ),
    );
    console.log(
      line(
        `render ${rendered.value.mails.toLocaleString("en")} mails (${Math.round(rendered.value.bytes / 1_048_576)} MB)`,
        rendered,
      ),
    );
    console.log(
      `\nchoose + render: ${(total / 1000).toFixed(1)} s for ${SUBSCRIBERS.toLocaleString("en")} subscribers (budget ${BUDGET_MS / 1000} s): ${total <= BUDGET_MS ? "within" : "OVER"}`,
    );
    if (total > BUDGET_MS) process.exitCode = 1;

    // The alert reactor's job on one repricing that 10,000 active alerts match (London, any airport).
    await sql`
      WITH s AS (SELECT gen_random_uuid() AS id, i FROM generate_series(1, ${ALERTS}) AS i),
      pii AS (INSERT INTO newsletter_pii (subscription_id, email) SELECT id, 'alert' || i || '@example.com' FROM s),
      subs AS (
        INSERT INTO newsletter_subscriptions (subscription_id, status, is_active, preferences, frequency, language,
                                              confirmed_at, created_at, updated_at)
        SELECT id, 'active', true, '{"frequency":"paused","airports":["SOF"]}', 'paused',
               CASE WHEN i % 2 = 0 THEN 'bg' ELSE 'en' END, now(), now(), now() FROM s)
      INSERT INTO newsletter_alerts (alert_id, subscription_id, status, from_airport, destination_id, max_price_bgn,
                                     requested_at, confirmed_at)
      SELECT 'bench-' || i, id, 'active', CASE WHEN i % 3 = 0 THEN 'SOF' END, 'LON',
             CASE WHEN i % 4 = 0 THEN 500 END, now(), now() FROM s`;
    await sql`ANALYZE`;
    const [london] = await sql<{ id: string }[]>`
      SELECT id FROM destination_deals WHERE destination_id = 'LON' AND from_airport = 'SOF' AND status = 'active'`;
    if (!london) throw new Error("no live SOF-LON deal");
    const alerts = { ...deps, upcasters: undefined };
    const matched = await measured(() => matchAlerts(alerts, london.id, NOW));
    const handed = await measured(() => sendAlerts(alerts, london.id, () => NOW));
    console.log(
      `\nalert reactor, one repricing that ${ALERTS.toLocaleString("en")} active alerts match:\n` +
        `  match and record        ${(matched.ms / 1000).toFixed(2).padStart(6)} s  ${matched.value.planned.toLocaleString("en")} mails planned  heap peak +${matched.peakHeapMb.toFixed(0)} MB\n` +
        `  render and hand over    ${(handed.ms / 1000).toFixed(2).padStart(6)} s  ${handed.value.toLocaleString("en")} mails in mail_outbox (one transaction each)`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
