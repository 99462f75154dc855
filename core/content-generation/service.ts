import { randomUUID } from "node:crypto";
import type { CmsLocale } from "../cms/events.ts";
import { runCmsPageCommand } from "../cms/runner.ts";
import { aggregateStream } from "../eventstore/aggregate-stream.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import type { Clock } from "../time/clock.ts";
import { type GenerationCommand, type GenerationState, generationDecider } from "./decider.ts";
import {
  type EntityRef,
  type GenerationEvent,
  type GenerationKind,
  type GeneratorName,
  generationStreamId,
} from "./events.ts";
import { findTarget } from "./targets.ts";

/** Runs one command against a page's generation jobs in one language: the admin and the worker. */
export function runGenerationCommand(store: EventStore, command: GenerationCommand, metadata: EventMetadata) {
  return handleCommand(store, generationStreamId(command.pageKey, command.locale), generationDecider, command, {
    metadata,
  });
}

/** The jobs of a page in one language, folded from its stream. */
export async function loadGenerationState(
  store: EventStore,
  pageKey: string,
  locale: CmsLocale,
): Promise<GenerationState> {
  return (
    await aggregateStream<GenerationEvent, GenerationState>(
      store,
      generationStreamId(pageKey, locale),
      generationDecider,
    )
  ).state;
}

export interface DraftRequest {
  kind: GenerationKind;
  entity: EntityRef;
  locales: readonly CmsLocale[];
  generator: GeneratorName;
}

export interface RequestedJob {
  jobId: string;
  pageKey: string;
  locale: CmsLocale;
}

/**
 * Queues a draft of a catalog entry's page in each language asked for. Every language is decided
 * before anything is appended, so a language with an open job refuses the whole request (409)
 * and nothing is stored. The entry's CMS page is created (without localizations) on first use.
 */
export async function requestDrafts(
  deps: { store: EventStore; clock: Clock },
  input: DraftRequest,
  by: string,
  metadata: EventMetadata,
): Promise<RequestedJob[]> {
  const target = findTarget(input.kind, input.entity);
  const at = deps.clock().toISOString();
  const commands = [...new Set(input.locales)].map(
    (locale): GenerationCommand => ({
      type: "RequestGeneration",
      jobId: randomUUID(),
      pageKey: target.pageKey,
      locale,
      kind: target.kind,
      entity: target.entity,
      generator: input.generator,
      by,
      at,
    }),
  );
  for (const command of commands) {
    generationDecider.decide(command, await loadGenerationState(deps.store, command.pageKey, command.locale));
  }
  await runCmsPageCommand(deps.store, { type: "CreatePage", pageKey: target.pageKey, pageType: target.kind }, metadata);
  for (const command of commands) await runGenerationCommand(deps.store, command, metadata);
  return commands.map(({ jobId, pageKey, locale }) => ({ jobId, pageKey, locale }));
}

/** A failed or cancelled job queued again as a new pending job; the new job's id. */
export async function retryGeneration(
  deps: { store: EventStore; clock: Clock },
  job: { jobId: string; pageKey: string; locale: CmsLocale },
  by: string,
  metadata: EventMetadata,
  generator?: GeneratorName,
): Promise<string> {
  const newJobId = randomUUID();
  await runGenerationCommand(
    deps.store,
    {
      type: "RetryGeneration",
      ...job,
      newJobId,
      by,
      at: deps.clock().toISOString(),
      ...(generator ? { generator } : {}),
    },
    metadata,
  );
  return newJobId;
}

export async function cancelGeneration(
  deps: { store: EventStore; clock: Clock },
  job: { jobId: string; pageKey: string; locale: CmsLocale },
  by: string,
  metadata: EventMetadata,
): Promise<boolean> {
  const { events } = await runGenerationCommand(
    deps.store,
    { type: "CancelGeneration", ...job, by, at: deps.clock().toISOString() },
    metadata,
  );
  return events.length > 0;
}
