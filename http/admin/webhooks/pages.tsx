import { DELIVERY_STATUSES, MAX_ATTEMPTS } from "../../../core/webhooks/delivery.ts";
import { statusClass } from "../../../core/webhooks/sender.ts";
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS } from "../../../core/webhooks/signature.ts";
import { WEBHOOK_TOPIC_LABELS, WEBHOOK_TOPICS } from "../../../core/webhooks/topics.ts";
import {
  ChoiceFilter,
  CsrfField,
  ErrorSummary,
  Field,
  type Issue,
  JsonView,
  StatusBadge,
  Time,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import type { WebhookDeliveryView, WebhookEndpointView } from "./queries.ts";

export const WEBHOOKS_PATH = "/nimda/webhooks";

export interface WebhookForm {
  url: string;
  topics: string[];
  description: string;
}

function Counts({ counts }: { counts: WebhookEndpointView["counts"] }) {
  const shown = DELIVERY_STATUSES.filter((status) => counts[status]);
  if (shown.length === 0) return <span className="muted">none yet</span>;
  return <>{shown.map((status) => `${counts[status]} ${status}`).join(" · ")}</>;
}

export function WebhooksPage({
  chrome,
  endpoints,
  form,
  error,
}: {
  chrome: AdminChrome;
  endpoints: WebhookEndpointView[];
  form?: WebhookForm;
  error?: string | null;
}) {
  const token = chrome.session?.csrfToken ?? "";
  const live = endpoints.filter((endpoint) => endpoint.status !== "removed");
  return (
    <AdminLayout chrome={chrome}>
      <p className="muted">
        Outside systems hear of deals, CMS pages and visa rules as they happen: each event is POSTed as JSON to every
        endpoint that asked for it, signed with the endpoint's secret, and tried again with growing pauses (up to{" "}
        {MAX_ATTEMPTS} attempts) until the endpoint answers 2xx.
      </p>
      <DataTable
        columns={["Endpoint", "Events", "Status", "Deliveries", "Registered"]}
        rows={live}
        empty="No endpoints yet."
      >
        {(endpoint) => (
          <tr key={endpoint.endpointId}>
            <th scope="row">
              <a href={`${WEBHOOKS_PATH}/${endpoint.endpointId}`}>{endpoint.url}</a>
              {endpoint.description ? (
                <>
                  <br />
                  <small className="muted">{endpoint.description}</small>
                </>
              ) : null}
            </th>
            <td>{endpoint.topics.join(", ")}</td>
            <td>
              <StatusBadge status={endpoint.status} />
            </td>
            <td>
              <Counts counts={endpoint.counts} />
            </td>
            <td>
              <Time value={endpoint.registeredAt} />
            </td>
          </tr>
        )}
      </DataTable>
      <h2 id="register">Register an endpoint</h2>
      <ErrorSummary message={error} />
      <form method="post" action={WEBHOOKS_PATH} className="stack">
        <CsrfField token={token} />
        <Field id="webhook-url" label="URL" hint="https://, or http:// to localhost">
          <input
            id="webhook-url"
            name="url"
            type="url"
            required
            defaultValue={form?.url ?? ""}
            aria-describedby="webhook-url-hint"
          />
        </Field>
        <fieldset>
          <legend>Events</legend>
          {WEBHOOK_TOPICS.map((topic) => (
            <label key={topic} className="check">
              <input
                type="checkbox"
                name="topics"
                value={topic}
                defaultChecked={form?.topics.includes(topic) ?? false}
              />{" "}
              <code>{topic}</code> {WEBHOOK_TOPIC_LABELS[topic]}
            </label>
          ))}
        </fieldset>
        <Field id="webhook-description" label="Description" hint="Optional: whose system it is, what it does">
          <input
            id="webhook-description"
            name="description"
            maxLength={200}
            defaultValue={form?.description ?? ""}
            aria-describedby="webhook-description-hint"
          />
        </Field>
        <div>
          <button type="submit">Register</button>
        </div>
      </form>
    </AdminLayout>
  );
}

function ActionButton({ action, label, token }: { action: string; label: string; token: string }) {
  return (
    <form method="post" action={action} className="inline">
      <CsrfField token={token} />
      <button type="submit" className="secondary">
        {label}
      </button>
    </form>
  );
}

export function WebhookEndpointPage({
  chrome,
  endpoint,
  secret,
  deliveries,
  status,
  issues,
}: {
  chrome: AdminChrome;
  endpoint: WebhookEndpointView;
  secret: string | null;
  deliveries: WebhookDeliveryView[];
  status?: string;
  issues?: Issue[];
}) {
  const token = chrome.session?.csrfToken ?? "";
  const base = `${WEBHOOKS_PATH}/${endpoint.endpointId}`;
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={WEBHOOKS_PATH}>All endpoints</a>
      </p>
      <dl className="facts">
        <dt>URL</dt>
        <dd>
          <code>{endpoint.url}</code>
        </dd>
        <dt>Events</dt>
        <dd>{endpoint.topics.join(", ")}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={endpoint.status} />
        </dd>
        <dt>Deliveries</dt>
        <dd>
          <Counts counts={endpoint.counts} />
        </dd>
      </dl>
      {endpoint.status !== "removed" && (
        <div className="actions">
          {endpoint.status === "active" ? (
            <ActionButton action={`${base}/pause`} label="Pause" token={token} />
          ) : (
            <ActionButton action={`${base}/resume`} label="Resume" token={token} />
          )}
          <ActionButton action={`${base}/remove`} label="Remove" token={token} />
        </div>
      )}
      <details>
        <summary>Signing secret and how to check a delivery</summary>
        <p>
          Secret: <code>{secret ?? "none"}</code>
        </p>
        <p>
          Each delivery has a <code>{SIGNATURE_HEADER}</code> header <code>t=&lt;unix time&gt;,v1=&lt;hex&gt;</code>.
          Compute HMAC-SHA256 of <code>&lt;t&gt;.&lt;raw body&gt;</code> with the secret and compare it with{" "}
          <code>v1</code> in constant time; refuse a <code>t</code> more than {SIGNATURE_TOLERANCE_SECONDS} seconds away
          from now. The <code>flydealsbg-delivery</code> header is the same on every attempt of one delivery: skip one
          already handled.
        </p>
      </details>
      <h2>Deliveries</h2>
      <ErrorSummary issues={issues} />
      <form className="filters" method="get" action={base}>
        <ChoiceFilter id="delivery-status" name="status" label="Status" value={status} options={DELIVERY_STATUSES} />
        <div className="field">
          <button type="submit">Filter</button>
        </div>
      </form>
      {deliveries.length === 0 ? (
        <p className="muted">No deliveries{status ? ` ${status}` : ""}.</p>
      ) : (
        <DataTable
          columns={["Event", "Status", { label: "Attempts", className: "num" }, "Last answer", "Queued", "Action"]}
          rows={deliveries}
        >
          {(delivery) => (
            <tr key={delivery.deliveryId}>
              <th scope="row">
                <code>{delivery.topic}</code>
                <JsonView value={delivery.payload} label={`Payload of ${delivery.deliveryId}`} />
              </th>
              <td>
                <StatusBadge status={delivery.status} />
                {delivery.status === "failed" ? (
                  <>
                    <br />
                    <small>
                      next <Time value={delivery.nextAttemptAt} />
                    </small>
                  </>
                ) : null}
              </td>
              <td className="num">{delivery.attempts}</td>
              <td>{delivery.lastStatusCode ? statusClass(delivery.lastStatusCode) : (delivery.lastError ?? "–")}</td>
              <td>
                <Time value={delivery.createdAt} />
              </td>
              <td>
                {delivery.status === "failed" || delivery.status === "discarded" ? (
                  <ActionButton
                    action={`${base}/deliveries/${delivery.deliveryId}/retry`}
                    label="Retry"
                    token={token}
                  />
                ) : null}
                {delivery.status === "pending" || delivery.status === "failed" ? (
                  <ActionButton
                    action={`${base}/deliveries/${delivery.deliveryId}/discard`}
                    label="Discard"
                    token={token}
                  />
                ) : null}
              </td>
            </tr>
          )}
        </DataTable>
      )}
    </AdminLayout>
  );
}
