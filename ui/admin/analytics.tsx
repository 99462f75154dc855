import { ChoiceFilter, ErrorSummary, type Issue } from "../../http/admin/shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../../http/admin/shell/layout.tsx";
import type { DocumentedView } from "../../projections/analytics-docs.ts";
import type { AnalyticsReport, Breakdown, DayCount } from "../../projections/queries/analytics.ts";
import { BarChart, type ChartSeries } from "./chart.tsx";

export const ANALYTICS_PATH = "/nimda/analytics";

/** The filters as the form and the export links carry them: only what was given. */
export type AnalyticsQueryString = Record<string, string>;

const SOURCE_LABELS: Record<string, string> = {
  site: "Our pages",
  newsletter: "Newsletter",
  alert: "Alert mails",
  social: "Social networks",
  referral: "Other sites",
  direct: "No referrer",
};

/** Chart series from per-day values: the nth name takes each day's nth value. */
function seriesOf(names: string[], byDay: DayCount[]): ChartSeries[] {
  return names.map((name, index) => ({ name, values: byDay.map((day) => day.values[index] ?? 0) }));
}

function exportHref(view: string, query: AnalyticsQueryString): string {
  const search = new URLSearchParams(query).toString();
  return `${ANALYTICS_PATH}/export/${view}.csv${search ? `?${search}` : ""}`;
}

function Filters({ report, query }: { report: AnalyticsReport; query: AnalyticsQueryString }) {
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

function Totals({ rows }: { rows: [string, number | string][] }) {
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

function BreakdownTable({
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
    <div className="table-wrap">
      <table className="data">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{header}</th>
            <th scope="col" className="num">
              Click-outs
            </th>
            <th scope="col" className="num">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="muted">
                None in this range.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{labels?.[row.key] ?? row.key}</th>
                <td className="num">{row.count}</td>
                <td className="num">{`${Math.round((row.count / Math.max(1, total)) * 100)}%`}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export function AnalyticsPage({
  chrome,
  report,
  query,
  views,
  issues,
}: {
  chrome: AdminChrome;
  report: AnalyticsReport;
  query: AnalyticsQueryString;
  /** The views an export can take, with what one row of each is. */
  views: readonly { name: string; comment: string }[];
  issues?: Issue[];
}) {
  const { clickOuts, searches, deals, funnel } = report;
  return (
    <AdminLayout chrome={chrome}>
      <p className="muted">
        Counted from the event log by the analytics read model, days in Europe/Sofia, prices in BGN. Analysts can query
        the same views in SQL: <a href={`${ANALYTICS_PATH}/schema`}>the analytics schema</a>.
      </p>
      <ErrorSummary issues={issues} />
      <Filters report={report} query={query} />

      <section aria-labelledby="clicks-heading">
        <h2 id="clicks-heading">Click-outs</h2>
        <Totals
          rows={[
            ["Click-outs", clickOuts.total],
            ["Days", report.days.length],
            ["Per day", (clickOuts.total / Math.max(1, report.days.length)).toFixed(1)],
          ]}
        />
        <BarChart
          title="Click-outs by day"
          labels={report.days}
          series={[{ name: "Click-outs", values: clickOuts.byDay.map((d) => d.values[0] ?? 0) }]}
        />
        <div className="table-wrap">
          <table className="data">
            <caption>Top routes by click-outs</caption>
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col" className="num">
                  Click-outs
                </th>
                <th scope="col" className="num">
                  Average price clicked (BGN)
                </th>
              </tr>
            </thead>
            <tbody>
              {report.topRoutes.length === 0 ? (
                <tr>
                  <td colSpan={3} className="muted">
                    No click-outs in this range.
                  </td>
                </tr>
              ) : (
                report.topRoutes.map((route) => (
                  <tr key={`${route.fromAirport}-${route.toAirport}`}>
                    <th scope="row">{`${route.fromAirport ?? "?"} → ${route.toAirport ?? "?"}`}</th>
                    <td className="num">{route.clickOuts}</td>
                    <td className="num">{route.averagePriceBgn?.toFixed(2) ?? "–"}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <div className="grid-3">
          <BreakdownTable
            caption="Click-outs by source"
            header="Source"
            rows={clickOuts.bySource}
            labels={SOURCE_LABELS}
          />
          <BreakdownTable caption="Click-outs by device" header="Device" rows={clickOuts.byDevice} />
          <BreakdownTable caption="Click-outs by language" header="Page language" rows={clickOuts.byLanguage} />
        </div>
      </section>

      <section aria-labelledby="searches-heading">
        <h2 id="searches-heading">Searches</h2>
        <Totals
          rows={[
            ["Searches", searches.total],
            ["Found nothing", searches.noResult],
            ["Found nothing, share", `${Math.round((searches.noResult / Math.max(1, searches.total)) * 100)}%`],
          ]}
        />
        <BarChart
          title="Searches by day"
          labels={report.days}
          series={[
            { name: "Found something", values: searches.byDay.map((d) => (d.values[0] ?? 0) - (d.values[1] ?? 0)) },
            { name: "Found nothing", values: searches.byDay.map((d) => d.values[1] ?? 0) },
          ]}
        />
      </section>

      <section aria-labelledby="deals-heading">
        <h2 id="deals-heading">Deals</h2>
        <Totals
          rows={[
            ["Detected", deals.totals.detected],
            ["Repriced", deals.totals.repriced],
            ["Expired", deals.totals.expired],
          ]}
        />
        <BarChart
          title="Deal events by day"
          labels={report.days}
          series={seriesOf(["Detected", "Repriced", "Expired"], deals.byDay)}
        />
      </section>

      <section aria-labelledby="funnel-heading">
        <h2 id="funnel-heading">Newsletter</h2>
        <Totals
          rows={[
            ["Sign-ups", funnel.subscriptionRequests],
            ["Confirmed", funnel.confirmations],
            ["Left", funnel.unsubscriptions],
            ["Digest mails sent", funnel.mailsSent],
            ["Click-outs from digests", funnel.clickOuts],
          ]}
        />
      </section>

      <section aria-labelledby="alerts-heading">
        <h2 id="alerts-heading">Price alerts</h2>
        <Totals
          rows={[
            ["Asked for", report.alerts.requested],
            ["Confirmed", report.alerts.confirmed],
            ["Deleted", report.alerts.deleted],
            ["Alert mails sent", report.alerts.mailsSent],
            ["Click-outs from alerts", report.alerts.clickOuts],
          ]}
        />
      </section>

      <section aria-labelledby="mail-heading">
        <h2 id="mail-heading">Sign-ups and mail click-outs by day</h2>
        <BarChart
          title="Sign-ups by day"
          labels={report.days}
          series={seriesOf(["Newsletter sign-ups", "Price alerts asked for"], report.mailByDay.signUps)}
        />
        <BarChart
          title="Click-outs from mails by day"
          labels={report.days}
          series={seriesOf(["From digests", "From alerts"], report.mailByDay.clickOuts)}
        />
      </section>

      <section aria-labelledby="social-heading">
        <h2 id="social-heading">Social posts</h2>
        {report.social.length === 0 ? (
          <p className="muted">No posts queued in this range.</p>
        ) : (
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">Network</th>
                  <th scope="col">Outcome</th>
                  <th scope="col" className="num">
                    Posts
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.social.map((row) => (
                  <tr key={`${row.network}-${row.outcome}`}>
                    <th scope="row">{row.network}</th>
                    <td>{row.outcome}</td>
                    <td className="num">{row.posts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="export-heading">
        <h2 id="export-heading">Export</h2>
        <p className="muted">
          Every view as CSV with the range and the filters above, where the view has the column a filter is on. The file
          is streamed, so a large range downloads as it is read. Each export is recorded in the audit log.
        </p>
        <ul className="export-list">
          {views.map((view) => (
            <li key={view.name}>
              <a href={exportHref(view.name, query)} download>
                {`${view.name}.csv`}
              </a>{" "}
              <small className="muted">{view.comment}</small>
            </li>
          ))}
        </ul>
      </section>
    </AdminLayout>
  );
}

export function AnalyticsSchemaPage({ chrome, views }: { chrome: AdminChrome; views: DocumentedView[] }) {
  return (
    <AdminLayout chrome={chrome}>
      <p className="muted">
        What analysts can query with the read-only <code>analyst</code> role (<code>npm run analyst</code> prints its
        connection string), as the database's own comments describe it. The same text is in docs/analytics.md.
      </p>
      <nav aria-label="Views">
        <ul className="export-list">
          {views.map((view) => (
            <li key={view.name}>
              <a href={`#view-${view.name}`}>{`analytics.${view.name}`}</a>
            </li>
          ))}
        </ul>
      </nav>
      {views.map((view) => (
        <section key={view.name} id={`view-${view.name}`} aria-labelledby={`heading-${view.name}`}>
          <h2 id={`heading-${view.name}`}>{`analytics.${view.name}`}</h2>
          <p>{view.comment}</p>
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">Column</th>
                  <th scope="col">Type</th>
                  <th scope="col">Meaning</th>
                </tr>
              </thead>
              <tbody>
                {view.columns.map((column) => (
                  <tr key={column.name}>
                    <th scope="row">
                      <code>{column.name}</code>
                    </th>
                    <td>
                      <code>{column.type}</code>
                    </td>
                    <td>{column.comment}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </AdminLayout>
  );
}
