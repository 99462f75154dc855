import { type Context, Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../core/db/database.ts";
import { cmsPages } from "../../projections/queries/cms.ts";
import { ApiError } from "../errors.ts";
import { validate } from "../validation.ts";

const query = z.object({
  includeDraft: z.enum(["true", "false"], { message: "includeDraft must be true or false" }).optional(),
});

/**
 * GET /api/bootstrap/cms: the server page list the client builds its routes and language
 * mapping from (spec sections 2 and 7). Drafts are for a signed-in admin only (the session
 * cookie is sent along, as every call of spec section 7 sends its cookies).
 */
export function bootstrapApi(db: Db, isAdmin: (c: Context) => Promise<boolean> = async () => false) {
  return new Hono().get("/cms", validate("query", query), async (c) => {
    const includeDraft = c.req.valid("query").includeDraft === "true";
    if (includeDraft && !(await isAdmin(c))) {
      throw new ApiError(401, "admin_session_required", "Drafts need an admin session");
    }
    const pages = await cmsPages(db, { includeDraft });
    return c.json({ success: true as const, data: { pages } });
  });
}
