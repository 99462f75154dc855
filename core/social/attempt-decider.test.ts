import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { type PostAttemptCommand, postAttemptDecider, retriesLeft } from "./attempt-decider.ts";
import type { PostAttemptEvent, PostQueuedData } from "./events.ts";

const given = DeciderSpecification.for(postAttemptDecider);
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
    given([]).when({ type: "QueuePost", data: queuedData }).then([queued]);
    given([queued]).when({ type: "QueuePost", data: queuedData }).thenNothingHappened();
    const skipped = given([]).when({
      type: "QueuePost",
      data: queuedData,
      skip: { reason: "daily_cap", detail: "cap", at },
    }).events;
    expect(given(skipped).state.status).toBe("skipped");
    expect(given([queued]).state.status).toBe("pending");
  });

  it("goes pending → processing → posted", () => {
    given([queued])
      .when({ type: "StartPost", at })
      .then([started(0)]);
    const [posted] = given([queued, started(0)]).when({
      type: "RecordPublished",
      externalId: "42",
      url: null,
      at,
    }).events;
    expect(given([queued, started(0), posted as PostAttemptEvent]).state.status).toBe("posted");
    given([queued, started(0), posted as PostAttemptEvent])
      .when({ type: "StartPost", at })
      .thenThrows(DomainError);
  });

  it("counts failures and retries a retryable one at most three times in all", () => {
    given([queued, started(0)])
      .when(fail)
      .then([failure(1)]);
    const twice = [queued, started(0), failure(1), started(1), failure(2)];
    expect(retriesLeft(given(twice).state)).toBe(true);
    const thrice = [...twice, started(2), failure(3)];
    expect(retriesLeft(given(thrice).state)).toBe(false);
    given(thrice)
      .when({ type: "StartPost", at })
      .thenThrows(/failed post cannot be started/);
    expect(retriesLeft(given([queued, started(0), failure(1, false)]).state)).toBe(false);
    expect(given(thrice).state).toMatchObject({ lastErrorCode: "server_error", lastError: "502", retryCount: 3 });
  });

  it("lets an admin retry any failed post, and skip a pending or failed one", () => {
    const thrice = [queued, started(0), failure(1), started(1), failure(2), started(2), failure(3)];
    const [retry] = given(thrice).when({ type: "RetryPost", at }).events;
    expect(retry?.type).toBe("PostRetryRequested");
    given([...thrice, retry as PostAttemptEvent])
      .when({ type: "StartPost", at })
      .then([started(3)]);
    given([queued])
      .when({ type: "RetryPost", at })
      .thenThrows(/pending post cannot be retried/);
    const cancel: PostAttemptCommand = { type: "SkipPost", reason: "cancelled", detail: "by admin", at };
    expect(given([queued]).when(cancel).events[0]?.type).toBe("PostSkipped");
    given([queued, started(0)])
      .when(cancel)
      .thenThrows(/processing post cannot be skipped/);
  });

  it("refuses commands for a post that was never queued", () => {
    given([])
      .when({ type: "StartPost", at })
      .thenThrows(/No such post/);
  });
});
