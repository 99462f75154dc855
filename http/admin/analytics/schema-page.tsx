import type { DocumentedView } from "../../../projections/analytics/docs.ts";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";

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
          <DataTable columns={["Column", "Type", "Meaning"]} rows={view.columns}>
            {(column) => (
              <tr key={column.name}>
                <th scope="row">
                  <code>{column.name}</code>
                </th>
                <td>
                  <code>{column.type}</code>
                </td>
                <td>{column.comment}</td>
              </tr>
            )}
          </DataTable>
        </section>
      ))}
    </AdminLayout>
  );
}
