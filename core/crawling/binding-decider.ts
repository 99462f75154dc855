import { DAY_MS, SEARCH_PROFILE_DEFAULTS } from "../constants.ts";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { BindingEvent } from "./events.ts";
import { type Binding, type BindingChanges, bindingChangesSchema, bindingSchema, type CrawlStatus } from "./profile.ts";

/** The timing a binding's crawls follow: from its profile, or the spec's defaults. */
export interface CrawlTiming {
  successIntervalMinutes: number;
  zeroResultSnoozeDays: number;
  errorSnoozeDays: number;
}

export type BindingCommand =
  | { type: "CreateBinding"; bindingId: string; input: unknown; at: string }
  | {
      type: "RecordCrawl";
      bindingId: string;
      status: Exclude<CrawlStatus, "pending">;
      resultCount: number;
      error?: string | null;
      at: string;
      timing: CrawlTiming;
      /** The fare source that answered (or failed); its health is folded from these. */
      source?: string;
    }
  | { type: "RequestCrawl"; bindingId: string; by: string; at: string }
  /** Scope and target are left out on purpose: another target is another binding. */
  | { type: "UpdateBinding"; bindingId: string; changes: BindingChanges }
  | { type: "SetBindingPaused"; bindingId: string; paused: boolean; by: string };

export interface BindingState {
  binding: Binding | null;
  /** A paused binding is skipped by the scheduler; crawl now still crawls it. */
  paused: boolean;
  lastStatus: CrawlStatus;
  failureCount: number;
  nextRunAt: string | null;
}

const MINUTE = 60_000;

/**
 * When a binding crawls next (spec section 9 defaults): after a success, its cadence (the
 * binding's override, else the profile's success interval); after zero results, the zero-result
 * snooze; after an error, a backoff that doubles from 5 minutes up to the success interval,
 * and after `maxFailures` errors in a row, the error snooze.
 */
export function nextRunAfter(
  status: Exclude<CrawlStatus, "pending">,
  at: Date,
  failureCount: number,
  timing: CrawlTiming,
  cadenceOverrideMinutes: number | null,
): Date {
  const cadence = (cadenceOverrideMinutes ?? timing.successIntervalMinutes) * MINUTE;
  if (status === "success") return new Date(at.getTime() + cadence);
  if (status === "zero_result") return new Date(at.getTime() + timing.zeroResultSnoozeDays * DAY_MS);
  if (failureCount >= SEARCH_PROFILE_DEFAULTS.maxFailures)
    return new Date(at.getTime() + timing.errorSnoozeDays * DAY_MS);
  return new Date(at.getTime() + Math.min(cadence, 5 * MINUTE * 2 ** (failureCount - 1)));
}

export const bindingDecider: Decider<BindingCommand, BindingEvent, BindingState> = {
  initialState: () => ({ binding: null, paused: false, lastStatus: "pending", failureCount: 0, nextRunAt: null }),

  evolve(state, event) {
    switch (event.type) {
      case "SearchBindingCreated":
        return {
          binding: event.data.binding,
          paused: false,
          lastStatus: "pending",
          failureCount: 0,
          nextRunAt: event.data.nextRunAt,
        };
      case "SearchBindingCrawled":
        return {
          ...state,
          lastStatus: event.data.status,
          failureCount: event.data.failureCount,
          nextRunAt: event.data.nextRunAt,
        };
      case "SearchBindingCrawlRequested":
        return { ...state, nextRunAt: event.data.nextRunAt };
      case "SearchBindingUpdated":
        return { ...state, binding: event.data.binding };
      case "SearchBindingPaused":
        return { ...state, paused: true };
      case "SearchBindingResumed":
        return { ...state, paused: false };
      default:
        // an event type written later, or by another module
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case "CreateBinding": {
        if (state.binding) throw new DomainError("binding_exists", `Binding ${command.bindingId} exists`, 409);
        const parsed = bindingSchema.safeParse(command.input);
        if (!parsed.success)
          throw new DomainError("invalid_binding", parsed.error.issues[0]?.message ?? "Invalid binding", 400);
        // a new binding is due at once
        return [
          {
            type: "SearchBindingCreated",
            data: { bindingId: command.bindingId, binding: parsed.data, nextRunAt: command.at },
          },
        ];
      }
      case "RecordCrawl": {
        if (!state.binding) throw new DomainError("not_found", `No binding ${command.bindingId}`, 404);
        if (command.resultCount < 0 || !Number.isInteger(command.resultCount)) {
          throw new DomainError("invalid_crawl", "resultCount must be a whole number >= 0", 400);
        }
        const failureCount = command.status === "error" ? state.failureCount + 1 : 0;
        const next = nextRunAfter(
          command.status,
          new Date(command.at),
          failureCount,
          command.timing,
          state.binding.cadenceOverrideMinutes,
        );
        return [
          {
            type: "SearchBindingCrawled",
            data: {
              bindingId: command.bindingId,
              status: command.status,
              resultCount: command.resultCount,
              error: command.status === "error" ? (command.error ?? "unknown error") : null,
              at: command.at,
              failureCount,
              nextRunAt: next.toISOString(),
              ...(command.source ? { source: command.source } : {}),
            },
          },
        ];
      }
      case "RequestCrawl":
        if (!state.binding) throw new DomainError("not_found", `No binding ${command.bindingId}`, 404);
        return [
          {
            type: "SearchBindingCrawlRequested",
            data: { bindingId: command.bindingId, by: command.by, nextRunAt: command.at },
          },
        ];
      case "UpdateBinding": {
        if (!state.binding) throw new DomainError("not_found", `No binding ${command.bindingId}`, 404);
        const parsed = bindingChangesSchema.safeParse(command.changes);
        if (!parsed.success)
          throw new DomainError("invalid_binding", parsed.error.issues[0]?.message ?? "Invalid binding", 400);
        const given = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
        const binding: Binding = { ...state.binding, ...given };
        if (JSON.stringify(binding) === JSON.stringify(state.binding)) return [];
        return [
          { type: "SearchBindingUpdated", data: { bindingId: command.bindingId, binding, previous: state.binding } },
        ];
      }
      case "SetBindingPaused":
        if (!state.binding) throw new DomainError("not_found", `No binding ${command.bindingId}`, 404);
        if (state.paused === command.paused) return [];
        return [
          command.paused
            ? { type: "SearchBindingPaused", data: { bindingId: command.bindingId, by: command.by } }
            : { type: "SearchBindingResumed", data: { bindingId: command.bindingId, by: command.by } },
        ];
    }
  },
};
