import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, isLoopback } from "./client-ip.ts";

function addressOf(trustProxy: number, headers: Record<string, string>, env?: unknown) {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, trustProxy) ?? "none"));
  return Promise.resolve(app.request("/", { headers }, env as never)).then((r) => r.text());
}

describe("client address", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted", async () => {
    const node = { incoming: { socket: { remoteAddress: "10.0.0.5" } } };
    expect(await addressOf(0, { "x-forwarded-for": "203.0.113.9" }, node)).toBe("10.0.0.5");
    expect(await addressOf(0, {}, { remoteAddr: { hostname: "10.0.0.6" } })).toBe("10.0.0.6");
    expect(await addressOf(0, {})).toBe("none");
  });

  it("takes the entry the trusted proxy appended, not one the client forged", async () => {
    const headers = { "x-forwarded-for": "6.6.6.6, 203.0.113.9" };
    expect(await addressOf(1, headers)).toBe("203.0.113.9");
    expect(await addressOf(2, headers)).toBe("6.6.6.6");
    expect(await addressOf(3, headers, { remoteAddr: { hostname: "10.0.0.6" } })).toBe("10.0.0.6");
  });

  it("never reads X-Real-IP or any other header a client can write", async () => {
    const node = { incoming: { socket: { remoteAddress: "10.0.0.5" } } };
    expect(await addressOf(0, { "x-real-ip": "203.0.113.9", forwarded: "for=203.0.113.9" }, node)).toBe("10.0.0.5");
    expect(await addressOf(1, { "x-real-ip": "203.0.113.9" }, node)).toBe("10.0.0.5");
  });

  it("knows the machine itself", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(isLoopback(address)).toBe(true);
    for (const address of [null, "", "10.0.0.1", "::2", "128.0.0.1", "localhost"])
      expect(isLoopback(address)).toBe(false);
  });
});
