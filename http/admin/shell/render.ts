import type { ContentfulStatusCode } from "hono/utils/http-status";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { CspNonce } from "../../../ui/csp-nonce.ts";
import type { AdminContext } from "./context.ts";
import type { AdminChrome } from "./layout.tsx";

/**
 * Admin screens are React rendered on the server, without client scripts: links and forms only.
 * The response's CSP nonce goes to the one inline stylesheet (docs/decisions/0053).
 */
export function renderPage(c: AdminContext, page: ReactElement, status: ContentfulStatusCode = 200): Response {
  const html = renderToString(createElement(CspNonce, { value: c.get("cspNonce") }, page));
  return c.html(`<!doctype html>${html}`, status);
}

/** Post/redirect/get: the screen after a successful form, with a notice to show. */
export function redirectWithNotice(c: AdminContext, path: string, notice: string): Response {
  const url = new URL(path, "http://admin.invalid");
  url.searchParams.set("notice", notice);
  return c.redirect(`${url.pathname}${url.search}`, 303);
}

/** The layout's frame for the signed-in admin: title, current path, session and any notice. */
export function chromeOf(c: AdminContext, title: string): AdminChrome {
  return {
    title,
    path: c.req.path,
    session: { username: c.get("session").sub, csrfToken: c.get("csrfToken") },
    notice: c.req.query("notice") ?? null,
  };
}
