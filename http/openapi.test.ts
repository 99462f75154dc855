import { describe, expect, it } from "vitest";
import type { FormServices } from "../core/contact/form-services.ts";
import { silentLogger } from "../core/log/logger.ts";
import { createHttpApp } from "./app.ts";
import { openApiDocument } from "./openapi.ts";

/**
 * Served but not in the public API's document, each on purpose: the document itself, and the
 * endpoints of the site's own forms (their bodies are checked by the form services, with the
 * messages the screens show). A new route belongs in the document or, with its reason, here.
 */
const UNDOCUMENTED = [
  "GET /api/openapi.json",
  "POST /api/newsletter",
  "GET /api/newsletter/confirm",
  "GET /api/newsletter/unsubscribe",
  "POST /api/newsletter/unsubscribe",
  "GET /api/newsletter/telegram",
  "POST /api/newsletter/alerts",
  "POST /api/contact/customers",
  "POST /api/contact/partners",
  "GET /api/captcha/challenge",
  "GET /api/push/key",
  "POST /api/push/subscriptions",
  "POST /api/push/unsubscribe",
  "POST /api/push/device",
  "POST /api/push/renew",
];

/** Every method and path of the API the app serves, with every optional part mounted. */
function servedRoutes(): string[] {
  // nothing is called while the app is put together: the routes are all this test reads
  const app = createHttpApp({
    database: { db: {}, sql: {}, read: { db: {}, sql: {}, replicas: () => [] } } as never,
    projections: undefined as never,
    store: {} as never,
    forms: {} as FormServices,
    logger: silentLogger,
    publicUrl: "http://localhost",
    readyMaxLag: 0,
  });
  const served = app.routes
    .filter((route) => route.method !== "ALL" && /^\/(api|go)\//.test(route.path))
    .map((route) => `${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`);
  return [...new Set(served)].sort();
}

function documentedRoutes(): string[] {
  return Object.entries(openApiDocument.paths ?? {})
    .flatMap(([path, operations]) => Object.keys(operations ?? {}).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe("the OpenAPI document", () => {
  it("documents every route of the public API the app serves, and nothing it does not serve", () => {
    const served = servedRoutes();
    const documented = documentedRoutes();
    expect(served.filter((route) => !UNDOCUMENTED.includes(route))).toEqual(documented);
    // an exception that no longer exists is taken off the list
    for (const route of UNDOCUMENTED) expect(served, route).toContain(route);
  });

  it("is OpenAPI 3.1 with the error envelope as a shared schema", () => {
    expect(openApiDocument.openapi).toBe("3.1.0");
    expect(openApiDocument.components?.schemas).toHaveProperty("Error");
    const stats = openApiDocument.paths?.["/api/routes/{from}/{to}/stats"]?.get;
    expect(Object.keys(stats?.responses ?? {}).sort()).toEqual(["200", "400", "404"]);
    expect(stats?.parameters?.map((parameter) => ("name" in parameter ? parameter.name : null))).toEqual([
      "from",
      "to",
      "season",
    ]);
  });

  it("documents a query parameter from the zod schema that checks it", () => {
    const deals = openApiDocument.paths?.["/api/deals"]?.get;
    const pageSize = deals?.parameters?.find((parameter) => "name" in parameter && parameter.name === "pageSize");
    expect(pageSize).toMatchObject({ in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 21 } });
  });
});
