import { Hono } from "hono";
import { isUuid } from "../../../core/ids.ts";
import { DELIVERY_STATUSES, type DeliveryStatus } from "../../../core/webhooks/delivery.ts";
import { changeWebhookDelivery, registerWebhookEndpoint, runWebhookCommand } from "../../../core/webhooks/service.ts";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { type FormBody, formText } from "../shell/form-fields.ts";
import { attempt } from "../shell/outcome.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { WEBHOOKS_PATH, WebhookEndpointPage, type WebhookForm, WebhooksPage } from "./pages.tsx";
import { webhookDeliveries, webhookEndpoint, webhookEndpoints, webhookSecret } from "./queries.ts";

const ENDPOINT_ACTIONS = {
  pause: { type: "PauseEndpoint", done: "Endpoint paused: new events are not queued for it until it resumes." },
  resume: { type: "ResumeEndpoint", done: "Endpoint resumed." },
  remove: { type: "RemoveEndpoint", done: "Endpoint removed." },
} as const;

function formOf(body: FormBody): WebhookForm {
  const topics = body.topics;
  const list = (Array.isArray(topics) ? topics : topics === undefined ? [] : [topics]).filter(
    (topic): topic is string => typeof topic === "string",
  );
  return { url: formText(body, "url"), topics: list, description: formText(body, "description") };
}

/** /nimda/webhooks: register, pause, resume and remove endpoints; see, retry and discard deliveries. */
export function webhookScreens(deps: AdminDeps) {
  const deps2 = { store: deps.store, sql: deps.database.sql, network: deps.webhookNetwork };
  const list = async (c: AdminContext, form?: WebhookForm, error?: string, status: 200 | 400 | 404 | 409 = 200) =>
    renderPage(
      c,
      <WebhooksPage
        chrome={chromeOf(c, "Webhooks")}
        endpoints={await webhookEndpoints(deps.store, deps.database.sql)}
        form={form}
        error={error}
      />,
      status,
    );
  const endpointOf = async (id: string) => (isUuid(id) ? webhookEndpoint(deps.store, deps.database.sql, id) : null);
  return new Hono<AdminEnv>()
    .get(WEBHOOKS_PATH, (c) => list(c))
    .post(WEBHOOKS_PATH, async (c) => {
      const form = formOf(await c.req.parseBody({ all: true }));
      const outcome = await attempt(() => registerWebhookEndpoint(deps2, form, auditMetadata(c, "webhooks.register")));
      if (!outcome.ok) return list(c, form, outcome.message, outcome.status as 400 | 409);
      return redirectWithNotice(
        c,
        `${WEBHOOKS_PATH}/${outcome.value}`,
        "Endpoint registered. Its signing secret is below.",
      );
    })
    .get(`${WEBHOOKS_PATH}/:id`, async (c) => {
      const endpoint = await endpointOf(c.req.param("id"));
      if (!endpoint) return list(c, undefined, "No such webhook endpoint", 404);
      const wanted = c.req.query("status");
      const status = DELIVERY_STATUSES.includes(wanted as DeliveryStatus) ? (wanted as DeliveryStatus) : undefined;
      const issues =
        wanted && !status
          ? [{ path: "status", message: `Status must be one of ${DELIVERY_STATUSES.join(", ")}` }]
          : undefined;
      return renderPage(
        c,
        <WebhookEndpointPage
          chrome={chromeOf(c, "Webhook endpoint")}
          endpoint={endpoint}
          secret={await webhookSecret(deps.database.sql, endpoint.endpointId)}
          deliveries={await webhookDeliveries(deps.database.sql, endpoint.endpointId, status)}
          status={status}
          issues={issues}
        />,
        issues ? 400 : 200,
      );
    })
    .post(`${WEBHOOKS_PATH}/:id/:action{pause|resume|remove}`, async (c) => {
      const id = c.req.param("id");
      const action = ENDPOINT_ACTIONS[c.req.param("action") as keyof typeof ENDPOINT_ACTIONS];
      if (!(await endpointOf(id))) return list(c, undefined, "No such webhook endpoint", 404);
      const outcome = await attempt(() =>
        runWebhookCommand(deps.store, id, { type: action.type }, auditMetadata(c, `webhooks.${c.req.param("action")}`)),
      );
      if (!outcome.ok) return list(c, undefined, outcome.message, outcome.status as 404 | 409);
      return redirectWithNotice(c, `${WEBHOOKS_PATH}/${id}`, action.done);
    })
    .post(`${WEBHOOKS_PATH}/:id/deliveries/:deliveryId/:action{retry|discard}`, async (c) => {
      const { id, deliveryId, action } = c.req.param();
      if (!(await endpointOf(id)) || !isUuid(deliveryId)) return list(c, undefined, "No such delivery", 404);
      const change = action as "retry" | "discard";
      const outcome = await attempt(() =>
        changeWebhookDelivery(deps2, id, deliveryId, change, auditMetadata(c, `webhooks.delivery_${change}`)),
      );
      if (!outcome.ok) return list(c, undefined, outcome.message, outcome.status as 404 | 409);
      return redirectWithNotice(
        c,
        `${WEBHOOKS_PATH}/${id}`,
        action === "retry" ? "Delivery queued again." : "Delivery discarded.",
      );
    });
}
