import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { type MediaCommand, mediaDecider } from "./decider.ts";
import { mediaStreamId } from "./events.ts";

/** Runs one command against a picture's stream; the metadata says who acted (the admin's audit fields). */
export function runMediaCommand(store: EventStore, command: MediaCommand, metadata: EventMetadata) {
  return handleCommand(store, mediaStreamId(command.mediaId.toLowerCase()), mediaDecider, command, { metadata });
}
