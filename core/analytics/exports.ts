import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { ANALYTICS_EXPORT_STREAM, type AnalyticsEvent } from "./events.ts";

/** Records who exported which analytics view, for which days and filters. */
export async function recordAnalyticsExport(
  store: EventStore,
  data: AnalyticsEvent["data"],
  metadata: EventMetadata,
): Promise<void> {
  const event: AnalyticsEvent = { type: "AnalyticsExported", data };
  await store.append(ANALYTICS_EXPORT_STREAM, [event], { metadata });
}
