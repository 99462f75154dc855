import { Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import type { InstancesData } from "./queries.ts";

const roles = (instance: { web: boolean; workers: boolean }) =>
  [instance.web ? "web" : null, instance.workers ? "workers" : null].filter(Boolean).join(" + ") || "projections only";

export function InstancesPage({
  chrome,
  data,
  thisInstance,
}: {
  chrome: AdminChrome;
  data: InstancesData;
  thisInstance: string | null;
}) {
  return (
    <AdminLayout chrome={chrome}>
      <p className="muted">
        Every process running the product on this database, by its last heartbeat (every 2 seconds; one silent for 10
        seconds has stopped). Each subscription (a projection or a reactor) is folded by exactly one of them; when that
        one dies, another takes it over within about a second. This page refreshes every 5 seconds.
      </p>
      {data.unowned.length > 0 ? (
        <p className="notice" role="status">
          Being taken over now: {data.unowned.join(", ")}
        </p>
      ) : null}
      <DataTable
        columns={["Instance", "Runs", "Started", "Last heartbeat", "Subscriptions it folds"]}
        rows={data.instances}
      >
        {(instance) => (
          <tr key={instance.instanceId}>
            <th scope="row">
              {`${instance.host} · pid ${instance.pid}`}
              {instance.instanceId === thisInstance ? <small className="muted"> (answering you)</small> : null}
              <br />
              <small className="muted">{`${instance.url ?? "no web server"} · ${instance.runtime}`}</small>
            </th>
            <td>{roles(instance)}</td>
            <td>
              <Time value={instance.startedAt} />
            </td>
            <td>
              <Time value={instance.heartbeatAt} />
            </td>
            <td className="num">
              {instance.owns.length}
              {instance.owns.length > 0 ? (
                <details>
                  <summary>which</summary>
                  <small>{instance.owns.join(", ")}</small>
                </details>
              ) : null}
            </td>
          </tr>
        )}
      </DataTable>
      <h2>Read replicas</h2>
      <DataTable
        columns={["Replica", "Reads", "Behind", "Checked"]}
        rows={data.replicas}
        empty="None: every read goes to the primary. DATABASE_READ_URL names replicas for the public pages and APIs."
      >
        {(replica) => (
          <tr key={replica.name}>
            <th scope="row">{replica.name}</th>
            <td>{replica.healthy ? "takes reads" : `skipped: ${replica.error ?? "unhealthy"}`}</td>
            <td className="num">
              {replica.lagMs === null ? "—" : `${replica.lagMs} ms`}
              {replica.lagBytes === null ? null : <small className="muted">{` · ${replica.lagBytes} B of WAL`}</small>}
            </td>
            <td>
              <Time value={replica.checkedAt} />
            </td>
          </tr>
        )}
      </DataTable>
      <h2>Shared secrets</h2>
      <p className="muted">
        A new instance starts only with the same values of these as the running ones; the database keeps a fingerprint
        of each, never the value. Set them in every instance's environment, or share one DATA_DIR.
      </p>
      <ul>
        {data.agreements.map((agreement) => (
          <li key={agreement.name}>
            <code>{agreement.name}</code>, agreed <Time value={agreement.recordedAt} />
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
