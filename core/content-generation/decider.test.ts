import { describe, expect, it } from "vitest";
import type { ContentBlock } from "../cms/content-blocks.ts";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { generationDecider } from "./decider.ts";
import type { GenerationEvent } from "./events.ts";

const given = DeciderSpecification.for(generationDecider);
const page = { pageKey: "destination-BCN", locale: "bg" as const };
const at = "2026-11-27T09:00:00.000Z";
const by = "admin:editor";
const job = "job-1";
const ref = { ...page, jobId: job, at };
const blocks: ContentBlock[] = [
  { type: "text", heading: "Въведение", body: "Барселона е сред най-търсените направления." },
];

const requested = (jobId = job, attempt = 1, retryOf: string | null = null): GenerationEvent => ({
  type: "CmsGenerationRequested",
  data: {
    jobId,
    ...page,
    kind: "destination",
    entity: { iata: "BCN" },
    generator: "builtin",
    attempt,
    retryOf,
    by,
    at,
  },
});
const started = (jobId = job): GenerationEvent => ({ type: "CmsGenerationStarted", data: { jobId, ...page, at } });
const completed = (jobId = job): GenerationEvent => ({
  type: "CmsGenerationCompleted",
  data: { jobId, ...page, blocks, at },
});
const failed = (jobId = job, error = "The chat API failed (500)"): GenerationEvent => ({
  type: "CmsGenerationFailed",
  data: { jobId, ...page, error, at },
});
const cancelled = (jobId = job): GenerationEvent => ({
  type: "CmsGenerationCancelled",
  data: { jobId, ...page, by, at },
});

const request = (jobId = job) =>
  ({
    type: "RequestGeneration",
    ...page,
    jobId,
    kind: "destination",
    entity: { iata: "BCN" },
    generator: "builtin",
    by,
    at,
  }) as const;

describe("a page's generation jobs in one language", () => {
  it("queues a requested draft as a pending job, attempt 1", () => {
    given([]).when(request()).then([requested()]);
    expect(given([requested()]).state).toMatchObject({ open: job });
  });

  it("refuses a second request while a job is pending or processing, naming the open job", () => {
    for (const history of [[requested()], [requested(), started()]]) {
      const error = given(history).when(request("job-2")).thenThrows(DomainError, { code: "job_open", status: 409 });
      expect((error as Error).message).toContain(job);
    }
  });

  it("takes a new request once the last job is completed, failed or cancelled", () => {
    for (const end of [completed(), failed(), cancelled()]) {
      given([requested(), started(), end])
        .when(request("job-2"))
        .then([requested("job-2")]);
    }
  });

  it("treats the same request again as done", () => {
    given([requested()]).when(request()).thenNothingHappened();
  });

  it("refuses a request whose page key does not match the entity, or an odd entity", () => {
    given([])
      .when({ ...request(), pageKey: "destination-MAD" })
      .thenThrows(DomainError, { code: "invalid_page_key", status: 400 });
    given([])
      .when({ ...request(), entity: { iata: "bcn" }, pageKey: "destination-bcn" })
      .thenThrows(DomainError, { code: "invalid_entity", status: 400 });
    given([])
      .when({
        ...request(),
        kind: "sight",
        entity: { iata: "BCN", sightSlug: "<script>" },
        pageKey: "sight-BCN-<script>",
      })
      .thenThrows(DomainError, { code: "invalid_entity", status: 400 });
  });

  it("goes pending -> processing -> completed with the generated blocks", () => {
    given([requested()])
      .when({ type: "StartGeneration", ...ref })
      .then([started()]);
    given([requested(), started()])
      .when({ type: "CompleteGeneration", ...ref, blocks })
      .then([completed()]);
    expect(given([requested(), started(), completed()]).state).toMatchObject({ open: null });
  });

  it("starts a job left processing again without a new event, and never a finished one", () => {
    given([requested(), started()])
      .when({ type: "StartGeneration", ...ref })
      .thenNothingHappened();
    given([requested(), cancelled()])
      .when({ type: "StartGeneration", ...ref })
      .thenThrows(DomainError, { code: "not_pending", status: 409 });
  });

  it("completes only a processing job, and only with valid blocks", () => {
    given([requested()])
      .when({ type: "CompleteGeneration", ...ref, blocks })
      .thenThrows(DomainError, { code: "not_processing" });
    for (const bad of [[], [{ type: "text", body: "" }], [{ type: "script", body: "x" }], "text"]) {
      given([requested(), started()])
        .when({ type: "CompleteGeneration", ...ref, blocks: bad })
        .thenThrows(DomainError, { code: "invalid_content", status: 400 });
    }
  });

  it("fails an open job with the error, and keeps the message short", () => {
    given([requested(), started()])
      .when({ type: "FailGeneration", ...ref, error: " The chat API failed (500) " })
      .then([failed()]);
    const long = given([requested()]).when({ type: "FailGeneration", ...ref, error: "x".repeat(5000) }).events[0];
    expect(long?.type === "CmsGenerationFailed" && long.data.error.length).toBe(2000);
    given([requested(), started(), completed()])
      .when({ type: "FailGeneration", ...ref, error: "late" })
      .thenThrows(DomainError, { code: "not_open" });
  });

  it("cancels only a pending or processing job", () => {
    given([requested()])
      .when({ type: "CancelGeneration", ...ref, by })
      .then([cancelled()]);
    given([requested(), started()])
      .when({ type: "CancelGeneration", ...ref, by })
      .then([cancelled()]);
    given([requested(), cancelled()])
      .when({ type: "CancelGeneration", ...ref, by })
      .thenNothingHappened();
    for (const end of [completed(), failed()]) {
      given([requested(), started(), end])
        .when({ type: "CancelGeneration", ...ref, by })
        .thenThrows(DomainError, { code: "not_open", status: 409 });
    }
  });

  it("retries a failed or cancelled job as a new pending job, the next attempt", () => {
    const retry = { type: "RetryGeneration", ...ref, newJobId: "job-2", by } as const;
    given([requested(), started(), failed()])
      .when(retry)
      .then([requested("job-2", 2, job)]);
    given([requested(), cancelled()])
      .when(retry)
      .then([requested("job-2", 2, job)]);
    given([requested(), started(), failed(), requested("job-2", 2, job), started("job-2"), failed("job-2")])
      .when({ ...retry, jobId: "job-2", newJobId: "job-3" })
      .then([requested("job-3", 3, "job-2")]);
  });

  it("refuses to retry a job that is open or completed, or while another job is open", () => {
    const retry = { type: "RetryGeneration", ...ref, newJobId: "job-2", by } as const;
    given([requested()]).when(retry).thenThrows(DomainError, { code: "not_retryable", status: 409 });
    given([requested(), started(), completed()]).when(retry).thenThrows(DomainError, { code: "not_retryable" });
    given([requested(), cancelled(), requested("job-9")])
      .when(retry)
      .thenThrows(DomainError, { code: "job_open", status: 409 });
    given([]).when(retry).thenThrows(DomainError, { code: "job_not_found", status: 404 });
  });
});
