import type { UncheckedRule } from "../../../projections/visa/queries.ts";
import { StatusBadge } from "../shell/components.tsx";
import { DataTable } from "../shell/list-parts.tsx";

/** How many of the first unchecked rules /nimda/visa lists. */
export const UNCHECKED_SHOWN = 40;

/** The rules nobody has checked, as a queue: most-visited countries first, each with its official page. */
export function UncheckedRulesSection({ total, rows }: { total: number; rows: UncheckedRule[] }) {
  return (
    <section aria-labelledby="unchecked-rules">
      <h2 id="unchecked-rules">{`Rules nobody has checked: ${total}`}</h2>
      {rows.length === 0 ? (
        <p className="muted">Every current rule has been checked by a person.</p>
      ) : (
        <>
          <p className="muted">
            Imported from the passport-index dataset and never checked against an official page or approved by an
            editor. The public page says so and links the official source. Most-visited countries first (by the
            popularity of their destinations); {rows.length < total ? `the first ${rows.length} shown.` : "all shown."}
          </p>
          <DataTable columns={["Country", "Dataset says", "Popularity", "Official source"]} rows={rows}>
            {(row) => (
              <tr key={row.countryCode}>
                <td>
                  <a href={`/nimda/visa/${row.countryCode}`}>
                    {row.countryName ? `${row.countryName} (${row.countryCode})` : row.countryCode}
                  </a>
                </td>
                <td>
                  <StatusBadge status={row.requirementType} />
                </td>
                <td className="num">{row.popularity}</td>
                <td>
                  <a href={row.officialSource} rel="noopener noreferrer external" target="_blank">
                    {row.officialSource.replace(/^https:\/\//, "")}
                  </a>
                </td>
              </tr>
            )}
          </DataTable>
        </>
      )}
    </section>
  );
}
