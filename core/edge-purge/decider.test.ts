import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { edgePurgeDecider, retryDelaySeconds } from "./decider.ts";
import { type EdgePurgeEvent, MAX_PURGE_ATTEMPTS } from "./events.ts";

const given = DeciderSpecification.for(edgePurgeDecider);
const purgeId = "0192f5a0-0000-7000-8000-000000000001";
const at = "2026-11-26T10:00:00.000Z";
const later = "2026-11-26T10:00:05.000Z";
const urls = ["/imprint", "/en/imprint", "/sitemap.xml"];
const by = "system:edge-purge";

const queue = {
  type: "QueuePurge",
  purgeId,
  pageKey: "imprint",
  pageExists: true,
  reason: "published",
  urls,
  by,
  at,
} as const;
const queued: EdgePurgeEvent = {
  type: "EdgePurgeQueued",
  data: { purgeId, pageKey: "imprint", reason: "published", urls, by, at },
};
const started = (attempt: number): EdgePurgeEvent => ({ type: "EdgePurgeStarted", data: { purgeId, attempt, at } });
const failed = (attempt: number, retryAt: string | null = null): EdgePurgeEvent => ({
  type: "EdgePurgeFailed",
  data: { purgeId, attempt, error: "HTTP 503", retryAt, at: later },
});
const retried = (attempt: number): EdgePurgeEvent => ({
  type: "EdgePurgeRetried",
  data: { purgeId, attempt, by, at: later },
});
/** A purge that has failed `attempts` times, retried after each failure but the last. */
function failedTimes(attempts: number): EdgePurgeEvent[] {
  const events: EdgePurgeEvent[] = [queued];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) events.push(retried(attempt));
    events.push(started(attempt), failed(attempt));
  }
  return events;
}

describe("an edge purge", () => {
  it("is queued with its page, reason and paths, once: the same purge queued again adds nothing", () => {
    given([]).when(queue).then([queued]);
    given([queued]).when(queue).thenNothingHappened();
    expect(given([queued]).state).toMatchObject({ status: "queued", attempts: 0, pageKey: "imprint", urls });
  });

  it("is refused with 404 'No such page' for a page that does not exist", () => {
    given([])
      .when({ ...queue, pageExists: false })
      .thenThrows(DomainError, "No such page", { code: "page_not_found", status: 404 });
  });

  it("needs no page for a manual purge of the sitemap", () => {
    given([])
      .when({ ...queue, pageKey: null, pageExists: false, reason: "manual", urls: ["/sitemap.xml"] })
      .then([
        {
          type: "EdgePurgeQueued",
          data: { purgeId, pageKey: null, reason: "manual", urls: ["/sitemap.xml"], by, at },
        },
      ]);
  });

  it("is skipped at once when there is nothing to purge", () => {
    given([])
      .when({ ...queue, urls: [] })
      .then([
        { type: "EdgePurgeQueued", data: { purgeId, pageKey: "imprint", reason: "published", urls: [], by, at } },
        { type: "EdgePurgeSkipped", data: { purgeId, why: "No URLs to purge", at } },
      ]);
  });

  it("refuses anything but paths on the site, and drops repeated ones", () => {
    for (const bad of ["https://evil.example/x", "//evil.example", "imprint", "/with space", "/a#b"]) {
      given([])
        .when({ ...queue, urls: [bad] })
        .thenThrows(DomainError, { code: "invalid_url", status: 400 });
    }
    const [event] = given([]).when({ ...queue, urls: ["/a", "/a", "/b"] }).events;
    expect(event?.data).toMatchObject({ urls: ["/a", "/b"] });
  });

  it("goes queued -> processing -> completed, counting the attempt", () => {
    given([queued])
      .when({ type: "StartPurge", purgeId, at })
      .then([started(1)]);
    given([queued, started(1)])
      .when({ type: "CompletePurge", purgeId, purged: 3, at: later })
      .then([{ type: "EdgePurgeCompleted", data: { purgeId, attempt: 1, purged: 3, at: later } }]);
    given([queued, started(1)])
      .when({ type: "StartPurge", purgeId, at })
      .thenThrows(DomainError, { code: "already_processing", status: 409 });
  });

  it("fails with the error and the attempt, and is retried after a growing wait", () => {
    given([queued, started(1)])
      .when({ type: "FailPurge", purgeId, error: " HTTP 503 ", retryable: true, at: later })
      .then([failed(1, "2026-11-26T10:00:35.000Z")]);
    const third = [...failedTimes(2), retried(3), started(3)];
    given(third)
      .when({ type: "FailPurge", purgeId, error: "HTTP 503", retryable: true, at: later })
      .then([failed(3, "2026-11-26T10:08:05.000Z")]);
    // a CDN's Retry-After longer than our wait wins
    const [event] = given([queued, started(1)]).when({
      type: "FailPurge",
      purgeId,
      error: "HTTP 503",
      retryable: true,
      retryAfterSeconds: 300,
      at: later,
    }).events;
    expect(event?.data).toMatchObject({ retryAt: "2026-11-26T10:05:05.000Z" });
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelaySeconds(attempt))).toEqual([30, 120, 480, 1920, 3600, 3600]);
  });

  it("is not retried on its own after a failure a retry cannot mend, but an admin may retry it", () => {
    given([queued, started(1)])
      .when({ type: "FailPurge", purgeId, error: "HTTP 401: bad key", retryable: false, at: later })
      .then([
        {
          type: "EdgePurgeFailed",
          data: { purgeId, attempt: 1, error: "HTTP 401: bad key", retryAt: null, at: later },
        },
      ]);
    given(failedTimes(1))
      .when({ type: "RetryPurge", purgeId, by, at: later })
      .then([retried(2)]);
    expect(given([...failedTimes(1), retried(2)]).state).toMatchObject({ status: "queued", attempts: 1 });
  });

  it(`gives up after ${MAX_PURGE_ATTEMPTS} attempts: no retry time, and a retry is refused`, () => {
    const last = failedTimes(MAX_PURGE_ATTEMPTS - 1);
    last.push(retried(MAX_PURGE_ATTEMPTS), started(MAX_PURGE_ATTEMPTS));
    given(last)
      .when({ type: "FailPurge", purgeId, error: "HTTP 503", retryable: true, at: later })
      .then([failed(MAX_PURGE_ATTEMPTS, null)]);
    given(failedTimes(MAX_PURGE_ATTEMPTS))
      .when({ type: "RetryPurge", purgeId, by, at: later })
      .thenThrows(DomainError, { code: "out_of_attempts", status: 409 });
  });

  it("retries only a failed purge; a queued one is already waiting", () => {
    given([queued]).when({ type: "RetryPurge", purgeId, by, at }).thenNothingHappened();
    given([queued, started(1), { type: "EdgePurgeCompleted", data: { purgeId, attempt: 1, purged: 3, at } }])
      .when({ type: "RetryPurge", purgeId, by, at })
      .thenThrows(DomainError, { code: "not_failed" });
  });

  it("is skipped from queued or processing (nothing in front of the site to purge), not once finished", () => {
    const skipped: EdgePurgeEvent = { type: "EdgePurgeSkipped", data: { purgeId, why: "CDN=none", at } };
    given([queued]).when({ type: "SkipPurge", purgeId, why: "CDN=none", at }).then([skipped]);
    given([queued, started(1)])
      .when({ type: "SkipPurge", purgeId, why: "CDN=none", at })
      .then([skipped]);
    given(failedTimes(1))
      .when({ type: "SkipPurge", purgeId, why: "CDN=none", at })
      .thenThrows(DomainError, { code: "not_pending" });
  });

  it("knows no purge it was never told of", () => {
    for (const command of [
      { type: "StartPurge", purgeId, at },
      { type: "RetryPurge", purgeId, by, at },
      { type: "CompletePurge", purgeId, purged: 1, at },
    ] as const) {
      given([]).when(command).thenThrows(DomainError, "No such purge", { status: 404 });
    }
    given([queued])
      .when({ type: "CompletePurge", purgeId, purged: 1, at })
      .thenThrows(DomainError, { code: "not_processing" });
  });
});
