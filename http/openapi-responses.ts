import { z } from "@hono/zod-openapi";
import type { ErrorEnvelope } from "./errors.ts";

/**
 * The answers the public API's routes declare in createRoute, shared so that every route
 * documents its errors the same way (docs/decisions/0068).
 */

/** The error envelope of http/errors.ts; typed against ErrorEnvelope, so the two cannot part. */
const errorEnvelope: z.ZodType<ErrorEnvelope> = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .openapi("Error");

/** An answer in the error envelope, e.g. a 401, a 429 or a 503 with what it means here. */
export function errorAnswer(description: string) {
  return { description, content: { "application/json": { schema: errorEnvelope } } };
}

/** The 400 and 404 every route may give. */
export const invalidOrMissing = errorAnswer("Invalid input (400) or not found (404)");

/** A JSON object whose fields the description names. */
const anyObject = z.looseObject({});

/**
 * 200 with `schema` (a JSON object the description names when left out), and the 400 and 404
 * every route may give.
 */
export function answers<Schema extends z.ZodType = typeof anyObject>(description: string, schema?: Schema) {
  return {
    200: { description, content: { "application/json": { schema: (schema ?? anyObject) as Schema } } },
    400: invalidOrMissing,
    404: invalidOrMissing,
  };
}
