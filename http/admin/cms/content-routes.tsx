import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { CONTENT_SCHEMA, type ContentBlock } from "../../../core/cms/content-blocks.ts";
import type { CmsContentCommand } from "../../../core/cms/content-decider.ts";
import { snapshotDiff } from "../../../core/cms/content-decider.ts";
import type { CmsLocale } from "../../../core/cms/events.ts";
import { issuePreviewToken } from "../../../core/cms/preview-tokens.ts";
import { runCmsContentCommand, runCmsPageCommand } from "../../../core/cms/runner.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { mediaAssetById } from "../../../projections/media/queries.ts";
import { errorBody } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { orRefusal } from "./commands.ts";
import { blockValues, contentIssues, parseContentForm } from "./content-form.ts";
import { ContentScreen, type ContentScreenProps, contentPath } from "./content-page.tsx";
import { type LoadedContent, loadContent } from "./content-queries.ts";
import { isLocale, isObject } from "./input.ts";
import { LOCALE_NAMES } from "./list-page.tsx";
import { hiddenReasons } from "./publication.ts";
import { loadPage, type StoredPage } from "./queries.ts";
import { seoIssues, seoOfForm } from "./seo-input.ts";

const PREVIEW_HOURS = 24;

/** A picture block names a picture of Media: one that is not there is refused beside its field. */
async function missingPictures(
  deps: AdminDeps,
  blocks: readonly ContentBlock[],
  rows?: readonly number[],
): Promise<Issue[]> {
  const issues: Issue[] = [];
  for (const [index, block] of blocks.entries()) {
    if (block.type !== "picture" || (await mediaAssetById(deps.database.db, block.mediaId))) continue;
    const row = rows?.[index] ?? index;
    issues.push({
      path: `block-${row}-mediaId`,
      message: `Block ${row + 1}: There is no picture with this id in Media`,
    });
  }
  return issues;
}
const json400 = (c: AdminContext, issues: Issue[]) =>
  c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);

/** A page's content per language: the editor and its JSON twin under /nimda/api/cms/:pageKey/content/:locale. */
export function cmsContentScreens(deps: AdminDeps) {
  const { store } = deps;
  const by = (c: AdminContext) => c.get("session").sub;

  type Found = { page: StoredPage; locale: CmsLocale; content: LoadedContent };
  /** What publishing the content changed on the site: nothing yet while the page or its language is not live. */
  const publishedNotice = ({ page, locale }: Found): string => {
    const waiting = hiddenReasons(page.state, locale, `its ${LOCALE_NAMES[locale]} address`);
    if (waiting.length === 0) return "Published: the site shows it now.";
    return `Content published, but the site does not show it yet: ${waiting.join(" and ")}. Publish the page on its screen to show it.`;
  };

  const find = async (c: AdminContext): Promise<Found | null> => {
    const locale = c.req.param("locale");
    const page = await loadPage(store, c.req.param("pageKey") ?? "");
    if (!page || !isLocale(locale)) return null;
    return { page, locale, content: await loadContent(store, page.pageKey, locale) };
  };

  const screen = (c: AdminContext, found: Found, extra: Partial<ContentScreenProps> = {}, status = 200) => {
    const { page, locale, content } = found;
    const current = content.state.current === null ? [] : (content.state.snapshots.get(content.state.current) ?? []);
    return renderPage(
      c,
      <ContentScreen
        chrome={chromeOf(c, `${page.pageKey}: ${LOCALE_NAMES[locale]} content`)}
        pageKey={page.pageKey}
        locale={locale}
        slugPath={page.state.localizations[locale]?.slugPath ?? null}
        content={content}
        values={current.map((block, index) => blockValues(block, index + 1))}
        seo={page.state.seo[locale] ?? null}
        {...extra}
      />,
      status as ContentfulStatusCode,
    );
  };

  /** Runs a workflow command from a button; a refusal is shown on the editor. */
  const workflow = async (
    c: AdminContext,
    command: (found: Found, at: string) => CmsContentCommand,
    done: string | ((found: Found) => string),
  ) => {
    const found = await find(c);
    if (!found) return c.text("No such CMS page or language.", 404);
    const at = new Date().toISOString();
    const result = await orRefusal(() =>
      runCmsContentCommand(store, command(found, at), auditMetadata(c, "cms.content")),
    );
    if (result instanceof DomainError) {
      return screen(c, found, { failure: { form: "workflow", message: result.message } }, result.status);
    }
    return redirectWithNotice(
      c,
      contentPath(found.page.pageKey, found.locale),
      result.events.length ? (typeof done === "string" ? done : done(found)) : "Nothing changed.",
    );
  };
  const common = (found: Found, at: string, c: AdminContext) => ({
    pageKey: found.page.pageKey,
    locale: found.locale,
    by: by(c),
    at,
  });

  const api = async (c: AdminContext, run: (found: Found) => Promise<Response>) => {
    const found = await find(c);
    if (!found) return c.json(errorBody("not_found", "No such CMS page or language (use bg or en)"), 404);
    return run(found);
  };
  const apiCommand = (c: AdminContext, found: Found, command: CmsContentCommand) =>
    orRefusal(() => runCmsContentCommand(store, command, auditMetadata(c, "cms.content"))).then(async (result) => {
      if (result instanceof DomainError) return c.json(errorBody(result.code, result.message), result.status);
      return c.json({
        success: true as const,
        data: contentJson(await loadContent(store, found.page.pageKey, found.locale)),
      });
    });
  const body = async (c: AdminContext) => {
    const value = await c.req.json().catch(() => undefined);
    return isObject(value) ? value : null;
  };

  const page = "/nimda/cms/:pageKey/content/:locale";
  const apiPath = "/nimda/api/cms/:pageKey/content/:locale";
  return new Hono<AdminEnv>()
    .get(page, async (c) => {
      const found = await find(c);
      if (!found) return c.text("No such CMS page or language.", 404);
      const from = Number(c.req.query("from"));
      const to = Number(c.req.query("to"));
      if (!Number.isInteger(from) || !Number.isInteger(to) || !c.req.query("from")) return screen(c, found);
      const diff = await orRefusal(async () => snapshotDiff(found.content.state, from, to));
      if (diff instanceof DomainError)
        return screen(c, found, { failure: { form: "workflow", message: diff.message } }, 404);
      return screen(c, found, { comparison: { from, to, diff } });
    })
    .post(page, async (c) => {
      const found = await find(c);
      if (!found) return c.text("No such CMS page or language.", 404);
      const form = parseContentForm(await c.req.parseBody({ all: true }));
      const parsed = CONTENT_SCHEMA.safeParse(form.blocks);
      const issues = parsed.success
        ? await missingPictures(deps, parsed.data, form.rows)
        : contentIssues(parsed.error, form.rows);
      if (issues.length > 0) return screen(c, found, { values: form.values, failure: { form: "blocks", issues } }, 400);
      const command = {
        type: "SaveContentDraft",
        ...common(found, new Date().toISOString(), c),
        blocks: form.blocks,
      } as const;
      const result = await orRefusal(() => runCmsContentCommand(store, command, auditMetadata(c, "cms.content")));
      if (result instanceof DomainError) {
        return screen(
          c,
          found,
          { values: form.values, failure: { form: "blocks", message: result.message } },
          result.status,
        );
      }
      const snapshot = found.content.state.current ?? 0;
      return redirectWithNotice(
        c,
        contentPath(found.page.pageKey, found.locale),
        result.events.length ? `Draft saved as version ${snapshot + 1}.` : "Nothing changed.",
      );
    })
    .post(`${page}/submit`, (c) =>
      workflow(c, (found, at) => ({ type: "SubmitContentForReview", ...common(found, at, c) }), "Sent to review."),
    )
    .post(`${page}/publish`, (c) =>
      workflow(c, (found, at) => ({ type: "PublishContent", ...common(found, at, c) }), publishedNotice),
    )
    .post(`${page}/return`, async (c) => {
      const reason = formText(await c.req.parseBody(), "reason");
      return workflow(
        c,
        (found, at) => ({ type: "ReturnContentToDraft", ...common(found, at, c), reason }),
        "Returned to draft.",
      );
    })
    .post(`${page}/restore`, async (c) => {
      const snapshot = Number(formText(await c.req.parseBody(), "snapshot"));
      return workflow(
        c,
        (found, at) => ({ type: "RestoreContentSnapshot", ...common(found, at, c), snapshot }),
        `Version ${snapshot} restored as a new draft.`,
      );
    })
    .post(`${page}/preview`, async (c) => {
      const found = await find(c);
      const slugPath = found?.page.state.localizations[found.locale]?.slugPath;
      if (!found || !slugPath) return c.text("No such CMS page, or it has no address in this language.", 404);
      const now = new Date();
      const { token } = await issuePreviewToken(
        store,
        {
          label: `Preview of ${found.page.pageKey} (${found.locale})`,
          expiresAt: new Date(now.getTime() + PREVIEW_HOURS * 3_600_000),
          issuedBy: by(c),
          now,
        },
        auditMetadata(c, "cms.preview.issue"),
      );
      return c.redirect(`${slugPath}?preview=${encodeURIComponent(token)}`, 303);
    })
    .post(`${page}/seo`, async (c) => {
      const found = await find(c);
      if (!found) return c.text("No such CMS page or language.", 404);
      const values = await seoOfForm(c);
      const problems = await seoIssues(deps, values.seo);
      const command = {
        type: "SetPageSeo",
        pageKey: found.page.pageKey,
        locale: found.locale,
        seo: values.seo,
      } as const;
      const result =
        problems.length > 0
          ? null
          : await orRefusal(() => runCmsPageCommand(store, command, auditMetadata(c, "cms.seo")));
      if (result === null || result instanceof DomainError) {
        const failure = { form: "seo" as const, issues: problems, message: result?.message };
        return screen(c, found, { failure, seoValues: values.raw }, result?.status ?? 400);
      }
      return redirectWithNotice(
        c,
        contentPath(found.page.pageKey, found.locale),
        result.events.length ? "Search and sharing saved." : "Nothing changed.",
      );
    })

    .get(apiPath, (c) => api(c, async (found) => c.json({ success: true as const, data: contentJson(found.content) })))
    .put(apiPath, (c) =>
      api(c, async (found) => {
        const value = await body(c);
        if (!value) return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
        const parsed = CONTENT_SCHEMA.safeParse(value.blocks);
        const issues = parsed.success ? await missingPictures(deps, parsed.data) : contentIssues(parsed.error);
        if (issues.length > 0) return json400(c, issues);
        return apiCommand(c, found, {
          type: "SaveContentDraft",
          ...common(found, new Date().toISOString(), c),
          blocks: value.blocks,
        });
      }),
    )
    .post(`${apiPath}/:step{submit|publish|return|restore}`, (c) =>
      api(c, async (found) => {
        const value = (await body(c)) ?? {};
        const base = common(found, new Date().toISOString(), c);
        const step = c.req.param("step");
        const command: CmsContentCommand =
          step === "submit"
            ? { type: "SubmitContentForReview", ...base }
            : step === "publish"
              ? { type: "PublishContent", ...base }
              : step === "return"
                ? { type: "ReturnContentToDraft", ...base, reason: String(value.reason ?? "") }
                : { type: "RestoreContentSnapshot", ...base, snapshot: Number(value.snapshot) };
        return apiCommand(c, found, command);
      }),
    )
    .get(`${apiPath}/diff`, (c) =>
      api(c, async (found) => {
        const diff = await orRefusal(async () =>
          snapshotDiff(found.content.state, Number(c.req.query("from")), Number(c.req.query("to"))),
        );
        if (diff instanceof DomainError) return c.json(errorBody(diff.code, diff.message), diff.status);
        return c.json({ success: true as const, data: { diff } });
      }),
    )
    .put(`${apiPath}/seo`, (c) =>
      api(c, async (found) => {
        const value = await body(c);
        if (!value) return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
        const problems = await seoIssues(deps, value);
        if (problems.length > 0) return json400(c, problems);
        const command = { type: "SetPageSeo", pageKey: found.page.pageKey, locale: found.locale, seo: value } as const;
        const result = await orRefusal(() => runCmsPageCommand(store, command, auditMetadata(c, "cms.seo")));
        if (result instanceof DomainError) return c.json(errorBody(result.code, result.message), result.status);
        return c.json({ success: true as const, data: { seo: result.state.seo[found.locale] ?? null } });
      }),
    );
}

/** The content as the JSON twin hands it: status, versions, the latest and the live blocks. */
function contentJson(content: LoadedContent) {
  const { state } = content;
  return {
    status: state.status,
    current: state.current,
    live: state.live,
    blocks: state.current === null ? [] : (state.snapshots.get(state.current) ?? []),
    liveBlocks: state.live === null ? null : (state.snapshots.get(state.live) ?? null),
    snapshots: content.snapshots,
    workflow: content.workflow,
    streamId: content.streamId,
    version: content.version,
  };
}
