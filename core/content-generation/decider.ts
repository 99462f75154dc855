import { z } from "zod";
import { CONTENT_SCHEMA, type ContentBlock } from "../cms/content-blocks.ts";
import { CMS_LOCALES, type CmsLocale } from "../cms/events.ts";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import {
  type EntityRef,
  GENERATION_KINDS,
  GENERATOR_NAMES,
  type GenerationEvent,
  type GenerationKind,
  type GenerationStatus,
  type GeneratorName,
  OPEN_GENERATION_STATUSES,
} from "./events.ts";
import { pageKeyFor } from "./targets.ts";

interface JobRef {
  pageKey: string;
  locale: CmsLocale;
  jobId: string;
  at: string;
}

export type GenerationCommand =
  | (JobRef & {
      type: "RequestGeneration";
      kind: GenerationKind;
      entity: EntityRef;
      generator: GeneratorName;
      by: string;
    })
  | (JobRef & { type: "StartGeneration" })
  | (JobRef & { type: "CompleteGeneration"; blocks: unknown })
  | (JobRef & { type: "FailGeneration"; error: string })
  | (JobRef & { type: "CancelGeneration"; by: string })
  /** A failed or cancelled job `jobId` comes back as the new pending job `newJobId`. */
  | (JobRef & { type: "RetryGeneration"; newJobId: string; generator?: GeneratorName; by: string });

export interface GenerationJob {
  status: GenerationStatus;
  kind: GenerationKind;
  entity: EntityRef;
  generator: GeneratorName;
  attempt: number;
}

export interface GenerationState {
  jobs: Map<string, GenerationJob>;
  /** The pending or processing job, if any: there is at most one per page and language. */
  open: string | null;
}

const refuse = (code: string, message: string, status: 400 | 404 | 409 = 409): never => {
  throw new DomainError(code, message, status);
};

const ERROR_MAX = 2000;

function requireJob(state: GenerationState, jobId: string): GenerationJob {
  return state.jobs.get(jobId) ?? refuse("job_not_found", `There is no generation job ${jobId}`, 404);
}

function refuseWhileOpen(state: GenerationState, pageKey: string, locale: CmsLocale): void {
  const open = state.open ? state.jobs.get(state.open) : undefined;
  if (!state.open || !open) return;
  refuse(
    "job_open",
    `A draft of ${pageKey} (${locale}) is already being generated: job ${state.open} is ${open.status}. Cancel it or wait until it finishes.`,
  );
}

function checkRequest(command: Extract<GenerationCommand, { type: "RequestGeneration" }>): void {
  if (!CMS_LOCALES.includes(command.locale)) refuse("invalid_locale", "locale must be bg or en", 400);
  if (!GENERATION_KINDS.includes(command.kind)) refuse("invalid_kind", "kind must be destination or sight", 400);
  if (!GENERATOR_NAMES.includes(command.generator))
    refuse("invalid_generator", "generator must be builtin or openai", 400);
  if (!/^[A-Z]{3}$/.test(command.entity.iata)) refuse("invalid_entity", "An IATA code is three capital letters", 400);
  if (command.kind === "sight" && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(command.entity.sightSlug ?? "")) {
    refuse("invalid_entity", "A sight is named by its slug: lower-case letters, digits and dashes", 400);
  }
  if (pageKeyFor(command.kind, command.entity) !== command.pageKey) {
    refuse("invalid_page_key", `The ${command.kind}'s page is ${pageKeyFor(command.kind, command.entity)}`, 400);
  }
}

/** The generator's blocks as the content decider will take them: at least one, all valid. */
function parseBlocks(input: unknown): ContentBlock[] {
  const parsed = CONTENT_SCHEMA.min(1, "At least one block").safeParse(input);
  if (!parsed.success) return refuse("invalid_content", z.prettifyError(parsed.error).replaceAll("\n", " "), 400);
  return parsed.data;
}

/**
 * The generation jobs of one page in one language (issue 17): pending -> processing -> completed
 * or failed, cancelled while open, and a failed or cancelled job retried as a new pending one.
 * At most one job is open at a time; a second request is a 409 that names the open one.
 */
export const generationDecider: Decider<GenerationCommand, GenerationEvent, GenerationState> = {
  initialState: () => ({ jobs: new Map(), open: null }),

  decide(command, state) {
    const { pageKey, locale, jobId, at } = command;
    const ref = { jobId, pageKey, locale };
    switch (command.type) {
      case "RequestGeneration": {
        checkRequest(command);
        if (state.jobs.has(jobId)) return []; // the same request again
        refuseWhileOpen(state, pageKey, locale);
        const { kind, entity, generator, by } = command;
        return [
          {
            type: "CmsGenerationRequested",
            data: { ...ref, kind, entity, generator, attempt: 1, retryOf: null, by, at },
          },
        ];
      }
      case "StartGeneration": {
        const job = requireJob(state, jobId);
        // a worker that died mid-run left it processing: the next run carries on
        if (job.status === "processing") return [];
        if (job.status !== "pending") return refuse("not_pending", `Job ${jobId} is ${job.status}, not pending`);
        return [{ type: "CmsGenerationStarted", data: { ...ref, at } }];
      }
      case "CompleteGeneration": {
        const job = requireJob(state, jobId);
        if (job.status !== "processing")
          return refuse("not_processing", `Job ${jobId} is ${job.status}, not processing`);
        return [{ type: "CmsGenerationCompleted", data: { ...ref, blocks: parseBlocks(command.blocks), at } }];
      }
      case "FailGeneration": {
        const job = requireJob(state, jobId);
        if (!OPEN_GENERATION_STATUSES.includes(job.status)) {
          return refuse("not_open", `Job ${jobId} is ${job.status}; only an open job can fail`);
        }
        const error = command.error.trim().slice(0, ERROR_MAX) || "The generator failed without saying why";
        return [{ type: "CmsGenerationFailed", data: { ...ref, error, at } }];
      }
      case "CancelGeneration": {
        const job = requireJob(state, jobId);
        if (job.status === "cancelled") return [];
        if (!OPEN_GENERATION_STATUSES.includes(job.status)) {
          return refuse("not_open", `Job ${jobId} is ${job.status}; only a pending or processing job can be cancelled`);
        }
        return [{ type: "CmsGenerationCancelled", data: { ...ref, by: command.by, at } }];
      }
      case "RetryGeneration": {
        const job = requireJob(state, jobId);
        if (job.status !== "failed" && job.status !== "cancelled") {
          return refuse(
            "not_retryable",
            `Job ${jobId} is ${job.status}; only a failed or cancelled job can be retried`,
          );
        }
        if (state.jobs.has(command.newJobId)) return [];
        refuseWhileOpen(state, pageKey, locale);
        const generator = command.generator ?? job.generator;
        if (!GENERATOR_NAMES.includes(generator))
          refuse("invalid_generator", "generator must be builtin or openai", 400);
        return [
          {
            type: "CmsGenerationRequested",
            data: {
              jobId: command.newJobId,
              pageKey,
              locale,
              kind: job.kind,
              entity: job.entity,
              generator,
              attempt: job.attempt + 1,
              retryOf: jobId,
              by: command.by,
              at,
            },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    const jobs = new Map(state.jobs);
    const { jobId } = event.data;
    const moved = (status: GenerationStatus): GenerationState => {
      const job = jobs.get(jobId);
      if (job) jobs.set(jobId, { ...job, status });
      const open = OPEN_GENERATION_STATUSES.includes(status) ? jobId : state.open === jobId ? null : state.open;
      return { jobs, open };
    };
    switch (event.type) {
      case "CmsGenerationRequested": {
        const { kind, entity, generator, attempt } = event.data;
        jobs.set(jobId, { status: "pending", kind, entity, generator, attempt });
        return { jobs, open: jobId };
      }
      case "CmsGenerationStarted":
        return moved("processing");
      case "CmsGenerationCompleted":
        return moved("completed");
      case "CmsGenerationFailed":
        return moved("failed");
      case "CmsGenerationCancelled":
        return moved("cancelled");
    }
  },
};
