import { type Decider, DomainError } from "../eventstore/decider.ts";
import { canDiscard, canRetry, type DeliveryStatus } from "./delivery.ts";
import { endpointUrlMessage, validEndpointUrl } from "./endpoint-url.ts";
import type { WebhookEvent } from "./events.ts";
import { WEBHOOK_TOPICS, type WebhookTopic } from "./topics.ts";

export const TOPICS_MESSAGE = `Choose at least one event: ${WEBHOOK_TOPICS.join(", ")}`;
export const DESCRIPTION_MESSAGE = "The description may have at most 200 characters";

export type WebhookCommand =
  | {
      type: "RegisterEndpoint";
      endpointId: string;
      url: string;
      topics: readonly string[];
      description: string;
      /** WEBHOOKS_ALLOW_PRIVATE_NETWORKS: http:// and private addresses accepted as well. */
      allowPrivateNetworks?: boolean;
    }
  | { type: "PauseEndpoint" }
  | { type: "ResumeEndpoint" }
  | { type: "RemoveEndpoint" }
  /** The delivery's status as the delivery table has it: the decider says what may change. */
  | { type: "RetryDelivery"; deliveryId: string; status: DeliveryStatus }
  | { type: "DiscardDelivery"; deliveryId: string; status: DeliveryStatus };

export type WebhookEndpointState = null | {
  endpointId: string;
  url: string;
  topics: WebhookTopic[];
  status: "active" | "paused" | "removed";
};

function live(state: WebhookEndpointState): NonNullable<WebhookEndpointState> {
  if (!state || state.status === "removed") throw new DomainError("not_found", "No such webhook endpoint", 404);
  return state;
}

export const webhookDecider: Decider<WebhookCommand, WebhookEvent, WebhookEndpointState> = {
  initialState: () => null,
  evolve(state, event) {
    switch (event.type) {
      case "WebhookEndpointRegistered":
        return { endpointId: event.data.endpointId, url: event.data.url, topics: event.data.topics, status: "active" };
      case "WebhookEndpointPaused":
        return state && { ...state, status: "paused" };
      case "WebhookEndpointResumed":
        return state && { ...state, status: "active" };
      case "WebhookEndpointRemoved":
        return state && { ...state, status: "removed" };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case "RegisterEndpoint": {
        if (state) throw new DomainError("conflict", "This webhook endpoint exists already", 409);
        const allowPrivate = command.allowPrivateNetworks === true;
        const url = validEndpointUrl(command.url, allowPrivate);
        if (!url) throw new DomainError("validation_failed", endpointUrlMessage(allowPrivate), 400);
        const topics = WEBHOOK_TOPICS.filter((topic) => command.topics.includes(topic));
        if (topics.length === 0 || topics.length !== new Set(command.topics).size) {
          throw new DomainError("validation_failed", TOPICS_MESSAGE, 400);
        }
        const description = command.description.trim();
        if (description.length > 200) throw new DomainError("validation_failed", DESCRIPTION_MESSAGE, 400);
        return [
          { type: "WebhookEndpointRegistered", data: { endpointId: command.endpointId, url, topics, description } },
        ];
      }
      case "PauseEndpoint":
        return live(state).status === "paused"
          ? []
          : [{ type: "WebhookEndpointPaused", data: { endpointId: live(state).endpointId } }];
      case "ResumeEndpoint":
        return live(state).status === "active"
          ? []
          : [{ type: "WebhookEndpointResumed", data: { endpointId: live(state).endpointId } }];
      case "RemoveEndpoint":
        return [{ type: "WebhookEndpointRemoved", data: { endpointId: live(state).endpointId } }];
      case "RetryDelivery":
        if (!canRetry(command.status)) {
          throw new DomainError("conflict", `A ${command.status} delivery cannot be retried`, 409);
        }
        return [
          {
            type: "WebhookDeliveryRetryRequested",
            data: { endpointId: live(state).endpointId, deliveryId: command.deliveryId },
          },
        ];
      case "DiscardDelivery":
        if (!canDiscard(command.status)) {
          throw new DomainError("conflict", `A ${command.status} delivery cannot be discarded`, 409);
        }
        return [
          {
            type: "WebhookDeliveryDiscarded",
            data: { endpointId: live(state).endpointId, deliveryId: command.deliveryId },
          },
        ];
    }
  },
};
