import type { FareMode } from "../../../core/pricing/fare-mode.ts";
import type { FareSourceHealth } from "../../../projections/pricing/fare-source-queries.ts";
import { Time } from "../shell/components.tsx";
import { DataTable } from "../shell/list-parts.tsx";

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
      <DataTable
        columns={["Source", "Last success", "Route crawls", "Fares per crawl", "Error rate", "Last error"]}
        rows={sources}
        empty="No crawl recorded yet."
        caption="Since yesterday (Sofia); last success and last error ever"
      >
        {(s) => (
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
        )}
      </DataTable>
    </section>
  );
}
