import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { ADMIN_DEVICE } from "../../../core/admin-auth/device-token.ts";
import { ADMIN_SESSION } from "../../../core/admin-auth/session-token.ts";
import { errorBody } from "../../errors.ts";
import { analyticsScreens } from "../analytics/routes.tsx";
import { auditScreens } from "../audit/routes.tsx";
import { cmsScreens } from "../cms/routes.tsx";
import { contactScreens } from "../contact/routes.tsx";
import { crawlingScreens } from "../crawling/routes.tsx";
import { dashboardScreens } from "../dashboard/routes.tsx";
import { destinationScreens } from "../destinations/routes.tsx";
import { eventScreens } from "../events/routes.tsx";
import { faqScreens } from "../faqs/routes.tsx";
import { generationScreens } from "../generation/routes.tsx";
import { instanceScreens } from "../instances/routes.tsx";
import { mailScreens } from "../mail/routes.tsx";
import { mediaScreens } from "../media/routes.tsx";
import { metricsScreens } from "../metrics/routes.tsx";
import { newsletterScreens } from "../newsletter/routes.tsx";
import { projectionScreens } from "../projections/routes.tsx";
import { purgeScreens } from "../purges/routes.tsx";
import { queueScreens } from "../queues/routes.tsx";
import { settingsScreens } from "../settings/routes.tsx";
import { socialScreens } from "../social/routes.tsx";
import { visaScreens } from "../visa/routes.tsx";
import { webhookScreens } from "../webhooks/routes.tsx";
import { type AdminEnv, requestInfo } from "./context.ts";
import type { AdminDeps } from "./deps.ts";
import { LoginPage } from "./login-page.tsx";
import {
  adminHeaders,
  ipAllowlist,
  requireCsrfToken,
  requireSameOrigin,
  requireSession,
  safeNext,
  sessionCookie,
} from "./middleware.ts";
import { ADMIN_LOGIN_PATH, ADMIN_LOGOUT_PATH, ADMIN_TRUST_BROWSER_PATH } from "./nav.ts";
import { renderPage } from "./render.ts";

function formText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function deviceCookie(secure: boolean) {
  return {
    httpOnly: true,
    secure,
    sameSite: "Strict",
    path: ADMIN_DEVICE.cookiePath,
    maxAge: Math.floor(ADMIN_DEVICE.maxAgeMs / 1000),
  } as const;
}

/** Sign-in and sign-out: the only admin paths without a session (sign-out needs one). */
function signInRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>()
    .get(ADMIN_LOGIN_PATH, async (c) => {
      const session = await deps.auth.authenticate(getCookie(c, ADMIN_SESSION.cookieName));
      if (session) return c.redirect(safeNext(c.req.query("next")), 303);
      const notice = c.req.query("signedOut")
        ? "You have signed out."
        : c.req.query("trusted")
          ? "This browser is trusted: other people's wrong passwords no longer slow its sign-in."
          : null;
      return renderPage(c, LoginPage({ next: safeNext(c.req.query("next")), notice }));
    })
    .get(ADMIN_TRUST_BROWSER_PATH, async (c) => {
      const cookie = await deps.auth.trustBrowser(c.req.query("link") ?? "", requestInfo(c));
      if (!cookie) {
        const error = "This link is not valid or has expired (links last 15 minutes): run `npm run admin:link` again.";
        return renderPage(c, LoginPage({ error, next: safeNext(undefined) }), 400);
      }
      setCookie(c, ADMIN_DEVICE.cookieName, cookie, deviceCookie(deps.secureCookies));
      // the link leaves the address bar at once
      return c.redirect(`${ADMIN_LOGIN_PATH}?trusted=1`, 303);
    })
    .post(ADMIN_LOGIN_PATH, async (c) => {
      const body = await c.req.parseBody();
      const username = formText(body.username).slice(0, 200);
      const next = safeNext(formText(body.next));
      const result = await deps.auth.signIn(
        username,
        formText(body.password).slice(0, 1000),
        requestInfo(c),
        getCookie(c, ADMIN_DEVICE.cookieName),
      );
      if (!result.ok) {
        if (result.reason === "rate_limited") c.header("retry-after", String(Math.ceil(result.retryAfterMs / 1000)));
        const status = result.reason === "rate_limited" ? 429 : 401;
        return renderPage(c, LoginPage({ error: result.message, next, username }), status);
      }
      setCookie(c, ADMIN_SESSION.cookieName, result.token, sessionCookie(deps.secureCookies));
      setCookie(c, ADMIN_DEVICE.cookieName, result.deviceToken, deviceCookie(deps.secureCookies));
      return c.redirect(next, 303);
    });
}

/**
 * The admin area: /nimda pages (server-rendered React, no client scripts) and the /nimda/api
 * JSON API. Order matters: headers and the IP allowlist apply to every path, the sign-in page
 * needs no session, everything after it does, and changes need a same-site CSRF token.
 */
export function adminApp(deps: AdminDeps) {
  const app = new Hono<AdminEnv>();
  app.use("/nimda/*", adminHeaders(deps.trustProxy));
  app.use("/nimda/*", ipAllowlist(deps.store));
  app.use("/nimda/*", requireSameOrigin());
  app.route("/", signInRoutes(deps));
  app.use("/nimda/*", requireSession(deps.auth, deps.secureCookies));
  app.use("/nimda/*", requireCsrfToken(deps.auth));

  app.get("/nimda", (c) => c.redirect("/nimda/dash", 302));
  app.post(ADMIN_LOGOUT_PATH, async (c) => {
    await deps.auth.signOut(c.get("session"), requestInfo(c));
    deleteCookie(c, ADMIN_SESSION.cookieName, { path: ADMIN_SESSION.cookiePath });
    return c.redirect(`${ADMIN_LOGIN_PATH}?signedOut=1`, 303);
  });
  app.route("/", dashboardScreens(deps));
  app.route("/", cmsScreens(deps));
  app.route("/", mediaScreens(deps));
  app.route("/", purgeScreens(deps));
  app.route("/", eventScreens(deps));
  app.route("/", auditScreens(deps));
  app.route("/", analyticsScreens(deps));
  app.route("/", settingsScreens(deps));
  app.route("/", projectionScreens(deps));
  app.route("/", instanceScreens(deps));
  app.route("/", queueScreens(deps));
  app.route("/", metricsScreens(deps));
  app.route("/", crawlingScreens(deps));
  app.route("/", visaScreens(deps));
  app.route("/", faqScreens(deps));
  app.route("/", destinationScreens(deps));
  app.route("/", socialScreens(deps));
  app.route("/", newsletterScreens(deps));
  app.route("/", contactScreens(deps));
  app.route("/", mailScreens(deps));
  app.route("/", webhookScreens(deps));
  app.route("/", generationScreens(deps));

  app.all("/nimda/api/*", (c) => c.json(errorBody("not_found", "No such admin API endpoint"), 404));
  app.all("/nimda/*", (c) => c.text("No such admin page.", 404));
  return app;
}
