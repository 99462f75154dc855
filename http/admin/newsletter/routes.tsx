import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { zodIssues } from "../../errors.ts";
import { validate } from "../../validation.ts";
import type { AdminContext, AdminEnv } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { refusalJson } from "../shell/outcome.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { type IssueRequested, requestIssueNow, sendTestIssue, type TestSent } from "./commands.ts";
import { previewQuerySchema, queryInput, testFormInput } from "./input.ts";
import { NEWSLETTER_PATH, NewsletterPage, type PreviewFormValues, previewHref } from "./page.tsx";
import { NewsletterPreviewPage, type TestFormState } from "./preview-page.tsx";
import { newsletterOverview, newsletterPreview } from "./queries.ts";

const API = "/nimda/api/newsletter";

const testNotice = (deps: AdminDeps, sent: TestSent) => {
  const deals = `${sent.dealCount} ${sent.dealCount === 1 ? "deal" : "deals"}`;
  return deps.newsletter.delivery === "outbox"
    ? `Test mail with ${deals} recorded in mail_outbox (MAIL=outbox: nothing is sent).`
    : `Test mail with ${deals} handed to SMTP.`;
};
const sendNowNotice = (requested: IssueRequested) =>
  `Today's ${requested.frequency} issue (${requested.day}) is requested: the worker plans and sends it now${
    requested.jobId ? ` (job ${requested.jobId})` : ""
  }.`;

/** A query or form as given, for the form to show again: only text survives, the rest is dropped. */
function formValues(input: Record<string, unknown>): PreviewFormValues {
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const airports = Array.isArray(input.airports) ? input.airports : [input.airports];
  return {
    language: text(input.language),
    frequency: text(input.frequency),
    airports: airports.filter((code): code is string => typeof code === "string").map((code) => code.toUpperCase()),
  };
}

/**
 * The newsletter: subscribers, schedule and the latest issues; a preview of the next issue that
 * can be mailed to an admin as a test; and "send now", which has the worker send today's issue.
 */
export function newsletterScreens(deps: AdminDeps) {
  const overviewPage = async (c: AdminContext, message?: string, status: ContentfulStatusCode = 200) =>
    renderPage(
      c,
      <NewsletterPage chrome={chromeOf(c, "Newsletter")} data={await newsletterOverview(deps)} message={message} />,
      status,
    );

  /** The preview for a query or a refused test form's fields; a bad one is a 400 naming the field. */
  const previewPage = async (
    c: AdminContext,
    input: Record<string, unknown>,
    test: TestFormState = { to: "" },
    status: ContentfulStatusCode = 200,
  ) => {
    const parsed = previewQuerySchema.safeParse(input);
    const data = parsed.success ? await newsletterPreview(deps, parsed.data) : null;
    const page = (
      <NewsletterPreviewPage
        chrome={chromeOf(c, "Newsletter preview")}
        values={parsed.success ? parsed.data : formValues(input)}
        data={data}
        issues={parsed.success ? undefined : zodIssues(parsed.error)}
        test={test}
      />
    );
    return renderPage(c, page, parsed.success ? status : 400);
  };

  return new Hono<AdminEnv>()
    .get(NEWSLETTER_PATH, (c) => overviewPage(c))
    .get(API, async (c) => c.json({ success: true as const, data: await newsletterOverview(deps) }))
    .get(`${NEWSLETTER_PATH}/preview`, (c) => previewPage(c, queryInput(c.req.queries())))
    .get(`${API}/preview`, validate("query", previewQuerySchema), async (c) =>
      c.json({ success: true as const, data: await newsletterPreview(deps, c.req.valid("query")) }),
    )
    .post(`${NEWSLETTER_PATH}/test`, async (c) => {
      const input = testFormInput(await c.req.parseBody({ all: true }));
      const outcome = await sendTestIssue(c, deps, input);
      if (!outcome.ok) {
        const test: TestFormState = {
          to: typeof input.to === "string" ? input.to : "",
          issues: outcome.issues,
          // a refusal of the whole test (nothing to send, SMTP) is said above the form, a field's beside it
          message: outcome.issues.length === 0 ? outcome.message : null,
        };
        return previewPage(c, input, test, outcome.status);
      }
      const back = previewHref(outcome.value.issue);
      return redirectWithNotice(c, back, testNotice(deps, outcome.value));
    })
    .post(`${API}/test`, async (c) => {
      const outcome = await sendTestIssue(c, deps, await c.req.json().catch(() => undefined));
      if (!outcome.ok) return refusalJson(c, outcome);
      return c.json({ success: true as const, data: { ...outcome.value, notice: testNotice(deps, outcome.value) } });
    })
    .post(`${NEWSLETTER_PATH}/send-now`, async (c) => {
      const body = await c.req.parseBody({ all: true });
      const frequency = Array.isArray(body.frequency) ? body.frequency.at(-1) : body.frequency;
      const outcome = await requestIssueNow(c, deps, { frequency });
      if (!outcome.ok) return overviewPage(c, outcome.message, outcome.status);
      return redirectWithNotice(c, NEWSLETTER_PATH, sendNowNotice(outcome.value));
    })
    .post(`${API}/send-now`, async (c) => {
      const outcome = await requestIssueNow(c, deps, await c.req.json().catch(() => undefined));
      if (!outcome.ok) return refusalJson(c, outcome);
      return c.json({ success: true as const, data: { ...outcome.value, notice: sendNowNotice(outcome.value) } });
    });
}
