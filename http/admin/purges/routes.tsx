import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorBody, zodIssues } from "../../errors.ts";
import { validate } from "../../validation.ts";
import type { Issue } from "../shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { attempt, refusalJson } from "../shell/outcome.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { purgePage, purgeSitemap, retryPurge } from "./commands.ts";
import { PurgeDetailPage } from "./detail-page.tsx";
import {
  isObject,
  PURGES_API_PATH,
  PURGES_PATH,
  pagePurgeSchema,
  purgeLogQuerySchema,
  sitemapPurgeSchema,
} from "./input.ts";
import { PurgeLogPage, purgePath } from "./list-page.tsx";
import { purgeDetail, purgeLogData } from "./queries.ts";

const QUEUED_NOTICE = "Purge queued: the worker tells the CDN now.";
const noPurge = (c: AdminContext) => c.text("No such purge.", 404);
const noPurgeJson = (c: AdminContext) => c.json(errorBody("not_found", "No such purge"), 404);
const notJson = (c: AdminContext) => c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
const invalidJson = (c: AdminContext, issues: Issue[]) =>
  c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);

/** An API body that may be left out: nothing is an empty object, anything but JSON is undefined. */
function jsonOrEmpty(raw: string): unknown {
  if (raw.trim() === "") return {};
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** /nimda/purges: the edge purge log, one purge with its attempts, a retry, and purges by hand; each with its JSON twin. */
export function purgeScreens(deps: AdminDeps) {
  const { db } = deps.database;
  const store = deps.store;

  const logPage = async (
    c: AdminContext,
    failure: { issues?: Issue[]; message?: string; pageKey?: string; status: ContentfulStatusCode } = { status: 200 },
  ) => {
    const parsed = purgeLogQuerySchema.safeParse(c.req.query());
    const query = parsed.success ? parsed.data : purgeLogQuerySchema.parse({});
    const issues = failure.issues ?? (parsed.success ? undefined : zodIssues(parsed.error));
    return renderPage(
      c,
      <PurgeLogPage
        chrome={chromeOf(c, "Edge purges")}
        data={await purgeLogData(db, query)}
        query={{ status: query.status }}
        issues={issues}
        message={failure.message}
        pageKey={failure.pageKey}
      />,
      parsed.success || failure.status !== 200 ? failure.status : 400,
    );
  };

  const detailJson = async (c: AdminContext, purgeId: string, status: ContentfulStatusCode = 200) => {
    const purge = await purgeDetail(store, purgeId);
    return purge ? c.json({ success: true as const, data: purge }, status) : noPurgeJson(c);
  };

  return new Hono<AdminEnv>()
    .get(PURGES_PATH, (c) => logPage(c))
    .post(`${PURGES_PATH}/page`, async (c) => {
      const pageKey = formText(await c.req.parseBody(), "pageKey");
      const parsed = pagePurgeSchema.safeParse({ pageKey });
      if (!parsed.success) return logPage(c, { issues: zodIssues(parsed.error), pageKey, status: 400 });
      const outcome = await attempt(() => purgePage(deps, parsed.data.pageKey, auditMetadata(c, "purges.page")));
      if (!outcome.ok) return logPage(c, { message: outcome.message, pageKey, status: outcome.status });
      return redirectWithNotice(c, purgePath(outcome.value.purgeId), QUEUED_NOTICE);
    })
    .post(`${PURGES_PATH}/sitemap`, async (c) => {
      const purge = await purgeSitemap(deps, auditMetadata(c, "purges.sitemap"));
      return redirectWithNotice(c, purgePath(purge.purgeId), QUEUED_NOTICE);
    })
    .get(`${PURGES_PATH}/:id`, async (c) => {
      const purge = await purgeDetail(store, c.req.param("id"));
      if (!purge) return noPurge(c);
      return renderPage(c, <PurgeDetailPage chrome={chromeOf(c, "Edge purge")} purge={purge} />);
    })
    .post(`${PURGES_PATH}/:id/retry`, async (c) => {
      const purgeId = c.req.param("id");
      const purge = await purgeDetail(store, purgeId);
      if (!purge) return noPurge(c);
      const outcome = await attempt(() => retryPurge(deps, purgeId, auditMetadata(c, "purges.retry")));
      if (!outcome.ok) {
        const page = <PurgeDetailPage chrome={chromeOf(c, "Edge purge")} purge={purge} message={outcome.message} />;
        return renderPage(c, page, outcome.status);
      }
      return redirectWithNotice(c, purgePath(purgeId), "Purge queued again.");
    })

    .get(PURGES_API_PATH, validate("query", purgeLogQuerySchema), async (c) =>
      c.json({ success: true as const, data: await purgeLogData(db, c.req.valid("query")) }),
    )
    .post(`${PURGES_API_PATH}/page`, async (c) => {
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return notJson(c);
      const parsed = pagePurgeSchema.safeParse(body);
      if (!parsed.success) return invalidJson(c, zodIssues(parsed.error));
      const outcome = await attempt(() => purgePage(deps, parsed.data.pageKey, auditMetadata(c, "purges.page")));
      if (!outcome.ok) return refusalJson(c, outcome);
      return detailJson(c, outcome.value.purgeId, 201);
    })
    .post(`${PURGES_API_PATH}/sitemap`, async (c) => {
      const body = jsonOrEmpty(await c.req.text());
      if (!isObject(body)) return notJson(c);
      const parsed = sitemapPurgeSchema.safeParse(body);
      if (!parsed.success) return invalidJson(c, zodIssues(parsed.error));
      const purge = await purgeSitemap(deps, auditMetadata(c, "purges.sitemap"));
      return detailJson(c, purge.purgeId, 201);
    })
    .get(`${PURGES_API_PATH}/:id`, (c) => detailJson(c, c.req.param("id")))
    .post(`${PURGES_API_PATH}/:id/retry`, async (c) => {
      const purgeId = c.req.param("id");
      if (!(await purgeDetail(store, purgeId))) return noPurgeJson(c);
      const outcome = await attempt(() => retryPurge(deps, purgeId, auditMetadata(c, "purges.retry")));
      if (!outcome.ok) return refusalJson(c, outcome);
      return detailJson(c, purgeId);
    });
}
