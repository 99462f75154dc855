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
    "http://hooks.example.com/",
    "https://user:pw@hooks.example.com/",
    "javascript:alert(1)",
    "not a url",
    "https://localhost/hook",
    "https://api.localhost/hook",
    "https://127.0.0.1:5432/",
    "https://127.1/",
    "https://2130706433/",
    "https://0x7f.0.0.1/",
    "https://0.0.0.0/",
    "https://[::1]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[::]/",
    "https://10.1.2.3/",
    "https://172.16.0.1/",
    "https://192.168.1.1/",
    "https://169.254.169.254/latest/meta-data/",
    "https://100.64.0.1/",
    "https://224.0.0.1/",
    "https://[fc00::1]/",
    "https://[fe80::1]/",
    "https://[64:ff9b::7f00:1]/",
    "https://[2002:7f00:1::]/",
  ])("refuses %s", (url) => {
    given([]).when(register({ url })).thenThrows("https:// to a public host");
  });

  it("takes a public address written as a number", () => {
    expect(given([]).when(register({ url: "https://93.184.215.14/hook" })).events).toHaveLength(1);
    expect(given([]).when(register({ url: "https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/" })).events).toHaveLength(
      1,
    );
  });

  it("allows plain HTTP and this machine only where private networks are allowed", () => {
    given([])
      .when(register({ url: "http://127.0.0.1:9000/hook" }))
      .thenThrows("https://");
    const local = { allowPrivateNetworks: true };
    expect(given([]).when(register({ url: "http://127.0.0.1:9000/hook", ...local })).events).toHaveLength(1);
    expect(given([]).when(register({ url: "http://localhost/hook", ...local })).events).toHaveLength(1);
    given([])
      .when(register({ url: "ftp://localhost/hook", ...local }))
      .thenThrows("private networks are allowed here");
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
