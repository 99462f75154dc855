import { ROUTE_TABLE } from "../../../core/routes/route-table.ts";
import type { MetricsSnapshot, RouteFigures } from "../../metrics/summary.ts";
import { StatusBadge } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";

const number = (value: number, digits = 0) =>
  value.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Seconds as people read them: 12 ms, 1.4 s. */
export function duration(seconds: number | null): string {
  if (seconds === null) return "—";
  return seconds < 1 ? `${number(seconds * 1000)} ms` : `${number(seconds, 1)} s`;
}

/** 3 h 12 min, 5 min, 40 s. */
export function uptime(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours} h ${minutes} min`;
  return minutes > 0 ? `${minutes} min` : `${Math.floor(seconds)} s`;
}

/** A row header that wraps on a phone (the admin's table headers do not). */
const WRAP = { whiteSpace: "normal", overflowWrap: "anywhere", minWidth: "7em" } as const;
/** Numbers and their unit stay on one line. */
const NOWRAP = { whiteSpace: "nowrap" } as const;

/** The label names both languages by the Bulgarian pattern; an English row shows the English one. */
export function shownRoute(figures: Pick<RouteFigures, "route" | "locale">): string {
  if (figures.locale !== "en") return figures.route;
  return ROUTE_TABLE.find((screen) => screen.bg === figures.route)?.en ?? figures.route;
}

const percent = (ratio: number | null) => (ratio === null ? "—" : `${number(ratio * 100, 1)} %`);

function RoutesTable({ snapshot }: { snapshot: MetricsSnapshot }) {
  return (
    <DataTable
      columns={["Route", "Count", { label: "/s", content: <abbr title="requests per second">/s</abbr> }, "p95", "5xx"]}
      rows={snapshot.routes}
      empty="No requests yet."
      caption="Since this process started; the busiest first"
    >
      {(route) => (
        <tr key={`${route.method} ${route.route} ${route.locale}`}>
          <th scope="row" style={WRAP}>
            <code>{shownRoute(route)}</code>
            <br />
            <small className="muted">
              {route.method}
              {route.locale ? ` · ${route.locale}` : ""}
            </small>
          </th>
          <td className="num">{number(route.requests)}</td>
          <td className="num">{number(route.perSecond, 2)}</td>
          <td className="num" style={NOWRAP}>
            {duration(route.p95Seconds)}
          </td>
          <td className="num">{route.serverErrors > 0 ? <strong>{number(route.serverErrors)}</strong> : 0}</td>
        </tr>
      )}
    </DataTable>
  );
}

function QueuesTable({ queues }: { queues: MetricsSnapshot["queues"] }) {
  if (queues === null) return <p className="muted">pg-boss has never started on this database.</p>;
  const shown = ["created", "retry", "active", "failed"] as const;
  return (
    <DataTable columns={["Queue", ...shown]} rows={queues}>
      {(queue) => (
        <tr key={queue.name}>
          <th scope="row" style={WRAP}>
            <a href={`/nimda/queues?queue=${encodeURIComponent(queue.name)}`}>{queue.name}</a>
          </th>
          {shown.map((state) => (
            <td className="num" key={state}>
              {state === "failed" && queue.counts.failed > 0 ? (
                <a href={`/nimda/queues?queue=${encodeURIComponent(queue.name)}&state=failed`}>
                  <strong>{queue.counts.failed}</strong>
                </a>
              ) : (
                queue.counts[state]
              )}
            </td>
          ))}
        </tr>
      )}
    </DataTable>
  );
}

export function MetricsPage({ chrome, snapshot }: { chrome: AdminChrome; snapshot: MetricsSnapshot | null }) {
  if (!snapshot) {
    return (
      <AdminLayout chrome={chrome}>
        <p>This process was started without metrics, so there is nothing to show.</p>
      </AdminLayout>
    );
  }
  const total = snapshot.routes.reduce((sum, route) => sum + route.requests, 0);
  const errors = snapshot.routes.reduce((sum, route) => sum + route.serverErrors, 0);
  const behind = snapshot.projections.filter((p) => p.lag > 0).length;
  const waiting = (snapshot.queues ?? []).reduce((sum, q) => sum + q.counts.created + q.counts.retry, 0);
  const failed = (snapshot.queues ?? []).reduce((sum, q) => sum + q.counts.failed, 0);
  return (
    <AdminLayout chrome={chrome}>
      <p className="muted">
        This instance's figures since it started {uptime(snapshot.uptimeSeconds)} ago; the database's as of now. The
        same figures for Prometheus: <a href="/metrics">/metrics</a> (text format, for the machine itself and signed-in
        admins).
      </p>
      <section className="grid" aria-label="Summary">
        <div className="card">
          <div className="stat">{number(snapshot.uptimeSeconds > 0 ? total / snapshot.uptimeSeconds : 0, 2)}</div>
          requests per second ({number(total)} in all, {number(errors)} answered 5xx)
        </div>
        <div className="card">
          <div className="stat">{percent(snapshot.pageCache.hitRatio)}</div>
          page-cache hits ({number(snapshot.pageCache.hit)} hits, {number(snapshot.pageCache.miss)} misses,{" "}
          {number(snapshot.pageCache.bypass)} never cacheable)
        </div>
        <div className="card">
          <div className="stat">{behind === 0 ? "All current" : `${behind} behind`}</div>
          projections, {snapshot.projections.filter((p) => p.owner).length} folded by this instance
        </div>
        <div className="card">
          <div className="stat">{number(waiting)}</div>
          jobs waiting, <a href="/nimda/queues?state=failed">{number(failed)} failed</a>
        </div>
        <div className="card">
          <div className="stat">{number(snapshot.events.headPosition)}</div>
          events in the store, {number(snapshot.events.appendedHere)} appended by this instance
        </div>
      </section>

      <h2>Requests by route</h2>
      <RoutesTable snapshot={snapshot} />

      <h2>Projections</h2>
      <DataTable
        columns={["Projection", "Position", "Lag", "Here"]}
        rows={snapshot.projections}
        caption={'Lag in events not folded yet; "Here": this instance holds the subscription'}
      >
        {(projection) => (
          <tr key={projection.name}>
            <th scope="row" style={WRAP}>
              {projection.name}
            </th>
            <td className="num">{number(projection.position)}</td>
            <td className="num">{projection.lag === 0 ? <StatusBadge status="current" /> : number(projection.lag)}</td>
            <td>{projection.owner ? "yes" : <span className="muted">no</span>}</td>
          </tr>
        )}
      </DataTable>

      <h2>Job queues</h2>
      <QueuesTable queues={snapshot.queues} />

      <h2>Read replicas</h2>
      <DataTable
        columns={["Replica", "State", "Lag"]}
        rows={snapshot.replicas}
        empty="No read replicas (DATABASE_READ_URL is not set): every read goes to the primary."
      >
        {(replica) => (
          <tr key={replica.name}>
            <th scope="row" style={WRAP}>
              {replica.name}
            </th>
            <td>
              <StatusBadge status={replica.healthy ? "active" : "failed"} /> {replica.healthy ? "in use" : "skipped"}
            </td>
            <td className="num" style={NOWRAP}>
              {replica.lagMs === null ? "unknown" : duration(replica.lagMs / 1000)}
            </td>
          </tr>
        )}
      </DataTable>
    </AdminLayout>
  );
}
