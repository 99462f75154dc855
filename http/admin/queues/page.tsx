import { JOB_STATES, type JobSummary, type QueueCounts } from "../../../core/jobs/queues.ts";
import { CsrfField, JsonView, PageNumbers, StatusBadge, Time } from "../shell/components.tsx";
import { queryHref } from "../shell/href.ts";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";

export interface QueuesPageProps {
  chrome: AdminChrome;
  queues: QueueCounts[] | null;
  jobs: JobSummary[];
  total: number;
  page: number;
  pageSize: number;
  query: Record<string, string | undefined>;
}

function errorText(output: unknown): string | null {
  if (!output || typeof output !== "object") return output ? String(output) : null;
  const record = output as { message?: unknown; name?: unknown };
  return typeof record.message === "string" ? `${record.name ?? "Error"}: ${record.message}` : null;
}

export function QueuesPage(props: QueuesPageProps) {
  const { query } = props;
  const token = props.chrome.session?.csrfToken ?? "";
  if (props.queues === null) {
    return (
      <AdminLayout chrome={props.chrome}>
        <p>No job queues yet: pg-boss has never started on this database (WORKERS=false everywhere).</p>
      </AdminLayout>
    );
  }
  return (
    <AdminLayout chrome={props.chrome}>
      <DataTable
        columns={["Queue", ...JOB_STATES]}
        rows={props.queues}
        caption="Jobs per queue and state (click a number to list those jobs)"
      >
        {(queue) => (
          <tr key={queue.name}>
            <th scope="row">
              <a href={queryHref("/nimda/queues", {}, { queue: queue.name })}>{queue.name}</a>
            </th>
            {JOB_STATES.map((state) => (
              <td className="num" key={state}>
                {queue.counts[state] > 0 ? (
                  <a href={queryHref("/nimda/queues", {}, { queue: queue.name, state })}>{queue.counts[state]}</a>
                ) : (
                  0
                )}
              </td>
            ))}
          </tr>
        )}
      </DataTable>
      <h2>Jobs</h2>
      <form className="filters" method="get" action="/nimda/queues">
        <div className="field">
          <label htmlFor="queue">Queue</label>
          <select id="queue" name="queue" defaultValue={query.queue ?? ""}>
            <option value="">All queues</option>
            {props.queues.map((queue) => (
              <option key={queue.name} value={queue.name}>
                {queue.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="state">State</label>
          <select id="state" name="state" defaultValue={query.state ?? ""}>
            <option value="">Any state</option>
            {JOB_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <button type="submit">Show</button>
        </div>
      </form>
      <DataTable
        columns={["Queue", "State", "Attempts", "Created", "Finished", "Data and error", "Action"]}
        rows={props.jobs}
        empty="No jobs match."
      >
        {(job) => (
          <tr key={job.id}>
            <td>
              {job.name}
              <br />
              <small className="muted">{job.id}</small>
            </td>
            <td>
              <StatusBadge status={job.state} />
            </td>
            <td className="num">{`${job.retryCount} / ${job.retryLimit}`}</td>
            <td>
              <Time value={job.createdOn} />
            </td>
            <td>
              <Time value={job.completedOn} />
            </td>
            <td>
              {job.state === "failed" && errorText(job.output) ? (
                <p className="field-error">{errorText(job.output)}</p>
              ) : null}
              <details>
                <summary>Data</summary>
                <JsonView value={job.data} label={`Data of job ${job.id}`} />
              </details>
            </td>
            <td>
              {job.state === "failed" ? (
                <form method="post" action={`/nimda/queues/${encodeURIComponent(job.name)}/jobs/${job.id}/retry`}>
                  <CsrfField token={token} />
                  <button type="submit" className="secondary">
                    Retry
                  </button>
                </form>
              ) : null}
            </td>
          </tr>
        )}
      </DataTable>
      <PageNumbers path="/nimda/queues" query={query} page={props.page} pageSize={props.pageSize} total={props.total} />
    </AdminLayout>
  );
}
