import type { AnalyticsReport, Breakdown, DayCount } from "../../../projections/analytics/queries.ts";
import { ChoiceFilter } from "../shell/components.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import type { ChartSeries } from "./chart.tsx";
import { ANALYTICS_PATH, type AnalyticsQueryString } from "./paths.ts";

// The pieces the analytics page is built from: its filter form, a row of totals, a breakdown table.

export const SOURCE_LABELS: Record<string, string> = {
  site: "Our pages",
  newsletter: "Newsletter",
  alert: "Alert mails",
  social: "Social networks",
  referral: "Other sites",
  direct: "No referrer",
};

/** Chart series from per-day values: the nth name takes each day's nth value. */
export function seriesOf(names: string[], byDay: DayCount[]): ChartSeries[] {
  return names.map((name, index) => ({ name, values: byDay.map((day) => day.values[index] ?? 0) }));
}

export function Filters({ report, query }: { report: AnalyticsReport; query: AnalyticsQueryString }) {
  const f = report.filters;
  return (
    <form className="filters" method="get" action={ANALYTICS_PATH}>
      <div className="field">
        <label htmlFor="analytics-from">From</label>
        <input id="analytics-from" name="from" type="date" defaultValue={f.from} />
      </div>
      <div className="field">
        <label htmlFor="analytics-to">To</label>
        <input id="analytics-to" name="to" type="date" defaultValue={f.to} />
      </div>
      <ChoiceFilter
        id="analytics-source"
        name="source"
        label="Click source"
        value={query.source}
        options={Object.entries(SOURCE_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <ChoiceFilter
        id="analytics-language"
        name="language"
        label="Language"
        value={query.language}
        options={["bg", "en", "unknown"]}
      />
      <ChoiceFilter
        id="analytics-device"
        name="device"
        label="Device"
        value={query.device}
        options={["mobile", "tablet", "desktop", "unknown"]}
      />
      <div className="field">
        <label htmlFor="analytics-from-airport">From airport</label>
        <input
          id="analytics-from-airport"
          name="fromAirport"
          size={5}
          maxLength={3}
          defaultValue={query.fromAirport ?? ""}
        />
      </div>
      <div className="field">
        <label htmlFor="analytics-to-airport">To airport</label>
        <input id="analytics-to-airport" name="toAirport" size={5} maxLength={3} defaultValue={query.toAirport ?? ""} />
      </div>
      <div className="field">
        <button type="submit">Show</button>
      </div>
    </form>
  );
}

export function Totals({ rows }: { rows: [string, number | string][] }) {
  return (
    <dl className="totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BreakdownTable({
  caption,
  header,
  rows,
  labels,
}: {
  caption: string;
  header: string;
  rows: Breakdown[];
  labels?: Record<string, string>;
}) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <DataTable
      columns={[header, { label: "Click-outs", className: "num" }, { label: "Share", className: "num" }]}
      rows={rows}
      emptyRow="None in this range."
      caption={caption}
    >
      {(row) => (
        <tr key={row.key}>
          <th scope="row">{labels?.[row.key] ?? row.key}</th>
          <td className="num">{row.count}</td>
          <td className="num">{`${Math.round((row.count / Math.max(1, total)) * 100)}%`}</td>
        </tr>
      )}
    </DataTable>
  );
}
