import type { ContentBlock } from "../cms/content-blocks.ts";
import type { CmsLocale } from "../cms/events.ts";

/** The spec's generation states; pending and processing are "open". */
export const GENERATION_STATUSES = ["pending", "processing", "completed", "failed", "cancelled"] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
export const OPEN_GENERATION_STATUSES: readonly GenerationStatus[] = ["pending", "processing"];

/** What a job drafts: a destination's page or a sight's. */
export const GENERATION_KINDS = ["destination", "sight"] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];

/** Who writes the draft: the built-in writer (our catalog, no account) or an OpenAI-compatible chat API. */
export const GENERATOR_NAMES = ["builtin", "openai"] as const;
export type GeneratorName = (typeof GENERATOR_NAMES)[number];

/** The catalog entry a job drafts for: a destination by its IATA code, a sight by its destination and English slug. */
export interface EntityRef {
  iata: string;
  sightSlug?: string;
}

interface JobEventData {
  jobId: string;
  pageKey: string;
  locale: CmsLocale;
}

/**
 * The generation jobs of one page in one language, stream `cmsgen-<pageKey>-<locale>` (issue 17,
 * decision 0079): one stream holds them all, so its decider sees the open one and refuses a second.
 */
export type GenerationEvent =
  | {
      type: "CmsGenerationRequested";
      data: JobEventData & {
        kind: GenerationKind;
        entity: EntityRef;
        generator: GeneratorName;
        /** 1 for a new request; a retry is the failed or cancelled job's attempt + 1. */
        attempt: number;
        /** The job this one retries, or null. */
        retryOf: string | null;
        by: string;
        at: string;
      };
    }
  | { type: "CmsGenerationStarted"; data: JobEventData & { at: string } }
  | { type: "CmsGenerationCompleted"; data: JobEventData & { blocks: ContentBlock[]; at: string } }
  | { type: "CmsGenerationFailed"; data: JobEventData & { error: string; at: string } }
  | { type: "CmsGenerationCancelled"; data: JobEventData & { by: string; at: string } };

export const GENERATION_EVENT_TYPES = [
  "CmsGenerationRequested",
  "CmsGenerationStarted",
  "CmsGenerationCompleted",
  "CmsGenerationFailed",
  "CmsGenerationCancelled",
] as const;

export function generationStreamId(pageKey: string, locale: CmsLocale): string {
  return `cmsgen-${pageKey}-${locale}`;
}

/** Who the worker acts as, in the events it appends and the drafts it saves. */
export const GENERATOR_ACTOR = "system:content-generator";
