import type { WebhookTopic } from "./topics.ts";

/**
 * An endpoint's life and the admin's actions on its deliveries, stream `webhook-<endpointId>`
 * (docs/decisions/0064). The signing secret is never in the log: it sits in webhook_secrets.
 */
export type WebhookEvent =
  | {
      type: "WebhookEndpointRegistered";
      data: { endpointId: string; url: string; topics: WebhookTopic[]; description: string };
    }
  | { type: "WebhookEndpointPaused"; data: { endpointId: string } }
  | { type: "WebhookEndpointResumed"; data: { endpointId: string } }
  | { type: "WebhookEndpointRemoved"; data: { endpointId: string } }
  | { type: "WebhookDeliveryRetryRequested"; data: { endpointId: string; deliveryId: string } }
  | { type: "WebhookDeliveryDiscarded"; data: { endpointId: string; deliveryId: string } };

export const WEBHOOK_EVENT_TYPES = [
  "WebhookEndpointRegistered",
  "WebhookEndpointPaused",
  "WebhookEndpointResumed",
  "WebhookEndpointRemoved",
  "WebhookDeliveryRetryRequested",
  "WebhookDeliveryDiscarded",
] as const;

export function webhookStreamId(endpointId: string): string {
  return `webhook-${endpointId}`;
}
