import { describe, expect, it } from "vitest";
import { createRateLimiter, limitKeyOf, retryAfterSeconds } from "./rate-limiter.ts";

describe("rate limiter", () => {
  it("allows `limit` uses in a sliding window, then says how long to wait", () => {
    let clock = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, { now: () => clock });
    expect(limiter.take("a").ok).toBe(true);
    clock += 10_000;
    expect([1, 2].map(() => limiter.take("a").ok)).toEqual([true, true]);
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterMs: 50_000 });
    clock += 20_000;
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterMs: 30_000 });
    // another key has its own count
    expect(limiter.take("b").ok).toBe(true);
    // the first use leaves the window: one more, and only one
    clock += 30_000;
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("a").ok).toBe(false);
  });

  it("gives a use back that turned out not to count", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, { now: () => 0 });
    expect(limiter.take("a").ok).toBe(true);
    limiter.refund("a");
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("a").ok).toBe(false);
    limiter.refund("nobody");
  });

  it("remembers a bounded number of keys, expired ones first out", () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, { now: () => clock, maxKeys: 2 });
    limiter.take("a");
    clock = 500;
    limiter.take("b");
    clock = 1200;
    // a has expired: making room for c drops it, b is still refused
    limiter.take("c");
    expect(limiter.take("b").ok).toBe(false);
    // full of live keys: the oldest (b) is forgotten for d
    limiter.take("d");
    expect(limiter.take("b").ok).toBe(true);
  });

  it("asks for whole seconds, never zero", () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(59_001)).toBe(60);
  });
});

describe("limit key of an address", () => {
  it("counts IPv4 by address, IPv6 by /64 and mapped IPv4 as IPv4", () => {
    expect(limitKeyOf("203.0.113.9")).toBe("203.0.113.9");
    expect(limitKeyOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitKeyOf("0:0:0:0:0:ffff:cb00:7109")).toBe("203.0.113.9");
    expect(limitKeyOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(limitKeyOf("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(limitKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(limitKeyOf("::1")).toBe("0:0:0:0::/64");
  });

  it("puts unknown and unparseable addresses under keys of their own", () => {
    expect(limitKeyOf(null)).toBe("unknown");
    expect(limitKeyOf("")).toBe("unknown");
    expect(limitKeyOf("not-an-ip")).toBe("other:not-an-ip");
    expect(limitKeyOf("1:2:3")).toBe("other:1:2:3");
    expect(limitKeyOf("256.1.1.1")).toBe("other:256.1.1.1");
  });
});
