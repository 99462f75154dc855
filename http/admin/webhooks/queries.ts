import type { Sql } from "../../../core/db/database.ts";
import { foldEvents } from "../../../core/eventstore/aggregate-stream.ts";
import type { EventStore, Recorded } from "../../../core/eventstore/types.ts";
import { type WebhookEndpointState, webhookDecider } from "../../../core/webhooks/decider.ts";
import type { DeliveryStatus } from "../../../core/webhooks/delivery.ts";
import { type WebhookEvent, webhookStreamId } from "../../../core/webhooks/events.ts";

export interface WebhookEndpointView {
  endpointId: string;
  url: string;
  topics: string[];
  description: string;
  status: "active" | "paused" | "removed";
  registeredAt: Date;
  counts: Partial<Record<DeliveryStatus, number>>;
}

export interface WebhookDeliveryView {
  deliveryId: string;
  topic: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  completedAt: Date | null;
  payload: unknown;
}

/**
 * The webhook admin's reads. Endpoints are write-side state, folded from their own streams by
 * core's decider (not a read model, so this lives with its one caller, not in projections/).
 * Endpoints as their own streams say (webhook-<id>): the admin sees a registration at once, even
 * where no worker runs to keep webhook_endpoints, the reactor's copy. Delivery counts come from
 * the deliveries table.
 */
export async function webhookEndpoints(store: EventStore, sql: Sql): Promise<WebhookEndpointView[]> {
  const ids = await sql<{ stream_id: string }[]>`
    SELECT stream_id FROM streams WHERE stream_type = 'webhook' ORDER BY stream_id`;
  const streams = await store.readStreams<WebhookEvent>(ids.map((row) => row.stream_id));
  const counts = await deliveryCounts(sql, null);
  const views = [...streams.values()].flatMap(({ events }) => endpointView(events, counts) ?? []);
  return views.sort((a, b) => b.registeredAt.getTime() - a.registeredAt.getTime());
}

/** One endpoint, from its own stream; null when there is none. */
export async function webhookEndpoint(
  store: EventStore,
  sql: Sql,
  endpointId: string,
): Promise<WebhookEndpointView | null> {
  const { events } = await store.readStream<WebhookEvent>(webhookStreamId(endpointId));
  return endpointView(events, await deliveryCounts(sql, endpointId));
}

type DeliveryCount = { endpoint_id: string; status: DeliveryStatus; n: number };

function deliveryCounts(sql: Sql, endpointId: string | null): Promise<DeliveryCount[]> {
  return sql<DeliveryCount[]>`
    SELECT endpoint_id, status, count(*)::int AS n FROM webhook_deliveries
     WHERE ${endpointId}::text IS NULL OR endpoint_id = ${endpointId} GROUP BY 1, 2`;
}

function endpointView(events: readonly Recorded<WebhookEvent>[], counts: DeliveryCount[]): WebhookEndpointView | null {
  const state = foldEvents<WebhookEvent, WebhookEndpointState>(webhookDecider, events);
  const registration = events.find((event) => event.type === "WebhookEndpointRegistered");
  if (!state || registration?.type !== "WebhookEndpointRegistered") return null;
  return {
    ...state,
    description: registration.data.description,
    registeredAt: registration.createdAt,
    counts: Object.fromEntries(counts.filter((c) => c.endpoint_id === state.endpointId).map((c) => [c.status, c.n])),
  };
}

export async function webhookSecret(sql: Sql, endpointId: string): Promise<string | null> {
  const [row] = await sql<{ secret: string }[]>`SELECT secret FROM webhook_secrets WHERE endpoint_id = ${endpointId}`;
  return row?.secret ?? null;
}

/** The endpoint's latest deliveries, newest first, optionally of one status. */
export async function webhookDeliveries(
  sql: Sql,
  endpointId: string,
  status: DeliveryStatus | undefined,
  limit = 50,
): Promise<WebhookDeliveryView[]> {
  const rows = await sql<
    {
      delivery_id: string;
      topic: string;
      status: DeliveryStatus;
      attempts: number;
      next_attempt_at: Date;
      last_status_code: number | null;
      last_error: string | null;
      created_at: Date;
      completed_at: Date | null;
      payload: unknown;
    }[]
  >`
    SELECT delivery_id, topic, status, attempts, next_attempt_at, last_status_code, last_error, created_at,
           completed_at, payload
      FROM webhook_deliveries
     WHERE endpoint_id = ${endpointId} AND (${status ?? null}::text IS NULL OR status = ${status ?? null})
     ORDER BY created_at DESC, event_position DESC
     LIMIT ${limit}`;
  return rows.map((row) => ({
    deliveryId: row.delivery_id,
    topic: row.topic,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    payload: row.payload,
  }));
}
