import { type Context, Hono, type MiddlewareHandler } from "hono";
import { except } from "hono/combine";
import { compress } from "hono/compress";
import { getCookie } from "hono/cookie";
import { secureHeaders } from "hono/secure-headers";
import { ADMIN_SESSION } from "../core/admin-auth/session-token.ts";
import { previewTokenValid } from "../core/cms/preview-tokens.ts";
import { type OperatorDetails, operatorDetails } from "../core/config/env.ts";
import type { FormServices } from "../core/contact/form-services.ts";
import type { Database } from "../core/db/database.ts";
import type { EventStore } from "../core/eventstore/types.ts";
import { limitFormServices, type RequestLimits, requestLimiters } from "../core/limits/form-limits.ts";
import type { Logger } from "../core/log/logger.ts";
import type { MediaStorage } from "../core/media/storage.ts";
import { type FareMode, fareModeOr } from "../core/pricing/fare-mode.ts";
import { createSearchService } from "../core/search/service.ts";
import { type Clock, systemClock } from "../core/time/clock.ts";
import type { ProjectionRunner } from "../projections/runner.ts";
import { searchCatalog } from "../projections/search/queries.ts";
import { shareNetworkEntries } from "../projections/social/queries.ts";
import type { LoadContext } from "../ui/load-context.ts";
import { adminApp } from "./admin/shell/app.ts";
import type { AdminDeps } from "./admin/shell/deps.ts";
import { adminAddressAllowed } from "./admin/shell/middleware.ts";
import { captchaApi } from "./captcha/api.ts";
import { clientAddressOnContext, requestAddress } from "./client-ip.ts";
import { bootstrapApi } from "./cms/bootstrap.ts";
import { cmsShortlinkRoutes } from "./cms/shortlinks.ts";
import { contactApi } from "./contact/api.ts";
import { dealsApi } from "./deals/api.ts";
import { clickOutRoutes } from "./deals/clickout.ts";
import { feedRoutes } from "./deals/feeds.ts";
import { routePairsApi } from "./deals/route-pairs.ts";
import { errorBody, handleError } from "./errors.ts";
import { healthRoutes } from "./health.ts";
import { imageRoutes } from "./media/images.ts";
import { mapLandRoutes } from "./media/map-land.ts";
import { mediaRoutes } from "./media/media.ts";
import { metricsEndpoint, requestMetrics } from "./metrics/middleware.ts";
import type { HttpMetrics } from "./metrics/types.ts";
import { conditionalGet } from "./middleware/conditional-get.ts";
import { contentSecurityPolicyHeader } from "./middleware/content-security-policy.ts";
import { INPUT_LIMITS, inputBoundary } from "./middleware/input-boundary.ts";
import { normalisePath } from "./middleware/normalise-path.ts";
import { type PageCacheInvalidator, type PageRefresher, pageCache } from "./middleware/page-cache.ts";
import { type RequestVariables, requestContext } from "./middleware/request-context.ts";
import { newsletterApi } from "./newsletter/api.ts";
import { openApiDocument } from "./openapi.ts";
import { pushApi } from "./push/api.ts";
import { searchApi } from "./search/api.ts";
import { shareApi } from "./share/api.ts";
import { seoRoutes } from "./site/seo.ts";
import { visaApi } from "./visa/api.ts";

/** Permissions-Policy: features no page uses are off for the site and anything it embeds. */
const PERMISSIONS_POLICY = Object.fromEntries(
  [
    "accelerometer",
    "camera",
    "displayCapture",
    "geolocation",
    "gyroscope",
    "hid",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "serial",
    "usb",
  ].map((feature) => [feature, [] as string[]]),
);

export type SsrHandler = (request: Request, context: LoadContext) => Promise<Response>;

export interface HttpAppDeps {
  database: Database;
  projections: ProjectionRunner;
  /** Needed by the routes that record events (click-outs); read-only deployments leave it out. */
  store?: EventStore;
  logger: Logger;
  publicUrl: string;
  /** The site's operator for the legal screens (OPERATOR_* variables); the defaults when left out. */
  operator?: OperatorDetails;
  readyMaxLag: number;
  /** Newsletter and contact forms (captcha, mail); without them the form endpoints are not mounted. */
  forms?: FormServices;
  /** Google Analytics measurement id (GA_MEASUREMENT_ID) for the pages; none, no analytics. */
  analyticsId?: string;
  /** Keep pages that allow it (s-maxage) in memory for those seconds (PAGE_CACHE). */
  pageCache?: boolean;
  /** Where uploaded pictures are kept (MEDIA_STORAGE); the admin's when left out; without either, no /media. */
  media?: MediaStorage;
  /** Tells the page cache which paths to forget (the edge purge's built-in CDN); none, nothing is forgotten early. */
  pageCacheInvalidator?: PageCacheInvalidator;
  /** Lets the page warmer (http/page-warmer.ts) render hot pages again ahead of visitors. */
  pageRefresher?: PageRefresher;
  /** The admin area at /nimda; without it /nimda paths fall through to the not-found page. */
  admin?: AdminDeps;
  /** Affiliate marker of the booking links /go/search builds for the /search results (AFFILIATE_MARKER). */
  affiliateMarker?: string;
  /**
   * Whether the fares are real (FARE_SOURCE): "demo" pages, links and the click-out page say they
   * are simulated. Demo when left out: a real fare called demo misleads no one; the reverse would.
   */
  fareMode?: FareMode;
  /** React Router's request handler; absent in API-only tests. */
  ssr?: SsrHandler;
  /** Serves build/client (runtime-specific: Node and Deno each have their own). */
  staticFiles?: MiddlewareHandler;
  /** What day it is for the screens and APIs; the system clock when left out (tests fix it). */
  clock?: Clock;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); the admin's setting, else 0, when left out. */
  trustProxy?: number;
  /** Third parties the Content-Security-Policy allows, or report-only for Vite's dev server (docs/decisions/0053). */
  contentSecurityPolicy?: { turnstile?: boolean; reportOnly?: boolean };
  /**
   * Per-address limits on form submissions and search jobs (docs/decisions/0054, 0083); the
   * defaults when left out. Several instances need the same `addressSecret` to share a count.
   */
  limits?: Partial<RequestLimits>;
  /** The client build's version (React Router's assets version), part of every page's ETag. */
  buildVersion?: string;
  /**
   * Prometheus metrics (http/metrics/registry.ts): every request is counted and timed, GET /metrics
   * answers the machine itself and a signed-in admin, and the admin gets its metrics screen.
   * Without it nothing is counted and /metrics is an unknown path.
   */
  metrics?: HttpMetrics;
}

/** The methods any route of ours answers; the rest get 405 before anything reads the request. */
const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const METHOD_NOT_ALLOWED = "This method is not allowed here";

/** The build's scripts and stylesheets: each file name carries its content's hash. */
const HASHED_ASSETS = "/assets/*";
/** What a script or stylesheet needs of the security headers: no sniffing, no other site's use. */
const ASSET_HEADERS = { "x-content-type-options": "nosniff", "cross-origin-resource-policy": "same-origin" };

/** The one Hono app: health, /api, static assets, then every other path to React Router. */
export function createHttpApp(deps: HttpAppDeps) {
  const app = new Hono<{ Variables: RequestVariables }>();
  const metrics = deps.metrics;
  // before anything reads the request: Node's fetch Request refuses TRACE, TRACK and CONNECT
  // outright, and a route that touched such a request would answer 500
  app.use(async (c, next) => {
    if (SERVED_METHODS.includes(c.req.method)) return next();
    return c.json(errorBody("method_not_allowed", METHOD_NOT_ALLOWED), 405, { allow: SERVED_METHODS.join(", ") });
  });
  // outermost: the time covers every middleware, and the route that answered is known after it
  if (metrics) app.use(requestMetrics(metrics));
  app.use(requestContext(deps.logger));
  // pages, scripts, styles and JSON shrink 4-5x: what a phone on a slow network waits for
  app.use(compress());
  // a hashed script or stylesheet needs none of a document's headers: a phone would download
  // 1.2 KB of them with each of the page's twenty-odd files (docs/decisions/0093)
  app.use(
    except(
      HASHED_ASSETS,
      secureHeaders({
        xFrameOptions: "DENY",
        referrerPolicy: "strict-origin-when-cross-origin",
        crossOriginEmbedderPolicy: false,
        // a route that sets one of these on purpose keeps it (pictures for mails and other sites)
        overwrite: false,
        // powerful features no page of ours uses (docs/decisions/0053)
        permissionsPolicy: PERMISSIONS_POLICY,
        // only a site served over https may promise browsers https for the next six months
        strictTransportSecurity: deps.publicUrl.startsWith("https:") ? "max-age=15552000; includeSubDomains" : false,
      }),
      contentSecurityPolicyHeader({ analytics: Boolean(deps.analyticsId), ...deps.contentSecurityPolicy }),
    ),
  );
  app.onError((error, c) => handleError(error, c, c.get("logger") ?? deps.logger));
  // before every route, the admin's too: no handler sees bytes PostgreSQL or formData() refuse
  app.use(inputBoundary(INPUT_LIMITS));

  // the client's address, read once through TRUST_PROXY for every route (docs/decisions/0054)
  app.use(clientAddressOnContext(deps.trustProxy ?? deps.admin?.trustProxy ?? 0));
  // counted in PostgreSQL: every instance on this database enforces one limit (docs/decisions/0083)
  const limiters = requestLimiters(deps.database.sql, deps.limits);
  const admin = deps.admin;
  // a signed-in admin whose address passes the admin allowlist: drafts, /readyz's detail
  const isAdmin = async (c: Context) =>
    admin
      ? (await admin.auth.authenticate(getCookie(c, ADMIN_SESSION.cookieName))) !== null &&
        (await adminAddressAllowed(admin.store, requestAddress(c)))
      : false;

  if (deps.admin) {
    app.route("/", adminApp(metrics ? { ...deps.admin, metrics } : deps.admin));
    app.all("/admin-dashboard/*", (c) => c.redirect("/nimda/dash", 301));
    app.all("/admin-dashboard", (c) => c.redirect("/nimda/dash", 301));
  }
  app.route(
    "/",
    healthRoutes({
      database: deps.database,
      projections: deps.projections,
      maxLag: deps.readyMaxLag,
      isAdmin,
    }),
  );
  if (metrics) app.use("/metrics", metricsEndpoint(metrics, isAdmin));
  const clock = deps.clock ?? systemClock;
  // public reads go to a healthy read replica when there is one (docs/decisions/0081); writes, the
  // admin, the media an admin has just uploaded and form actions stay on the primary
  const reads = deps.database.read.db;
  const fareMode = fareModeOr(deps.fareMode);
  app.route("/api/routes", routePairsApi(reads, clock));
  app.route("/api/visa", visaApi(reads));
  app.route("/api/deals", dealsApi(reads, clock));
  // the search API and the /search screen share one service (and its catalog cache)
  const search = createSearchService({
    ...searchCatalog(reads),
    store: deps.store,
    logger: deps.logger,
    ...(limiters.searchJobs ? { discoveryLimit: limiters.searchJobs } : {}),
  });
  app.route("/api/search", searchApi(search));
  app.route(
    "/api/share",
    shareApi(() => shareNetworkEntries(reads)),
  );
  const store = deps.store;
  app.route(
    "/api/bootstrap",
    bootstrapApi(
      reads,
      isAdmin,
      // without a store no token was ever issued
      async (token) => (store ? previewTokenValid(store, token, new Date()) : false),
    ),
  );
  // the API and the screens' actions count submissions against one limit per address
  const forms = deps.forms && limiters.forms ? limitFormServices(deps.forms, limiters.forms) : deps.forms;
  if (forms) {
    app.route("/api/newsletter", newsletterApi(forms));
    app.route("/api/contact", contactApi(forms));
    app.route("/api/captcha", captchaApi(forms));
    app.route("/api/push", pushApi(forms));
  }
  app.get("/api/openapi.json", (c) => c.json(openApiDocument));
  app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint"), 404));
  app.route("/images/map", mapLandRoutes());
  app.route("/images", imageRoutes({ reads, writes: deps.database.db, fareMode }));
  app.route("/p", cmsShortlinkRoutes(reads));
  const media = deps.media ?? deps.admin?.media;
  if (media) app.route("/media", mediaRoutes({ db: deps.database.db, storage: media, logger: deps.logger }));
  // before the static files: /sitemap.xml, /robots.txt and the feeds have a dot but are no files
  app.route("/", seoRoutes({ db: reads, publicUrl: deps.publicUrl }));
  app.route("/", feedRoutes({ db: reads, publicUrl: deps.publicUrl, clock, fareMode }));
  if (deps.store)
    app.route(
      "/go",
      clickOutRoutes({
        database: deps.database,
        store: deps.store,
        publicUrl: deps.publicUrl,
        affiliateMarker: deps.affiliateMarker,
        fareMode,
      }),
    );

  if (deps.staticFiles) {
    const assets = deps.staticFiles;
    app.use(HASHED_ASSETS, async (c) => {
      const response = (await assets(c, async () => {})) ?? c.text("Not found", 404);
      // file names carry a content hash: a changed file is a new URL
      if (response.ok) response.headers.set("cache-control", "public, max-age=31536000, immutable");
      for (const [name, value] of Object.entries(ASSET_HEADERS)) response.headers.set(name, value);
      return response;
    });
    app.use("*", async (c, next) => (c.req.path.includes(".") ? assets(c, next) : next()));
  }

  app.use(normalisePath());
  app.use(
    conditionalGet({
      // without a build version a restart may be a deploy: tags of an earlier process never match
      buildVersion: deps.buildVersion ?? crypto.randomUUID(),
      // where the pages are read: a replica's positions may trail the primary's
      readModelPositions: () =>
        // a replica that died since its last check: the primary's positions serve this request
        deps.projections.positions(deps.database.read.sql).catch(() => deps.projections.positions()),
      clock,
    }),
  );
  app.use(
    pageCache({
      enabled: deps.pageCache ?? false,
      invalidator: deps.pageCacheInvalidator,
      refresher: deps.pageRefresher,
      // a stale page is rendered again through the whole app, behind the visitor who got it
      revalidate: async (request) => app.fetch(request),
      ...(metrics ? { observe: (outcome) => metrics.observePageCache(outcome) } : {}),
    }),
  );
  const ssr = deps.ssr;
  if (ssr) {
    const operator = deps.operator ?? operatorDetails({});
    app.all("*", (c) =>
      ssr(c.req.raw, {
        // a form's action writes and then reads; a preview shows a draft saved a moment ago
        db:
          (c.req.method === "GET" || c.req.method === "HEAD") && !c.req.query("preview")
            ? deps.database.read.db
            : deps.database.db,
        now: clock,
        logger: c.get("logger"),
        requestId: c.get("requestId"),
        publicUrl: deps.publicUrl,
        operator,
        ...(deps.analyticsId ? { analyticsId: deps.analyticsId } : {}),
        // the forms' actions read it (ui/forms/actions.server.ts)
        ...(forms ? { forms } : {}),
        // the /search screen's loader (ui/search/search.tsx)
        search,
        fareMode,
        cspNonce: c.get("cspNonce"),
        clientAddress: requestAddress(c),
        ...(store ? { previewAllowed: (token: string) => previewTokenValid(store, token, clock()) } : {}),
      }),
    );
  }
  return app;
}

export type HttpApp = ReturnType<typeof createHttpApp>;
