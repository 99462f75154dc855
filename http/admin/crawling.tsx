import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { type BindingEvent, bindingDecider } from "../../core/crawling/binding-decider.ts";
import {
  bindingSchema,
  CRAWL_STATUSES,
  type SearchProfile,
  searchProfileParamsSchema,
  searchProfileSchema,
} from "../../core/crawling/profile.ts";
import { type ProfileEvent, profileDecider } from "../../core/crawling/profile-decider.ts";
import { runBindingCommand, runProfileCommand } from "../../core/crawling/service.ts";
import { DomainError } from "../../core/eventstore/decider.ts";
import type { EventStore } from "../../core/eventstore/types.ts";
import type { Issue } from "../../ui/admin/components.tsx";
import {
  type BindingQuery,
  type BindingRow,
  CrawlingListPage,
  type ListQuery,
  type ProfileRow,
} from "../../ui/admin/crawling.tsx";
import {
  type BindingFormState,
  NewProfilePage,
  type ProfileFormState,
  ProfileNotFoundPage,
  ProfilePage,
} from "../../ui/admin/crawling-profile.tsx";
import type { CrawlBindingJob } from "../../workers/crawl-jobs.ts";
import { QUEUES } from "../../workers/queues.ts";
import { errorBody, zodIssues } from "../errors.ts";
import { type AdminContext, type AdminEnv, auditMetadata } from "./context.ts";
import type { AdminDeps } from "./deps.ts";
import { chromeOf, redirectWithNotice, renderPage } from "./render.ts";

const PARAM_KEYS = Object.keys(searchProfileParamsSchema.shape) as (keyof typeof searchProfileParamsSchema.shape)[];
const PROFILE_KEYS = Object.keys(searchProfileSchema.shape) as (keyof typeof searchProfileSchema.shape)[];
const NUMERIC_PARAMS = new Set<string>([
  "adults",
  "children",
  "infants",
  "departureDaysFromNow",
  "departureDaysToNow",
  "nightsFrom",
  "nightsTo",
  "maxStopovers",
  "limit",
]);
const NUMERIC_PROFILE = new Set<string>([
  "successIntervalMinutes",
  "zeroResultSnoozeDays",
  "errorSnoozeDays",
  "priority",
  "priorityBoost",
]);
/** Fields the schema requires: an empty one stays "" so the schema answers with its own message. */
const REQUIRED_TEXT = new Set<string>(["label", "useCase", "params.origin", "params.dateType"]);

const BINDING_PAGE_SIZE = 50;

type FormValues = Record<string, string>;
type Checked<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };
type ProfileState = { profile: SearchProfile; paused: boolean };

// ---------- input: forms and JSON ----------

async function formValues(c: AdminContext): Promise<FormValues> {
  const body = await c.req.parseBody();
  const values: FormValues = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string" && key !== "_csrf") values[key] = value.slice(0, 500);
  }
  return values;
}

/** Form text to what the schema expects: numbers as numbers (NaN gets the schema's message), empty as its default. */
function fromForm(path: string, numeric: boolean, raw: string | undefined): unknown {
  const text = (raw ?? "").trim();
  if (text === "") return REQUIRED_TEXT.has(path) ? "" : undefined;
  return numeric ? Number(text) : text;
}

function profileInputFromForm(values: FormValues): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const key of PARAM_KEYS)
    params[key] = fromForm(`params.${key}`, NUMERIC_PARAMS.has(key), values[`params.${key}`]);
  const input: Record<string, unknown> = { params };
  for (const key of PROFILE_KEYS) {
    if (key !== "params") input[key] = fromForm(key, NUMERIC_PROFILE.has(key), values[key]);
  }
  return input;
}

function bindingInputFromForm(profileId: string, values: FormValues): Record<string, unknown> {
  const orNull = (raw: string | undefined) => {
    const text = (raw ?? "").trim();
    return text === "" ? null : text;
  };
  const cadence = orNull(values.cadenceOverrideMinutes);
  return {
    profileId,
    scope: (values.scope ?? "").trim(),
    destinationIata: orNull(values.destinationIata),
    countryCode: orNull(values.countryCode),
    cadenceOverrideMinutes: cadence === null ? null : Number(cadence),
    priorityScore: fromForm("priorityScore", true, values.priorityScore),
    boost: fromForm("boost", true, values.boost),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function jsonObject(c: AdminContext): Promise<Record<string, unknown> | null> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return isObject(body) ? body : null;
}

/** A full replacement: every key present, so what is left out takes its default. */
function replacementInput(body: Record<string, unknown>): Record<string, unknown> {
  const given = isObject(body.params) ? body.params : null;
  const input: Record<string, unknown> = {
    params: given ? Object.fromEntries(PARAM_KEYS.map((k) => [k, given[k]])) : body.params,
  };
  for (const key of PROFILE_KEYS) if (key !== "params") input[key] = body[key];
  return input;
}

/** The profile a partial change would leave, as UpdateProfile folds it, to check every field at once. */
function mergedInput(current: SearchProfile, changes: Record<string, unknown>): Record<string, unknown> {
  const { paramsHash: _, ...base } = current;
  const params =
    changes.params === undefined
      ? base.params
      : isObject(changes.params)
        ? { ...base.params, ...changes.params }
        : changes.params;
  return { ...base, ...changes, params };
}

function checkProfile(input: unknown): Checked<z.infer<typeof searchProfileSchema>> {
  const result = searchProfileSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: zodIssues(result.error) };
}

function checkBinding(input: unknown): Checked<z.infer<typeof bindingSchema>> {
  const result = bindingSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: zodIssues(result.error) };
}

function badInput(c: Context, issues: Issue[]) {
  return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
}

function notFound(c: Context, what: string) {
  return c.json(errorBody("not_found", what), 404);
}

// ---------- reads: the event store for one profile or binding, projections for lists ----------

async function loadProfile(store: EventStore, id: string): Promise<ProfileState | null> {
  if (id.length > 200) return null;
  const { events } = await store.readStream(`searchprofile-${id}`);
  let state = profileDecider.initialState();
  for (const event of events) state = profileDecider.evolve(state, event as unknown as ProfileEvent);
  return state.profile ? { profile: state.profile, paused: state.paused } : null;
}

async function loadBindingProfileId(store: EventStore, id: string): Promise<string | null> {
  if (id.length > 200) return null;
  const { events } = await store.readStream(`searchbinding-${id}`);
  let state = bindingDecider.initialState();
  for (const event of events) state = bindingDecider.evolve(state, event as unknown as BindingEvent);
  return state.binding?.profileId ?? null;
}

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const listQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, "q must be at most 100 characters").optional()),
  origin: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .length(3, "origin must be 3 characters")
      .transform((v) => v.toUpperCase())
      .optional(),
  ),
  paused: z.preprocess(emptyToUndefined, z.enum(["yes", "no"], { message: "paused must be yes or no" }).optional()),
  sort: z.preprocess(
    emptyToUndefined,
    z
      .enum(["label", "origin", "useCase", "interval", "priority", "paused", "bindings", "errors", "lastCrawl"], {
        message: "sort must be label, origin, useCase, interval, priority, paused, bindings, errors or lastCrawl",
      })
      .default("label"),
  ),
  dir: z.preprocess(emptyToUndefined, z.enum(["asc", "desc"], { message: "dir must be asc or desc" }).default("asc")),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int("page must be a whole number >= 1").min(1, "page must be a whole number >= 1").default(1),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int("pageSize must be between 1 and 100")
      .min(1, "pageSize must be between 1 and 100")
      .max(100, "pageSize must be between 1 and 100")
      .default(25),
  ),
});

const bindingQuerySchema = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(CRAWL_STATUSES, { message: "status must be pending, success, zero_result or error" }).optional(),
  ),
  bpage: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int("bpage must be a whole number >= 1").min(1, "bpage must be a whole number >= 1").default(1),
  ),
});

const SORT_SQL: Record<ListQuery["sort"], string> = {
  label: "p.label",
  origin: "p.origin",
  useCase: "p.use_case",
  interval: "p.success_interval_minutes",
  priority: "p.priority + p.priority_boost",
  paused: "p.is_paused",
  bindings: "COALESCE(b.bindings, 0)",
  errors: "COALESCE(b.error, 0)",
  lastCrawl: "b.last_crawl_at",
};

async function listProfiles(deps: AdminDeps, query: ListQuery): Promise<{ rows: ProfileRow[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.origin) {
    params.push(query.origin);
    conditions.push(`p.origin = $${params.length}`);
  }
  if (query.paused) conditions.push(query.paused === "yes" ? "p.is_paused" : "NOT p.is_paused");
  if (query.q) {
    params.push(`%${query.q.replace(/[\\%_]/g, "\\$&")}%`);
    const n = params.length;
    conditions.push(`(p.label ILIKE $${n} OR p.use_case ILIKE $${n} OR p.id ILIKE $${n})`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
  const dir = query.dir === "desc" ? "DESC" : "ASC";
  const { sql } = deps.database;
  const [counted] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM search_profiles p ${where}`,
    params as never[],
  );
  // the read model's tables are views (no primary key to group by), so bindings are counted apart
  const rows = await sql.unsafe<ProfileRow[]>(
    `SELECT p.id, p.label, p.use_case AS "useCase", p.origin, p.params,
            p.success_interval_minutes AS "successIntervalMinutes", p.priority, p.priority_boost AS "priorityBoost",
            p.is_paused AS paused, COALESCE(b.bindings, 0) AS bindings, COALESCE(b.pending, 0) AS pending,
            COALESCE(b.success, 0) AS success, COALESCE(b.zero_result, 0) AS "zeroResult",
            COALESCE(b.error, 0) AS error, b.last_crawl_at AS "lastCrawlAt"
       FROM search_profiles p
       LEFT JOIN (
         SELECT profile_id, count(*)::int AS bindings,
                count(*) FILTER (WHERE last_crawl_status = 'pending')::int AS pending,
                count(*) FILTER (WHERE last_crawl_status = 'success')::int AS success,
                count(*) FILTER (WHERE last_crawl_status = 'zero_result')::int AS zero_result,
                count(*) FILTER (WHERE last_crawl_status = 'error')::int AS error,
                max(last_crawl_at) AS last_crawl_at
           FROM search_profile_bindings GROUP BY profile_id
       ) b ON b.profile_id = p.id
       ${where}
      ORDER BY ${SORT_SQL[query.sort]} ${dir} NULLS LAST, p.id
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    params as never[],
  );
  return { rows, total: counted?.n ?? 0 };
}

async function listBindings(
  deps: AdminDeps,
  profileId: string,
  query: BindingQuery,
): Promise<{ rows: BindingRow[]; total: number }> {
  const params: unknown[] = [profileId];
  let where = "WHERE profile_id = $1";
  if (query.status) {
    params.push(query.status);
    where += " AND last_crawl_status = $2";
  }
  const { sql } = deps.database;
  const [counted] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM search_profile_bindings ${where}`,
    params as never[],
  );
  const rows = await sql.unsafe<BindingRow[]>(
    `SELECT id, scope, destination_iata AS "destinationIata", country_code AS "countryCode",
            cadence_override_minutes AS "cadenceOverrideMinutes", priority_score AS "priorityScore", boost,
            last_crawl_status AS "lastCrawlStatus", last_crawl_at AS "lastCrawlAt",
            last_result_count AS "lastResultCount", last_error AS "lastError", failure_count AS "failureCount",
            next_run_at AS "nextRunAt"
       FROM search_profile_bindings ${where}
      ORDER BY priority_score + boost DESC, id
      LIMIT ${BINDING_PAGE_SIZE} OFFSET ${(query.bpage - 1) * BINDING_PAGE_SIZE}`,
    params as never[],
  );
  return { rows, total: counted?.n ?? 0 };
}

// ---------- writes: commands only ----------

function newProfileId(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${slug || "profile"}-${randomUUID().slice(0, 8)}`;
}

/** One binding per target in a profile: the id says which (as the seeded ones do), so a twin is refused. */
function bindingIdFor(profileId: string, binding: z.infer<typeof bindingSchema>): string {
  return `${profileId}-${(binding.destinationIata ?? binding.countryCode ?? "global").toLowerCase()}`;
}

async function createBinding(c: AdminContext, deps: AdminDeps, profileId: string, input: unknown) {
  const checked = checkBinding(input);
  if (!checked.ok) return checked;
  const bindingId = bindingIdFor(profileId, checked.value);
  try {
    await runBindingCommand(
      deps.store,
      { type: "CreateBinding", bindingId, input, at: new Date().toISOString() },
      auditMetadata(c, "crawling.binding.create"),
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === "binding_exists") {
      const target = checked.value.destinationIata ?? checked.value.countryCode ?? "everywhere (global)";
      throw new DomainError("binding_exists", `This profile already has a binding for ${target}`, 409);
    }
    throw error;
  }
  return { ok: true as const, value: { bindingId, binding: checked.value } };
}

async function setPaused(c: AdminContext, deps: AdminDeps, profileId: string, paused: boolean) {
  const metadata = auditMetadata(c, paused ? "crawling.profile.pause" : "crawling.profile.resume");
  const result = await runProfileCommand(
    deps.store,
    { type: "SetProfilePaused", profileId, paused, by: String(metadata.actor) },
    metadata,
  );
  return { profileId, paused, changed: result.events.length > 0 };
}

/**
 * Makes the binding due now (the scheduler hands it out at its next tick) and, with pg-boss in
 * this process, queues its crawl job at once as the scheduler would. The scheduler skips a paused
 * profile's bindings; a job queued here crawls regardless, as the admin asked.
 */
async function crawlNow(c: AdminContext, deps: AdminDeps, bindingId: string, profileId: string) {
  const profilePaused = (await loadProfile(deps.store, profileId))?.paused ?? false;
  const metadata = auditMetadata(c, "crawling.binding.crawl_now");
  const at = new Date().toISOString();
  await runBindingCommand(deps.store, { type: "RequestCrawl", bindingId, by: String(metadata.actor), at }, metadata);
  let jobId: string | null = null;
  let queueError: string | null = null;
  if (deps.boss) {
    try {
      const job: CrawlBindingJob = { bindingId };
      jobId = await deps.boss.send(QUEUES.crawlBinding, job);
    } catch (error) {
      queueError = error instanceof Error ? error.message : String(error);
      deps.logger.warn("crawl-now job not queued", { bindingId, error });
    }
  }
  return { bindingId, requested: true, nextRunAt: at, profilePaused, jobId, queueError };
}

function crawlNowNotice(result: Awaited<ReturnType<typeof crawlNow>>): string {
  const base = `Crawl requested for ${result.bindingId}`;
  if (result.jobId) return `${base}: crawl job ${result.jobId} queued now.`;
  const scheduler = result.profilePaused
    ? "its profile is paused, so the scheduler skips it until the profile is resumed"
    : "the scheduler picks it up at its next tick";
  if (result.queueError) return `${base}: queueing a job at once failed (${result.queueError}); ${scheduler}.`;
  return `${base}: ${scheduler}.`;
}

// ---------- pages ----------

function profileFormValues(profile: SearchProfile): FormValues {
  const values: FormValues = {};
  for (const key of PROFILE_KEYS) if (key !== "params") values[key] = String(profile[key]);
  for (const key of PARAM_KEYS) values[`params.${key}`] = String(profile.params[key]);
  return values;
}

function newProfileValues(): FormValues {
  const defaults = searchProfileSchema.parse({
    label: "-",
    useCase: "deal detection",
    params: { origin: "SOF", dateType: "relative" },
  });
  return { ...profileFormValues({ ...defaults, paramsHash: "" }), label: "", "params.origin": "" };
}

async function renderProfile(
  c: AdminContext,
  deps: AdminDeps,
  id: string,
  state: ProfileState,
  forms: { edit?: ProfileFormState; binding?: BindingFormState } = {},
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
    />,
    status,
  );
}

function profileMissing(c: AdminContext, id: string) {
  return renderPage(c, <ProfileNotFoundPage chrome={chromeOf(c, "Search profile not found")} id={id} />, 404);
}

function pageRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>()
    .get("/nimda/crawling", async (c) => {
      const parsed = listQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : listQuerySchema.parse({});
      const { rows, total } = await listProfiles(deps, query);
      return renderPage(
        c,
        <CrawlingListPage
          chrome={chromeOf(c, "Crawling: search profiles")}
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
      const id = newProfileId(checked.value.label);
      await runProfileCommand(
        deps.store,
        { type: "CreateProfile", profileId: id, input },
        auditMetadata(c, "crawling.profile.create"),
      );
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
        const result = await runProfileCommand(
          deps.store,
          { type: "UpdateProfile", profileId: id, changes: input },
          auditMetadata(c, "crawling.profile.update"),
        );
        const notice = result.events.length ? "Search profile saved." : "Nothing changed.";
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
    .post("/nimda/crawling/bindings/:id/crawl", async (c) => {
      const id = c.req.param("id");
      const profileId = await loadBindingProfileId(deps.store, id);
      if (!profileId) return c.text("No such binding.", 404);
      const result = await crawlNow(c, deps, id, profileId);
      return redirectWithNotice(c, `/nimda/crawling/profiles/${encodeURIComponent(profileId)}`, crawlNowNotice(result));
    });
}

// ---------- JSON API ----------

function profileJson(id: string, state: ProfileState) {
  return { id, ...state.profile, paused: state.paused };
}

function apiRoutes(deps: AdminDeps) {
  const update = (mode: "replace" | "merge") => async (c: AdminContext) => {
    const id = c.req.param("id") ?? "";
    const state = await loadProfile(deps.store, id);
    if (!state) return notFound(c, `No search profile ${id}`);
    const body = await jsonObject(c);
    if (!body) return badInput(c, [{ path: "", message: "The body must be a JSON object" }]);
    const changes = mode === "replace" ? replacementInput(body) : body;
    const checked = checkProfile(mode === "replace" ? changes : mergedInput(state.profile, changes));
    if (!checked.ok) return badInput(c, checked.issues);
    const result = await runProfileCommand(
      deps.store,
      { type: "UpdateProfile", profileId: id, changes },
      auditMetadata(c, "crawling.profile.update"),
    );
    const after = await loadProfile(deps.store, id);
    return c.json({ success: true, data: { ...profileJson(id, after ?? state), changed: result.events.length > 0 } });
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
      const id = newProfileId(checked.value.label);
      await runProfileCommand(
        deps.store,
        { type: "CreateProfile", profileId: id, input: body },
        auditMetadata(c, "crawling.profile.create"),
      );
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
    .post("/nimda/api/crawling/bindings/:id/crawl", async (c) => {
      const id = c.req.param("id");
      const profileId = await loadBindingProfileId(deps.store, id);
      if (!profileId) return notFound(c, `No binding ${id}`);
      const result = await crawlNow(c, deps, id, profileId);
      return c.json({ success: true, data: { ...result, queued: result.jobId !== null } });
    });
}

/** Search profiles and their bindings: list, create, edit, pause and resume, bind, crawl now. */
export function crawlingScreens(deps: AdminDeps) {
  return new Hono<AdminEnv>().route("/", pageRoutes(deps)).route("/", apiRoutes(deps));
}
