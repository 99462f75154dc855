import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../../core/log/logger.ts";

export type RequestVariables = { requestId: string; logger: Logger };

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A request id (the caller's when it sends a sane one) on the response and on every log line. */
export function requestContext(logger: Logger): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const requestLogger = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("logger", requestLogger);
    c.header("x-request-id", requestId);
    const started = performance.now();
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const fields = { method: c.req.method, path: c.req.path, status: c.res.status, durationMs };
    if (c.res.status >= 500) requestLogger.error("request", fields);
    else requestLogger.info("request", fields);
  };
}
