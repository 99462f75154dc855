import { type Context, Hono } from "hono";
import { errorBody, zodIssues } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import type { AdminContext, AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import {
  crawlNow,
  crawlNowNotice,
  createBinding,
  createProfile,
  setBindingPaused,
  setPaused,
  updateBinding,
  updateProfile,
} from "./commands.ts";
import {
  bindingQuerySchema,
  checkBindingChanges,
  checkProfile,
  jsonObject,
  listQuerySchema,
  mergedInput,
  replacementInput,
} from "./input.ts";
import {
  BINDING_PAGE_SIZE,
  type LoadedBinding,
  listBindings,
  listProfiles,
  loadBinding,
  loadProfile,
  type ProfileState,
} from "./queries.ts";

function badInput(c: Context, issues: Issue[]) {
  return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
}

function notFound(c: Context, what: string) {
  return c.json(errorBody("not_found", what), 404);
}

function profileJson(id: string, state: ProfileState) {
  return { id, ...state.profile, paused: state.paused };
}

function bindingJson(id: string, loaded: LoadedBinding) {
  return { id, ...loaded.binding, paused: loaded.paused };
}

/** The JSON twins of the crawling pages, under /nimda/api/crawling. */
export function apiRoutes(deps: AdminDeps) {
  const update = (mode: "replace" | "merge") => async (c: AdminContext) => {
    const id = c.req.param("id") ?? "";
    const state = await loadProfile(deps.store, id);
    if (!state) return notFound(c, `No search profile ${id}`);
    const body = await jsonObject(c);
    if (!body) return badInput(c, [{ path: "", message: "The body must be a JSON object" }]);
    const changes = mode === "replace" ? replacementInput(body) : body;
    const checked = checkProfile(mode === "replace" ? changes : mergedInput(state.profile, changes));
    if (!checked.ok) return badInput(c, checked.issues);
    const { changed } = await updateProfile(c, deps, id, changes);
    const after = await loadProfile(deps.store, id);
    return c.json({ success: true, data: { ...profileJson(id, after ?? state), changed } });
  };

  return new Hono<AdminEnv>()
    .get("/nimda/api/crawling/profiles", async (c) => {
      const parsed = listQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return badInput(c, zodIssues(parsed.error));
      const { rows, total } = await listProfiles(deps, parsed.data);
      return c.json({
        success: true,
        data: { profiles: rows, total, page: parsed.data.page, pageSize: parsed.data.pageSize },
      });
    })
    .post("/nimda/api/crawling/profiles", async (c) => {
      const body = await jsonObject(c);
      if (!body) return badInput(c, [{ path: "", message: "The body must be a JSON object" }]);
      const checked = checkProfile(body);
      if (!checked.ok) return badInput(c, checked.issues);
      const id = await createProfile(c, deps, checked.value.label, body);
      const state = await loadProfile(deps.store, id);
      return c.json({ success: true, data: state ? profileJson(id, state) : { id } }, 201);
    })
    .get("/nimda/api/crawling/profiles/:id", async (c) => {
      const id = c.req.param("id");
      const state = await loadProfile(deps.store, id);
      if (!state) return notFound(c, `No search profile ${id}`);
      const parsed = bindingQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return badInput(c, zodIssues(parsed.error));
      const bindings = await listBindings(deps, id, parsed.data);
      return c.json({
        success: true,
        data: {
          profile: profileJson(id, state),
          bindings: bindings.rows,
          bindingTotal: bindings.total,
          page: parsed.data.bpage,
          pageSize: BINDING_PAGE_SIZE,
        },
      });
    })
    .put("/nimda/api/crawling/profiles/:id", update("replace"))
    .patch("/nimda/api/crawling/profiles/:id", update("merge"))
    .post("/nimda/api/crawling/profiles/:id/:action{pause|resume}", async (c) => {
      const id = c.req.param("id");
      if (!(await loadProfile(deps.store, id))) return notFound(c, `No search profile ${id}`);
      return c.json({ success: true, data: await setPaused(c, deps, id, c.req.param("action") === "pause") });
    })
    .post("/nimda/api/crawling/profiles/:id/bindings", async (c) => {
      const id = c.req.param("id");
      if (!(await loadProfile(deps.store, id))) return notFound(c, `No search profile ${id}`);
      const body = await jsonObject(c);
      if (!body) return badInput(c, [{ path: "", message: "The body must be a JSON object" }]);
      // the profile comes from the path, never from the body
      const result = await createBinding(c, deps, id, { ...body, profileId: id });
      if (!result.ok) return badInput(c, result.issues);
      return c.json({ success: true, data: { id: result.value.bindingId, ...result.value.binding } }, 201);
    })
    .patch("/nimda/api/crawling/bindings/:id", async (c) => {
      const id = c.req.param("id");
      const loaded = await loadBinding(deps.store, id);
      if (!loaded) return notFound(c, `No binding ${id}`);
      const body = await jsonObject(c);
      if (!body) return badInput(c, [{ path: "", message: "The body must be a JSON object" }]);
      const checked = checkBindingChanges(body);
      if (!checked.ok) return badInput(c, checked.issues);
      const { changed } = await updateBinding(c, deps, id, checked.value);
      const after = await loadBinding(deps.store, id);
      return c.json({ success: true, data: { ...bindingJson(id, after ?? loaded), changed } });
    })
    .post("/nimda/api/crawling/bindings/:id/:action{pause|resume}", async (c) => {
      const id = c.req.param("id");
      if (!(await loadBinding(deps.store, id))) return notFound(c, `No binding ${id}`);
      return c.json({ success: true, data: await setBindingPaused(c, deps, id, c.req.param("action") === "pause") });
    })
    .post("/nimda/api/crawling/bindings/:id/crawl", async (c) => {
      const id = c.req.param("id");
      const loaded = await loadBinding(deps.store, id);
      if (!loaded) return notFound(c, `No binding ${id}`);
      const result = await crawlNow(c, deps, id, loaded);
      return c.json({
        success: true,
        data: { ...result, queued: result.jobId !== null, message: crawlNowNotice(result) },
      });
    });
}
