import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { systemClock } from "../../../core/time/clock.ts";
import type { AdminContext, AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { apiRoutes } from "./api-routes.ts";
import { crawlBudget } from "./budget-queries.ts";
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
  bindingChangesFromForm,
  bindingInputFromForm,
  bindingQuerySchema,
  checkBindingChanges,
  checkProfile,
  formValues,
  listQuerySchema,
  newProfileValues,
  profileFormValues,
  profileInputFromForm,
} from "./input.ts";
import { type BindingQuery, CrawlingListPage } from "./list-page.tsx";
import {
  type BindingEditState,
  type BindingFormState,
  NewProfilePage,
  type ProfileFormState,
  ProfileNotFoundPage,
  ProfilePage,
} from "./profile-page.tsx";
import {
  BINDING_PAGE_SIZE,
  listBindings,
  listProfiles,
  loadBinding,
  loadProfile,
  type ProfileState,
} from "./queries.ts";

async function renderProfile(
  c: AdminContext,
  deps: AdminDeps,
  id: string,
  state: ProfileState,
  forms: { edit?: ProfileFormState; binding?: BindingFormState; bindingEdit?: BindingEditState } = {},
  status: ContentfulStatusCode = 200,
) {
  const parsed = bindingQuerySchema.safeParse(c.req.query());
  const query: BindingQuery = parsed.success ? parsed.data : { bpage: 1 };
  const bindings = await listBindings(deps, id, query);
  return renderPage(
    c,
    <ProfilePage
      chrome={chromeOf(c, `Search profile: ${state.profile.label}`)}
      id={id}
      profile={state.profile}
      paused={state.paused}
      bindings={bindings.rows}
      bindingTotal={bindings.total}
      bindingPageSize={BINDING_PAGE_SIZE}
      bindingQuery={query}
      queryError={parsed.success ? null : (parsed.error.issues[0]?.message ?? null)}
      edit={forms.edit ?? { values: profileFormValues(state.profile) }}
      binding={forms.binding ?? { values: { scope: "destination", priorityScore: "50", boost: "0" } }}
      bindingEdit={forms.bindingEdit ?? null}
    />,
    status,
  );
}

function profileMissing(c: AdminContext, id: string) {
  return renderPage(c, <ProfileNotFoundPage chrome={chromeOf(c, "Search profile not found")} id={id} />, 404);
}

function bindingMissing(c: AdminContext) {
  return c.text("No such binding.", 404);
}

/** The crawling pages: lists, forms and the buttons that pause, resume and crawl now. */
function pageRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>()
    .get("/nimda/crawling", async (c) => {
      const parsed = listQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : listQuerySchema.parse({});
      const [{ rows, total }, budget] = await Promise.all([
        listProfiles(deps, query),
        crawlBudget(deps, (deps.clock ?? systemClock)()),
      ]);
      return renderPage(
        c,
        <CrawlingListPage
          chrome={chromeOf(c, "Crawling: search profiles")}
          budget={budget}
          rows={rows}
          total={total}
          query={query}
          raw={c.req.query()}
          error={parsed.success ? null : (parsed.error.issues[0]?.message ?? null)}
        />,
        parsed.success ? 200 : 400,
      );
    })
    .get("/nimda/crawling/profiles/new", (c) =>
      renderPage(
        c,
        <NewProfilePage chrome={chromeOf(c, "New search profile")} form={{ values: newProfileValues() }} />,
      ),
    )
    .post("/nimda/crawling/profiles/new", async (c) => {
      const values = await formValues(c);
      const input = profileInputFromForm(values);
      const checked = checkProfile(input);
      if (!checked.ok) {
        const chrome = chromeOf(c, "New search profile");
        return renderPage(c, <NewProfilePage chrome={chrome} form={{ values, issues: checked.issues }} />, 400);
      }
      const id = await createProfile(c, deps, checked.value.label, input);
      return redirectWithNotice(c, `/nimda/crawling/profiles/${encodeURIComponent(id)}`, "Search profile created.");
    })
    .get("/nimda/crawling/profiles/:id", async (c) => {
      const id = c.req.param("id");
      const state = await loadProfile(deps.store, id);
      return state ? renderProfile(c, deps, id, state) : profileMissing(c, id);
    })
    .post("/nimda/crawling/profiles/:id", async (c) => {
      const id = c.req.param("id");
      const state = await loadProfile(deps.store, id);
      if (!state) return profileMissing(c, id);
      const values = await formValues(c);
      const input = profileInputFromForm(values);
      const checked = checkProfile(input);
      if (!checked.ok) return renderProfile(c, deps, id, state, { edit: { values, issues: checked.issues } }, 400);
      try {
        const { changed } = await updateProfile(c, deps, id, input);
        const notice = changed ? "Search profile saved." : "Nothing changed.";
        return redirectWithNotice(c, `/nimda/crawling/profiles/${encodeURIComponent(id)}`, notice);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return renderProfile(c, deps, id, state, { edit: { values, message: error.message } }, error.status);
      }
    })
    .post("/nimda/crawling/profiles/:id/:action{pause|resume}", async (c) => {
      const id = c.req.param("id");
      if (!(await loadProfile(deps.store, id))) return profileMissing(c, id);
      const result = await setPaused(c, deps, id, c.req.param("action") === "pause");
      const word = result.paused ? "paused" : "resumed";
      const notice = result.changed ? `Search profile ${word}.` : `Search profile was already ${word}.`;
      return redirectWithNotice(c, `/nimda/crawling/profiles/${encodeURIComponent(id)}`, notice);
    })
    .post("/nimda/crawling/profiles/:id/bindings", async (c) => {
      const id = c.req.param("id");
      const state = await loadProfile(deps.store, id);
      if (!state) return profileMissing(c, id);
      const values = await formValues(c);
      try {
        const result = await createBinding(c, deps, id, bindingInputFromForm(id, values));
        if (!result.ok) return renderProfile(c, deps, id, state, { binding: { values, issues: result.issues } }, 400);
        const notice = `Binding ${result.value.bindingId} added; it is due at once.`;
        return redirectWithNotice(c, `/nimda/crawling/profiles/${encodeURIComponent(id)}`, notice);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return renderProfile(c, deps, id, state, { binding: { values, message: error.message } }, error.status);
      }
    })
    .post("/nimda/crawling/bindings/:id", async (c) => {
      const id = c.req.param("id");
      const loaded = await loadBinding(deps.store, id);
      if (!loaded) return bindingMissing(c);
      const profileId = loaded.binding.profileId;
      const state = await loadProfile(deps.store, profileId);
      if (!state) return profileMissing(c, profileId);
      const values = await formValues(c);
      const checked = checkBindingChanges(bindingChangesFromForm(values));
      if (!checked.ok) {
        return renderProfile(c, deps, profileId, state, { bindingEdit: { id, values, issues: checked.issues } }, 400);
      }
      try {
        const { changed } = await updateBinding(c, deps, id, checked.value);
        const notice = changed ? `Binding ${id} saved.` : `Nothing changed for binding ${id}.`;
        return redirectWithNotice(c, `/nimda/crawling/profiles/${encodeURIComponent(profileId)}`, notice);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const bindingEdit = { id, values, message: error.message };
        return renderProfile(c, deps, profileId, state, { bindingEdit }, error.status);
      }
    })
    .post("/nimda/crawling/bindings/:id/:action{pause|resume}", async (c) => {
      const id = c.req.param("id");
      const loaded = await loadBinding(deps.store, id);
      if (!loaded) return bindingMissing(c);
      const result = await setBindingPaused(c, deps, id, c.req.param("action") === "pause");
      const word = result.paused ? "paused" : "resumed";
      const notice = result.changed ? `Binding ${id} ${word}.` : `Binding ${id} was already ${word}.`;
      return redirectWithNotice(c, `/nimda/crawling/profiles/${encodeURIComponent(loaded.binding.profileId)}`, notice);
    })
    .post("/nimda/crawling/bindings/:id/crawl", async (c) => {
      const id = c.req.param("id");
      const loaded = await loadBinding(deps.store, id);
      if (!loaded) return bindingMissing(c);
      const result = await crawlNow(c, deps, id, loaded);
      const path = `/nimda/crawling/profiles/${encodeURIComponent(loaded.binding.profileId)}`;
      return redirectWithNotice(c, path, crawlNowNotice(result));
    });
}

/** Search profiles and their bindings: list, create, edit, pause and resume both, bind, crawl now. */
export function crawlingScreens(deps: AdminDeps) {
  return new Hono<AdminEnv>().route("/", pageRoutes(deps)).route("/", apiRoutes(deps));
}
