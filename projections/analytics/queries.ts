import type { Sql } from "../../core/db/database.ts";
import { ANALYTICS_TIME_ZONE } from "./fold.ts";
import { ANALYTICS_SCHEMA, ANALYTICS_VIEWS } from "./schema.ts";

/** A date range (days in Sofia, both ends included) and the optional filters of /nimda/analytics. */
export interface AnalyticsFilters {
  from: string;
  to: string;
  source?: string;
  language?: string;
  device?: string;
  fromAirport?: string;
  toAirport?: string;
}

type FilterKey = Exclude<keyof AnalyticsFilters, "from" | "to">;

const FILTER_COLUMNS: Record<FilterKey, string> = {
  source: "source",
  language: "language",
  device: "device_class",
  fromAirport: "from_airport",
  toAirport: "to_airport",
};

/** The day a row belongs to, for views without a `day` column. */
const DAY_OF: Record<string, string> = {
  deal_lifetimes: `(detected_at AT TIME ZONE '${ANALYTICS_TIME_ZONE}')::date`,
  route_price_index: "travel_month",
};

/**
 * The WHERE clause of a view for the filters: the range on its day, and each filter on the
 * column that means it, where the view has one (a filter the view cannot apply is left out, as
 * the export's file name says). Values are parameters; column names come from the lists above.
 */
export function whereOf(
  view: string,
  filters: AnalyticsFilters,
  params: unknown[],
): { sql: string; applied: FilterKey[] } {
  const columns = Object.keys(ANALYTICS_VIEWS.find((v) => v.name === view)?.columns ?? {});
  const parts: string[] = [];
  const day = DAY_OF[view] ?? (columns.includes("day") ? "day" : null);
  if (day) {
    params.push(filters.from, filters.to);
    // a month of travel is in the range when any of its days is
    const from =
      view === "route_price_index"
        ? `date_trunc('month', $${params.length - 1}::date)::date`
        : `$${params.length - 1}::date`;
    parts.push(`${day} BETWEEN ${from} AND $${params.length}::date`);
  }
  const applied: FilterKey[] = [];
  for (const [key, column] of Object.entries(FILTER_COLUMNS) as [FilterKey, string][]) {
    const value = filters[key];
    if (value === undefined || !columns.includes(column)) continue;
    params.push(value);
    parts.push(`${column} = $${params.length}`);
    applied.push(key);
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(" AND ")}` : "", applied };
}

export interface DayCount {
  day: string;
  values: number[];
}

export interface Breakdown {
  key: string;
  count: number;
}

export interface RouteClicks {
  fromAirport: string | null;
  toAirport: string | null;
  clickOuts: number;
  averagePriceBgn: number | null;
}

export interface AnalyticsReport {
  filters: AnalyticsFilters;
  days: string[];
  clickOuts: {
    total: number;
    byDay: DayCount[];
    bySource: Breakdown[];
    byDevice: Breakdown[];
    byLanguage: Breakdown[];
  };
  topRoutes: RouteClicks[];
  searches: { total: number; noResult: number; byDay: DayCount[] };
  deals: { byDay: DayCount[]; totals: { detected: number; repriced: number; expired: number } };
  funnel: {
    subscriptionRequests: number;
    confirmations: number;
    unsubscriptions: number;
    mailsSent: number;
    clickOuts: number;
  };
  alerts: { requested: number; confirmed: number; deleted: number; mailsSent: number; clickOuts: number };
  /** Per day: [newsletter sign-ups, price alerts asked for] and [digest click-outs, alert click-outs]. */
  mailByDay: { signUps: DayCount[]; clickOuts: DayCount[] };
  social: { network: string; outcome: string; posts: number }[];
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** One value per day of the range (0 where the view has no row), in the order of `names`. */
function perDay(days: string[], rows: { day: string; name: string; n: number }[], names: string[]): DayCount[] {
  const byDay = new Map(days.map((day) => [day, names.map(() => 0)]));
  for (const row of rows) {
    const values = byDay.get(row.day);
    const index = names.indexOf(row.name);
    if (values && index >= 0) values[index] = row.n;
  }
  return days.map((day) => ({ day, values: byDay.get(day) ?? [] }));
}

const view = (name: string) => `${ANALYTICS_SCHEMA}.${name}`;

/** Everything /nimda/analytics shows, read from the analytics views with the screen's filters. */
export async function analyticsReport(sql: Sql, filters: AnalyticsFilters): Promise<AnalyticsReport> {
  const days = daysOf(filters.from, filters.to);
  const query = async <Row>(name: string, select: (where: string) => string): Promise<Row[]> => {
    const params: unknown[] = [];
    const { sql: where } = whereOf(name, filters, params);
    return (await sql.unsafe(select(where), params as never[])) as unknown as Row[];
  };
  const clicksWhere = (columns: string, group: string) => (where: string) =>
    `SELECT ${columns}, sum(click_outs)::int AS n FROM ${view("click_outs_daily")} ${where} GROUP BY ${group}`;

  const [clickDays, bySource, byDevice, byLanguage, routes, searchDays, dealDays, funnel, social, alerts, mailDays] =
    await Promise.all([
      query<{ day: string; name: string; n: number }>(
        "click_outs_daily",
        clicksWhere("day::text, 'clicks' AS name", "day"),
      ),
      query<{ key: string; n: number }>("click_outs_daily", clicksWhere("source AS key", "source")),
      query<{ key: string; n: number }>("click_outs_daily", clicksWhere("device_class AS key", "device_class")),
      query<{ key: string; n: number }>("click_outs_daily", clicksWhere("language AS key", "language")),
      query<{ from_airport: string | null; to_airport: string | null; n: number; average: string | null }>(
        "click_outs_daily",
        (where) =>
          `SELECT from_airport, to_airport, sum(click_outs)::int AS n,
                round(sum(price_bgn_sum) / nullif(sum(click_outs), 0), 2) AS average
           FROM ${view("click_outs_daily")} ${where}
          GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 10`,
      ),
      query<{ day: string; searches: number; no_result: number }>(
        "searches_daily",
        (where) =>
          `SELECT day::text, sum(searches)::int AS searches, sum(no_result_searches)::int AS no_result
           FROM ${view("searches_daily")} ${where} GROUP BY day`,
      ),
      query<{ day: string; name: string; n: number }>(
        "deals_daily",
        (where) =>
          `SELECT day::text, change AS name, sum(deals)::int AS n FROM ${view("deals_daily")} ${where} GROUP BY 1, 2`,
      ),
      query<Record<string, number>>(
        "newsletter_funnel_daily",
        (where) =>
          `SELECT coalesce(sum(subscription_requests), 0)::int AS subscription_requests,
                coalesce(sum(confirmations), 0)::int AS confirmations,
                coalesce(sum(unsubscriptions), 0)::int AS unsubscriptions,
                coalesce(sum(mails_sent), 0)::int AS mails_sent, coalesce(sum(click_outs), 0)::int AS click_outs
           FROM ${view("newsletter_funnel_daily")} ${where}`,
      ),
      query<{ network: string; outcome: string; posts: number }>(
        "social_posts",
        (where) =>
          `SELECT network, outcome, count(*)::int AS posts FROM ${view("social_posts")} ${where}
          GROUP BY 1, 2 ORDER BY 1, 2`,
      ),
      query<Record<string, number>>(
        "alert_funnel_daily",
        (where) =>
          `SELECT coalesce(sum(alerts_requested), 0)::int AS requested, coalesce(sum(alerts_confirmed), 0)::int AS confirmed,
                coalesce(sum(alerts_deleted), 0)::int AS deleted, coalesce(sum(mails_sent), 0)::int AS mails_sent,
                coalesce(sum(click_outs), 0)::int AS click_outs
           FROM ${view("alert_funnel_daily")} ${where}`,
      ),
      query<{ day: string; name: string; n: number }>(
        "newsletter_funnel_daily",
        (where) =>
          `SELECT day::text, name, n FROM (
             SELECT day, 'newsletterSignUps' AS name, subscription_requests AS n FROM ${view("newsletter_funnel_daily")} ${where}
             UNION ALL SELECT day, 'digestClicks', click_outs FROM ${view("newsletter_funnel_daily")} ${where}
             UNION ALL SELECT day, 'alertRequests', alerts_requested FROM ${view("alert_funnel_daily")} ${where}
             UNION ALL SELECT day, 'alertClicks', click_outs FROM ${view("alert_funnel_daily")} ${where}
           ) series`,
      ),
    ]);

  const sorted = (rows: { key: string; n: number }[]) =>
    rows.map((row) => ({ key: row.key, count: row.n })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const searchRows = searchDays.flatMap((row) => [
    { day: row.day, name: "searches", n: row.searches },
    { day: row.day, name: "noResult", n: row.no_result },
  ]);
  const dealsByDay = perDay(days, dealDays, ["detected", "repriced", "expired"]);
  const total = (rows: DayCount[], index: number) => rows.reduce((sum, row) => sum + (row.values[index] ?? 0), 0);
  const clicksByDay = perDay(days, clickDays, ["clicks"]);
  const searchesByDay = perDay(days, searchRows, ["searches", "noResult"]);
  const f = funnel[0] ?? {};
  const a = alerts[0] ?? {};
  return {
    filters,
    days,
    clickOuts: {
      total: total(clicksByDay, 0),
      byDay: clicksByDay,
      bySource: sorted(bySource),
      byDevice: sorted(byDevice),
      byLanguage: sorted(byLanguage),
    },
    topRoutes: routes.map((row) => ({
      fromAirport: row.from_airport,
      toAirport: row.to_airport,
      clickOuts: row.n,
      averagePriceBgn: row.average === null ? null : Number(row.average),
    })),
    searches: { total: total(searchesByDay, 0), noResult: total(searchesByDay, 1), byDay: searchesByDay },
    deals: {
      byDay: dealsByDay,
      totals: { detected: total(dealsByDay, 0), repriced: total(dealsByDay, 1), expired: total(dealsByDay, 2) },
    },
    funnel: {
      subscriptionRequests: f.subscription_requests ?? 0,
      confirmations: f.confirmations ?? 0,
      unsubscriptions: f.unsubscriptions ?? 0,
      mailsSent: f.mails_sent ?? 0,
      clickOuts: f.click_outs ?? 0,
    },
    alerts: {
      requested: a.requested ?? 0,
      confirmed: a.confirmed ?? 0,
      deleted: a.deleted ?? 0,
      mailsSent: a.mails_sent ?? 0,
      clickOuts: a.click_outs ?? 0,
    },
    mailByDay: {
      signUps: perDay(days, mailDays, ["newsletterSignUps", "alertRequests"]),
      clickOuts: perDay(days, mailDays, ["digestClicks", "alertClicks"]),
    },
    social,
  };
}

/**
 * Every row of an analytics view that the filters select, in pages of `batch` rows from a
 * cursor: an export of a million rows never holds more than one page.
 */
export function analyticsRows(
  sql: Sql,
  name: string,
  filters: AnalyticsFilters,
  batch = 1_000,
): { columns: string[]; applied: FilterKey[]; pages: AsyncIterable<Record<string, string | null>[]> } {
  const definition = ANALYTICS_VIEWS.find((v) => v.name === name);
  if (!definition) throw new Error(`No analytics view ${name}`);
  const params: unknown[] = [];
  const { sql: where, applied } = whereOf(name, filters, params);
  const columns = Object.keys(definition.columns);
  const order = DAY_OF[name] ?? (columns.includes("day") ? "day" : "1");
  // every value as JSON's text: ISO dates and times, true/false, arrays as JSON, the same on any driver
  const select = columns.map((column) => `to_jsonb(${column}) #>> '{}' AS ${column}`).join(", ");
  const pages = sql
    .unsafe(`SELECT ${select} FROM ${view(name)} ${where} ORDER BY ${order}`, params as never[])
    .cursor(batch) as AsyncIterable<Record<string, string | null>[]>;
  return { columns, applied, pages };
}
