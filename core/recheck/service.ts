import type { EventStore } from "../eventstore/types.ts";
import { type RecheckEvent, recheckStreamId } from "./events.ts";

/** Records that a deal was held back from a channel because its fare had changed at its source. */
export async function recordRecheckDrop(store: EventStore, data: RecheckEvent["data"]): Promise<void> {
  const event: RecheckEvent = { type: "FareRecheckDropped", data };
  await store.append(recheckStreamId(data.dealId), [event], { metadata: { actor: "system:fare-recheck" } });
}
