import type { Context, MiddlewareHandler } from "hono";
import { isLoopback, requestAddress } from "../client-ip.ts";
import { methodLabel, routeLabels, statusClass } from "./route-label.ts";
import type { HttpMetrics } from "./types.ts";

/** A monotonic clock in milliseconds (performance.now in the app; tests hand in their own). */
export type Stopwatch = () => number;

/**
 * Times every request and counts it under its route pattern (route-label.ts), read after the
 * handlers ran, when the route that answered is known. First in the chain, so the time covers
 * compression, headers and the page cache too.
 */
export function requestMetrics(
  metrics: HttpMetrics,
  stopwatch: Stopwatch = () => performance.now(),
): MiddlewareHandler {
  return async (c, next) => {
    const started = stopwatch();
    await next();
    const status = c.res.status;
    metrics.observeRequest({
      method: methodLabel(c.req.method),
      ...routeLabels(c, status),
      status: statusClass(status),
      seconds: (stopwatch() - started) / 1000,
    });
  };
}

/**
 * GET /metrics in Prometheus' text format, for the machine itself (a scraper beside the process,
 * or one behind TRUST_PROXY's proxies that reaches it over loopback) and a signed-in admin. Anyone
 * else falls through to the site's own not-found page, so the endpoint is not revealed.
 */
export function metricsEndpoint(metrics: HttpMetrics, isAdmin: (c: Context) => Promise<boolean>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const allowed = isLoopback(requestAddress(c)) || (await isAdmin(c).catch(() => false));
    if (!allowed) return next();
    const { contentType, body } = await metrics.exposition();
    return c.body(body, 200, { "content-type": contentType, "cache-control": "no-store" });
  };
}
