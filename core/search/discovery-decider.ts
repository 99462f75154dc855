import { DISCOVERY_SECONDS } from "../constants.ts";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { DiscoveryEvent, DiscoveryFailureReason, SearchLanguage } from "./events.ts";

/**
 * The destination discoveries of one airport code (stream `discovery-<IATA>`). One attempt runs
 * at a time: a request while one is pending or running reuses it; after a failure (or a
 * completion whose destination has since gone) a request starts a new attempt. An attempt left
 * pending or running far longer than a discovery takes (no worker picked it up, a worker died)
 * is failed as stale by the next request, which starts afresh.
 */

export type DiscoveryStatus = "pending" | "running" | "completed" | "failed";

export interface DiscoveryAttempt {
  jobId: string;
  status: DiscoveryStatus;
  requestedAt: string;
  /** When it last moved: requested, started or finished. */
  updatedAt: string;
  destinationIata: string | null;
  reason: DiscoveryFailureReason | null;
}

export interface DiscoveryState {
  iataCode: string | null;
  /** Every attempt by job id, the latest last. */
  attempts: DiscoveryAttempt[];
}

/** Ten times the longest a discovery should take (spec: 30-60 seconds). */
export const DISCOVERY_STALE_MS = DISCOVERY_SECONDS.max * 10 * 1000;

export type DiscoveryCommand =
  | { type: "RequestDiscovery"; iataCode: string; jobId: string; language: SearchLanguage; at: string }
  | { type: "StartDiscovery"; jobId: string; at: string }
  | {
      type: "CompleteDiscovery";
      jobId: string;
      destinationIata: string;
      createdDestination: boolean;
      createdAirport: boolean;
      bindingId: string | null;
      at: string;
    }
  | { type: "FailDiscovery"; jobId: string; reason: DiscoveryFailureReason; error: string | null; at: string };

export function currentAttempt(state: DiscoveryState): DiscoveryAttempt | null {
  return state.attempts.at(-1) ?? null;
}

export function attemptOf(state: DiscoveryState, jobId: string): DiscoveryAttempt | null {
  return state.attempts.find((attempt) => attempt.jobId === jobId) ?? null;
}

const isOpen = (attempt: DiscoveryAttempt | null) => attempt?.status === "pending" || attempt?.status === "running";

function update(state: DiscoveryState, jobId: string, change: Partial<DiscoveryAttempt>): DiscoveryState {
  return {
    ...state,
    attempts: state.attempts.map((attempt) => (attempt.jobId === jobId ? { ...attempt, ...change } : attempt)),
  };
}

export const discoveryDecider: Decider<DiscoveryCommand, DiscoveryEvent, DiscoveryState> = {
  initialState: () => ({ iataCode: null, attempts: [] }),

  evolve(state, event) {
    switch (event.type) {
      case "DestinationDiscoveryRequested":
        return {
          iataCode: event.data.iataCode,
          attempts: [
            ...state.attempts,
            {
              jobId: event.data.jobId,
              status: "pending",
              requestedAt: event.data.requestedAt,
              updatedAt: event.data.requestedAt,
              destinationIata: null,
              reason: null,
            },
          ],
        };
      case "DestinationDiscoveryStarted":
        return update(state, event.data.jobId, { status: "running", updatedAt: event.data.startedAt });
      case "DestinationDiscoveryCompleted":
        return update(state, event.data.jobId, {
          status: "completed",
          updatedAt: event.data.completedAt,
          destinationIata: event.data.destinationIata,
        });
      case "DestinationDiscoveryFailed":
        return update(state, event.data.jobId, {
          status: "failed",
          updatedAt: event.data.failedAt,
          reason: event.data.reason,
        });
    }
  },

  decide(command, state) {
    switch (command.type) {
      case "RequestDiscovery": {
        if (!/^[A-Z]{3}$/.test(command.iataCode)) {
          throw new DomainError("invalid_iata_code", "IATA code must be exactly 3 characters", 400);
        }
        const current = currentAttempt(state);
        const events: DiscoveryEvent[] = [];
        if (current && isOpen(current)) {
          const idleMs = Date.parse(command.at) - Date.parse(current.updatedAt);
          if (idleMs < DISCOVERY_STALE_MS) return [];
          events.push({
            type: "DestinationDiscoveryFailed",
            data: {
              jobId: current.jobId,
              iataCode: command.iataCode,
              reason: "stale",
              error: `no progress for ${Math.round(idleMs / 1000)} s`,
              failedAt: command.at,
            },
          });
        }
        events.push({
          type: "DestinationDiscoveryRequested",
          data: {
            jobId: command.jobId,
            iataCode: command.iataCode,
            language: command.language,
            requestedAt: command.at,
          },
        });
        return events;
      }
      case "StartDiscovery": {
        const attempt = attemptOf(state, command.jobId);
        if (!attempt) throw new DomainError("job_not_found", `No discovery job ${command.jobId}`, 404);
        // a retried job, or one a newer attempt replaced: nothing to start
        if (attempt.status !== "pending") return [];
        return [
          {
            type: "DestinationDiscoveryStarted",
            data: { jobId: command.jobId, iataCode: state.iataCode as string, startedAt: command.at },
          },
        ];
      }
      case "CompleteDiscovery": {
        const attempt = attemptOf(state, command.jobId);
        if (!attempt) throw new DomainError("job_not_found", `No discovery job ${command.jobId}`, 404);
        if (!isOpen(attempt)) return [];
        return [
          {
            type: "DestinationDiscoveryCompleted",
            data: {
              jobId: command.jobId,
              iataCode: state.iataCode as string,
              destinationIata: command.destinationIata,
              createdDestination: command.createdDestination,
              createdAirport: command.createdAirport,
              bindingId: command.bindingId,
              completedAt: command.at,
            },
          },
        ];
      }
      case "FailDiscovery": {
        const attempt = attemptOf(state, command.jobId);
        if (!attempt) throw new DomainError("job_not_found", `No discovery job ${command.jobId}`, 404);
        if (!isOpen(attempt)) return [];
        return [
          {
            type: "DestinationDiscoveryFailed",
            data: {
              jobId: command.jobId,
              iataCode: state.iataCode as string,
              reason: command.reason,
              error: command.error,
              failedAt: command.at,
            },
          },
        ];
      }
    }
  },
};
