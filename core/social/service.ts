import { randomUUID } from "node:crypto";
import { aggregateStream } from "../eventstore/aggregate-stream.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import { type SocialAccountCommand, socialAccountDecider } from "./account-decider.ts";
import { type PostAttemptCommand, postAttemptDecider } from "./attempt-decider.ts";
import {
  postAttemptStreamId,
  postTemplateStreamId,
  SHARE_NETWORKS_STREAM_ID,
  socialAccountStreamId,
  type TemplateStatus,
} from "./events.ts";
import { shareNetworksDecider } from "./share-networks-decider.ts";
import { type PostTemplateCommand, postTemplateDecider } from "./template-decider.ts";

/** The social commands, each on its own stream, with the caller's metadata (the admin's audit fields). */

export function addSocialAccount(store: EventStore, input: unknown, metadata?: EventMetadata) {
  const accountId = randomUUID();
  const command: SocialAccountCommand = { type: "AddAccount", accountId, input };
  return handleCommand(store, socialAccountStreamId(accountId), socialAccountDecider, command, { metadata });
}

export function updateSocialAccount(store: EventStore, accountId: string, changes: unknown, metadata?: EventMetadata) {
  const command: SocialAccountCommand = { type: "UpdateAccount", accountId, changes };
  return handleCommand(store, socialAccountStreamId(accountId), socialAccountDecider, command, { metadata });
}

export function createPostTemplate(store: EventStore, input: unknown, metadata?: EventMetadata) {
  const templateId = randomUUID();
  const command: PostTemplateCommand = { type: "CreateTemplate", templateId, input };
  return handleCommand(store, postTemplateStreamId(templateId), postTemplateDecider, command, { metadata });
}

export function editPostTemplate(store: EventStore, templateId: string, input: unknown, metadata?: EventMetadata) {
  const command: PostTemplateCommand = { type: "EditTemplate", templateId, input };
  return handleCommand(store, postTemplateStreamId(templateId), postTemplateDecider, command, { metadata });
}

export function changePostTemplateStatus(
  store: EventStore,
  templateId: string,
  to: TemplateStatus,
  metadata?: EventMetadata,
) {
  const command: PostTemplateCommand = { type: "ChangeTemplateStatus", templateId, to };
  return handleCommand(store, postTemplateStreamId(templateId), postTemplateDecider, command, { metadata });
}

export function setShareNetworks(store: EventStore, input: unknown, metadata?: EventMetadata) {
  return handleCommand(
    store,
    SHARE_NETWORKS_STREAM_ID,
    shareNetworksDecider,
    { type: "SetShareNetworks", input },
    { metadata },
  );
}

export function runPostCommand(
  store: EventStore,
  attemptId: string,
  command: PostAttemptCommand,
  metadata?: EventMetadata,
) {
  return handleCommand(store, postAttemptStreamId(attemptId), postAttemptDecider, command, { metadata });
}

export async function loadPostAttempt(store: EventStore, attemptId: string) {
  return (await aggregateStream(store, postAttemptStreamId(attemptId), postAttemptDecider)).state;
}
