import { afterEach, describe, expect, it, vi } from "vitest";
import { createOutboxPublisher } from "./outbox-publisher.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the outbox publisher", () => {
  it("sends nothing and answers a fresh outbox id with no URL", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const publisher = createOutboxPublisher();
    expect(publisher.kind).toBe("outbox");
    const post = { text: "Sofia → Paris 35 €", link: "https://flydeals.bg/d/1" };
    const first = await publisher.publish({ network: "telegram", target: "@flydealsbg" }, post);
    const second = await publisher.publish({ network: "linkedin", target: "urn:li:organization:1" }, post);
    expect(first.url).toBeNull();
    expect(first.externalId).toMatch(/^outbox-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.externalId).not.toBe(first.externalId);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
