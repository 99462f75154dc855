import type { MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AdminAuth } from "../../../core/admin-auth/auth.ts";
import { ADMIN_SESSION } from "../../../core/admin-auth/session-token.ts";
import type { EventStore } from "../../../core/eventstore/types.ts";
import { ipAllowed } from "../../../core/settings/schema.ts";
import { loadSettings } from "../../../core/settings/service.ts";
import { clientAddress } from "../../client-ip.ts";
import { errorBody } from "../../errors.ts";
import { type AdminEnv, isApiPath } from "./context.ts";
import { ADMIN_LOGIN_PATH } from "./nav.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Admin pages are never cached, indexed or framed, and carry who asked. */
export function adminHeaders(trustProxy: number): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    c.set("clientIp", clientAddress(c, trustProxy));
    await next();
    c.header("cache-control", "no-store");
    c.header("x-robots-tag", "noindex, nofollow");
  };
}

function forbidden(c: Parameters<MiddlewareHandler<AdminEnv>>[0], message: string): Response {
  if (isApiPath(c.req.path)) return c.json(errorBody("forbidden", message), 403);
  return c.text(message, 403);
}

/**
 * Whether an address may act as the admin: always while enforcement is off (system settings),
 * else only from the allowlist. The admin area and everything else an admin session unlocks
 * (drafts in /api/bootstrap/cms, /readyz's detail) ask this one question.
 */
export async function adminAddressAllowed(store: EventStore, ip: string | null): Promise<boolean> {
  const { settings } = await loadSettings(store);
  return !settings.ipAllowlistEnforced || ipAllowed(ip, settings.ipAllowlist);
}

/** With enforcement on (system settings), addresses outside the allowlist get 403 on every admin path. */
export function ipAllowlist(store: EventStore): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (!(await adminAddressAllowed(store, c.get("clientIp")))) {
      return forbidden(c, "This address may not use the admin area.");
    }
    await next();
  };
}

export function sessionCookie(secure: boolean) {
  return {
    httpOnly: true,
    secure,
    sameSite: "Strict" as const,
    path: ADMIN_SESSION.cookiePath,
    maxAge: Math.floor(ADMIN_SESSION.absoluteMs / 1000),
  };
}

/** A path inside the admin area to return to after signing in; anything else goes to the dashboard. */
export function safeNext(next: string | undefined | null): string {
  if (!next?.startsWith("/nimda/") || next.startsWith("//") || /[\\\s]/.test(next)) return "/nimda/dash";
  if (next.startsWith(ADMIN_LOGIN_PATH)) return "/nimda/dash";
  return next;
}

/**
 * Everything but the sign-in page needs a live session: pages redirect to sign-in, the API
 * answers 401. An active session's idle clock is renewed with a fresh cookie.
 */
export function requireSession(auth: AdminAuth, secureCookies: boolean): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const session = await auth.authenticate(getCookie(c, ADMIN_SESSION.cookieName));
    if (!session) {
      if (getCookie(c, ADMIN_SESSION.cookieName))
        deleteCookie(c, ADMIN_SESSION.cookieName, { path: ADMIN_SESSION.cookiePath });
      if (isApiPath(c.req.path)) {
        return c.json(errorBody("unauthorized", "Sign in to use the admin API"), 401);
      }
      const back = c.req.method === "GET" ? `${c.req.path}${new URL(c.req.url).search}` : "/nimda/dash";
      return c.redirect(`${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(back)}`, 303);
    }
    if (session.renewedToken) {
      setCookie(c, ADMIN_SESSION.cookieName, session.renewedToken, sessionCookie(secureCookies));
    }
    c.set("session", session.claims);
    c.set("csrfToken", auth.csrfToken(session.claims));
    await next();
  };
}

/**
 * State-changing requests must come from our own pages: the Origin (when the browser sends one)
 * is this site, and the session's CSRF token is in the `_csrf` field or the x-csrf-token header.
 */
export function requireSameOrigin(): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      if (origin && origin !== "null" && origin !== new URL(c.req.url).origin) {
        return forbidden(c, "Cross-site request refused.");
      }
      if (origin === "null") return forbidden(c, "Cross-site request refused.");
    }
    await next();
  };
}

export function requireCsrfToken(auth: AdminAuth): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    let token = c.req.header("x-csrf-token");
    if (!token) {
      const type = c.req.header("content-type") ?? "";
      if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
        const body = await c.req.parseBody();
        token = typeof body._csrf === "string" ? body._csrf : undefined;
      }
    }
    if (!auth.csrfValid(c.get("session"), token)) {
      return forbidden(c, "The form has expired or did not come from this site. Reload the page and try again.");
    }
    await next();
  };
}
