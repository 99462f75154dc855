import { describe, expect, it } from "vitest";
import { limitKeyOf } from "./limit-key.ts";

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
