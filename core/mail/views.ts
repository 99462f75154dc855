import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { MAIL_VIEWS_STREAM, type MailViewedEvent } from "./events.ts";

/** Records that an admin opened a recorded mail (its id and kind, never its recipient). */
export async function recordMailViewed(
  store: EventStore,
  data: MailViewedEvent["data"],
  metadata: EventMetadata,
): Promise<void> {
  const event: MailViewedEvent = { type: "OutboxMailViewed", data };
  await store.append(MAIL_VIEWS_STREAM, [event], { metadata });
}
