import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { CmsPageCommand } from "../../../core/cms/decider.ts";
import { ROUTE_CONSTRAINT_SCHEMA } from "../../../core/cms/route-constraints.ts";
import { runCmsPageCommand, runCmsShortlinkCommand } from "../../../core/cms/runner.ts";
import { type CmsShortlinkCommand, SHORTLINK_CODE } from "../../../core/cms/shortlink-decider.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { loadSettings } from "../../../core/settings/service.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { orRefusal } from "./commands.ts";
import { CmsPageScreen } from "./detail-page.tsx";
import { isObject } from "./input.ts";
import { cmsPagePath } from "./list-page.tsx";
import type { CmsFormFailure } from "./page-detail.ts";
import { loadPageContents } from "./publication.ts";
import { detailOf, loadPage, type StoredPage } from "./queries.ts";
import { constraintOfForm, shortlinkSchema } from "./routing-input.ts";

const CONSTRAINT_ACTION = "cms.constraint";
const SHORTLINK_ACTION = "cms.shortlink";

const invalid = (c: AdminContext, issues: Issue[]) =>
  c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
const refused = (c: AdminContext, error: DomainError) => c.json(errorBody(error.code, error.message), error.status);
const notFound = (c: AdminContext, message = "No such CMS page") => c.json(errorBody("not_found", message), 404);
const notJson = (c: AdminContext) => c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
const noPage = (c: AdminContext) => c.text("No such CMS page.", 404);
const noConstraint = (param: string) => new DomainError("not_found", `This page has no constraint on :${param}`, 404);
const noShortlink = (code: string) => new DomainError("not_found", `This page has no shortlink /p/${code}`, 404);

/** A page's route constraints and shortlinks: forms on its detail screen, and their JSON twins. */
export function cmsRoutingScreens(deps: AdminDeps) {
  const { store } = deps;
  const by = (c: AdminContext) => c.get("session").sub;
  const page = (c: AdminContext) => loadPage(store, c.req.param("pageKey") ?? "");

  const screen = async (c: AdminContext, stored: StoredPage, failure: CmsFormFailure, status: number) => {
    const timeZone = (await loadSettings(store)).settings.timezone;
    return renderPage(
      c,
      <CmsPageScreen
        chrome={chromeOf(c, `CMS page ${stored.pageKey}`)}
        page={await detailOf(deps.database, stored, timeZone)}
        content={await loadPageContents(store, stored.pageKey)}
        failure={failure}
      />,
      status as ContentfulStatusCode,
    );
  };

  const pageCommand = (c: AdminContext, command: CmsPageCommand) =>
    orRefusal(() => runCmsPageCommand(store, command, auditMetadata(c, CONSTRAINT_ACTION)));
  const shortlinkCommand = (c: AdminContext, command: CmsShortlinkCommand) =>
    orRefusal(() => runCmsShortlinkCommand(store, command, auditMetadata(c, SHORTLINK_ACTION)));

  /** Removes a constraint the page has; a param it has none on is a 404. */
  const removeConstraint = async (c: AdminContext, stored: StoredPage, param: string) => {
    if (!stored.state.constraints[param]) return noConstraint(param);
    return pageCommand(c, { type: "RemoveRouteConstraint", pageKey: stored.pageKey, param });
  };
  /** Releases a shortlink the page holds; a code it does not hold is a 404. */
  const release = async (c: AdminContext, stored: StoredPage, code: string) => {
    // a code no shortlink can have is not looked up: odd bytes never reach the store
    if (!SHORTLINK_CODE.test(code)) return noShortlink(code);
    const result = await shortlinkCommand(c, { type: "ReleaseShortlink", code, pageKey: stored.pageKey, by: by(c) });
    if (result instanceof DomainError || result.events.length > 0) return result;
    return noShortlink(code);
  };

  const pagePath = "/nimda/cms/:pageKey";
  const apiPath = "/nimda/api/cms/:pageKey";
  return new Hono<AdminEnv>()
    .post(`${pagePath}/constraints`, async (c) => {
      const stored = await page(c);
      if (!stored) return noPage(c);
      const body = await c.req.parseBody({ all: true });
      const values = Object.fromEntries(["param", "kind", "pattern", "ref"].map((key) => [key, formText(body, key)]));
      const failure = { form: "constraints" as const, routingValues: values };
      const parsed = ROUTE_CONSTRAINT_SCHEMA.safeParse(constraintOfForm(values));
      if (!parsed.success) return screen(c, stored, { ...failure, issues: zodIssues(parsed.error) }, 400);
      const result = await pageCommand(c, {
        type: "SetRouteConstraint",
        pageKey: stored.pageKey,
        constraint: parsed.data,
      });
      if (result instanceof DomainError)
        return screen(c, stored, { ...failure, message: result.message }, result.status);
      const notice = result.events.length ? `The constraint on :${parsed.data.param} is set.` : "Nothing changed.";
      return redirectWithNotice(c, cmsPagePath(stored.pageKey), notice);
    })
    .post(`${pagePath}/constraints/:param/delete`, async (c) => {
      const stored = await page(c);
      if (!stored) return noPage(c);
      const param = c.req.param("param");
      const result = await removeConstraint(c, stored, param);
      if (result instanceof DomainError) return c.text(`${result.message}.`, result.status);
      return redirectWithNotice(c, cmsPagePath(stored.pageKey), `The constraint on :${param} is removed.`);
    })
    .post(`${pagePath}/shortlinks`, async (c) => {
      const stored = await page(c);
      if (!stored) return noPage(c);
      const body = await c.req.parseBody({ all: true });
      const values = { code: formText(body, "code"), locale: formText(body, "locale") };
      const failure = { form: "shortlinks" as const, routingValues: values };
      const parsed = shortlinkSchema.safeParse(values);
      if (!parsed.success) return screen(c, stored, { ...failure, issues: zodIssues(parsed.error) }, 400);
      const result = await shortlinkCommand(c, {
        type: "ClaimShortlink",
        pageKey: stored.pageKey,
        by: by(c),
        ...parsed.data,
      });
      if (result instanceof DomainError)
        return screen(c, stored, { ...failure, message: result.message }, result.status);
      const notice = result.events.length ? `/p/${parsed.data.code} leads here now.` : "Nothing changed.";
      return redirectWithNotice(c, cmsPagePath(stored.pageKey), notice);
    })
    .post(`${pagePath}/shortlinks/:code/delete`, async (c) => {
      const stored = await page(c);
      if (!stored) return noPage(c);
      const code = c.req.param("code");
      const result = await release(c, stored, code);
      if (result instanceof DomainError) return c.text(`${result.message}.`, result.status);
      return redirectWithNotice(c, cmsPagePath(stored.pageKey), `/p/${code} is removed.`);
    })

    .put(`${apiPath}/constraints/:param`, async (c) => {
      const stored = await page(c);
      if (!stored) return notFound(c);
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return notJson(c);
      const parsed = ROUTE_CONSTRAINT_SCHEMA.safeParse({ ...body, param: c.req.param("param") });
      if (!parsed.success) return invalid(c, zodIssues(parsed.error));
      const result = await pageCommand(c, {
        type: "SetRouteConstraint",
        pageKey: stored.pageKey,
        constraint: parsed.data,
      });
      if (result instanceof DomainError) return refused(c, result);
      const constraints = Object.values(result.state.constraints);
      return c.json({ success: true as const, data: { constraints, changed: result.events.length > 0 } });
    })
    .delete(`${apiPath}/constraints/:param`, async (c) => {
      const stored = await page(c);
      if (!stored) return notFound(c);
      const result = await removeConstraint(c, stored, c.req.param("param"));
      if (result instanceof DomainError) return refused(c, result);
      return c.json({ success: true as const, data: { constraints: Object.values(result.state.constraints) } });
    })
    .post(`${apiPath}/shortlinks`, async (c) => {
      const stored = await page(c);
      if (!stored) return notFound(c);
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return notJson(c);
      const parsed = shortlinkSchema.safeParse(body);
      if (!parsed.success) return invalid(c, zodIssues(parsed.error));
      const result = await shortlinkCommand(c, {
        type: "ClaimShortlink",
        pageKey: stored.pageKey,
        by: by(c),
        ...parsed.data,
      });
      if (result instanceof DomainError) return refused(c, result);
      const data = { ...parsed.data, pageKey: stored.pageKey, path: `/p/${parsed.data.code}` };
      return c.json(
        { success: true as const, data: { ...data, changed: result.events.length > 0 } },
        result.events.length ? 201 : 200,
      );
    })
    .delete(`${apiPath}/shortlinks/:code`, async (c) => {
      const stored = await page(c);
      if (!stored) return notFound(c);
      const code = c.req.param("code");
      const result = await release(c, stored, code);
      if (result instanceof DomainError) return refused(c, result);
      return c.json({ success: true as const, data: { code, pageKey: stored.pageKey, removed: true } });
    });
}
