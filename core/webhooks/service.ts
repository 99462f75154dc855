import { randomBytes, randomUUID } from "node:crypto";
import type { Sql } from "../db/database.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import { DomainError } from "../eventstore/decider.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { AddressRefused, allowedAddresses, type NetworkPolicy, PUBLIC_NETWORKS_ONLY } from "./address-policy.ts";
import { type WebhookCommand, webhookDecider } from "./decider.ts";
import type { DeliveryStatus } from "./delivery.ts";
import { ENDPOINT_NOT_PUBLIC_MESSAGE, ENDPOINT_UNRESOLVED_MESSAGE, validEndpointUrl } from "./endpoint-url.ts";
import { webhookStreamId } from "./events.ts";

async function refuseUnreachable(hostname: string, network: NetworkPolicy): Promise<void> {
  try {
    await allowedAddresses(hostname, network);
  } catch (error) {
    if (!(error instanceof AddressRefused)) throw error;
    const message = error.reason === "not_public" ? ENDPOINT_NOT_PUBLIC_MESSAGE : ENDPOINT_UNRESOLVED_MESSAGE;
    throw new DomainError("validation_failed", message, 400);
  }
}

/**
 * Registers an endpoint and gives it a signing secret (`whsec_` and 32 random bytes), kept in
 * webhook_secrets and shown to admins on the endpoint's page, never written to the log.
 */
export async function registerWebhookEndpoint(
  deps: { store: EventStore; sql: Sql; network?: NetworkPolicy },
  input: { url: string; topics: readonly string[]; description: string },
  metadata: EventMetadata,
): Promise<string> {
  const network = deps.network ?? PUBLIC_NETWORKS_ONLY;
  const allowPrivateNetworks = network.allowPrivateNetworks;
  const url = validEndpointUrl(input.url, allowPrivateNetworks);
  // the form is the decider's to judge; where the name leads is checked here, and again at each delivery
  if (url) await refuseUnreachable(new URL(url).hostname, network);
  const endpointId = randomUUID();
  await handleCommand(
    deps.store,
    webhookStreamId(endpointId),
    webhookDecider,
    { type: "RegisterEndpoint", endpointId, ...input, allowPrivateNetworks },
    { metadata },
  );
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  await deps.sql`INSERT INTO webhook_secrets (endpoint_id, secret) VALUES (${endpointId}, ${secret})`;
  return endpointId;
}

export async function runWebhookCommand(
  store: EventStore,
  endpointId: string,
  command: Extract<WebhookCommand, { type: "PauseEndpoint" | "ResumeEndpoint" | "RemoveEndpoint" }>,
  metadata: EventMetadata,
): Promise<boolean> {
  const result = await handleCommand(store, webhookStreamId(endpointId), webhookDecider, command, { metadata });
  return result.events.length > 0;
}

async function deliveryStatus(sql: Sql, endpointId: string, deliveryId: string): Promise<DeliveryStatus> {
  const [row] = await sql<{ status: DeliveryStatus }[]>`
    SELECT status FROM webhook_deliveries WHERE delivery_id = ${deliveryId} AND endpoint_id = ${endpointId}`;
  if (!row) throw new DomainError("not_found", "No such delivery", 404);
  return row.status;
}

/** What an admin's retry or discard does to the delivery row, once the decider allowed it. */
const DELIVERY_CHANGE = {
  // pending, due now, with a fresh count of attempts
  retry: {
    command: "RetryDelivery",
    set: "status = 'pending', attempts = 0, next_attempt_at = now()",
    from: ["failed", "discarded"],
  },
  discard: { command: "DiscardDelivery", set: "status = 'discarded'", from: ["pending", "failed"] },
} as const;

/** An admin sends a failed or discarded delivery again, or discards a pending or failed one. */
export async function changeWebhookDelivery(
  deps: { store: EventStore; sql: Sql },
  endpointId: string,
  deliveryId: string,
  action: keyof typeof DELIVERY_CHANGE,
  metadata: EventMetadata,
): Promise<void> {
  const change = DELIVERY_CHANGE[action];
  const status = await deliveryStatus(deps.sql, endpointId, deliveryId);
  await handleCommand(
    deps.store,
    webhookStreamId(endpointId),
    webhookDecider,
    { type: change.command, deliveryId, status },
    { metadata },
  );
  await deps.sql.unsafe(
    `UPDATE webhook_deliveries SET ${change.set}, updated_at = now() WHERE delivery_id = $1 AND status = ANY($2)`,
    [deliveryId, [...change.from]] as never[],
  );
}
