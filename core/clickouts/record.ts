import type { EventStore } from "../eventstore/types.ts";
import { type ClickOutEvent, type ClickOutRecordedData, clickOutStreamId } from "./events.ts";

/** Records a visitor's click to the booking site on its own stream (the personal part goes to clickout_pii). */
export async function recordClickOut(store: EventStore, data: ClickOutRecordedData): Promise<void> {
  const event: ClickOutEvent = { type: "ClickOutRecorded", data };
  await store.append(clickOutStreamId(data.clickId), [event]);
}
