import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Db } from "../../core/db/database.ts";
import { cmsPages } from "../../projections/cms/queries.ts";
import { ApiError } from "../errors.ts";
import { answers, errorAnswer } from "../openapi-responses.ts";
import { apiRoutes } from "../validation.ts";

/** Where a preview link carries its token: a header for the client, the query for a shared URL. */
export const PREVIEW_TOKEN_HEADER = "x-preview-token";

const query = z.object({
  includeDraft: z
    .enum(["true", "false"], { message: "includeDraft must be true or false" })
    .optional()
    .meta({ description: "true: drafts too (an admin session or a preview token)" }),
  // any text: a malformed token is refused like a wrong one, with 401
  previewToken: z
    .string()
    .optional()
    .meta({ description: `a CMS preview token (or the ${PREVIEW_TOKEN_HEADER} header)` }),
});

/** The route under /api/bootstrap, as http/openapi.ts documents it. */
export const bootstrapRoutes = {
  cms: createRoute({
    method: "get",
    path: "/cms",
    summary:
      "The server page list: live pages with their localizations (drafts need an admin session or a preview token)",
    request: { query },
    responses: {
      ...answers(
        "success, data.pages[] { pageKey, pageType, publishingState, localizations[] { locale, status, slugPath } }",
      ),
      401: errorAnswer("Drafts without an admin session or a valid preview token"),
    },
  }),
};

/**
 * GET /api/bootstrap/cms: the server page list the client builds its routes and language
 * mapping from (spec sections 2 and 7). Drafts are for a signed-in admin (the session cookie
 * is sent along, as every call of spec section 7 sends its cookies) or the holder of a valid
 * preview token (spec section 6).
 */
export function bootstrapApi(
  db: Db,
  isAdmin: (c: Context) => Promise<boolean> = async () => false,
  previewTokenValid: (token: string) => Promise<boolean> = async () => false,
) {
  const mayPreview = async (c: Context, queryToken: string | undefined) => {
    if (await isAdmin(c)) return true;
    const token = c.req.header(PREVIEW_TOKEN_HEADER) ?? queryToken;
    return token !== undefined && token !== "" && (await previewTokenValid(token));
  };
  return apiRoutes().openapi(bootstrapRoutes.cms, async (c) => {
    const { includeDraft: flag, previewToken } = c.req.valid("query");
    const includeDraft = flag === "true";
    if (includeDraft && !(await mayPreview(c, previewToken))) {
      throw new ApiError(401, "admin_session_required", "Drafts need an admin session");
    }
    const pages = await cmsPages(db, { includeDraft });
    // drafts are per viewer: never kept by a shared cache
    if (includeDraft) c.header("cache-control", "private, no-store");
    return c.json({ success: true as const, data: { pages } }, 200);
  });
}
