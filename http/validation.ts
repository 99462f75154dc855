import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { errorBody, zodIssues } from "./errors.ts";

/** zValidator answering bad input with the error envelope: 400, code, the first message, all issues. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issues = zodIssues(result.error as unknown as z.ZodError);
      return c.json(errorBody("validation_failed", issues[0]?.message ?? "Invalid request", issues), 400);
    }
  });
}
