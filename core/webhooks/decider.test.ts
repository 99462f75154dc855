import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { type WebhookCommand, webhookDecider } from "./decider.ts";
import type { WebhookEvent } from "./events.ts";

const ID = "e1";
const registered: WebhookEvent = {
  type: "WebhookEndpointRegistered",
  data: { endpointId: ID, url: "https://hooks.example.com/deals", topics: ["deal.detected"], description: "" },
};

const given = DeciderSpecification.for(webhookDecider);

const register = (overrides: Partial<Extract<WebhookCommand, { type: "RegisterEndpoint" }>> = {}): WebhookCommand => ({
  type: "RegisterEndpoint",
  endpointId: ID,
  url: "https://hooks.example.com/deals",
  topics: ["deal.detected"],
  description: "",
  ...overrides,
});

describe("webhook endpoint decider", () => {
  it("registers an HTTPS endpoint with the topics it wants, in the catalogue's order", () => {
    given([])
      .when(register({ topics: ["deal.expired", "deal.detected"], description: " CRM " }))
      .then([
        {
          type: "WebhookEndpointRegistered",
          data: {
            endpointId: ID,
            url: "https://hooks.example.com/deals",
            topics: ["deal.detected", "deal.expired"],
            description: "CRM",
          },
        },
      ]);
  });

  it.each([
    ["http://hooks.example.com/", "https://"],
    ["https://user:pw@hooks.example.com/", "https://"],
    ["javascript:alert(1)", "https://"],
    ["not a url", "https://"],
  ])("refuses %s", (url, message) => {
    given([]).when(register({ url })).thenThrows(message);
  });

  it("allows plain HTTP to this machine only", () => {
    expect(given([]).when(register({ url: "http://127.0.0.1:9000/hook" })).events).toHaveLength(1);
    expect(given([]).when(register({ url: "http://localhost/hook" })).events).toHaveLength(1);
  });

  it("refuses no topic, an unknown topic and a second registration", () => {
    given([])
      .when(register({ topics: [] }))
      .thenThrows("Choose at least one event");
    given([])
      .when(register({ topics: ["deal.detected", "user.created"] }))
      .thenThrows("Choose at least one event");
    given([registered]).when(register()).thenThrows(DomainError);
  });

  it("pauses and resumes once each; a removed endpoint is gone", () => {
    expect(given([registered]).when({ type: "PauseEndpoint" }).events).toHaveLength(1);
    given([registered, { type: "WebhookEndpointPaused", data: { endpointId: ID } }])
      .when({ type: "PauseEndpoint" })
      .thenNothingHappened();
    given([registered]).when({ type: "ResumeEndpoint" }).thenNothingHappened();
    const removed: WebhookEvent = { type: "WebhookEndpointRemoved", data: { endpointId: ID } };
    given([registered, removed]).when({ type: "PauseEndpoint" }).thenThrows("No such webhook endpoint");
  });

  it("retries a failed or discarded delivery and discards a pending or failed one, nothing else", () => {
    expect(given([registered]).when({ type: "RetryDelivery", deliveryId: "d1", status: "failed" }).events).toHaveLength(
      1,
    );
    expect(
      given([registered]).when({ type: "RetryDelivery", deliveryId: "d1", status: "discarded" }).events,
    ).toHaveLength(1);
    given([registered])
      .when({ type: "RetryDelivery", deliveryId: "d1", status: "completed" })
      .thenThrows("A completed delivery cannot be retried");
    expect(
      given([registered]).when({ type: "DiscardDelivery", deliveryId: "d1", status: "pending" }).events,
    ).toHaveLength(1);
    given([registered])
      .when({ type: "DiscardDelivery", deliveryId: "d1", status: "processing" })
      .thenThrows("cannot be discarded");
  });
});
