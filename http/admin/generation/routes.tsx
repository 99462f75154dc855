import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { GeneratorName } from "../../../core/content-generation/events.ts";
import { systemClock } from "../../../core/time/clock.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { attempt, invalid, refusalJson } from "../shell/outcome.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { cancelJob, type GenerationCommandDeps, requestFromInput, retryJob } from "./commands.ts";
import {
  generatorProblem,
  listQuerySchema,
  REQUEST_FORM_FIELDS,
  requestFromForm,
  requestSchema,
  retrySchema,
} from "./input.ts";
import { GENERATION_PATH, GenerationPage, type RequestFormValues } from "./pages.tsx";
import { jobById, jobList } from "./queries.ts";

const API_PATH = "/nimda/api/generation";
const BUILTIN_ONLY = { default: "builtin", available: ["builtin"] } as const;

/** The form's one picker stands for kind, IATA and sight: their issues show beside it. */
const formIssues = (issues: Issue[]): Issue[] =>
  issues.map((issue) => ({
    ...issue,
    path: REQUEST_FORM_FIELDS[issue.path as keyof typeof REQUEST_FORM_FIELDS] ?? issue.path,
  }));

const objectBody = async (c: AdminContext): Promise<Record<string, unknown> | null> => {
  const body = await c.req.json().catch(() => undefined);
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
};
const notJson = (c: AdminContext) => c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
const noJob = (c: AdminContext) => c.json(errorBody("job_not_found", "No such generation job"), 404);

/** /nimda/generation: the draft generation queue and its log; request, cancel and retry; each with a JSON twin. */
export function generationScreens(deps: AdminDeps) {
  const db = deps.database.db;
  const generators = deps.contentGenerators ?? BUILTIN_ONLY;
  const commandDeps: GenerationCommandDeps = {
    store: deps.store,
    clock: deps.clock ?? systemClock,
    defaultGenerator: generators.default,
  };
  const checkGenerator = (name: GeneratorName | undefined): Issue[] => {
    const problem = generatorProblem(name, generators.available);
    return problem ? [{ path: "generator", message: problem }] : [];
  };

  const page = async (
    c: AdminContext,
    options: { form?: RequestFormValues; issues?: Issue[]; message?: string; status?: ContentfulStatusCode } = {},
  ) => {
    const parsed = listQuerySchema.safeParse(c.req.query());
    const status = parsed.success ? parsed.data.status : undefined;
    const issues = [...(parsed.success ? [] : zodIssues(parsed.error)), ...(options.issues ?? [])];
    return renderPage(
      c,
      <GenerationPage
        chrome={chromeOf(c, "Generated drafts")}
        {...(await jobList(db, status))}
        status={status}
        generators={generators}
        form={options.form}
        issues={issues}
        message={options.message}
      />,
      options.status ?? (parsed.success ? 200 : 400),
    );
  };

  return new Hono<AdminEnv>()
    .get(GENERATION_PATH, (c) => page(c))
    .post(GENERATION_PATH, async (c) => {
      const body = await c.req.parseBody({ all: true });
      const raw = requestFromForm(body);
      const form = {
        target: formText(body, "target"),
        locales: (raw as { locales: string[] }).locales,
        generator: formText(body, "generator"),
      };
      const parsed = requestSchema.safeParse(raw);
      if (!parsed.success) return page(c, { form, issues: formIssues(zodIssues(parsed.error)), status: 400 });
      const generatorIssues = checkGenerator(parsed.data.generator);
      if (generatorIssues.length > 0) return page(c, { form, issues: generatorIssues, status: 400 });
      const outcome = await attempt(() =>
        requestFromInput(commandDeps, parsed.data, auditMetadata(c, "generation.request")),
      );
      if (!outcome.ok) return page(c, { form, message: outcome.message, status: outcome.status });
      const pageKey = outcome.value[0]?.pageKey ?? "";
      return redirectWithNotice(c, GENERATION_PATH, `Queued ${outcome.value.length} draft(s) of ${pageKey}.`);
    })
    .post(`${GENERATION_PATH}/:jobId/cancel`, async (c) => {
      const job = await jobById(db, c.req.param("jobId"));
      if (!job) return page(c, { message: "No such generation job", status: 404 });
      const outcome = await attempt(() => cancelJob(commandDeps, job, auditMetadata(c, "generation.cancel")));
      if (!outcome.ok) return page(c, { message: outcome.message, status: outcome.status });
      return redirectWithNotice(
        c,
        GENERATION_PATH,
        outcome.value ? "Job cancelled." : "The job was already cancelled.",
      );
    })
    .post(`${GENERATION_PATH}/:jobId/retry`, async (c) => {
      const job = await jobById(db, c.req.param("jobId"));
      if (!job) return page(c, { message: "No such generation job", status: 404 });
      const outcome = await attempt(() => retryJob(commandDeps, job, auditMetadata(c, "generation.retry")));
      if (!outcome.ok) return page(c, { message: outcome.message, status: outcome.status });
      return redirectWithNotice(c, GENERATION_PATH, `Job queued again as attempt ${job.attempt + 1}.`);
    })

    .get(API_PATH, async (c) => {
      const parsed = listQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return refusalJson(c, invalid(zodIssues(parsed.error)));
      return c.json({ success: true as const, data: { ...(await jobList(db, parsed.data.status)), generators } });
    })
    .post(API_PATH, async (c) => {
      const body = await objectBody(c);
      if (!body) return notJson(c);
      const parsed = requestSchema.safeParse(body);
      if (!parsed.success) return refusalJson(c, invalid(zodIssues(parsed.error)));
      const generatorIssues = checkGenerator(parsed.data.generator);
      if (generatorIssues.length > 0) return refusalJson(c, invalid(generatorIssues));
      const outcome = await attempt(() =>
        requestFromInput(commandDeps, parsed.data, auditMetadata(c, "generation.request")),
      );
      if (!outcome.ok) return refusalJson(c, outcome);
      return c.json({ success: true as const, data: { jobs: outcome.value } }, 201);
    })
    .get(`${API_PATH}/:jobId`, async (c) => {
      const job = await jobById(db, c.req.param("jobId"));
      return job ? c.json({ success: true as const, data: job }) : noJob(c);
    })
    .post(`${API_PATH}/:jobId/cancel`, async (c) => {
      const job = await jobById(db, c.req.param("jobId"));
      if (!job) return noJob(c);
      const outcome = await attempt(() => cancelJob(commandDeps, job, auditMetadata(c, "generation.cancel")));
      if (!outcome.ok) return refusalJson(c, outcome);
      return c.json({
        success: true as const,
        data: { jobId: job.jobId, status: "cancelled", changed: outcome.value },
      });
    })
    .post(`${API_PATH}/:jobId/retry`, async (c) => {
      const job = await jobById(db, c.req.param("jobId"));
      if (!job) return noJob(c);
      const body = c.req.header("content-type")?.includes("json") ? await objectBody(c) : {};
      if (!body) return notJson(c);
      const parsed = retrySchema.safeParse(body);
      if (!parsed.success) return refusalJson(c, invalid(zodIssues(parsed.error)));
      const generatorIssues = checkGenerator(parsed.data.generator);
      if (generatorIssues.length > 0) return refusalJson(c, invalid(generatorIssues));
      const outcome = await attempt(() =>
        retryJob(commandDeps, job, auditMetadata(c, "generation.retry"), parsed.data.generator),
      );
      if (!outcome.ok) return refusalJson(c, outcome);
      return c.json(
        { success: true as const, data: { jobId: outcome.value, retryOf: job.jobId, attempt: job.attempt + 1 } },
        201,
      );
    });
}
