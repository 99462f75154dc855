import { Hono } from "hono";
import { z } from "zod";
import { CMS_LOCALES, type CmsLocale } from "../../../core/cms/events.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { isObject } from "./input.ts";
import { CMS_LIST_PATH, cmsPagePath, LOCALE_NAMES } from "./list-page.tsx";
import { isBlocked, type PublicationReview, publish, reviewPublication, shownAddresses } from "./publication.ts";
import { PublishReviewScreen } from "./publish-page.tsx";
import { loadPage, type StoredPage } from "./queries.ts";

const NO_SUCH_LANGUAGE = "No such language: use bg or en.";
const STALE = "The page changed since you reviewed it: this is what publishing does now.";

const publishSchema = z.strictObject({
  locales: z.array(z.enum(CMS_LOCALES, NO_SUCH_LANGUAGE)).max(CMS_LOCALES.length),
  /** The review's fingerprint: when given and the page has changed since, nothing is published. */
  reviewed: z.string().max(100).optional(),
  dryRun: z.boolean().optional(),
});

/** The chosen languages, or null when a value is not a language. */
function localesOf(values: unknown[]): CmsLocale[] | null {
  const locales = values.filter((value): value is CmsLocale => CMS_LOCALES.includes(value as CmsLocale));
  return locales.length === values.length ? locales : null;
}

function publishedNotice(page: StoredPage): string {
  const shown = shownAddresses(page.state);
  if (shown.length === 0) return "Nothing is shown on the site.";
  const addresses = shown.map(({ locale, slugPath }) => `${slugPath} (${LOCALE_NAMES[locale]})`);
  return `Published: the site shows ${addresses.join(" and ")} now.`;
}

/** One Publish for a CMS page (docs/decisions/0099): review what changes, then confirm; and its JSON twin. */
export function cmsPublishScreens(deps: AdminDeps) {
  const { store } = deps;
  const { db } = deps.database;
  const noPage = (c: AdminContext) => c.text("No such CMS page.", 404);

  const review = (c: AdminContext, found: PublicationReview, message?: string, status = 200) =>
    renderPage(
      c,
      <PublishReviewScreen
        chrome={chromeOf(c, `Publish ${found.page.pageKey}`)}
        pageKey={found.page.pageKey}
        plan={found.plan}
        clashes={found.clashes}
        fingerprint={found.fingerprint}
        message={message}
      />,
      status as 200 | 400 | 409,
    );

  return new Hono<AdminEnv>()
    .get(`${CMS_LIST_PATH}/:pageKey/publish`, async (c) => {
      const page = await loadPage(store, c.req.param("pageKey"));
      if (!page) return noPage(c);
      const locales = localesOf(c.req.queries("locale") ?? []);
      if (!locales) return c.text(NO_SUCH_LANGUAGE, 400);
      return review(c, await reviewPublication(store, db, page, locales));
    })
    .post(`${CMS_LIST_PATH}/:pageKey/publish`, async (c) => {
      const page = await loadPage(store, c.req.param("pageKey"));
      if (!page) return noPage(c);
      const body = await c.req.parseBody({ all: true });
      const locales = localesOf([body.locale ?? []].flat());
      if (!locales) return c.text(NO_SUCH_LANGUAGE, 400);
      const found = await reviewPublication(store, db, page, locales);
      if (found.fingerprint !== body.reviewed) return review(c, found, STALE, 409);
      if (isBlocked(found)) return review(c, found, undefined, 400);
      const by = c.get("session").sub;
      const published = await publish(store, found, auditMetadata(c, "cms.publish"), by);
      const notice = found.plan.steps.length === 0 ? "Nothing changed." : publishedNotice(published ?? page);
      return redirectWithNotice(c, cmsPagePath(page.pageKey), notice);
    })
    .post("/nimda/api/cms/:pageKey/publish", async (c) => {
      const page = await loadPage(store, c.req.param("pageKey"));
      if (!page) return c.json(errorBody("not_found", "No such CMS page"), 404);
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
      const parsed = publishSchema.safeParse(body);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
      }
      const { locales, reviewed, dryRun } = parsed.data;
      const found = await reviewPublication(store, db, page, locales);
      const data = { plan: found.plan, clashes: found.clashes, fingerprint: found.fingerprint };
      if (reviewed !== undefined && reviewed !== found.fingerprint) {
        return c.json({ ...errorBody("stale_review", STALE), data }, 409);
      }
      if (isBlocked(found))
        return c.json({ ...errorBody("not_publishable", "This cannot be published yet"), data }, 409);
      if (dryRun) return c.json({ success: true as const, data: { ...data, published: false } });
      const published = await publish(store, found, auditMetadata(c, "cms.publish"), c.get("session").sub);
      return c.json({
        success: true as const,
        data: { ...data, published: true, shown: published ? shownAddresses(published.state) : [] },
      });
    });
}
