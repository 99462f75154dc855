import type { FareMode } from "../../../core/pricing/fare-mode.ts";
import type { FareSourceHealth } from "../../../projections/pricing/fare-source-queries.ts";
import { Time } from "../shell/components.tsx";

const MODE_TEXT: Record<FareMode, string> = {
  demo: "demo: simulated fares, said to be demo on every page, mail, feed and post",
  live: "live: real fares",
};

const percent = (ratio: number) => `${ratio === 0 ? 0 : (ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;

/** The fare source, its mode and its health, as the dashboard shows them. */
export function FareSourcesSection({ mode, sources }: { mode: FareMode; sources: FareSourceHealth[] }) {
  return (
    <section aria-labelledby="fare-sources">
      <h2 id="fare-sources">Fare sources</h2>
      <p>
        <strong>Mode: </strong>
        {MODE_TEXT[mode]}
      </p>
      {sources.length === 0 ? (
        <p className="muted">No crawl recorded yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <caption>Since yesterday (Sofia); last success and last error ever</caption>
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Last success</th>
                <th scope="col">Route crawls</th>
                <th scope="col">Fares per crawl</th>
                <th scope="col">Error rate</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {sources.map((s) => (
                <tr key={s.source}>
                  <td>{s.source}</td>
                  <td>{s.lastSuccessAt ? <Time value={s.lastSuccessAt} /> : "never"}</td>
                  <td className="num">{s.routeCrawls.toLocaleString("en-GB")}</td>
                  <td className="num">{s.faresPerCrawl ?? "—"}</td>
                  <td className="num">
                    {s.errorRate === null
                      ? "—"
                      : `${percent(s.errorRate)} of ${s.bindingCrawls.toLocaleString("en-GB")} binding crawls`}
                  </td>
                  <td>
                    {s.lastError ? (
                      <>
                        {s.lastErrorAt ? <Time value={s.lastErrorAt} /> : null} {s.lastError}
                      </>
                    ) : (
                      <span className="muted">none</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
