import type { GeneratorName } from "../../../core/content-generation/events.ts";
import {
  cancelGeneration,
  type RequestedJob,
  requestDrafts,
  retryGeneration,
} from "../../../core/content-generation/service.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import type { EventMetadata, EventStore } from "../../../core/eventstore/types.ts";
import type { Clock } from "../../../core/time/clock.ts";
import type { RequestInput } from "./input.ts";
import type { JobView } from "./queries.ts";

export interface GenerationCommandDeps {
  store: EventStore;
  clock: Clock;
  defaultGenerator: GeneratorName;
}

export function requestFromInput(
  deps: GenerationCommandDeps,
  input: RequestInput,
  metadata: EventMetadata,
): Promise<RequestedJob[]> {
  const entity = input.kind === "sight" ? { iata: input.iata, sightSlug: input.sightSlug } : { iata: input.iata };
  return requestDrafts(
    deps,
    { kind: input.kind, entity, locales: input.locales, generator: input.generator ?? deps.defaultGenerator },
    String(metadata.actor ?? "admin"),
    metadata,
  );
}

const refOf = (job: JobView) => ({ jobId: job.jobId, pageKey: job.pageKey, locale: job.locale });

export function cancelJob(deps: GenerationCommandDeps, job: JobView | null, metadata: EventMetadata) {
  if (!job) throw new DomainError("job_not_found", "No such generation job", 404);
  return cancelGeneration(deps, refOf(job), String(metadata.actor ?? "admin"), metadata);
}

export function retryJob(
  deps: GenerationCommandDeps,
  job: JobView | null,
  metadata: EventMetadata,
  generator?: GeneratorName,
) {
  if (!job) throw new DomainError("job_not_found", "No such generation job", 404);
  return retryGeneration(deps, refOf(job), String(metadata.actor ?? "admin"), metadata, generator);
}
