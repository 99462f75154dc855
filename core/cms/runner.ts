import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { type CmsPageCommand, cmsPageDecider } from "./decider.ts";
import { cmsPageStreamId } from "./events.ts";

/**
 * Runs one command against a CMS page's stream: the seed, the scheduled-publishing worker and the
 * admin all go through here. The metadata says who acted (and, from the admin, the audit fields).
 */
export function runCmsPageCommand(store: EventStore, command: CmsPageCommand, metadata: EventMetadata) {
  return handleCommand(store, cmsPageStreamId(command.pageKey), cmsPageDecider, command, { metadata });
}
