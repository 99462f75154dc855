import { Hono } from "hono";
import { SHORTLINK_CODE } from "../../core/cms/shortlink-decider.ts";
import type { Db } from "../../core/db/database.ts";
import { shortlinkTarget } from "../../projections/cms/page-queries.ts";

/**
 * GET /p/{code}: a page shortlink (at most 12 characters) leads to its page's live address. A 302,
 * not a 301: the code may be given to another page, and browsers keep a 301 for good. An unknown
 * code falls through to the site, whose not-found page answers.
 */
export function cmsShortlinkRoutes(db: Db) {
  return new Hono().get("/:code", async (c, next) => {
    const code = c.req.param("code");
    const target = SHORTLINK_CODE.test(code) ? await shortlinkTarget(db, code) : null;
    if (!target) return next();
    c.header("cache-control", "public, max-age=0, s-maxage=60");
    return c.redirect(target, 302);
  });
}
