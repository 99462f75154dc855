import { POST_MAX_ATTEMPTS } from "../constants.ts";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { AttemptStatus, PostAttemptEvent, PostQueuedData, SkipReason } from "./events.ts";

export type PostAttemptCommand =
  | { type: "QueuePost"; data: PostQueuedData; skip?: { reason: SkipReason; detail: string; at: string } }
  | { type: "StartPost"; at: string }
  | { type: "RecordPublished"; externalId: string; url: string | null; at: string }
  | {
      type: "RecordFailure";
      errorCode: string;
      errorMessage: string;
      retryable: boolean;
      at: string;
    }
  | { type: "SkipPost"; reason: SkipReason; detail: string; at: string }
  /** An admin's retry: allowed for any failed post, even past the automatic attempts. */
  | { type: "RetryPost"; at: string };

export interface PostAttemptState {
  queued: PostQueuedData | null;
  status: AttemptStatus;
  /** Failed tries so far (spec section 8: retryCount). */
  retryCount: number;
  retryable: boolean;
  lastErrorCode: string | null;
  lastError: string | null;
}

/** Whether the worker may try a post again by itself: a retryable failure short of the maximum. */
export function retriesLeft(state: PostAttemptState): boolean {
  return state.status === "failed" && state.retryable && state.retryCount < POST_MAX_ATTEMPTS;
}

function refuse(state: PostAttemptState, action: string): never {
  throw new DomainError("invalid_transition", `A ${state.status} post cannot be ${action}`, 409);
}

export const postAttemptDecider: Decider<PostAttemptCommand, PostAttemptEvent, PostAttemptState> = {
  initialState: () => ({
    queued: null,
    status: "pending",
    retryCount: 0,
    retryable: true,
    lastErrorCode: null,
    lastError: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case "PostQueued":
        return { ...state, queued: event.data, status: "pending" };
      case "PostSkipped":
        return { ...state, status: "skipped" };
      case "PostStarted":
        return { ...state, status: "processing" };
      case "PostPublished":
        return { ...state, status: "posted" };
      case "PostFailed":
        return {
          ...state,
          status: "failed",
          retryCount: event.data.retryCount,
          retryable: event.data.retryable,
          lastErrorCode: event.data.errorCode,
          lastError: event.data.errorMessage,
        };
      case "PostRetryRequested":
        return { ...state, status: "pending", retryable: true };
    }
  },
  decide(command, state) {
    if (command.type === "QueuePost") {
      if (state.queued) return [];
      const queued: PostAttemptEvent = { type: "PostQueued", data: command.data };
      if (!command.skip) return [queued];
      return [queued, { type: "PostSkipped", data: { attemptId: command.data.attemptId, ...command.skip } }];
    }
    if (!state.queued) throw new DomainError("post_not_found", "No such post", 404);
    const attemptId = state.queued.attemptId;
    switch (command.type) {
      case "StartPost":
        if (state.status !== "pending" && !retriesLeft(state)) refuse(state, "started");
        return [{ type: "PostStarted", data: { attemptId, retryCount: state.retryCount, at: command.at } }];
      case "RecordPublished":
        if (state.status !== "processing") refuse(state, "marked posted");
        return [
          {
            type: "PostPublished",
            data: { attemptId, externalId: command.externalId, url: command.url, at: command.at },
          },
        ];
      case "RecordFailure":
        if (state.status !== "processing") refuse(state, "marked failed");
        return [
          {
            type: "PostFailed",
            data: {
              attemptId,
              errorCode: command.errorCode,
              errorMessage: command.errorMessage,
              retryable: command.retryable,
              retryCount: state.retryCount + 1,
              at: command.at,
            },
          },
        ];
      case "SkipPost":
        if (state.status === "skipped") return [];
        if (state.status !== "pending" && state.status !== "failed") refuse(state, "skipped");
        return [
          { type: "PostSkipped", data: { attemptId, reason: command.reason, detail: command.detail, at: command.at } },
        ];
      case "RetryPost":
        if (state.status !== "failed") refuse(state, "retried");
        return [{ type: "PostRetryRequested", data: { attemptId, at: command.at } }];
    }
  },
};
