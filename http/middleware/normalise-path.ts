import type { MiddlewareHandler } from "hono";

/** Spec section 2: double slashes collapsed and a trailing slash removed, by a 301. */
export function normalisePath(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const clean = url.pathname.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
    if (clean !== url.pathname && (c.req.method === "GET" || c.req.method === "HEAD")) {
      return c.redirect(`${clean}${url.search}`, 301);
    }
    await next();
  };
}
