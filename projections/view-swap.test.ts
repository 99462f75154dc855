import { describe, expect, it } from "vitest";
import { swapLockTimeoutMs } from "./view-swap.ts";

/** PostgreSQL's default: a reader waiting this long on a swap checks for a deadlock and dies. */
const DEADLOCK_TIMEOUT_MS = 1_000;

describe("swap lock timeout", () => {
  it("starts short and doubles on each try, so slow readers cannot starve a rebuild", () => {
    expect([0, 1, 2, 3].map(swapLockTimeoutMs)).toEqual([100, 200, 400, 800]);
  });

  it("stays below the deadlock timeout however often it tries, so the swap, never a reader, gives way", () => {
    for (const attempt of [4, 10, 100, 1_000]) {
      expect(swapLockTimeoutMs(attempt)).toBeLessThan(DEADLOCK_TIMEOUT_MS);
    }
  });
});
