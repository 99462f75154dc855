import { clickSourceOf } from "../../core/clickouts/classify.ts";
import {
  CLICK_OUT_EVENT_TYPES,
  type ClickOutEvent,
  SEARCH_CLICK_OUT_EVENT_TYPES,
  type SearchClickOutEvent,
} from "../../core/clickouts/events.ts";
import { SITE_TIME_ZONE } from "../../core/constants.ts";
import { DEAL_EVENT_TYPES, type DealEvent } from "../../core/deals/events.ts";
import type { Tx } from "../../core/eventstore/checkpointed-batch.ts";
import type { Recorded } from "../../core/eventstore/types.ts";
import type { NewsletterEvent, NewsletterIssueEvent } from "../../core/newsletter/events.ts";
import { createTablesSql, ident, type Projection } from "../projection.ts";

/** Days are counted in the product's own time zone, as the site shows them. */
export const ANALYTICS_TIME_ZONE = SITE_TIME_ZONE;

const FUNNEL_EVENT_TYPES = [
  "NewsletterSubscriptionRequested",
  "NewsletterSubscriptionConfirmed",
  "NewsletterUnsubscribed",
  "NewsletterIssueCompleted",
  "NewsletterAlertRequested",
  "NewsletterAlertConfirmed",
  "NewsletterAlertDeleted",
] as const;

type FunnelEvent = Extract<NewsletterEvent | NewsletterIssueEvent, { type: (typeof FUNNEL_EVENT_TYPES)[number] }>;
type Folded = DealEvent | ClickOutEvent | SearchClickOutEvent | FunnelEvent;

/** The daily table and counter each event adds one to (or, for an issue, its mails). */
const FUNNEL_COUNTER = {
  NewsletterSubscriptionRequested: ["newsletter_funnel_daily", "subscription_requests"],
  NewsletterSubscriptionConfirmed: ["newsletter_funnel_daily", "confirmations"],
  NewsletterUnsubscribed: ["newsletter_funnel_daily", "unsubscriptions"],
  NewsletterIssueCompleted: ["newsletter_funnel_daily", "mails_sent"],
  NewsletterAlertRequested: ["alert_funnel_daily", "alerts_requested"],
  NewsletterAlertConfirmed: ["alert_funnel_daily", "alerts_confirmed"],
  NewsletterAlertDeleted: ["alert_funnel_daily", "alerts_deleted"],
} as const;

/**
 * The analysts' facts, folded from the log (docs/decisions/0062; docs/analytics.md is the
 * schema they read, in the `analytics` schema's views over these tables):
 * - deal_facts: one row per deal, its route, first and latest price, reprices and expiry.
 * - deal_changes: one row per deal event (detected, repriced, expired) with the badges it had.
 * - click_outs: one row per click-out with the deal's price and saving at that moment, the
 *   page's language, the device class and the source; click_outs_daily adds them up by day.
 * - search_click_outs: one row per click from a /search result, with the itinerary and the size
 *   of the party searched for.
 * - newsletter_funnel_daily: requests, confirmations, unsubscriptions, digest mails and the
 *   digests' click-outs by day; alert_funnel_daily: price alerts asked for, confirmed, deleted
 *   and their mails' click-outs by day (the mails themselves are counted from
 *   alert_notifications by the analytics view).
 * Nothing here identifies a person: no address, no agent, no subscription id.
 */
export const analyticsProjection: Projection<Folded> = {
  name: "analytics",
  // 2: the price-alert funnel; 3: the /search results' click-outs
  version: 3,
  eventTypes: [...DEAL_EVENT_TYPES, ...CLICK_OUT_EVENT_TYPES, ...SEARCH_CLICK_OUT_EVENT_TYPES, ...FUNNEL_EVENT_TYPES],
  tables: [
    "deal_facts",
    "deal_changes",
    "click_outs",
    "click_outs_daily",
    "search_click_outs",
    "newsletter_funnel_daily",
    "alert_funnel_daily",
  ],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.deal_facts (
        deal_id         uuid PRIMARY KEY,
        short_code      text NOT NULL,
        from_airport    text NOT NULL,
        to_airport      text NOT NULL,
        destination_id  text,
        deal_type       text NOT NULL,
        badges          text[] NOT NULL,
        detected_at     timestamptz NOT NULL,
        first_price_bgn numeric(12,2) NOT NULL,
        price_bgn       numeric(12,2) NOT NULL,
        saving_bgn      numeric(12,2) NOT NULL,
        saving_percent  numeric(7,2) NOT NULL,
        reprices        integer NOT NULL DEFAULT 0,
        expired_at      timestamptz,
        expiry_reason   text
      );
      CREATE INDEX ON ${s}.deal_facts (detected_at);

      CREATE TABLE ${s}.deal_changes (
        event_position bigint PRIMARY KEY,
        deal_id        uuid NOT NULL,
        change         text NOT NULL,
        changed_at     timestamptz NOT NULL,
        day            date NOT NULL,
        from_airport   text NOT NULL,
        to_airport     text NOT NULL,
        deal_type      text NOT NULL,
        badges         text[] NOT NULL,
        price_bgn      numeric(12,2) NOT NULL
      );
      CREATE INDEX ON ${s}.deal_changes (day);

      CREATE TABLE ${s}.click_outs (
        click_id       uuid PRIMARY KEY,
        clicked_at     timestamptz NOT NULL,
        day            date NOT NULL,
        deal_id        uuid NOT NULL,
        short_code     text NOT NULL,
        from_airport   text NOT NULL,
        to_airport     text NOT NULL,
        destination_id text NOT NULL,
        price_bgn      numeric(12,2),
        saving_bgn     numeric(12,2),
        saving_percent numeric(7,2),
        language       text NOT NULL,
        device_class   text NOT NULL,
        source         text NOT NULL,
        source_detail  text NOT NULL
      );
      CREATE INDEX ON ${s}.click_outs (day);

      CREATE TABLE ${s}.click_outs_daily (
        day            date NOT NULL,
        from_airport   text NOT NULL,
        to_airport     text NOT NULL,
        destination_id text NOT NULL,
        language       text NOT NULL,
        device_class   text NOT NULL,
        source         text NOT NULL,
        source_detail  text NOT NULL,
        click_outs     integer NOT NULL,
        price_bgn_sum  numeric(14,2) NOT NULL,
        saving_bgn_sum numeric(14,2) NOT NULL,
        PRIMARY KEY (day, from_airport, to_airport, destination_id, language, device_class, source, source_detail)
      );

      CREATE TABLE ${s}.newsletter_funnel_daily (
        day                   date PRIMARY KEY,
        subscription_requests integer NOT NULL DEFAULT 0,
        confirmations         integer NOT NULL DEFAULT 0,
        unsubscriptions       integer NOT NULL DEFAULT 0,
        mails_sent            integer NOT NULL DEFAULT 0,
        click_outs            integer NOT NULL DEFAULT 0
      );

      CREATE TABLE ${s}.search_click_outs (
        click_id       uuid PRIMARY KEY,
        clicked_at     timestamptz NOT NULL,
        day            date NOT NULL,
        from_airport   text NOT NULL,
        to_airport     text NOT NULL,
        departure_date date NOT NULL,
        return_date    date,
        adults         smallint NOT NULL,
        children       smallint NOT NULL,
        infants        smallint NOT NULL,
        cabin_class    text NOT NULL,
        currency       text NOT NULL,
        language       text NOT NULL,
        device_class   text NOT NULL,
        source         text NOT NULL,
        source_detail  text NOT NULL
      );
      CREATE INDEX ON ${s}.search_click_outs (day);

      CREATE TABLE ${s}.alert_funnel_daily (
        day              date PRIMARY KEY,
        alerts_requested integer NOT NULL DEFAULT 0,
        alerts_confirmed integer NOT NULL DEFAULT 0,
        alerts_deleted   integer NOT NULL DEFAULT 0,
        click_outs       integer NOT NULL DEFAULT 0
      );
    `,
  ),

  async handle(tx, events, schema) {
    const s = ident(schema);
    // click-outs are the many: a run of them goes in as one statement (foldClickOuts)
    let clicks: Recorded<ClickOutEvent>[] = [];
    const flushClicks = async () => {
      if (clicks.length > 0) await foldClickOuts(tx, s, clicks);
      clicks = [];
    };
    for (const event of events) {
      if (event.type === "ClickOutRecorded") {
        clicks.push(event);
        continue;
      }
      await flushClicks();
      const at = event.createdAt.toISOString();
      switch (event.type) {
        case "DealDetected":
        case "DealRepriced": {
          const { dealId, deal } = event.data;
          const shortCode = event.type === "DealDetected" ? event.data.shortCode : null;
          await tx.unsafe(
            `INSERT INTO ${s}.deal_facts AS f (deal_id, short_code, from_airport, to_airport, destination_id, deal_type,
               badges, detected_at, first_price_bgn, price_bgn, saving_bgn, saving_percent)
             VALUES ($1, coalesce($2, ''), $3, $4, $5, $6, $7::text[], $8, $9, $9, $10, $11)
             ON CONFLICT (deal_id) DO UPDATE SET price_bgn = EXCLUDED.price_bgn, badges = EXCLUDED.badges,
               deal_type = EXCLUDED.deal_type, saving_bgn = EXCLUDED.saving_bgn,
               saving_percent = EXCLUDED.saving_percent, reprices = f.reprices + 1`,
            [
              dealId,
              shortCode,
              deal.fromAirport,
              deal.toAirport,
              deal.destinationId,
              deal.dealType,
              deal.badges,
              at,
              deal.currentPrice,
              deal.savingsAmount,
              deal.savingsPercent,
            ] as never[],
          );
          await insertChange(tx, s, event, event.type === "DealDetected" ? "detected" : "repriced", at);
          break;
        }
        case "DealExpired":
          await tx.unsafe(
            `UPDATE ${s}.deal_facts SET expired_at = $2, expiry_reason = $3 WHERE deal_id = $1 AND expired_at IS NULL`,
            [event.data.dealId, at, event.data.reason] as never[],
          );
          await insertChange(tx, s, event, "expired", at);
          break;
        case "SearchClickOutRecorded": {
          const { search, ...click } = event.data;
          const { source, detail } = clickSourceOf({ ...click, campaign: null });
          await tx.unsafe(
            `INSERT INTO ${s}.search_click_outs (click_id, clicked_at, day, from_airport, to_airport, departure_date,
               return_date, adults, children, infants, cabin_class, currency, language, device_class, source, source_detail)
             VALUES ($1, $2, ${localDay("$2")}, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
             ON CONFLICT (click_id) DO NOTHING`,
            [
              click.clickId,
              at,
              search.fromAirport,
              search.toAirport,
              search.departureDate,
              search.returnDate,
              search.adults,
              search.children,
              search.infants,
              search.cabinClass,
              search.currency,
              click.language ?? "unknown",
              click.deviceClass,
              source,
              detail ?? "",
            ] as never[],
          );
          break;
        }
        default: {
          const [table, column] = FUNNEL_COUNTER[event.type];
          const amount = event.type === "NewsletterIssueCompleted" ? event.data.handedOver : 1;
          await tx.unsafe(
            `INSERT INTO ${s}.${table} AS n (day, ${column}) VALUES (${localDay("$1")}, $2)
             ON CONFLICT (day) DO UPDATE SET ${column} = n.${column} + EXCLUDED.${column}`,
            [at, amount] as never[],
          );
        }
      }
    }
    await flushClicks();
  },
};

function localDay(parameter: string): string {
  return `(${parameter}::timestamptz AT TIME ZONE '${ANALYTICS_TIME_ZONE}')::date`;
}

/** A deal event's row, with the route and badges the deal had then (an expiry repeats the last ones). */
async function insertChange(
  tx: Tx,
  s: string,
  event: Recorded<DealEvent>,
  change: "detected" | "repriced" | "expired",
  at: string,
): Promise<void> {
  await tx.unsafe(
    `INSERT INTO ${s}.deal_changes (event_position, deal_id, change, changed_at, day, from_airport, to_airport,
       deal_type, badges, price_bgn)
     SELECT $1, deal_id, $2, $3, ${localDay("$3")}, from_airport, to_airport, deal_type, badges, price_bgn
       FROM ${s}.deal_facts WHERE deal_id = $4
     ON CONFLICT (event_position) DO NOTHING`,
    [event.globalPosition, change, at, event.data.dealId] as never[],
  );
}

/**
 * A run of click-outs in one statement: each takes its deal's route, price and saving as they
 * are now (no deal event lies between them), the daily rollup and the newsletter funnel add
 * what was new. A click folded before (a replayed batch) adds nothing.
 */
async function foldClickOuts(tx: Tx, s: string, events: Recorded<ClickOutEvent>[]): Promise<void> {
  const rows = events.map((event) => {
    const d = event.data;
    const { source, detail } = clickSourceOf(d);
    return {
      click_id: d.clickId,
      clicked_at: event.createdAt.toISOString(),
      deal_id: d.dealId,
      short_code: d.shortCode,
      language: d.language ?? "unknown",
      device_class: d.deviceClass ?? "unknown",
      source,
      source_detail: detail ?? "",
    };
  });
  const dimensions = "day, from_airport, to_airport, destination_id, language, device_class, source, source_detail";
  await tx.unsafe(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(click_id uuid, clicked_at timestamptz, deal_id uuid,
         short_code text, language text, device_class text, source text, source_detail text)
     ), inserted AS (
       INSERT INTO ${s}.click_outs (click_id, clicked_at, day, deal_id, short_code, from_airport, to_airport,
         destination_id, price_bgn, saving_bgn, saving_percent, language, device_class, source, source_detail)
       SELECT i.click_id, i.clicked_at, ${localDay("i.clicked_at")}, i.deal_id, i.short_code,
              coalesce(f.from_airport, ''), coalesce(f.to_airport, ''), coalesce(f.destination_id, ''),
              f.price_bgn, f.saving_bgn, f.saving_percent, i.language, i.device_class, i.source, i.source_detail
         FROM input i LEFT JOIN ${s}.deal_facts f ON f.deal_id = i.deal_id
       ON CONFLICT (click_id) DO NOTHING
       RETURNING *
     ), daily AS (
       INSERT INTO ${s}.click_outs_daily AS r (${dimensions}, click_outs, price_bgn_sum, saving_bgn_sum)
       SELECT ${dimensions}, count(*), coalesce(sum(price_bgn), 0), coalesce(sum(saving_bgn), 0)
         FROM inserted GROUP BY ${dimensions}
       ON CONFLICT (${dimensions}) DO UPDATE SET click_outs = r.click_outs + EXCLUDED.click_outs,
         price_bgn_sum = r.price_bgn_sum + EXCLUDED.price_bgn_sum, saving_bgn_sum = r.saving_bgn_sum + EXCLUDED.saving_bgn_sum
     ), alerts AS (
       INSERT INTO ${s}.alert_funnel_daily AS a (day, click_outs)
       SELECT day, count(*) FROM inserted WHERE source = 'alert' GROUP BY day
       ON CONFLICT (day) DO UPDATE SET click_outs = a.click_outs + EXCLUDED.click_outs
     )
     INSERT INTO ${s}.newsletter_funnel_daily AS n (day, click_outs)
     SELECT day, count(*) FROM inserted WHERE source = 'newsletter' GROUP BY day
     ON CONFLICT (day) DO UPDATE SET click_outs = n.click_outs + EXCLUDED.click_outs`,
    [JSON.stringify(rows)] as never[],
  );
}
