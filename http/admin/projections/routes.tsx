import { Hono } from "hono";
import { recordProjectionRebuild } from "../../../core/rebuilds/events.ts";
import type { ProjectionRunner } from "../../../projections/runner.ts";
import { errorBody } from "../../errors.ts";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { type ProjectionRow, ProjectionsPage } from "./page.tsx";

/** The rebuilds this process runs: a second request for one already running is refused. */
const running = new Map<string, Promise<void>>();

async function rows(projections: ProjectionRunner): Promise<ProjectionRow[]> {
  return (await projections.status()).map((status) => ({
    ...status,
    runningHere: running.has(status.name),
    eventTypes: projections.get(status.name).eventTypes,
  }));
}

type StartResult = { ok: true; correlationId: string } | { ok: false; status: 404 | 409; message: string };

/**
 * Starts a blue-green rebuild in the background and answers at once. The request, the outcome
 * and its duration are events on `projection-<name>`, so the audit log shows who rebuilt what.
 */
async function startRebuild(deps: AdminDeps, c: AdminContext, name: string): Promise<StartResult> {
  if (!deps.projections.projections.some((p) => p.name === name)) {
    return { ok: false, status: 404, message: `No projection named ${name}` };
  }
  if (running.has(name)) return { ok: false, status: 409, message: `${name} is already being rebuilt` };
  const metadata = auditMetadata(c, "projections.rebuild");
  await recordProjectionRebuild(
    deps.store,
    { type: "ProjectionRebuildRequested", data: { projection: name } },
    metadata,
  );
  const started = Date.now();
  const rebuild = deps.projections
    .rebuild(name)
    .then(() =>
      recordProjectionRebuild(
        deps.store,
        { type: "ProjectionRebuildCompleted", data: { projection: name, seconds: (Date.now() - started) / 1000 } },
        { ...metadata, action: "projections.rebuild_completed" },
      ),
    )
    .catch(async (error: unknown) => {
      deps.logger.error("projection rebuild failed", { projection: name, error });
      await recordProjectionRebuild(
        deps.store,
        { type: "ProjectionRebuildFailed", data: { projection: name, error: String(error).slice(0, 500) } },
        { ...metadata, action: "projections.rebuild_failed" },
      ).catch(() => {});
    })
    .then(() => {
      running.delete(name);
    });
  running.set(name, rebuild);
  return { ok: true, correlationId: String(metadata.correlationId ?? "") };
}

/** For tests and shutdown: resolves when every rebuild started here has finished. */
export function rebuildsSettled(): Promise<void> {
  return Promise.all(running.values()).then(() => {});
}

export function projectionScreens(deps: AdminDeps) {
  const page = async (c: AdminContext, error?: string, status: 200 | 404 | 409 = 200) => {
    const list = await rows(deps.projections);
    if (list.some((row) => row.rebuild)) c.header("refresh", "2");
    return renderPage(c, <ProjectionsPage chrome={chromeOf(c, "Projections")} rows={list} error={error} />, status);
  };
  return new Hono<AdminEnv>()
    .get("/nimda/projections", (c) => page(c))
    .post("/nimda/projections/:name/rebuild", async (c) => {
      const name = c.req.param("name");
      const result = await startRebuild(deps, c, name);
      if (!result.ok) return page(c, result.message, result.status);
      return redirectWithNotice(c, "/nimda/projections", `Rebuild of ${name} started.`);
    })
    .get("/nimda/api/projections", async (c) => c.json({ success: true as const, data: await rows(deps.projections) }))
    .post("/nimda/api/projections/:name/rebuild", async (c) => {
      const name = c.req.param("name");
      const result = await startRebuild(deps, c, name);
      if (!result.ok) {
        return c.json(
          errorBody(result.status === 404 ? "not_found" : "rebuild_running", result.message),
          result.status,
        );
      }
      return c.json({ success: true as const, data: { projection: name, started: true } }, 202);
    });
}
