import { DataTable } from "../shell/list-parts.tsx";
import type { CrawlBudget } from "./budget-queries.ts";

const number = (n: number) => n.toLocaleString("en-GB");

/** The crawl budget on /nimda/crawling: what the bindings plan a day, and what the sources answered. */
export function CrawlBudgetSection({ budget }: { budget: CrawlBudget }) {
  const over = budget.plannedTotal > budget.budgetPerDay;
  return (
    <section aria-labelledby="crawl-budget">
      <h2 id="crawl-budget">Crawl budget</h2>
      <p>
        {`Planned: ${number(budget.plannedTotal)} route crawls a day of a budget of ${number(budget.budgetPerDay)}`}
        {over ? <strong>{" (over budget)"}</strong> : null}
        <span className="muted">
          {" "}
          (a route crawl is one departure airport to one destination airport; places reached only by connection are
          crawled every six hours)
        </span>
      </p>
      <DataTable
        columns={["Airport", "Active bindings", "Route crawls a day"]}
        rows={budget.planned}
        caption="Planned by departure airport"
      >
        {(row) => (
          <tr key={row.origin}>
            <td>{row.origin}</td>
            <td className="num">{number(row.bindings)}</td>
            <td className="num">{number(row.perDay)}</td>
          </tr>
        )}
      </DataTable>
      <DataTable
        columns={["Day", "Source", "Airport", "Route crawls", "Fares"]}
        rows={budget.recorded}
        empty="No crawls recorded today or yesterday."
        caption="Recorded by day (Sofia), source and departure airport"
      >
        {(row) => (
          <tr key={`${row.day} ${row.source} ${row.origin}`}>
            <td>{row.day}</td>
            <td>{row.source}</td>
            <td>{row.origin}</td>
            <td className="num">{number(row.crawls)}</td>
            <td className="num">{number(row.fares)}</td>
          </tr>
        )}
      </DataTable>
    </section>
  );
}
