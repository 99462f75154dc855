import type { CmsContentEvent, CmsLocale } from "../cms/events.ts";
import { cmsContentStreamId } from "../cms/events.ts";
import { runCmsContentCommand } from "../cms/runner.ts";
import { DomainError } from "../eventstore/decider.ts";
import type { EventStore } from "../eventstore/types.ts";
import type { Logger } from "../log/logger.ts";
import type { Clock } from "../time/clock.ts";
import { GENERATOR_ACTOR, type GenerationEvent, type GeneratorName, generationStreamId } from "./events.ts";
import type { EntityFacts } from "./facts.ts";
import type { ContentGenerator } from "./generator.ts";
import { loadGenerationState, runGenerationCommand } from "./service.ts";
import { findTarget, type GenerationTarget } from "./targets.ts";

export interface GenerationRunDeps {
  store: EventStore;
  /** The writers this process has: the built-in one always, the chat API's when configured. */
  generators: Partial<Record<GeneratorName, ContentGenerator>>;
  /** What the catalog and the read models know of the target when the job runs. */
  factsFor(target: GenerationTarget): Promise<EntityFacts>;
  clock: Clock;
  logger: Logger;
}

export interface JobRef {
  jobId: string;
  pageKey: string;
  locale: CmsLocale;
}

export type RunOutcome = "completed" | "failed" | "cancelled" | "skipped";

const SYSTEM = (jobId: string) => ({ actor: GENERATOR_ACTOR, causationId: jobId });
const NOT_CONFIGURED: Record<GeneratorName, string> = {
  builtin: "The built-in generator is not available in this process",
  openai:
    "The openai generator is not configured: set OPENAI_API_KEY (and CONTENT_GENERATOR=openai to make it the default)",
};

/**
 * One job, start to end: start -> generate -> complete, then the text lands as a draft of the
 * page's content (never submitted, never live). Completing first means a job cancelled while it
 * was generating is refused by its own stream and no draft lands. A job that is not pending (done,
 * cancelled, or gone) is not run; one left processing by a dead worker runs again.
 */
export async function runGenerationJob(deps: GenerationRunDeps, ref: JobRef): Promise<RunOutcome> {
  const state = await loadGenerationState(deps.store, ref.pageKey, ref.locale);
  const job = state.jobs.get(ref.jobId);
  if (!job) return "skipped";
  if (job.status === "completed") {
    await landDraft(deps, ref);
    return "completed";
  }
  if (job.status !== "pending" && job.status !== "processing")
    return job.status === "cancelled" ? "cancelled" : "skipped";
  const metadata = SYSTEM(ref.jobId);
  const now = () => deps.clock().toISOString();
  await runGenerationCommand(deps.store, { type: "StartGeneration", ...ref, at: now() }, metadata);
  let blocks: unknown;
  try {
    const generator = deps.generators[job.generator];
    if (!generator) throw new Error(NOT_CONFIGURED[job.generator]);
    const facts = await deps.factsFor(findTarget(job.kind, job.entity));
    blocks = await generator.generate({ kind: job.kind, locale: ref.locale, facts });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.logger.warn("draft generation failed", { ...ref, generator: job.generator, error: message });
    return settle(
      () => runGenerationCommand(deps.store, { type: "FailGeneration", ...ref, error: message, at: now() }, metadata),
      "failed",
    );
  }
  const completed = await settle(
    () => runGenerationCommand(deps.store, { type: "CompleteGeneration", ...ref, blocks, at: now() }, metadata),
    "completed",
  );
  if (completed === "completed") await landDraft(deps, ref);
  return completed;
}

/** A refusal here means an admin cancelled the job meanwhile; a bad generator output fails it. */
async function settle(run: () => Promise<unknown>, outcome: RunOutcome): Promise<RunOutcome> {
  try {
    await run();
    return outcome;
  } catch (error) {
    if (error instanceof DomainError && error.status === 409) return "cancelled";
    throw error;
  }
}

/**
 * Saves the completed job's blocks as a draft of the page's content, once: a run after a crash
 * between completing and saving finds no draft caused by the job and saves it then.
 */
async function landDraft(deps: GenerationRunDeps, ref: JobRef): Promise<void> {
  const { events } = await deps.store.readStream<CmsContentEvent>(cmsContentStreamId(ref.pageKey, ref.locale));
  if (events.some((event) => event.metadata.causationId === ref.jobId)) return;
  const { events: jobEvents } = await deps.store.readStream<GenerationEvent>(
    generationStreamId(ref.pageKey, ref.locale),
  );
  const completed = jobEvents.find(
    (event) => event.type === "CmsGenerationCompleted" && event.data.jobId === ref.jobId,
  );
  if (completed?.type !== "CmsGenerationCompleted") return;
  await runCmsContentCommand(
    deps.store,
    {
      type: "SaveContentDraft",
      pageKey: ref.pageKey,
      locale: ref.locale,
      blocks: completed.data.blocks,
      by: GENERATOR_ACTOR,
      at: deps.clock().toISOString(),
    },
    SYSTEM(ref.jobId),
  );
}
