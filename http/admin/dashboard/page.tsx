import type { AuditEntry } from "../../../core/audit/audit.ts";
import type { FareMode } from "../../../core/pricing/fare-mode.ts";
import type { FareSourceHealth } from "../../../projections/pricing/fare-source-queries.ts";
import { StatusBadge, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import { FareSourcesSection } from "./fare-sources.tsx";

export interface DashboardData {
  events: number;
  streams: number;
  projections: { name: string; lag: number; lastError: string | null; rebuilding: boolean }[];
  pendingVisaRevisions: number;
  /** Current visa rules no person has checked. */
  uncheckedVisaRules: number;
  fareMode: FareMode;
  fareSources: FareSourceHealth[];
  failedJobs: number | null;
  searchProfiles: { active: number; paused: number; failingBindings: number };
  recent: AuditEntry[];
  social: { postedLastDay: number; pending: number; failed: number };
  /** The Bulgarian home page's featured deal; null: the static hero. */
  heroHeadline: string | null;
}

export function DashboardPage({ chrome, data }: { chrome: AdminChrome; data: DashboardData }) {
  const behind = data.projections.filter((p) => p.lag > 0 || p.lastError || p.rebuilding);
  return (
    <AdminLayout chrome={chrome}>
      <section className="grid" aria-label="Summary">
        <div className="card">
          <div className="stat">{data.events.toLocaleString("en")}</div>
          <a href="/nimda/events">events</a> in {data.streams.toLocaleString("en")} streams
        </div>
        <div className="card">
          <div className="stat">{behind.length === 0 ? "All current" : `${behind.length} behind`}</div>
          <a href="/nimda/projections">{data.projections.length} projections</a>
        </div>
        <div className="card">
          <div className="stat">{data.pendingVisaRevisions}</div>
          <a href="/nimda/visa">visa revisions awaiting review</a>
        </div>
        <div className="card">
          <div className="stat">{data.uncheckedVisaRules}</div>
          <a href="/nimda/visa#unchecked-rules">visa rules nobody has checked</a>
        </div>
        <div className="card">
          <div className="stat">{data.failedJobs ?? "—"}</div>
          <a href="/nimda/queues?state=failed">failed jobs</a>
        </div>
        <div className="card">
          <div className="stat">{data.searchProfiles.active}</div>
          <a href="/nimda/crawling">active search profiles</a> ({data.searchProfiles.paused} paused,{" "}
          {data.searchProfiles.failingBindings} bindings failing)
        </div>
        <div className="card">
          <div className="stat">{data.social.postedLastDay}</div>
          <a href="/nimda/social/posts?status=posted">social posts in 24 h</a> (
          <a href="/nimda/social/posts?status=pending">{data.social.pending} pending</a>,{" "}
          <a href="/nimda/social/posts?status=failed">{data.social.failed} failed</a>)
        </div>
        <div className="card">
          <strong>Homepage hero: </strong>
          {data.heroHeadline ?? <span className="muted">static (no deal featured)</span>}
        </div>
      </section>
      {behind.length > 0 ? (
        <>
          <h2>Projections needing attention</h2>
          <ul>
            {behind.map((p) => (
              <li key={p.name}>
                <a href="/nimda/projections">{p.name}</a>: {p.lag} events behind
                {p.rebuilding ? " (rebuilding)" : ""}
                {p.lastError ? ` · last error: ${p.lastError}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <FareSourcesSection mode={data.fareMode} sources={data.fareSources} />
      <h2>Recent admin actions</h2>
      <DataTable columns={["When", "Who", "Action", "Stream", "IP"]} rows={data.recent} empty="No admin actions yet.">
        {(entry) => (
          <tr key={entry.globalPosition}>
            <td>
              <Time value={entry.at} />
            </td>
            <td>{entry.actor}</td>
            <td>
              <StatusBadge status={entry.action} />
            </td>
            <td>
              <a href={`/nimda/events/${entry.globalPosition}`}>{entry.streamId}</a>
            </td>
            <td>{entry.ip ?? "—"}</td>
          </tr>
        )}
      </DataTable>
      <p>
        <a href="/nimda/audit">Full audit log</a>
      </p>
    </AdminLayout>
  );
}
