import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorBody, zodIssues } from "../../errors.ts";
import { validate } from "../../validation.ts";
import type { Issue } from "../shell/components.tsx";
import type { AdminContext, AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { refusalJson } from "../shell/outcome.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { cancelPost, queueManualPost, retryPost } from "./commands.ts";
import {
  EMPTY_MANUAL_POST,
  isObject,
  MANUAL_POST_BLANKS,
  manualPostInputOf,
  manualPostValues,
  overBlanks,
  postListQuerySchema,
} from "./input.ts";
import { ManualPostPage, type ManualPostValues, PostDetailPage } from "./post-pages.tsx";
import { PostListPage } from "./posts-page.tsx";
import { accountOptions, loadAttemptDetail, postListData } from "./queries.ts";

const PATH = "/nimda/social/posts";
const NOT_FOUND = "No such post";
/** Only back to the posts list (with its filters): never an address a form could smuggle in. */
const RETURN_TO = /^\/nimda\/social\/posts(\?[\w%=&.+*-]*)?$/;

const ACTIONS = [
  { path: "retry", run: retryPost },
  { path: "cancel", run: cancelPost },
] as const;

/** The post attempts: the filtered list, one post, a post written by hand, and retry and cancel. */
export function postScreens(deps: AdminDeps) {
  const manualPage = async (
    c: AdminContext,
    values: ManualPostValues,
    issues?: Issue[],
    status: ContentfulStatusCode = 200,
  ) =>
    renderPage(
      c,
      <ManualPostPage
        chrome={chromeOf(c, "Write a post")}
        accounts={await accountOptions(deps)}
        values={values}
        issues={issues}
      />,
      status,
    );
  const detailPage = async (
    c: AdminContext,
    attemptId: string,
    message?: string,
    status: ContentfulStatusCode = 200,
  ) => {
    const post = await loadAttemptDetail(deps.store, attemptId);
    if (!post) return c.text("No such post.", 404);
    return renderPage(c, <PostDetailPage chrome={chromeOf(c, "Post")} post={post} message={message} />, status);
  };

  const app = new Hono<AdminEnv>()
    .get(PATH, async (c) => {
      const parsed = postListQuerySchema.safeParse(c.req.query());
      const query = parsed.success ? parsed.data : postListQuerySchema.parse({});
      const issues = parsed.success ? undefined : zodIssues(parsed.error);
      const shown = { status: query.status, account: query.account };
      const page = (
        <PostListPage
          chrome={chromeOf(c, "Social posts")}
          data={await postListData(deps, query)}
          query={shown}
          issues={issues}
        />
      );
      return renderPage(c, page, parsed.success ? 200 : 400);
    })
    .get("/nimda/api/social/posts", validate("query", postListQuerySchema), async (c) =>
      c.json({ success: true as const, data: await postListData(deps, c.req.valid("query")) }),
    )
    .get(`${PATH}/new`, (c) => manualPage(c, { ...EMPTY_MANUAL_POST, accountId: c.req.query("account") ?? "" }))
    .post(`${PATH}/new`, async (c) => {
      const values = manualPostValues(await c.req.parseBody({ all: true }));
      const outcome = await queueManualPost(c, deps, manualPostInputOf(values));
      if (!outcome.ok) return manualPage(c, values, outcome.issues, outcome.status);
      return redirectWithNotice(c, `${PATH}/${outcome.value.attemptId}`, outcome.value.notice);
    })
    .post("/nimda/api/social/posts", async (c) => {
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
      const outcome = await queueManualPost(c, deps, overBlanks(body, MANUAL_POST_BLANKS));
      if (!outcome.ok) return refusalJson(c, outcome);
      return c.json({ success: true as const, data: { ...outcome.value.data, notice: outcome.value.notice } }, 201);
    })
    .get(`${PATH}/:id`, (c) => detailPage(c, c.req.param("id")))
    .get("/nimda/api/social/posts/:id", async (c) => {
      const post = await loadAttemptDetail(deps.store, c.req.param("id"));
      if (!post) return c.json(errorBody("not_found", NOT_FOUND), 404);
      return c.json({ success: true as const, data: post });
    });

  for (const action of ACTIONS) {
    app.post(`${PATH}/:id/${action.path}`, async (c) => {
      const post = await loadAttemptDetail(deps.store, c.req.param("id"));
      if (!post) return c.text("No such post.", 404);
      const outcome = await action.run(c, deps, post.attemptId);
      if (!outcome.ok) return detailPage(c, post.attemptId, outcome.message, outcome.status);
      const returnTo = formText(await c.req.parseBody({ all: true }), "returnTo");
      const target = RETURN_TO.test(returnTo) ? returnTo : `${PATH}/${post.attemptId}`;
      return redirectWithNotice(c, target, outcome.value.notice);
    });
    app.post(`/nimda/api/social/posts/:id/${action.path}`, async (c) => {
      const post = await loadAttemptDetail(deps.store, c.req.param("id"));
      if (!post) return c.json(errorBody("not_found", NOT_FOUND), 404);
      const outcome = await action.run(c, deps, post.attemptId);
      if (!outcome.ok) return refusalJson(c, outcome);
      const after = await loadAttemptDetail(deps.store, post.attemptId);
      return c.json({ success: true as const, data: { ...after, notice: outcome.value.notice } });
    });
  }
  return app;
}
