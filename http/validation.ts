import { OpenAPIHono } from "@hono/zod-openapi";
import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import { errorBody, zodIssues } from "./errors.ts";

type ValidationResult = { success: true } | { success: false; error: unknown };

/** Bad input answers with the error envelope: 400, code, the first message, all issues. */
export function validationHook(result: ValidationResult, c: Context) {
  if (!result.success) {
    const issues = zodIssues(result.error as z.ZodError);
    return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
  }
}

/** zValidator answering bad input with the error envelope (validationHook). */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, validationHook);
}

/**
 * The routes of one part of the public API. Each is declared with createRoute (http/<context>/api.ts):
 * the zod schemas it validates are the ones http/openapi.ts documents, and bad input is answered
 * by validationHook, not the library's own 400 body (docs/decisions/0068).
 */
export function apiRoutes() {
  return new OpenAPIHono({ defaultHook: validationHook });
}
