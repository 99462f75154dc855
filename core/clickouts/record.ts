import type { EventStore } from "../eventstore/types.ts";
import {
  type ClickOutEvent,
  type ClickOutRecordedData,
  clickOutStreamId,
  type SearchClickOutEvent,
  type SearchClickOutRecordedData,
} from "./events.ts";

/** Records a visitor's click to the booking site on its own stream (the personal part goes to clickout_pii). */
export async function recordClickOut(store: EventStore, data: ClickOutRecordedData): Promise<void> {
  const event: ClickOutEvent = { type: "ClickOutRecorded", data };
  await store.append(clickOutStreamId(data.clickId), [event]);
}

/** Records a visitor's click from a /search result to the booking site, as recordClickOut does a deal's. */
export async function recordSearchClickOut(store: EventStore, data: SearchClickOutRecordedData): Promise<void> {
  const event: SearchClickOutEvent = { type: "SearchClickOutRecorded", data };
  await store.append(clickOutStreamId(data.clickId), [event]);
}
