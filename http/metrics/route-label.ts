import type { Context } from "hono";
import { routePath } from "hono/route";
import { matchRoutes, type RouteObject } from "react-router";
import { isAdminPath, LANGUAGES, type Language, ROUTE_TABLE } from "../../core/routes/route-table.ts";

/** A request's labels: bounded whatever paths the world sends. */
export interface RouteLabels {
  /** A Hono route pattern, a screen's Bulgarian pattern, "admin", "static" or "unmatched". */
  route: string;
  /** The page's language for screens ("bg" or "en"); empty for everything else. */
  locale: Language | "";
}

export const UNMATCHED: RouteLabels = { route: "unmatched", locale: "" };
const ADMIN: RouteLabels = { route: "admin", locale: "" };
const STATIC: RouteLabels = { route: "static", locale: "" };

type Screen = (typeof ROUTE_TABLE)[number];

/**
 * The screens as ui/routes.ts mounts them (the same paths), rebuilt from the route table
 * in core so that the web tier does not load the UI's route config (@react-router/dev) at run
 * time; route-label.test.ts holds the two lists equal. React Router's own matcher then ranks
 * them exactly as the SSR handler does (static segments above dynamic ones).
 */
export function screenRouteObjects(): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const screen of ROUTE_TABLE as readonly Screen[]) {
    if (screen.key === "adminDashboard") continue;
    for (const lang of LANGUAGES) {
      // only the Bulgarian legacy path is its own: /en/deal/:dealId already is the deal page
      if (screen.key === "legacyDeal" && lang === "en") continue;
      // "optional extra segments": the splat also matches the path without them
      const path = screen.key === "destinationDeal" ? `${screen[lang]}/*` : screen[lang];
      routes.push({ id: `${screen.key}-${lang}`, path });
    }
  }
  return routes;
}

/** Screen route id -> its label: the Bulgarian pattern names both languages, the locale tells them apart. */
function screenLabels(): Map<string, RouteLabels> {
  const labels = new Map<string, RouteLabels>();
  for (const screen of ROUTE_TABLE as readonly Screen[]) {
    for (const lang of LANGUAGES) labels.set(`${screen.key}-${lang}`, { route: screen.bg, locale: lang });
  }
  return labels;
}

const SCREEN_ROUTES = screenRouteObjects();
const SCREEN_LABELS = screenLabels();

/** The screen a page path renders, or "unmatched". */
export function screenLabel(path: string): RouteLabels {
  const matches = matchRoutes(SCREEN_ROUTES, path);
  const id = matches?.at(-1)?.route.id;
  return (id && SCREEN_LABELS.get(id)) || UNMATCHED;
}

/**
 * The labels of an answered request, read after the handlers ran. The route that answered is
 * Hono's pattern (`/api/deals/:id`, `/go/:code`, `/sitemap.xml`); a catch-all answered for pages
 * (SSR, the page cache, the path normaliser), static files and unknown paths, so those are told
 * apart by the path: a screen's pattern, "static", or "unmatched" for a 404 (a one-segment path
 * matches /:countrySlug until its loader finds no country). Never the raw path.
 */
export function routeLabels(c: Context, status: number): RouteLabels {
  const path = c.req.path;
  if (isAdminPath(path)) return ADMIN;
  const pattern = routePath(c);
  if (pattern === "/api/*") return UNMATCHED;
  if (pattern && !pattern.endsWith("*")) return { route: pattern, locale: "" };
  if (path.startsWith("/assets/")) return status === 404 ? UNMATCHED : { route: "/assets/*", locale: "" };
  if (status === 404) return UNMATCHED;
  if (path.includes(".")) return STATIC;
  return screenLabel(path);
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The method as a label: anything unusual is "other", so made-up methods add no series. */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : "other";
}

/** 200 -> "2xx". */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
