import { randomUUID } from "node:crypto";
import type { SocialPublisher } from "./publisher.ts";

/**
 * SOCIAL=outbox, the default: nothing leaves the machine. The auto-poster still records the
 * post with this made-up id, so the admin sees what would have gone out, marked as recorded only.
 */
export function createOutboxPublisher(): SocialPublisher {
  return {
    kind: "outbox",
    async publish() {
      return { externalId: `outbox-${randomUUID()}`, url: null };
    },
  };
}
