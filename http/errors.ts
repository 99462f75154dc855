import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { DomainError } from "../core/eventstore/decider.ts";
import type { Logger } from "../core/log/logger.ts";

export interface ErrorIssue {
  path: string;
  message: string;
}

export interface ErrorEnvelope {
  success: false;
  error: { code: string; message: string; issues?: ErrorIssue[] };
}

export const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

export function errorBody(code: string, message: string, issues?: ErrorIssue[]): ErrorEnvelope {
  return { success: false, error: issues ? { code, message, issues } : { code, message } };
}

export function zodIssues(error: z.ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** A 4xx that carries the envelope's code. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(status, { message });
  }
}

/** Every error leaves as the JSON envelope; a 500 never carries a stack trace or SQL. */
export function handleError(error: Error, c: Context, logger: Logger): Response {
  if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
  if (error instanceof DomainError) return c.json(errorBody(error.code, error.message), error.status);
  if (error instanceof z.ZodError)
    return c.json(errorBody("validation_failed", "Invalid request", zodIssues(error)), 400);
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 404 ? "not_found" : "bad_request";
    return c.json(errorBody(code, error.message || "Bad request"), error.status);
  }
  logger.error("unhandled error", { error, path: c.req.path, method: c.req.method });
  return c.json(errorBody("internal_error", UNEXPECTED_ERROR_MESSAGE), 500);
}
