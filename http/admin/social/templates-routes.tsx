import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { TemplateStatus } from "../../../core/social/events.ts";
import { DEFAULT_TEMPLATES } from "../../../core/social/render.ts";
import { parseInput, postTemplateInputSchema } from "../../../core/social/schema.ts";
import { changePostTemplateStatus, createPostTemplate, editPostTemplate } from "../../../core/social/service.ts";
import { type PostTemplateState, TEMPLATE_TRANSITIONS } from "../../../core/social/template-decider.ts";
import { postTemplates } from "../../../projections/social/queries.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import { validate } from "../../validation.ts";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { attempt, invalid, refusalJson } from "../shell/outcome.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import {
  isObject,
  overBlanks,
  TEMPLATE_BLANKS,
  templateFormValues,
  templateListQuerySchema,
  templateStatusSchema,
} from "./input.ts";
import { loadTemplate, templatePreviews } from "./queries.ts";
import { TemplateFormPage, type TemplateFormPageProps, TemplateListPage } from "./templates-pages.tsx";

const PATH = "/nimda/social/templates";
const NOT_FOUND = "No such post template";
const NEW_TEMPLATE = { name: "", network: "any", language: "bg", body: DEFAULT_TEMPLATES.bg } as const;
const previewInputSchema = postTemplateInputSchema.omit({ name: true });

const STATUS_NOTICES: Record<TemplateStatus, string> = {
  published: "Template published: new posts of its network and language use it.",
  draft: "Template moved back to draft.",
  archived: "Template archived.",
};

type Template = NonNullable<PostTemplateState>;

function describe(template: Template) {
  return {
    ...template,
    transitions: TEMPLATE_TRANSITIONS[template.status],
    previews: templatePreviews(template),
  };
}

/** Post templates: the list, a new one, one template's form with its preview and status buttons. */
export function templateScreens(deps: AdminDeps) {
  const { store } = deps;
  const formPage = (
    c: AdminContext,
    props: Omit<TemplateFormPageProps, "chrome">,
    status: ContentfulStatusCode = 200,
  ) =>
    renderPage(
      c,
      <TemplateFormPage
        chrome={chromeOf(c, props.template ? `Template ${props.values.name}` : "New post template")}
        {...props}
      />,
      status,
    );
  const statusProps = (t: Template) => ({
    templateId: t.templateId,
    status: t.status,
    transitions: TEMPLATE_TRANSITIONS[t.status],
  });
  /** Preview without saving: the typed text rendered, and what the schema would refuse. */
  const previewPage = (c: AdminContext, values: TemplateFormPageProps["values"], template?: Template) => {
    const parsed = parseInput(postTemplateInputSchema, values);
    const issues = parsed.ok ? undefined : parsed.issues;
    const props = { template: template && statusProps(template), values, previews: templatePreviews(values), issues };
    return formPage(c, props, parsed.ok ? 200 : 400);
  };

  const create = (c: AdminContext, input: unknown) =>
    attempt(async () => (await createPostTemplate(store, input, auditMetadata(c, "social.template.create"))).state);
  const edit = (c: AdminContext, templateId: string, input: unknown) =>
    attempt(async () => {
      const result = await editPostTemplate(store, templateId, input, auditMetadata(c, "social.template.edit"));
      return { template: result.state, changed: result.events.length > 0 };
    });
  const setStatus = (c: AdminContext, templateId: string, input: unknown) => {
    const parsed = templateStatusSchema.safeParse(input);
    if (!parsed.success) return Promise.resolve(invalid(zodIssues(parsed.error)));
    return attempt(async () => {
      const metadata = auditMetadata(c, "social.template.status");
      const result = await changePostTemplateStatus(store, templateId, parsed.data.to, metadata);
      return { template: result.state, changed: result.events.length > 0 };
    });
  };

  const app = new Hono<AdminEnv>()
    .get(PATH, async (c) => {
      const parsed = templateListQuerySchema.safeParse(c.req.query());
      const status = parsed.success ? parsed.data.status : undefined;
      const rows = await postTemplates(deps.database.db, { status });
      const issues = parsed.success ? undefined : zodIssues(parsed.error);
      const page = (
        <TemplateListPage chrome={chromeOf(c, "Post templates")} rows={rows} status={status} issues={issues} />
      );
      return renderPage(c, page, parsed.success ? 200 : 400);
    })
    .get("/nimda/api/social/templates", validate("query", templateListQuerySchema), async (c) =>
      c.json({ success: true as const, data: await postTemplates(deps.database.db, c.req.valid("query")) }),
    )
    .get(`${PATH}/new`, (c) => formPage(c, { values: NEW_TEMPLATE, previews: templatePreviews(NEW_TEMPLATE) }))
    .post(`${PATH}/new`, async (c) => {
      const body = await c.req.parseBody({ all: true });
      const values = templateFormValues(body);
      if (formText(body, "intent") === "preview") return previewPage(c, values);
      const outcome = await create(c, values);
      if (!outcome.ok) {
        const props = { values, previews: templatePreviews(values), issues: outcome.issues, message: outcome.message };
        return formPage(c, props, outcome.status);
      }
      return redirectWithNotice(c, `${PATH}/${outcome.value?.templateId}`, "Template created as a draft.");
    })
    .get(`${PATH}/:id`, async (c) => {
      const template = await loadTemplate(store, c.req.param("id"));
      if (!template) return c.text("No such post template.", 404);
      return formPage(c, { template: statusProps(template), values: template, previews: templatePreviews(template) });
    })
    .post(`${PATH}/:id`, async (c) => {
      const template = await loadTemplate(store, c.req.param("id"));
      if (!template) return c.text("No such post template.", 404);
      const body = await c.req.parseBody({ all: true });
      const values = templateFormValues(body);
      if (formText(body, "intent") === "preview") return previewPage(c, values, template);
      const outcome = await edit(c, template.templateId, values);
      if (!outcome.ok) {
        const { issues, message } = outcome;
        const props = { template: statusProps(template), values, previews: templatePreviews(values), issues, message };
        return formPage(c, props, outcome.status);
      }
      const notice = outcome.value.changed ? "Template saved." : "Nothing changed.";
      return redirectWithNotice(c, `${PATH}/${template.templateId}`, notice);
    })
    .post(`${PATH}/:id/status`, async (c) => {
      const template = await loadTemplate(store, c.req.param("id"));
      if (!template) return c.text("No such post template.", 404);
      const body = await c.req.parseBody({ all: true });
      const outcome = await setStatus(c, template.templateId, { to: formText(body, "to") });
      if (!outcome.ok) {
        const props = { template: statusProps(template), values: template, previews: templatePreviews(template) };
        return formPage(c, { ...props, message: outcome.message }, outcome.status);
      }
      const to = outcome.value.template?.status ?? template.status;
      return redirectWithNotice(
        c,
        `${PATH}/${template.templateId}`,
        outcome.value.changed ? STATUS_NOTICES[to] : "Nothing changed.",
      );
    })
    .post("/nimda/api/social/templates/preview", async (c) => {
      const body = await c.req.json().catch(() => undefined);
      const parsed = parseInput(previewInputSchema, isObject(body) ? overBlanks(body, TEMPLATE_BLANKS) : body);
      if (!parsed.ok) return refusalJson(c, invalid(parsed.issues));
      return c.json({ success: true as const, data: { previews: templatePreviews(parsed.value) } });
    })
    .post("/nimda/api/social/templates", async (c) => {
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
      const outcome = await create(c, overBlanks(body, TEMPLATE_BLANKS));
      if (!outcome.ok) return refusalJson(c, outcome);
      return c.json({ success: true as const, data: outcome.value && describe(outcome.value) }, 201);
    })
    .get("/nimda/api/social/templates/:id", async (c) => {
      const template = await loadTemplate(store, c.req.param("id"));
      if (!template) return c.json(errorBody("not_found", NOT_FOUND), 404);
      return c.json({ success: true as const, data: describe(template) });
    })
    .post("/nimda/api/social/templates/:id/status", async (c) => {
      const template = await loadTemplate(store, c.req.param("id"));
      if (!template) return c.json(errorBody("not_found", NOT_FOUND), 404);
      const outcome = await setStatus(c, template.templateId, await c.req.json().catch(() => undefined));
      if (!outcome.ok) return refusalJson(c, outcome);
      const updated = outcome.value.template ?? template;
      return c.json({ success: true as const, data: { ...describe(updated), changed: outcome.value.changed } });
    });

  // an edit may send only the fields it changes; the rest keep their stored values
  const update = async (c: AdminContext) => {
    const template = await loadTemplate(store, c.req.param("id"));
    if (!template) return c.json(errorBody("not_found", NOT_FOUND), 404);
    const body = await c.req.json().catch(() => undefined);
    if (!isObject(body)) return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
    const { name, network, language, body: text } = template;
    const outcome = await edit(c, template.templateId, { name, network, language, body: text, ...body });
    if (!outcome.ok) return refusalJson(c, outcome);
    const updated = outcome.value.template ?? template;
    return c.json({ success: true as const, data: { ...describe(updated), changed: outcome.value.changed } });
  };
  app.post("/nimda/api/social/templates/:id", update);
  app.patch("/nimda/api/social/templates/:id", update);
  return app;
}
