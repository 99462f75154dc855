import type PgBoss from "pg-boss";
import type { Sql } from "../core/db/database.ts";
import type { Tx } from "../core/eventstore/checkpointed-batch.ts";
import type { Recorded } from "../core/eventstore/types.ts";
import type { Logger } from "../core/log/logger.ts";
import { afterFailure, STALE_PROCESSING_MS } from "../core/webhooks/delivery.ts";
import { WEBHOOK_EVENT_TYPES, type WebhookEvent } from "../core/webhooks/events.ts";
import type { WebhookSender } from "../core/webhooks/sender.ts";
import { SIGNATURE_HEADER, signatureHeader } from "../core/webhooks/signature.ts";
import { WEBHOOK_SOURCE_EVENT_TYPES, type WebhookSourceEvent, webhookMessageOf } from "../core/webhooks/topics.ts";
import { createQueue, inTransaction, scheduleQueue } from "./boss.ts";
import { QUEUES } from "./queues.ts";
import type { Reactor } from "./reactor.ts";

/** Due retries are looked for this often; a new delivery does not wait for it. */
export const WEBHOOK_RETRY_CRON = "* * * * *";
const CLAIM_BATCH = 20;

/**
 * Reads the log in order (docs/decisions/0064): endpoint events update webhook_endpoints, and
 * every event with a topic becomes one pending delivery per active endpoint that wants it (a
 * paused endpoint hears of nothing while paused, as Stripe's disabled endpoints do), in
 * the transaction that moves the checkpoint. A restart reads on from the checkpoint, and the
 * unique (endpoint, event) pair makes a re-read event add nothing.
 */
export const webhookReactor: Reactor<WebhookEvent | WebhookSourceEvent> = {
  name: "webhooks",
  eventTypes: [...WEBHOOK_EVENT_TYPES, ...WEBHOOK_SOURCE_EVENT_TYPES],
  async react(tx, events, boss) {
    let queued = 0;
    for (const event of events) {
      if (isEndpointEvent(event)) {
        await foldEndpointEvent(tx, event);
        continue;
      }
      const message = webhookMessageOf(event);
      if (!message) continue;
      const payload = {
        id: event.eventId,
        topic: message.topic,
        createdAt: event.createdAt.toISOString(),
        data: message.data,
      };
      const inserted = await tx`
        INSERT INTO webhook_deliveries (delivery_id, endpoint_id, event_id, event_position, topic, payload)
        SELECT gen_random_uuid(), endpoint_id, ${event.eventId}, ${event.globalPosition}, ${message.topic}, ${tx.json(payload as never)}
          FROM webhook_endpoints
         WHERE status = 'active' AND ${message.topic} = ANY(topics)
        ON CONFLICT (endpoint_id, event_id) DO NOTHING`;
      queued += inserted.count;
    }
    if (queued > 0) await boss.send(QUEUES.webhookDeliver, {}, inTransaction(tx));
  },
};

const ENDPOINT_STATUS_AFTER = {
  WebhookEndpointPaused: "paused",
  WebhookEndpointResumed: "active",
  WebhookEndpointRemoved: "removed",
} as const;

function isEndpointEvent(event: Recorded<WebhookEvent | WebhookSourceEvent>): event is Recorded<WebhookEvent> {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.type);
}

/** Keeps webhook_endpoints as the log says. */
async function foldEndpointEvent(tx: Tx, event: Recorded<WebhookEvent>): Promise<void> {
  switch (event.type) {
    case "WebhookEndpointRegistered": {
      const d = event.data;
      await tx`
        INSERT INTO webhook_endpoints (endpoint_id, url, topics, description, status, created_at, updated_at)
        VALUES (${d.endpointId}, ${d.url}, ${d.topics as string[]}, ${d.description}, 'active', ${event.createdAt}, ${event.createdAt})
        ON CONFLICT (endpoint_id) DO NOTHING`;
      break;
    }
    case "WebhookEndpointPaused":
    case "WebhookEndpointResumed":
    case "WebhookEndpointRemoved":
      await tx`UPDATE webhook_endpoints SET status = ${ENDPOINT_STATUS_AFTER[event.type]}, updated_at = ${event.createdAt}
                WHERE endpoint_id = ${event.data.endpointId}`;
      break;
    default:
      break; // a retry or discard: the admin's action already changed the delivery (core/webhooks/service.ts)
  }
}

interface ClaimedDelivery {
  delivery_id: string;
  endpoint_id: string;
  url: string;
  secret: string | null;
  payload: unknown;
  attempts: number;
}

/**
 * Sends what is due to active endpoints (a paused one's deliveries wait for it): pending
 * deliveries, failed ones whose pause is over, and ones a dead process left processing. Each is claimed (processing, one more attempt) with SKIP LOCKED, so
 * two workers never send the same delivery at once. Returns how many were attempted.
 */
export async function deliverDueWebhooks(deps: { sql: Sql; send: WebhookSender; now?: () => Date }): Promise<number> {
  const now = deps.now ?? (() => new Date());
  let attempted = 0;
  for (;;) {
    const claimed = await deps.sql<ClaimedDelivery[]>`
      WITH due AS (
        SELECT d.delivery_id FROM webhook_deliveries d
          JOIN webhook_endpoints e ON e.endpoint_id = d.endpoint_id AND e.status = 'active'
         WHERE (d.status IN ('pending', 'failed') AND d.next_attempt_at <= ${now()})
            OR (d.status = 'processing' AND d.updated_at < ${new Date(now().getTime() - STALE_PROCESSING_MS)})
         ORDER BY d.event_position
         LIMIT ${CLAIM_BATCH}
         FOR UPDATE OF d SKIP LOCKED
      )
      UPDATE webhook_deliveries d SET status = 'processing', attempts = d.attempts + 1, updated_at = ${now()}
        FROM due, webhook_endpoints e
        LEFT JOIN webhook_secrets s ON s.endpoint_id = e.endpoint_id
       WHERE d.delivery_id = due.delivery_id AND e.endpoint_id = d.endpoint_id
      RETURNING d.delivery_id, d.endpoint_id, e.url, s.secret, d.payload, d.attempts`;
    if (claimed.length === 0) return attempted;
    attempted += claimed.length;
    await Promise.all(claimed.map((delivery) => deliverOne(deps.sql, deps.send, delivery, now)));
  }
}

async function deliverOne(sql: Sql, send: WebhookSender, delivery: ClaimedDelivery, now: () => Date): Promise<void> {
  const body = JSON.stringify(delivery.payload);
  const result = delivery.secret
    ? await send({
        url: delivery.url,
        body,
        headers: {
          [SIGNATURE_HEADER]: signatureHeader(delivery.secret, body, now()),
          // the same delivery sent again (a retry, a crash after sending) has the same id: receivers skip it
          "flydealsbg-delivery": delivery.delivery_id,
        },
      })
    : { ok: false, status: null, error: "the endpoint has no signing secret" };
  const at = now();
  if (result.ok) {
    await sql`UPDATE webhook_deliveries SET status = 'completed', completed_at = ${at}, updated_at = ${at},
                     last_status_code = ${result.status}, last_error = NULL
               WHERE delivery_id = ${delivery.delivery_id} AND status = 'processing'`;
    return;
  }
  const next = afterFailure(delivery.attempts, at);
  await sql`UPDATE webhook_deliveries SET status = ${next.status}, updated_at = ${at},
                   next_attempt_at = ${next.status === "failed" ? next.nextAttemptAt : at},
                   last_status_code = ${result.status}, last_error = ${result.error}
             WHERE delivery_id = ${delivery.delivery_id} AND status = 'processing'`;
}

export async function registerWebhookJobs(deps: {
  boss: PgBoss;
  sql: Sql;
  send: WebhookSender;
  logger: Logger;
}): Promise<void> {
  const { boss, logger } = deps;
  await createQueue(boss, QUEUES.webhookDeliver, { retryLimit: 1 });
  await scheduleQueue(boss, QUEUES.webhookDeliver, WEBHOOK_RETRY_CRON);
  await boss.work(QUEUES.webhookDeliver, async ([job]) => {
    const attempted = await deliverDueWebhooks(deps);
    if (attempted > 0) logger.info("webhook deliveries attempted", { jobId: job?.id, attempted });
  });
}
