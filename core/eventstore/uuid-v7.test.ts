import { describe, expect, it } from "vitest";
import { uuidV7 } from "./uuid-v7.ts";

describe("uuidV7", () => {
  it("is a valid version 7, variant 1 UUID carrying the time", () => {
    const id = uuidV7(Date.UTC(2026, 10, 21));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 21));
  });

  it("sorts by time and does not repeat", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => uuidV7(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 5000 }, () => uuidV7())).size).toBe(5000);
  });
});
