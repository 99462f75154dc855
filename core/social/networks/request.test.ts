import { describe, expect, it } from "vitest";
import { redact, retryAfterHeader } from "./request.ts";

describe("redact", () => {
  it("takes out the secret and its URL-encoded form", () => {
    const secret = "123:AB/C+D";
    expect(redact(`a ${secret} b ${encodeURIComponent(secret)} c`, secret)).toBe("a *** b *** c");
    expect(redact("nothing to hide", "")).toBe("nothing to hide");
  });
});

describe("retryAfterHeader", () => {
  const now = new Date("2026-03-01T10:00:00Z");
  const headers = (value: string) => new Headers({ "retry-after": value });

  it("reads delta-seconds and HTTP dates", () => {
    expect(retryAfterHeader(headers("45"), now)).toBe(45);
    expect(retryAfterHeader(headers("Sun, 01 Mar 2026 10:01:00 GMT"), now)).toBe(60);
    // a date already past means "now", never a negative wait
    expect(retryAfterHeader(headers("Sun, 01 Mar 2026 09:00:00 GMT"), now)).toBe(0);
  });

  it("is null when absent or unreadable", () => {
    expect(retryAfterHeader(new Headers(), now)).toBeNull();
    expect(retryAfterHeader(headers("soon"), now)).toBeNull();
    expect(retryAfterHeader(headers("-5"), now)).toBeNull();
  });
});
