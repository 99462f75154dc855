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
      <div className="table-wrap">
        <table className="data">
          <caption>Planned by departure airport</caption>
          <thead>
            <tr>
              <th scope="col">Airport</th>
              <th scope="col">Active bindings</th>
              <th scope="col">Route crawls a day</th>
            </tr>
          </thead>
          <tbody>
            {budget.planned.map((row) => (
              <tr key={row.origin}>
                <td>{row.origin}</td>
                <td className="num">{number(row.bindings)}</td>
                <td className="num">{number(row.perDay)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {budget.recorded.length === 0 ? (
        <p className="muted">No crawls recorded today or yesterday.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <caption>Recorded by day (Sofia), source and departure airport</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Source</th>
                <th scope="col">Airport</th>
                <th scope="col">Route crawls</th>
                <th scope="col">Fares</th>
              </tr>
            </thead>
            <tbody>
              {budget.recorded.map((row) => (
                <tr key={`${row.day} ${row.source} ${row.origin}`}>
                  <td>{row.day}</td>
                  <td>{row.source}</td>
                  <td>{row.origin}</td>
                  <td className="num">{number(row.crawls)}</td>
                  <td className="num">{number(row.fares)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
