import type { CmsContentEvent } from "../../core/cms/events.ts";
import { GENERATION_EVENT_TYPES, type GenerationEvent } from "../../core/content-generation/events.ts";
import { createTablesSql, ident, type Projection } from "../projection.ts";

/**
 * content_generation_jobs: the spec's sight-generation logs, one row per job with its page,
 * language, generator, attempt, status, error, who asked and when it was requested, started and
 * finished. A draft the worker saved for a job (its causation id) fills draft_snapshot.
 */
export const contentGenerationProjection: Projection<GenerationEvent | CmsContentEvent> = {
  name: "content_generation",
  version: 1,
  eventTypes: [...GENERATION_EVENT_TYPES, "CmsContentDraftSaved"],
  tables: ["content_generation_jobs"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.content_generation_jobs (
        job_id text PRIMARY KEY, page_key text NOT NULL, locale text NOT NULL, kind text NOT NULL,
        entity_iata text NOT NULL, sight_slug text, generator text NOT NULL, status text NOT NULL,
        attempt int NOT NULL, retry_of text, error text, block_count int, draft_snapshot int,
        requested_by text NOT NULL, cancelled_by text,
        requested_at timestamptz NOT NULL, started_at timestamptz, finished_at timestamptz
      );
      CREATE INDEX ON ${s}.content_generation_jobs (requested_at DESC);
      CREATE INDEX ON ${s}.content_generation_jobs (status, requested_at DESC);
    `,
  ),

  async handle(tx, events, schema) {
    const s = ident(schema);
    const update = (jobId: string, set: string, values: unknown[]) =>
      tx.unsafe(`UPDATE ${s}.content_generation_jobs SET ${set} WHERE job_id = $1`, [jobId, ...values] as never[]);
    for (const event of events) {
      switch (event.type) {
        case "CmsGenerationRequested": {
          const d = event.data;
          await tx.unsafe(
            `INSERT INTO ${s}.content_generation_jobs
               (job_id, page_key, locale, kind, entity_iata, sight_slug, generator, status, attempt, retry_of,
                requested_by, requested_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10, $11)
             ON CONFLICT (job_id) DO NOTHING`,
            [
              d.jobId,
              d.pageKey,
              d.locale,
              d.kind,
              d.entity.iata,
              d.entity.sightSlug ?? null,
              d.generator,
              d.attempt,
              d.retryOf,
              d.by,
              d.at,
            ] as never[],
          );
          break;
        }
        case "CmsGenerationStarted":
          await update(event.data.jobId, "status = 'processing', started_at = $2", [event.data.at]);
          break;
        case "CmsGenerationCompleted":
          await update(event.data.jobId, "status = 'completed', finished_at = $2, block_count = $3", [
            event.data.at,
            event.data.blocks.length,
          ]);
          break;
        case "CmsGenerationFailed":
          await update(event.data.jobId, "status = 'failed', finished_at = $2, error = $3", [
            event.data.at,
            event.data.error,
          ]);
          break;
        case "CmsGenerationCancelled":
          await update(event.data.jobId, "status = 'cancelled', finished_at = $2, cancelled_by = $3", [
            event.data.at,
            event.data.by,
          ]);
          break;
        case "CmsContentDraftSaved": {
          const jobId = event.metadata.causationId;
          if (typeof jobId === "string") await update(jobId, "draft_snapshot = $2", [event.data.snapshot]);
          break;
        }
        default:
          break;
      }
    }
  },
};
