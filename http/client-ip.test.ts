import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, clientAddressOnContext, isLoopback, requestAddress } from "./client-ip.ts";

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

  it("is what every route reads: a forged X-Forwarded-For counts only through the trust setting", async () => {
    const node = { incoming: { socket: { remoteAddress: "10.0.0.5" } } };
    const forged = { "x-forwarded-for": "6.6.6.6" };
    // the way http/app.ts wires it, and the way click-outs, forms and search jobs read it
    const routeSees = (trustProxy: number, headers: Record<string, string>) => {
      const app = new Hono()
        .use(clientAddressOnContext(trustProxy))
        .get("/go/A2B3", (c) => c.text(requestAddress(c) ?? "none"));
      return Promise.resolve(app.request("/go/A2B3", { headers }, node as never)).then((r) => r.text());
    };
    expect(await routeSees(0, forged)).toBe("10.0.0.5");
    expect(await routeSees(1, forged)).toBe("6.6.6.6");
    expect(await routeSees(1, { "x-forwarded-for": "6.6.6.6, 203.0.113.9" })).toBe("203.0.113.9");
    // outside the app (no middleware ran) the address is unknown, never guessed from a header
    const bare = new Hono().get("/", (c) => c.text(requestAddress(c) ?? "none"));
    expect(await (await bare.request("/", { headers: forged }, node as never)).text()).toBe("none");
  });

  it("knows the machine itself", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect(isLoopback(address)).toBe(true);
    for (const address of [null, "", "10.0.0.1", "::2", "128.0.0.1", "localhost"])
      expect(isLoopback(address)).toBe(false);
  });
});
