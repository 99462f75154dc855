import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { type CmsContentCommand, cmsContentDecider } from "./content-decider.ts";
import { type CmsPageCommand, cmsPageDecider } from "./decider.ts";
import { cmsContentStreamId, cmsPageStreamId } from "./events.ts";

/**
 * Runs one command against a CMS page's stream: the seed, the scheduled-publishing worker and the
 * admin all go through here. The metadata says who acted (and, from the admin, the audit fields).
 */
export function runCmsPageCommand(store: EventStore, command: CmsPageCommand, metadata: EventMetadata) {
  return handleCommand(store, cmsPageStreamId(command.pageKey), cmsPageDecider, command, { metadata });
}

/** Runs one command against a page's content in one language: the admin and the draft generator. */
export function runCmsContentCommand(store: EventStore, command: CmsContentCommand, metadata: EventMetadata) {
  return handleCommand(store, cmsContentStreamId(command.pageKey, command.locale), cmsContentDecider, command, {
    metadata,
  });
}
