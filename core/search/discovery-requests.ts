import { aggregateStream } from "../eventstore/aggregate-stream.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { uuidV7 } from "../eventstore/uuid-v7.ts";
import { UUID_SOURCE } from "../ids.ts";
import {
  attemptOf,
  currentAttempt,
  type DiscoveryAttempt,
  type DiscoveryCommand,
  type DiscoveryState,
  discoveryDecider,
} from "./discovery-decider.ts";
import { discoveryStreamId, type SearchLanguage } from "./events.ts";

/**
 * Asking for a destination discovery and reading how it goes: the light half of discovery,
 * used by the search API and the /search screen. The job itself is in discovery.ts.
 */

/** A job id names its airport code, so its status is read from that code's stream. */
export function newDiscoveryJobId(iataCode: string): string {
  return `${iataCode}-${uuidV7()}`;
}

const DISCOVERY_JOB_ID = new RegExp(`^([A-Z]{3})-${UUID_SOURCE}$`);

export function iataOfJobId(jobId: string): string | null {
  const match = DISCOVERY_JOB_ID.exec(jobId);
  return match?.[1] ?? null;
}

export function runDiscoveryCommand(
  store: EventStore,
  iataCode: string,
  command: DiscoveryCommand,
  metadata?: EventMetadata,
) {
  return handleCommand(store, discoveryStreamId(iataCode), discoveryDecider, command, { metadata });
}

/** The discoveries of a code as they stand now, read from the stream (never behind). */
export async function discoveryState(store: EventStore, iataCode: string): Promise<DiscoveryState> {
  return (await aggregateStream(store, discoveryStreamId(iataCode), discoveryDecider)).state;
}

/** Starts a discovery of `iataCode`, or hands back the attempt already under way. */
export async function requestDiscovery(
  store: EventStore,
  iataCode: string,
  language: SearchLanguage,
  now = new Date(),
  /** The new job's id, should one start (the caller then knows whether this request started it). */
  jobId = newDiscoveryJobId(iataCode),
): Promise<DiscoveryAttempt> {
  const result = await runDiscoveryCommand(
    store,
    iataCode,
    { type: "RequestDiscovery", iataCode, jobId, language, at: now.toISOString() },
    { actor: "visitor:search" },
  );
  const attempt = currentAttempt(result.state);
  if (!attempt) throw new Error(`discovery of ${iataCode} has no attempt after a request`);
  return attempt;
}

/** The attempt a job id names, or null when there is none. */
export async function discoveryAttempt(store: EventStore, jobId: string): Promise<DiscoveryAttempt | null> {
  const iataCode = iataOfJobId(jobId);
  if (!iataCode) return null;
  return attemptOf(await discoveryState(store, iataCode), jobId);
}
