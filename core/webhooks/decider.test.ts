import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { type WebhookCommand, webhookDecider } from "./decider.ts";
import type { WebhookEvent } from "./events.ts";

const ID = "e1";
const registered: WebhookEvent = {
  type: "WebhookEndpointRegistered",
  data: { endpointId: ID, url: "https://hooks.example.com/deals", topics: ["deal.detected"], description: "" },
};

function when(given: WebhookEvent[], command: WebhookCommand): WebhookEvent[] {
  const state = given.reduce(webhookDecider.evolve, webhookDecider.initialState());
  return webhookDecider.decide(command, state);
}

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
    expect(when([], register({ topics: ["deal.expired", "deal.detected"], description: " CRM " }))).toEqual([
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
    expect(() => when([], register({ url }))).toThrow(message);
  });

  it("allows plain HTTP to this machine only", () => {
    expect(when([], register({ url: "http://127.0.0.1:9000/hook" }))).toHaveLength(1);
    expect(when([], register({ url: "http://localhost/hook" }))).toHaveLength(1);
  });

  it("refuses no topic, an unknown topic and a second registration", () => {
    expect(() => when([], register({ topics: [] }))).toThrow("Choose at least one event");
    expect(() => when([], register({ topics: ["deal.detected", "user.created"] }))).toThrow(
      "Choose at least one event",
    );
    expect(() => when([registered], register())).toThrow(DomainError);
  });

  it("pauses and resumes once each; a removed endpoint is gone", () => {
    expect(when([registered], { type: "PauseEndpoint" })).toHaveLength(1);
    expect(
      when([registered, { type: "WebhookEndpointPaused", data: { endpointId: ID } }], { type: "PauseEndpoint" }),
    ).toEqual([]);
    expect(when([registered], { type: "ResumeEndpoint" })).toEqual([]);
    const removed: WebhookEvent = { type: "WebhookEndpointRemoved", data: { endpointId: ID } };
    expect(() => when([registered, removed], { type: "PauseEndpoint" })).toThrow("No such webhook endpoint");
  });

  it("retries a failed or discarded delivery and discards a pending or failed one, nothing else", () => {
    expect(when([registered], { type: "RetryDelivery", deliveryId: "d1", status: "failed" })).toHaveLength(1);
    expect(when([registered], { type: "RetryDelivery", deliveryId: "d1", status: "discarded" })).toHaveLength(1);
    expect(() => when([registered], { type: "RetryDelivery", deliveryId: "d1", status: "completed" })).toThrow(
      "A completed delivery cannot be retried",
    );
    expect(when([registered], { type: "DiscardDelivery", deliveryId: "d1", status: "pending" })).toHaveLength(1);
    expect(() => when([registered], { type: "DiscardDelivery", deliveryId: "d1", status: "processing" })).toThrow(
      "cannot be discarded",
    );
  });
});
