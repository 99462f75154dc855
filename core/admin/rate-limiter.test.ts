import { describe, expect, it } from "vitest";
import { FailureLimiter } from "./rate-limiter.ts";

describe("failure limiter", () => {
  it("blocks after the limit until the oldest counted failure leaves the window", () => {
    const limiter = new FailureLimiter(3, 1000);
    limiter.fail("ip", 0);
    limiter.fail("ip", 100);
    expect(limiter.retryAfterMs("ip", 150)).toBe(0);
    limiter.fail("ip", 200);
    expect(limiter.retryAfterMs("ip", 250)).toBe(750);
    expect(limiter.retryAfterMs("ip", 1000)).toBe(0);
    expect(limiter.retryAfterMs("other", 250)).toBe(0);
  });

  it("forgets a key on reset", () => {
    const limiter = new FailureLimiter(1, 1000);
    limiter.fail("admin", 0);
    expect(limiter.retryAfterMs("admin", 1)).toBe(999);
    limiter.reset("admin");
    expect(limiter.retryAfterMs("admin", 1)).toBe(0);
  });
});
