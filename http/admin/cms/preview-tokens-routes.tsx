import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import {
  issuePreviewToken,
  listPreviewTokens,
  loadPreviewToken,
  PREVIEW_LABEL_MAX,
  PREVIEW_MAX_DAYS,
  runPreviewTokenCommand,
} from "../../../core/cms/preview-tokens.ts";
import { DAY_MS } from "../../../core/constants.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import type { EventMetadata, EventStore } from "../../../core/eventstore/types.ts";
import { errorBody, zodIssues } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import { type AdminContext, type AdminEnv, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";
import { chromeOf, redirectWithNotice, renderPage } from "../shell/render.ts";
import { PREVIEW_TOKENS_PATH } from "./list-page.tsx";
import { DEFAULT_PREVIEW_DAYS, type IssueTokenValues, PreviewTokensPage } from "./preview-tokens-page.tsx";

const DAYS_MESSAGE = `Days valid must be a whole number from 1 to ${PREVIEW_MAX_DAYS}`;
const ISSUE_ACTION = "cms.preview_token.issue";
const REVOKE_ACTION = "cms.preview_token.revoke";

/** The form sends text, the API a number or text; blank means the default. */
export const issueTokenSchema = z.strictObject({
  label: z
    .string("Label is required")
    .trim()
    .min(1, "Label is required")
    .max(PREVIEW_LABEL_MAX, `Label must be at most ${PREVIEW_LABEL_MAX} characters`),
  days: z.preprocess(
    (v) => (v === undefined || v === "" ? Number(DEFAULT_PREVIEW_DAYS) : typeof v === "string" ? Number(v) : v),
    z.number(DAYS_MESSAGE).int(DAYS_MESSAGE).min(1, DAYS_MESSAGE).max(PREVIEW_MAX_DAYS, DAYS_MESSAGE),
  ),
});
type IssueTokenInput = z.infer<typeof issueTokenSchema>;

async function issue(store: EventStore, input: IssueTokenInput, metadata: EventMetadata) {
  const now = new Date();
  return issuePreviewToken(
    store,
    {
      label: input.label,
      expiresAt: new Date(now.getTime() + input.days * DAY_MS),
      issuedBy: String(metadata.actor),
      now,
    },
    metadata,
  );
}

function revoke(store: EventStore, tokenId: string, metadata: EventMetadata) {
  return runPreviewTokenCommand(store, { type: "RevokePreviewToken", tokenId, by: String(metadata.actor) }, metadata);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const notFound = (c: AdminContext) => c.json(errorBody("not_found", "No such preview token"), 404);

/** Preview tokens for draft CMS pages: list, issue (the token is shown once), revoke; each with its JSON twin. */
export function cmsPreviewScreens(deps: AdminDeps) {
  const { store } = deps;

  const page = async (
    c: AdminContext,
    extra: { values?: IssueTokenValues; issues?: Issue[]; message?: string; issuedToken?: string } = {},
    status = 200,
  ) =>
    renderPage(
      c,
      <PreviewTokensPage
        chrome={chromeOf(c, "CMS preview tokens")}
        tokens={await listPreviewTokens(store, new Date())}
        values={extra.values ?? { label: "", days: DEFAULT_PREVIEW_DAYS }}
        issues={extra.issues}
        message={extra.message}
        issuedToken={extra.issuedToken}
      />,
      status as ContentfulStatusCode,
    );

  return new Hono<AdminEnv>()
    .get(PREVIEW_TOKENS_PATH, (c) => page(c))
    .post(PREVIEW_TOKENS_PATH, async (c) => {
      const body = await c.req.parseBody({ all: true });
      const values = { label: formText(body, "label"), days: formText(body, "days") };
      const parsed = issueTokenSchema.safeParse(values);
      if (!parsed.success) return page(c, { values, issues: zodIssues(parsed.error) }, 400);
      const { token } = await issue(store, parsed.data, auditMetadata(c, ISSUE_ACTION));
      // rendered, not redirected: the token must not travel in a URL (history, logs, Referer)
      const notice = "Preview token issued. Copy it now: it is not shown again.";
      const chrome = { ...chromeOf(c, "CMS preview tokens"), notice };
      return renderPage(
        c,
        <PreviewTokensPage
          chrome={chrome}
          tokens={await listPreviewTokens(store, new Date())}
          values={{ label: "", days: DEFAULT_PREVIEW_DAYS }}
          issuedToken={token}
        />,
        201,
      );
    })
    .post(`${PREVIEW_TOKENS_PATH}/:tokenId/revoke`, async (c) => {
      const tokenId = c.req.param("tokenId");
      if (!(await loadPreviewToken(store, tokenId, new Date()))) return c.text("No such preview token.", 404);
      try {
        const result = await revoke(store, tokenId, auditMetadata(c, REVOKE_ACTION));
        const notice = result.events.length > 0 ? "Preview token revoked." : "The token was already revoked.";
        return redirectWithNotice(c, PREVIEW_TOKENS_PATH, notice);
      } catch (error) {
        if (error instanceof DomainError) return page(c, { message: error.message }, error.status);
        throw error;
      }
    })

    .get("/nimda/api/cms/preview-tokens", async (c) =>
      c.json({ success: true as const, data: { tokens: await listPreviewTokens(store, new Date()) } }),
    )
    .post("/nimda/api/cms/preview-tokens", async (c) => {
      const body = await c.req.json().catch(() => undefined);
      if (!isObject(body)) return c.json(errorBody("invalid_json", "The body must be a JSON object"), 400);
      const parsed = issueTokenSchema.safeParse(body);
      if (!parsed.success) {
        const issues = zodIssues(parsed.error);
        return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
      }
      const { tokenId, token } = await issue(store, parsed.data, auditMetadata(c, ISSUE_ACTION));
      const summary = await loadPreviewToken(store, tokenId, new Date());
      return c.json({ success: true as const, data: { ...summary, token } }, 201);
    })
    .post("/nimda/api/cms/preview-tokens/:tokenId/revoke", async (c) => {
      const tokenId = c.req.param("tokenId");
      if (!(await loadPreviewToken(store, tokenId, new Date()))) return notFound(c);
      const result = await revoke(store, tokenId, auditMetadata(c, REVOKE_ACTION));
      const summary = await loadPreviewToken(store, tokenId, new Date());
      return c.json({ success: true as const, data: { ...summary, changed: result.events.length > 0 } });
    });
}
