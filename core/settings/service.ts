import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { foldEvents } from "../eventstore/aggregate-stream.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { type SettingsCommand, type SettingsState, settingsDecider } from "./decider.ts";
import { SETTINGS_STREAM_ID, type SettingChange, type SettingsEvent } from "./events.ts";

export function runSettingsCommand(store: EventStore, command: SettingsCommand, metadata?: EventMetadata) {
  return handleCommand(store, SETTINGS_STREAM_ID, settingsDecider, command, { metadata });
}

/** The current settings; the defaults until an admin first changes one. */
export async function loadSettings(store: EventStore): Promise<SettingsState> {
  const { events } = await store.readStream<SettingsEvent>(SETTINGS_STREAM_ID);
  return fold(events);
}

/**
 * The same, for the read side that has a query handle but no event store: the pages' root loader,
 * the feeds. The settings stream is a handful of admin changes, read by its index.
 */
export async function loadSettingsFromDb(db: Db): Promise<SettingsState> {
  // as text: the query handle's camel-casing must not touch the keys inside the event
  const { rows } = await sql<{ type: SettingsEvent["type"]; data: string }>`
    SELECT type, data::text AS data FROM events WHERE stream_id = ${SETTINGS_STREAM_ID} ORDER BY stream_position`.execute(
    db,
  );
  return fold(rows.map((row) => ({ type: row.type, data: JSON.parse(row.data) as SettingsEvent["data"] })));
}

function fold(events: SettingsEvent[]): SettingsState {
  return foldEvents(settingsDecider, events);
}

export interface SettingsVersion {
  version: number;
  at: string;
  by: string;
  changes: SettingChange[];
}

/** The current settings and their versions, newest first, from one read of the stream. */
export async function loadSettingsWithHistory(
  store: EventStore,
): Promise<{ state: SettingsState; history: SettingsVersion[] }> {
  const { events: changes } = await store.readStream<SettingsEvent>(SETTINGS_STREAM_ID);
  return {
    state: fold(changes),
    history: changes
      .map((event) => ({
        version: event.streamPosition,
        at: event.data.lastModifiedAt,
        by: event.data.lastModifiedBy,
        changes: event.data.changes,
      }))
      .reverse(),
  };
}
