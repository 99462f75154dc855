import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { type CmsContentCommand, cmsContentDecider } from "./content-decider.ts";
import { type CmsPageCommand, cmsPageDecider } from "./decider.ts";
import { cmsContentStreamId, cmsPageStreamId, cmsShortlinkStreamId, cmsSnippetStreamId } from "./events.ts";
import { type CmsShortlinkCommand, cmsShortlinkDecider } from "./shortlink-decider.ts";
import { type CmsSnippetCommand, cmsSnippetDecider } from "./snippet-decider.ts";

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

/** Claims or releases a page shortlink: the code's own stream decides who holds it. */
export function runCmsShortlinkCommand(store: EventStore, command: CmsShortlinkCommand, metadata: EventMetadata) {
  return handleCommand(store, cmsShortlinkStreamId(command.code), cmsShortlinkDecider, command, { metadata });
}

/** Saves or deletes a reusable SEO snippet. */
export function runCmsSnippetCommand(store: EventStore, command: CmsSnippetCommand, metadata: EventMetadata) {
  const key =
    command.type === "SaveSnippet" ? String((command.snippet as { key?: unknown })?.key ?? "").trim() : command.key;
  return handleCommand(store, cmsSnippetStreamId(key), cmsSnippetDecider, command, { metadata });
}
