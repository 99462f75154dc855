import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { type SettingsCommand, type SettingsState, settingsDecider } from "./decider.ts";
import { SETTINGS_STREAM_ID, type SettingsEvent } from "./events.ts";

export function runSettingsCommand(store: EventStore, command: SettingsCommand, metadata?: EventMetadata) {
  return handleCommand(store, SETTINGS_STREAM_ID, settingsDecider, command, { metadata });
}

/** The current settings; the defaults until an admin first changes one. */
export async function loadSettings(store: EventStore): Promise<SettingsState> {
  const { events } = await store.readStream(SETTINGS_STREAM_ID);
  return events.reduce(
    (state, event) => settingsDecider.evolve(state, event as unknown as SettingsEvent),
    settingsDecider.initialState(),
  );
}
