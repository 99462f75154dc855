import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { type PostAttemptCommand, postAttemptDecider, retriesLeft } from "./attempt-decider.ts";
import type { PostAttemptEvent, PostQueuedData } from "./events.ts";

const given = (events: PostAttemptEvent[]) =>
  events.reduce(postAttemptDecider.evolve, postAttemptDecider.initialState());
const when = (events: PostAttemptEvent[], command: PostAttemptCommand) =>
  postAttemptDecider.decide(command, given(events));
const at = "2026-11-22T10:00:00.000Z";

const queuedData: PostQueuedData = {
  attemptId: "a1",
  accountId: "tg",
  network: "telegram",
  dealId: "d1",
  templateId: null,
  submission: {
    flightId: "W6-4301",
    fromAirport: "SOF",
    toAirport: "LTN",
    price: 120,
    currency: "BGN",
    departureAt: "2026-12-10T06:00:00Z",
    airlineCode: "W6",
    dealUrl: "https://flydeals.bg/oferta/AB12",
    dealType: "hot_deal",
    savingsPercent: 45,
  },
  itinerarySignature: "W6-4301",
  text: "SOF → LTN",
  notBefore: at,
  origin: "auto",
};
const queued: PostAttemptEvent = { type: "PostQueued", data: queuedData };
const started = (retryCount: number): PostAttemptEvent => ({
  type: "PostStarted",
  data: { attemptId: "a1", retryCount, at },
});
const failure = (retryCount: number, retryable = true): PostAttemptEvent => ({
  type: "PostFailed",
  data: { attemptId: "a1", errorCode: "server_error", errorMessage: "502", retryable, retryCount, at },
});
const fail: PostAttemptCommand = {
  type: "RecordFailure",
  errorCode: "server_error",
  errorMessage: "502",
  retryable: true,
  at,
};

describe("post attempt decider", () => {
  it("queues once, pending; or queues and skips in one step", () => {
    expect(when([], { type: "QueuePost", data: queuedData })).toEqual([queued]);
    expect(when([queued], { type: "QueuePost", data: queuedData })).toEqual([]);
    const skipped = when([], { type: "QueuePost", data: queuedData, skip: { reason: "daily_cap", detail: "cap", at } });
    expect(given(skipped).status).toBe("skipped");
    expect(given([queued]).status).toBe("pending");
  });

  it("goes pending → processing → posted", () => {
    expect(when([queued], { type: "StartPost", at })).toEqual([started(0)]);
    const [posted] = when([queued, started(0)], { type: "RecordPublished", externalId: "42", url: null, at });
    expect(given([queued, started(0), posted as PostAttemptEvent]).status).toBe("posted");
    expect(() => when([queued, started(0), posted as PostAttemptEvent], { type: "StartPost", at })).toThrow(
      DomainError,
    );
  });

  it("counts failures and retries a retryable one at most three times in all", () => {
    expect(when([queued, started(0)], fail)).toEqual([failure(1)]);
    const twice = [queued, started(0), failure(1), started(1), failure(2)];
    expect(retriesLeft(given(twice))).toBe(true);
    const thrice = [...twice, started(2), failure(3)];
    expect(retriesLeft(given(thrice))).toBe(false);
    expect(() => when(thrice, { type: "StartPost", at })).toThrow(/failed post cannot be started/);
    expect(retriesLeft(given([queued, started(0), failure(1, false)]))).toBe(false);
    expect(given(thrice)).toMatchObject({ lastErrorCode: "server_error", lastError: "502", retryCount: 3 });
  });

  it("lets an admin retry any failed post, and skip a pending or failed one", () => {
    const thrice = [queued, started(0), failure(1), started(1), failure(2), started(2), failure(3)];
    const [retry] = when(thrice, { type: "RetryPost", at });
    expect(retry?.type).toBe("PostRetryRequested");
    expect(when([...thrice, retry as PostAttemptEvent], { type: "StartPost", at })).toEqual([started(3)]);
    expect(() => when([queued], { type: "RetryPost", at })).toThrow(/pending post cannot be retried/);
    const cancel: PostAttemptCommand = { type: "SkipPost", reason: "cancelled", detail: "by admin", at };
    expect(when([queued], cancel)[0]?.type).toBe("PostSkipped");
    expect(() => when([queued, started(0)], cancel)).toThrow(/processing post cannot be skipped/);
  });

  it("refuses commands for a post that was never queued", () => {
    expect(() => when([], { type: "StartPost", at })).toThrow(/No such post/);
  });
});
