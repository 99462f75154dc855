import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { bootstrapRoutes } from "./cms/bootstrap.ts";
import { dealRoutes } from "./deals/api.ts";
import { clickOutRoute, searchClickOutRoute } from "./deals/clickout.ts";
import { routePairRoutes } from "./deals/route-pairs.ts";
import { searchRoutes } from "./search/api.ts";
import { shareRoutes } from "./share/api.ts";
import { visaRoutes } from "./visa/api.ts";

/**
 * The public JSON API as OpenAPI 3.1, served at /api/openapi.json. Generated, not written: each
 * route is the createRoute declaration its handler is served from (http/<context>/api.ts), with the zod
 * schemas that validate its input, under the prefix http/app.ts mounts it at (docs/decisions/0068).
 * http/openapi.test.ts fails when the app serves a route this leaves out, or the other way round.
 */
const DOCUMENTED: Array<[prefix: string, routes: Record<string, RouteConfig>]> = [
  ["/api/deals", dealRoutes],
  ["/api/routes", routePairRoutes],
  ["/api/bootstrap", bootstrapRoutes],
  ["/api/visa", visaRoutes],
  ["/api/share", shareRoutes],
  ["/api/search", searchRoutes],
  ["/go", { clickOut: clickOutRoute, searchClickOut: searchClickOutRoute }],
];

function generate() {
  const generator = new OpenAPIHono();
  for (const [prefix, routes] of DOCUMENTED) {
    // middleware belongs to the handler, not the document
    for (const { middleware: _, hide: __, ...route } of Object.values(routes)) {
      generator.openAPIRegistry.registerPath({ ...route, path: route.path === "/" ? prefix : prefix + route.path });
    }
  }
  return generator.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "flydealsbg public API",
      version: "1.0.0",
      description:
        "Cheap flights from Bulgaria: deals, route statistics and visa rules for Bulgarian passports. Prices in BGN.",
    },
  });
}

export const openApiDocument = generate();
