import type { MiddlewareHandler } from "hono";

/** Paths whose case carries meaning: IATA codes in picture names, hashed assets, API and admin routes. */
const CASE_SENSITIVE = /^\/(?:api|assets|images|go|feeds|nimda)(?:\/|$)/i;
/** A deal's page ends in its short code, which is upper case: the rest of the path is not. */
const DEAL_CODE = /^(\/(?:en\/)?(?:oferta|deal)\/)([^/]+)$/i;

/** Page paths are lower case; percent-escapes (Cyrillic slugs) keep their own spelling. */
export function lowerCasePagePath(path: string): string {
  if (CASE_SENSITIVE.test(path)) return path;
  const lower = (text: string) => text.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (m) => (m[0] === "%" ? m : m.toLowerCase()));
  const deal = DEAL_CODE.exec(path);
  return deal ? lower(deal[1] as string) + deal[2] : lower(path);
}

/**
 * Spec section 2: double slashes collapsed and a trailing slash removed, by a 301. Page paths in
 * another case (/EN/Destinations) go to their lower-case address the same way, instead of being
 * served as if they were another page.
 */
export function normalisePath(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const clean = lowerCasePagePath(url.pathname.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1"));
    if (clean !== url.pathname && (c.req.method === "GET" || c.req.method === "HEAD")) {
      return c.redirect(`${clean}${url.search}`, 301);
    }
    await next();
  };
}
