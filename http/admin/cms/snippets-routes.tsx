import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { runCmsSnippetCommand } from "../../../core/cms/runner.ts";
import { SNIPPET_KEY } from "../../../core/cms/seo.ts";
import { SNIPPET_SCHEMA } from "../../../core/cms/snippet-decider.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { listSnippets } from "../../../projections/cms/page-queries.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { orRefusal } from "./commands.ts";
import { isObject } from "./input.ts";
import { EMPTY_SNIPPET, SNIPPETS_PATH, SnippetsPage, type SnippetValues } from "./snippets-page.tsx";

const SAVE_ACTION = "cms.snippet.save";
const DELETE_ACTION = "cms.snippet.delete";
const API_PATH = "/nimda/api/cms/snippets";

/** SEO snippets: the list with a form to add, update and delete, and its JSON twin. */
export function cmsSnippetScreens(deps: AdminDeps) {
  const { store } = deps;
  const { db } = deps.database;
  const by = (c: AdminContext) => c.get("session").sub;

  const page = async (
    c: AdminContext,
    extra: { values?: SnippetValues; issues?: Issue[]; message?: string } = {},
    status = 200,
  ) =>
    renderPage(
      c,
      <SnippetsPage
        chrome={chromeOf(c, "SEO snippets")}
        snippets={await listSnippets(db)}
        values={extra.values ?? EMPTY_SNIPPET}
        issues={extra.issues}
        message={extra.message}
      />,
      status as ContentfulStatusCode,
    );

  const save = (c: AdminContext, snippet: SnippetValues) =>
    orRefusal(() =>
      runCmsSnippetCommand(store, { type: "SaveSnippet", snippet, by: by(c) }, auditMetadata(c, SAVE_ACTION)),
    );
  // a key no snippet can have is not looked up: odd bytes never reach the store
  const remove = (c: AdminContext, key: string) =>
    SNIPPET_KEY.test(key)
      ? orRefusal(() =>
          runCmsSnippetCommand(store, { type: "DeleteSnippet", key, by: by(c) }, auditMetadata(c, DELETE_ACTION)),
        )
      : Promise.resolve(new DomainError("snippet_not_found", `There is no snippet ${key}`, 404));

  return new Hono<AdminEnv>()
    .get(SNIPPETS_PATH, (c) => page(c))
    .post(SNIPPETS_PATH, async (c) => {
      const body = await c.req.parseBody({ all: true });
      const values = { key: formText(body, "key"), bg: formText(body, "bg"), en: formText(body, "en") };
      const parsed = SNIPPET_SCHEMA.safeParse(values);
      if (!parsed.success) return page(c, { values, issues: zodIssues(parsed.error) }, 400);
      const result = await save(c, parsed.data);
      if (result instanceof DomainError) return page(c, { values, message: result.message }, result.status);
      const notice = result.events.length ? `Snippet {{${parsed.data.key}}} saved.` : "Nothing changed.";
      return redirectWithNotice(c, SNIPPETS_PATH, notice);
    })
    .post(`${SNIPPETS_PATH}/:key/delete`, async (c) => {
      const key = c.req.param("key");
      const result = await remove(c, key);
      if (result instanceof DomainError) return page(c, { message: result.message }, result.status);
      return redirectWithNotice(c, SNIPPETS_PATH, `Snippet {{${key}}} deleted.`);
    })

    .get(API_PATH, async (c) => c.json({ success: true as const, data: { snippets: await listSnippets(db) } }))
    .post(API_PATH, async (c) => {
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
      const parsed = SNIPPET_SCHEMA.safeParse(body);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
      }
      const result = await save(c, parsed.data);
      if (result instanceof DomainError) return c.json(errorBody(result.code, result.message), result.status);
      return c.json({ success: true as const, data: { ...parsed.data, changed: result.events.length > 0 } });
    })
    .delete(`${API_PATH}/:key`, async (c) => {
      const key = c.req.param("key");
      const result = await remove(c, key);
      if (result instanceof DomainError) return c.json(errorBody(result.code, result.message), result.status);
      return c.json({ success: true as const, data: { key, deleted: true } });
    });
}
