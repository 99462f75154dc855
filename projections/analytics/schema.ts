import { ANALYST_ROLE } from "../../core/db/analyst-role.ts";
import type { Sql } from "../../core/db/database.ts";
import type { Tx } from "../../core/eventstore/checkpointed-batch.ts";
import { ANALYTICS_TIME_ZONE } from "./fold.ts";

/** The schema analysts query, and the role that may read it and nothing else (decision 0062). */
export const ANALYTICS_SCHEMA = "analytics";
/** CREATE OR REPLACE VIEW refuses a view whose columns were dropped, renamed or retyped. */
const VIEW_COLUMNS_CHANGED = new Set(["42P16", "42804"]);

interface AnalyticsView {
  name: string;
  /** What one row is, and anything an analyst must know before summing it. */
  comment: string;
  select: string;
  /** Every column's meaning, unit, currency or time zone: installation fails on one left out. */
  columns: Record<string, string>;
}

const DAY = `Calendar day in ${ANALYTICS_TIME_ZONE} (the site's time zone)`;
const BGN = "in Bulgarian lev (BGN)";
const ROUTE = {
  from_airport: "IATA code of the Bulgarian departure airport",
  to_airport: "IATA code of the destination airport",
};

/**
 * The views of the analytics schema. They read the public views of the read models (which a
 * replay re-points), so they are re-created after every projection install or rebuild.
 */
export const ANALYTICS_VIEWS: readonly AnalyticsView[] = [
  {
    name: "click_outs",
    comment:
      "One row per click from a deal to the booking site (bots are not counted). No personal data: the visitor's address and browser are never here.",
    select: `SELECT click_id, clicked_at, day, deal_id, short_code, NULLIF(from_airport, '') AS from_airport,
                    NULLIF(to_airport, '') AS to_airport, NULLIF(destination_id, '') AS destination_id,
                    price_bgn, saving_bgn, saving_percent, language, device_class, source,
                    NULLIF(source_detail, '') AS source_detail
               FROM public.click_outs`,
    columns: {
      click_id: "Random id of the click (identifies no one)",
      clicked_at: "When the click was recorded (timestamp with time zone, UTC in storage)",
      day: DAY,
      deal_id: "The deal clicked (analytics.deal_lifetimes.deal_id)",
      short_code: "The deal's short code, as in /go/<code> links",
      ...ROUTE,
      destination_id: "Catalog id of the destination city, when the deal had one",
      price_bgn: `The deal's price at the moment of the click, per person, ${BGN}`,
      saving_bgn: `How far the price was below the route's usual price at that moment, ${BGN}`,
      saving_percent: "The same saving as a percentage of the usual price (0-100)",
      language:
        "Language of the page the click came from: bg, en, or unknown (from a mail, another site, or before 2026-11-26)",
      device_class: "mobile, tablet or desktop, from the browser's user agent at click time; unknown before 2026-11-26",
      source:
        "Where the click came from: site (our pages), newsletter (a digest), alert (an alert mail), social (a social network), referral (another site), direct (no referrer)",
      source_detail:
        "For newsletter the issue id, for social the network, for referral the referring origin; otherwise null",
    },
  },
  {
    name: "click_outs_daily",
    comment:
      "Click-outs added up by day, route, destination, language, device class and source: the fast way to count them (one row per combination that had clicks).",
    select: `SELECT day, NULLIF(from_airport, '') AS from_airport, NULLIF(to_airport, '') AS to_airport,
                    NULLIF(destination_id, '') AS destination_id, language, device_class, source,
                    NULLIF(source_detail, '') AS source_detail, click_outs, price_bgn_sum, saving_bgn_sum
               FROM public.click_outs_daily`,
    columns: {
      day: DAY,
      ...ROUTE,
      destination_id: "Catalog id of the destination city, when the deal had one",
      language: "As in analytics.click_outs.language",
      device_class: "As in analytics.click_outs.device_class",
      source: "As in analytics.click_outs.source",
      source_detail: "As in analytics.click_outs.source_detail",
      click_outs: "Number of click-outs",
      price_bgn_sum: `Sum of the clicked deals' prices, ${BGN} (divide by click_outs for the average)`,
      saving_bgn_sum: `Sum of the clicked deals' savings, ${BGN}`,
    },
  },
  {
    name: "search_click_outs",
    comment:
      "One row per click from a /search result to the booking site, since 2026-11-29 (bots are not counted): the itinerary and the party searched for. No personal data.",
    select: `SELECT click_id, clicked_at, day, from_airport, to_airport, departure_date, return_date, adults, children,
                    infants, cabin_class, currency, language, device_class, source,
                    NULLIF(source_detail, '') AS source_detail
               FROM public.search_click_outs`,
    columns: {
      click_id: "Random id of the click (identifies no one)",
      clicked_at: "When the click was recorded (timestamp with time zone, UTC in storage)",
      day: DAY,
      from_airport: "IATA code of the departure airport searched from",
      to_airport: "IATA code of the destination airport of the fare clicked",
      departure_date: "Day of the outbound flight (local date at departure)",
      return_date: "Day of the return flight; null for a one-way search",
      adults: "Adults searched for (1-9)",
      children: "Children searched for (0-8)",
      infants: "Infants searched for (0-8)",
      cabin_class: "Cabin searched for: M economy, W premium economy, C business, F first",
      currency: "Currency the search was shown in: BGN or EUR",
      language: "As in analytics.click_outs.language",
      device_class: "mobile, tablet or desktop, from the browser's user agent at click time",
      source: "As in analytics.click_outs.source (a /search result is clicked on our pages: site)",
      source_detail: "As in analytics.click_outs.source_detail",
    },
  },
  {
    name: "searches_daily",
    comment:
      "Site searches by day and outcome. What visitors typed is never stored; no_result_searches is the demand nobody met.",
    select: `SELECT (searched_at AT TIME ZONE '${ANALYTICS_TIME_ZONE}')::date AS day, action, match_type,
                    top_result_type, top_result_code, language, source, count(*)::integer AS searches,
                    (count(*) FILTER (WHERE result_count = 0))::integer AS no_result_searches
               FROM public.search_events
              GROUP BY 1, 2, 3, 4, 5, 6, 7`,
    columns: {
      day: DAY,
      action:
        "What the search did: redirect (straight to a page), disambiguate (a choice of places), discovering (a new destination being looked up) or empty (nothing found)",
      match_type: "How the words matched the catalog: code, exact, prefix, fuzzy or none",
      top_result_type: "Kind of the first result: destination, country or airport; null when none",
      top_result_code: "Catalog code or id of the first result, or null",
      language: "Language of the page searched from: bg or en",
      source: "Where the search was made: page (the site's search page) or api (the JSON API, used by the search box)",
      searches: "Number of searches",
      no_result_searches: "Of those, searches that found nothing",
    },
  },
  {
    name: "deal_changes",
    comment:
      "One row per deal event: detected, repriced or expired, with the deal's route, badges and price at that moment.",
    select: `SELECT event_position, deal_id, change, changed_at, day, from_airport, to_airport, deal_type, badges, price_bgn
               FROM public.deal_changes`,
    columns: {
      event_position: "Position of the event in the event log (unique, increasing)",
      deal_id: "The deal",
      change: "detected, repriced or expired",
      changed_at: "When the event was recorded (timestamp with time zone)",
      day: DAY,
      ...ROUTE,
      deal_type: "The deal's grade when the event happened: deal, great_deal or hot_deal",
      badges: "The deal's badges when the event happened (text array; empty when none)",
      price_bgn: `The deal's price after the event, per person, ${BGN}`,
    },
  },
  {
    name: "deals_daily",
    comment: "Deal events counted by day, kind of change, route and deal type.",
    select: `SELECT day, change, from_airport, to_airport, deal_type, count(*)::integer AS deals
               FROM public.deal_changes GROUP BY 1, 2, 3, 4, 5`,
    columns: {
      day: DAY,
      change: "detected, repriced or expired",
      ...ROUTE,
      deal_type: "As in analytics.deal_changes.deal_type",
      deals: "Number of deal events",
    },
  },
  {
    name: "deal_badges_daily",
    comment:
      "Deal events counted by day, kind of change and badge. A deal with two badges counts under both; one without any counts under none.",
    select: `SELECT c.day, c.change, b.badge, count(*)::integer AS deals
               FROM public.deal_changes c
              CROSS JOIN LATERAL unnest(CASE WHEN cardinality(c.badges) = 0 THEN ARRAY['none'] ELSE c.badges END) AS b(badge)
              GROUP BY 1, 2, 3`,
    columns: {
      day: DAY,
      change: "detected, repriced or expired",
      badge:
        "A badge the deal had (hot_deal, good_deal, new_route, flash_sale, lowest_ever, smart_value, percent_off), or none",
      deals: "Number of deal events with that badge",
    },
  },
  {
    name: "deal_lifetimes",
    comment: "One row per deal: how long it stayed live, how its price moved and why it ended.",
    select: `SELECT deal_id, short_code, from_airport, to_airport, destination_id, deal_type, badges, detected_at,
                    expired_at, expiry_reason, expired_at IS NULL AS live,
                    round((extract(epoch FROM coalesce(expired_at, now()) - detected_at) / 3600)::numeric, 2) AS live_hours,
                    first_price_bgn, price_bgn AS last_price_bgn, saving_bgn, saving_percent, reprices
               FROM public.deal_facts`,
    columns: {
      deal_id: "The deal",
      short_code: "The deal's short code",
      ...ROUTE,
      destination_id: "Catalog id of the destination city, when the deal had one",
      deal_type: "The deal's latest grade: deal, great_deal or hot_deal",
      badges: "The deal's latest badges (text array)",
      detected_at: "When the deal was first detected (timestamp with time zone)",
      expired_at: "When it expired (timestamp with time zone); null while live",
      expiry_reason: "validity_passed, departure_passed or price_back_to_normal; null while live",
      live: "True while the deal is live",
      live_hours: "Hours from detection to expiry, or to now for a live deal",
      first_price_bgn: `Price when detected, per person, ${BGN}`,
      last_price_bgn: `Latest price, per person, ${BGN}`,
      saving_bgn: `Latest saving below the usual price, ${BGN}`,
      saving_percent: "Latest saving as a percentage of the usual price",
      reprices: "How many times the price changed while live",
    },
  },
  {
    name: "route_price_index",
    comment:
      "Observed fares by route and month of travel: median, 10th and 90th percentile. Computed when queried from every observation: filter on the route first.",
    select: `SELECT from_airport, to_airport, date_trunc('month', flight_date)::date AS travel_month,
                    round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price_bgn)::numeric, 2) AS median_bgn,
                    round(percentile_cont(0.1) WITHIN GROUP (ORDER BY price_bgn)::numeric, 2) AS p10_bgn,
                    round(percentile_cont(0.9) WITHIN GROUP (ORDER BY price_bgn)::numeric, 2) AS p90_bgn,
                    count(*)::integer AS observations
               FROM public.price_history GROUP BY 1, 2, 3`,
    columns: {
      ...ROUTE,
      travel_month: "First day of the month of the outbound flight",
      median_bgn: `Median observed fare, per person, ${BGN}`,
      p10_bgn: `10th percentile of observed fares (the cheap end), ${BGN}`,
      p90_bgn: `90th percentile of observed fares (the dear end), ${BGN}`,
      observations: "Number of fare observations",
    },
  },
  {
    name: "newsletter_subscribers",
    comment:
      "Active newsletter subscribers (confirmed, not unsubscribed or erased) now, counted by departure airport, language and frequency. Counts only: no subscriber is identifiable here. A subscriber who chose two airports counts once under each.",
    select: `SELECT a.airport AS departure_airport, s.language, s.frequency, count(*)::integer AS subscribers
               FROM public.newsletter_subscriptions s
               CROSS JOIN LATERAL jsonb_array_elements_text(
                 coalesce(NULLIF(s.preferences->'airports', '[]'::jsonb), '["SOF"]'::jsonb)) AS a(airport)
              WHERE s.status = 'active'
              GROUP BY 1, 2, 3`,
    columns: {
      departure_airport: "IATA code of a Bulgarian airport the subscribers want deals from (SOF, VAR, BOJ or PDV)",
      language: "Language of their mails: bg or en",
      frequency: "How often they get the digest: daily or weekly",
      subscribers: "Number of active subscribers",
    },
  },
  {
    name: "newsletter_funnel_daily",
    comment: "The newsletter by day, from sign-up to click-out. Counts only: no subscriber is identifiable here.",
    select: `SELECT day, subscription_requests, confirmations, unsubscriptions, mails_sent, click_outs
               FROM public.newsletter_funnel_daily`,
    columns: {
      day: DAY,
      subscription_requests: "Sign-ups submitted (each waits for its confirmation mail's link)",
      confirmations: "Sign-ups confirmed through the mail's link",
      unsubscriptions: "Subscribers who left",
      mails_sent: "Digest mails handed to the mail service",
      click_outs: "Click-outs from digest mails",
    },
  },
  {
    name: "alert_funnel_daily",
    comment: "Price alerts by day, from asking to click-out. Counts only: no subscriber is identifiable here.",
    select: `SELECT day, coalesce(a.alerts_requested, 0) AS alerts_requested,
                    coalesce(a.alerts_confirmed, 0) AS alerts_confirmed, coalesce(a.alerts_deleted, 0) AS alerts_deleted,
                    coalesce(m.mails_sent, 0) AS mails_sent, coalesce(a.click_outs, 0) AS click_outs
               FROM public.alert_funnel_daily a
               FULL JOIN (SELECT (handed_over_at AT TIME ZONE '${ANALYTICS_TIME_ZONE}')::date AS day,
                                 count(*)::integer AS mails_sent
                            FROM public.alert_notifications WHERE handed_over_at IS NOT NULL GROUP BY 1) m USING (day)`,
    columns: {
      day: DAY,
      alerts_requested: "Price alerts asked for (each waits for its confirmation mail's link)",
      alerts_confirmed: "Price alerts confirmed",
      alerts_deleted: "Price alerts deleted by their subscribers",
      mails_sent: "Alert mails handed to the mail service",
      click_outs: "Click-outs from alert mails",
    },
  },
  {
    name: "social_posts",
    comment: "One row per social post attempt, with its network and outcome.",
    select: `SELECT attempt_id, network, origin, status AS outcome, from_airport, to_airport, price, currency,
                    queued_at, (queued_at AT TIME ZONE '${ANALYTICS_TIME_ZONE}')::date AS day, posted_at,
                    skip_reason, error_code, retry_count
               FROM public.post_attempts`,
    columns: {
      attempt_id: "The post attempt",
      network: "The social network (facebook, instagram, telegram, x, ...)",
      origin: "What queued it: auto (a detected deal) or manual (an admin)",
      outcome: "pending, processing, posted, skipped or failed",
      ...ROUTE,
      price: "The price in the post, in `currency`",
      currency: "Currency of `price` (EUR or BGN, as the posting settings chose)",
      queued_at: "When the post was queued (timestamp with time zone)",
      day: `${DAY}, of queued_at`,
      posted_at: "When the network accepted it; null unless posted",
      skip_reason:
        "Why it was skipped (kill_switch, daily_cap, hourly_cap, cooldown, already_posted, below_min_discount, ...); null otherwise",
      error_code: "The network's error code when it failed; null otherwise",
      retry_count: "How many times it was retried",
    },
  },
];

/**
 * Creates or re-creates the analytics schema's views with their comments, and lets the analyst
 * role (when this database has one) read them. Safe to run at every start.
 */
export async function installAnalyticsSchema(sql: Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx.unsafe(`CREATE SCHEMA IF NOT EXISTS ${ANALYTICS_SCHEMA}`);
    for (const view of ANALYTICS_VIEWS) {
      const name = `${ANALYTICS_SCHEMA}.${view.name}`;
      await replaceView(tx, name, view.select);
      await tx.unsafe(`COMMENT ON VIEW ${name} IS ${quote(view.comment)}`);
      const columns = await tx<{ name: string }[]>`
        SELECT column_name AS name FROM information_schema.columns
         WHERE table_schema = ${ANALYTICS_SCHEMA} AND table_name = ${view.name} ORDER BY ordinal_position`;
      for (const { name: column } of columns) {
        const comment = view.columns[column];
        if (!comment) throw new Error(`analytics.${view.name}.${column} has no comment in ANALYTICS_VIEWS`);
        await tx.unsafe(`COMMENT ON COLUMN ${name}.${column} IS ${quote(comment)}`);
      }
      const extra = Object.keys(view.columns).filter((column) => !columns.some((c) => c.name === column));
      if (extra.length > 0) throw new Error(`analytics.${view.name} has comments for no column: ${extra.join(", ")}`);
    }
    const [role] = await tx`SELECT 1 FROM pg_roles WHERE rolname = ${ANALYST_ROLE}`;
    if (role) {
      await tx.unsafe(`GRANT CONNECT ON DATABASE ${quoteIdent(await currentDatabase(tx))} TO ${ANALYST_ROLE}`);
      await tx.unsafe(`GRANT USAGE ON SCHEMA ${ANALYTICS_SCHEMA} TO ${ANALYST_ROLE}`);
      await tx.unsafe(`GRANT SELECT ON ALL TABLES IN SCHEMA ${ANALYTICS_SCHEMA} TO ${ANALYST_ROLE}`);
    }
  });
}

/**
 * CREATE OR REPLACE keeps the view, its grants and an analyst's running query; only a view whose
 * columns changed is dropped and made again (as projections/view-swap.ts does).
 */
async function replaceView(tx: Tx, name: string, select: string): Promise<void> {
  try {
    await tx.savepoint((sp) => sp.unsafe(`CREATE OR REPLACE VIEW ${name} AS ${select}`));
  } catch (error) {
    if (!VIEW_COLUMNS_CHANGED.has((error as { code?: string }).code ?? "")) throw error;
    await tx.unsafe(`DROP VIEW ${name}`);
    await tx.unsafe(`CREATE VIEW ${name} AS ${select}`);
  }
}

async function currentDatabase(tx: Tx): Promise<string> {
  const [row] = await tx<{ name: string }[]>`SELECT current_database() AS name`;
  return row?.name ?? "";
}

/** A literal of our own text (comments above): single quotes doubled. */
function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
