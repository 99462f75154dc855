import { getEventListeners } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { sleepUnlessAborted } from "./subscription.ts";

describe("sleepUnlessAborted", () => {
  it("leaves no listener on the signal once a wait has ended, however many waits there were", async () => {
    vi.useFakeTimers();
    try {
      const signal = new AbortController().signal;
      for (let wait = 0; wait < 50; wait++) {
        const slept = sleepUnlessAborted(1_000, signal);
        await vi.advanceTimersByTimeAsync(1_000);
        await slept;
      }
      expect(getEventListeners(signal, "abort")).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends at once when the signal aborts, and at once when it had aborted already", async () => {
    const controller = new AbortController();
    const slept = sleepUnlessAborted(3_600_000, controller.signal);
    controller.abort();
    await slept;
    await sleepUnlessAborted(3_600_000, controller.signal);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });
});
