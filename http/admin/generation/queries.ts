import { CMS_LOCALES } from "../../../core/cms/events.ts";
import { GENERATION_STATUSES } from "../../../core/content-generation/events.ts";
import type { Db } from "../../../core/db/database.ts";
import { isUuid } from "../../../core/ids.ts";
import {
  type GenerationJobRow,
  generationJob,
  generationJobs,
  generationStatusCounts,
} from "../../../projections/content-generation/queries.ts";

export type JobView = GenerationJobRow & { editorPath: string; canCancel: boolean; canRetry: boolean };

/** The page's content editor for the job's language (the CMS area's screen). */
export const editorPath = (pageKey: string, locale: string) => `/nimda/cms/${pageKey}/content/${locale}`;

function viewOf(row: GenerationJobRow): JobView {
  return {
    ...row,
    editorPath: editorPath(row.pageKey, row.locale),
    canCancel: row.status === "pending" || row.status === "processing",
    canRetry: row.status === "failed" || row.status === "cancelled",
  };
}

export async function jobList(db: Db, status?: string) {
  const [jobs, counts] = await Promise.all([generationJobs(db, { status }), generationStatusCounts(db)]);
  return {
    jobs: jobs.map(viewOf),
    counts: Object.fromEntries(GENERATION_STATUSES.map((s) => [s, counts[s] ?? 0])),
  };
}

/** A job by id; anything not shaped like one is simply not found. */
export async function jobById(db: Db, jobId: string): Promise<JobView | null> {
  if (!isUuid(jobId)) return null;
  const row = await generationJob(db, jobId);
  return row && CMS_LOCALES.includes(row.locale) ? viewOf(row) : null;
}
