import { Hono } from "hono";
import { z } from "zod";
import { JOB_STATES, listJobs, queueCounts, recordJobRetry, retryFailedJob } from "../../../core/jobs/queues.ts";
import { errorBody } from "../../errors.ts";
import { validate } from "../../validation.ts";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { QueuesPage } from "./page.tsx";

const PAGE_SIZE = 25;

const listQuery = z.object({
  queue: z
    .string()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  state: z
    .union([z.enum(JOB_STATES, { message: `state must be one of ${JOB_STATES.join(", ")}` }), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1, "page must be 1 or more").default(1),
});

const jobParams = z.object({
  name: z.string().min(1).max(100),
  id: z.uuid("id must be a job id (a UUID)"),
});

/**
 * A retry puts the job back with one more attempt. It is recorded as an event on
 * `jobqueue-<name>` so the audit log shows who retried which job.
 */
async function retry(deps: AdminDeps, c: AdminContext, name: string, id: string): Promise<boolean> {
  const retried = await retryFailedJob(deps.database.sql, name, id);
  if (retried) {
    await recordJobRetry(deps.store, name, id, auditMetadata(c, "queues.retry"));
  }
  return retried;
}

export function queueScreens(deps: AdminDeps) {
  return new Hono<AdminEnv>()
    .get("/nimda/queues", validate("query", listQuery), async (c) => {
      const filter = c.req.valid("query");
      const [queues, { jobs, total }] = await Promise.all([
        queueCounts(deps.database.sql),
        listJobs(deps.database.sql, { ...filter, pageSize: PAGE_SIZE }),
      ]);
      return renderPage(
        c,
        <QueuesPage
          chrome={chromeOf(c, "Job queues")}
          queues={queues}
          jobs={jobs}
          total={total}
          page={filter.page}
          pageSize={PAGE_SIZE}
          query={{ queue: filter.queue, state: filter.state }}
        />,
      );
    })
    .post("/nimda/queues/:name/jobs/:id/retry", validate("param", jobParams), async (c) => {
      const { name, id } = c.req.valid("param");
      const retried = await retry(deps, c, name, id);
      return redirectWithNotice(
        c,
        `/nimda/queues?queue=${encodeURIComponent(name)}&state=failed`,
        retried ? `Job ${id} will be retried.` : `Job ${id} is not a failed job of ${name}; nothing to retry.`,
      );
    })
    .get("/nimda/api/queues", validate("query", listQuery), async (c) => {
      const filter = c.req.valid("query");
      const [queues, { jobs, total }] = await Promise.all([
        queueCounts(deps.database.sql),
        listJobs(deps.database.sql, { ...filter, pageSize: PAGE_SIZE }),
      ]);
      return c.json({
        success: true as const,
        data: { queues: queues ?? [], jobs, total, page: filter.page, pageSize: PAGE_SIZE },
      });
    })
    .post("/nimda/api/queues/:name/jobs/:id/retry", validate("param", jobParams), async (c) => {
      const { name, id } = c.req.valid("param");
      if (!(await retry(deps, c, name, id))) {
        return c.json(errorBody("not_found", `No failed job ${id} in ${name}`), 404);
      }
      return c.json({ success: true as const, data: { queue: name, jobId: id, retried: true } });
    });
}
