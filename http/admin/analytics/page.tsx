import type { AnalyticsReport } from "../../../projections/analytics/queries.ts";
import { ErrorSummary, type Issue } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { BarChart } from "./chart.tsx";
import { ANALYTICS_PATH, type AnalyticsQueryString, exportHref } from "./paths.ts";
import { BreakdownTable, Filters, SOURCE_LABELS, seriesOf, Totals } from "./report-parts.tsx";

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
        <DataTable
          columns={[
            "Route",
            { label: "Click-outs", className: "num" },
            { label: "Average price clicked (BGN)", className: "num" },
          ]}
          rows={report.topRoutes}
          emptyRow="No click-outs in this range."
          caption="Top routes by click-outs"
        >
          {(route) => (
            <tr key={`${route.fromAirport}-${route.toAirport}`}>
              <th scope="row">{`${route.fromAirport ?? "?"} → ${route.toAirport ?? "?"}`}</th>
              <td className="num">{route.clickOuts}</td>
              <td className="num">{route.averagePriceBgn?.toFixed(2) ?? "–"}</td>
            </tr>
          )}
        </DataTable>
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
        <DataTable
          columns={["Network", "Outcome", { label: "Posts", className: "num" }]}
          rows={report.social}
          empty="No posts queued in this range."
        >
          {(row) => (
            <tr key={`${row.network}-${row.outcome}`}>
              <th scope="row">{row.network}</th>
              <td>{row.outcome}</td>
              <td className="num">{row.posts}</td>
            </tr>
          )}
        </DataTable>
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
